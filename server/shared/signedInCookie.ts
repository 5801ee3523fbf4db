import { MEMBER_SESSION_COOKIE } from "../../content/accountContract.ts";
import { SIGNED_IN_COOKIE } from "../../content/signedInFlag.ts";

/** Max-Age or Expires of the member session cookie among those relayed, as Set-Cookie attributes. */
function sessionLifetime(relayed: readonly string[]): string[] {
  const session = relayed.find((cookie) => cookie.trimStart().startsWith(`${MEMBER_SESSION_COOKIE.name}=`));
  if (!session) return [];
  return session
    .split(";")
    .map((part) => part.trim())
    .filter((part) => /^(?:max-age|expires)=/i.test(part));
}

/**
 * The flag's Set-Cookie, readable by scripts (not httpOnly), living as long as the member
 * session relayed with it (the member API's own lines, before the relay renames them): 30 days
 * with "remember me", until the browser closes without. Written under the plain name, as the
 * member API writes its session: the relay (server/shared/forwardedCookies.ts) gives both
 * their `__Host-` names and Secure on an https site.
 */
export function signedInFlagCookie(relayed: readonly string[]): string {
  return [`${SIGNED_IN_COOKIE}=1`, "Path=/", "SameSite=Lax", ...sessionLifetime(relayed)].join("; ");
}

/** The flag's Set-Cookie on logout, under the plain name as signedInFlagCookie's (the relay names it for the browser). */
export function clearedSignedInFlag(): string {
  return [`${SIGNED_IN_COOKIE}=`, "Path=/", "SameSite=Lax", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"].join("; ");
}
