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
 * session relayed with it: 30 days with "remember me", until the browser closes without. The
 * relay makes it Secure on an https site, as it does the session cookie.
 */
export function signedInFlagCookie(relayed: readonly string[]): string {
  return [`${SIGNED_IN_COOKIE}=1`, "Path=/", "SameSite=Lax", ...sessionLifetime(relayed)].join("; ");
}

/** The flag's Set-Cookie on logout. */
export function clearedSignedInFlag(secure: boolean): string {
  return [`${SIGNED_IN_COOKIE}=`, "Path=/", "SameSite=Lax", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT", ...(secure ? ["Secure"] : [])].join("; ");
}
