import { SIGNED_IN_COOKIE } from "../../content/signedInFlag.ts";
import { CART_COOKIE_NAMES } from "../routes/cartCookie.ts";
import { DEVICE_COOKIE_NAMES } from "../security/deviceCookie.ts";

/** Cookies of this site that mean nothing to the member API, and must not reach it or its logs. */
const SITE_ONLY_COOKIES = new Set<string>([
  "bw_csrf",
  "__Host-bw_csrf",
  "bw_notice",
  "bw_cart_count",
  SIGNED_IN_COOKIE,
  ...CART_COOKIE_NAMES,
  ...DEVICE_COOKIE_NAMES,
]);

/**
 * Stands for the cookies a visitor had that stay here: the member API answers COOKIES_REQUIRED
 * to a request without any cookie, and a browser that sent us one does keep cookies.
 */
export const COOKIES_KEPT_MARKER = "bw_cookies=1";

/**
 * The visitor's Cookie header as the member API gets it: this site's own cookies removed (the
 * CSRF secret stays on this side), the rest as they came. Undefined when the visitor sent none.
 */
export function cookiesForMemberApi(header: string | undefined): string | undefined {
  if (!header?.trim()) return undefined;
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !SITE_ONLY_COOKIES.has(pair.split("=", 1)[0]!.trim()));
  return kept.length > 0 ? kept.join("; ") : COOKIES_KEPT_MARKER;
}
