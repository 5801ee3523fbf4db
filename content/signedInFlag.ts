/**
 * The readable flag a successful login or sign-up through the site sets, and logout clears: the
 * header's island reads it to offer the members area instead of Account Login and Register.
 * It says nothing about who is signed in (pages stay the same for everyone, and cacheable); the
 * member's session itself is the member API's httpOnly cookie.
 */
export const SIGNED_IN_COOKIE = "bw_signed_in";
