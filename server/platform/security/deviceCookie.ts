import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** On an https site the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no subdomain can plant or widen it. */
const SECURE_NAME = "__Host-bw_device";
const PLAIN_NAME = "bw_device";
/** Both names, for the cookies that must never reach the member API. */
export const DEVICE_COOKIE_NAMES = [SECURE_NAME, PLAIN_NAME] as const;

/** A browser that has not logged in for half a year is a stranger again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The device cookie's name on a site served over https (`secure`) or not. */
export const deviceCookieName = (secure: boolean): string => (secure ? SECURE_NAME : PLAIN_NAME);
const VERSION = "d1";

/**
 * OWASP's "device cookies": after a successful login a browser keeps a signed note saying
 * "this browser has logged into this username before". It holds a random device id and a keyed
 * hash of the username (never the name itself), and is signed with COOKIE_SECRET, so every
 * replica accepts what another issued and nobody can make one for a username they have not
 * logged into.
 */
export interface DeviceCookies {
  /** The device id a browser's cookie proves for this username, or null (none, forged, or another username's). */
  deviceFor(cookieValue: string | undefined, username: string): string | null;
  /** The Set-Cookie header for a browser that has just logged into (or created) `username`. */
  issue(cookieValue: string | undefined, username: string): string;
}

export function createDeviceCookies({ secret, secure }: { secret: string; secure: boolean }): DeviceCookies {
  // Keys of their own, derived from the shared secret, so no other signature of the site can stand in for these.
  const signingKey = createHmac("sha256", secret).update("device-cookie:signature").digest();
  const usernameKey = createHmac("sha256", secret).update("device-cookie:username").digest();
  const name = deviceCookieName(secure);

  const tagOf = (username: string) => createHmac("sha256", usernameKey).update(username.trim().toLowerCase()).digest("base64url").slice(0, 22);
  const macOf = (device: string, tag: string) => createHmac("sha256", signingKey).update(`${VERSION}.${device}.${tag}`).digest();

  /** The parts of a well-signed cookie, or null. */
  function read(value: string | undefined): { device: string; tag: string } | null {
    // A signed cookie is about 110 characters; anything far longer is not one of ours.
    if (!value || value.length > 200) return null;
    const [version, device, tag, mac, ...rest] = value.split(".");
    if (version !== VERSION || !device || !tag || !mac || rest.length > 0) return null;
    // Compared as text: decoding would let two spellings of the last base64 character pass.
    const expected = Buffer.from(macOf(device, tag).toString("base64url"));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { device, tag } : null;
  }

  return {
    deviceFor(value, username) {
      const parts = read(value);
      return parts && parts.tag === tagOf(username) ? parts.device : null;
    },
    issue(value, username) {
      const tag = tagOf(username);
      const parts = read(value);
      // The same browser keeps its id for the same username; anything else starts afresh.
      const device = parts?.tag === tag ? parts.device : randomBytes(16).toString("base64url");
      const cookie = `${VERSION}.${device}.${tag}.${macOf(device, tag).toString("base64url")}`;
      return `${name}=${cookie}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    },
  };
}

/**
 * The device cookie among a request's cookies (parsed by @fastify/cookie), under the one name
 * this site gives it: on https only the `__Host-` one, which no subdomain or plain-http page
 * can plant; on http only the plain one, as no browser keeps a `__Host-` cookie from there.
 */
export function deviceCookieOf(cookies: Record<string, string | undefined>, secure: boolean): string | undefined {
  return cookies[deviceCookieName(secure)];
}
