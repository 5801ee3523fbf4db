/**
 * The visitor's cart hash cookie (HttpOnly: whoever holds the hash can change the cart). On an
 * https site it carries the `__Host-` prefix, as the CSRF and device cookies do: the browser
 * then takes it only from this host, Secure, for the whole path, so neither a sibling subdomain
 * nor a plain-http page can plant a cart of its choosing. It is read under that one name.
 */
const SECURE_NAME = "__Host-bw_cart";
const PLAIN_NAME = "bw_cart";

/** Both names, for the cookies that must never reach the member API. */
export const CART_COOKIE_NAMES = [SECURE_NAME, PLAIN_NAME] as const;

/** The cart cookie's name on a site served over https (`secure`) or not. */
export const cartCookieName = (secure: boolean): string => (secure ? SECURE_NAME : PLAIN_NAME);
