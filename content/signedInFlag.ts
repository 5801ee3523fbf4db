/**
 * The readable flag a successful login or sign-up through the site sets, and logout clears: the
 * header's island reads it to offer the members area instead of Account Login and Register.
 * It says nothing about who is signed in (pages stay the same for everyone, and cacheable); the
 * member's session itself is the member API's httpOnly cookie.
 */
export const SIGNED_IN_COOKIE = "bw_signed_in";

/**
 * The flag's name as the browser holds it. On an https site it carries the `__Host-` prefix, as
 * the member's session does beside it (server/shared/forwardedCookies.ts names both at the
 * boundary): no sibling subdomain can set it for this site.
 */
export const signedInCookieName = (https: boolean): string => (https ? `__Host-${SIGNED_IN_COOKIE}` : SIGNED_IN_COOKIE);
