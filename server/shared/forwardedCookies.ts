import { MEMBER_SESSION_COOKIE } from "../../content/accountContract.ts";
import { SIGNED_IN_COOKIE, signedInCookieName } from "../../content/signedInFlag.ts";
import { CART_COOKIE_NAMES } from "./cartCookie.ts";
import { DEVICE_COOKIE_NAMES } from "../platform/security/deviceCookie.ts";

/** Cookies of this site that mean nothing to the member API, and must not reach it or its logs. */
const SITE_ONLY_COOKIES = new Set<string>([
  "bw_csrf",
  "__Host-bw_csrf",
  "bw_notice",
  "bw_cart_count",
  signedInCookieName(false),
  signedInCookieName(true),
  ...CART_COOKIE_NAMES,
  ...DEVICE_COOKIE_NAMES,
]);

/**
 * Stands for the cookies a visitor had that stay here: the member API answers COOKIES_REQUIRED
 * to a request without any cookie, and a browser that sent us one does keep cookies.
 */
export const COOKIES_KEPT_MARKER = "bw_cookies=1";

const HOST_PREFIX = "__Host-";

/**
 * The member's session as the browser holds it: the member API's session cookie
 * (content/accountContract.ts) and the site's signed-in flag that lives beside it
 * (content/signedInFlag.ts). On an https site both carry the `__Host-` prefix, as the site's
 * cart, device and CSRF cookies do: the browser then takes them only from this host, Secure,
 * for the whole path, so a sibling subdomain (a customer's site under the provider's hosting
 * domain) cannot sign a visitor into an account of its choosing (docs/decisions.md, 23;
 * docs/security.md, "The member's session on https").
 */
const SESSION_COOKIES: ReadonlySet<string> = new Set([MEMBER_SESSION_COOKIE.name, SIGNED_IN_COOKIE]);

/** The name the browser holds the member API's session cookie under, for what documents it (the OpenAPI document). */
export const memberSessionCookieName = (secure: boolean): string => (secure ? `${HOST_PREFIX}${MEMBER_SESSION_COOKIE.name}` : MEMBER_SESSION_COOKIE.name);

/** A Set-Cookie line's or a Cookie pair's name, as browsers read it (up to the first `=`). */
function nameOf(text: string): string {
  const equalsAt = text.indexOf("=");
  return (equalsAt === -1 ? text : text.slice(0, equalsAt)).trim();
}

/** A Set-Cookie line's attributes (after the name and value), trimmed, without empty ones. */
const attributesOf = (line: string) =>
  line
    .split(";")
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => part !== "");

const attributeName = (attribute: string) => nameOf(attribute).toLowerCase();

/** The line with Secure, as every cookie the member API sets is relayed on an https site. */
function secured(line: string): string {
  return attributesOf(line).some((attribute) => attributeName(attribute) === "secure") ? line : `${line}; Secure`;
}

/**
 * A session cookie's line under its `__Host-` name, with what the prefix asks of it (RFC 6265bis
 * §4.1.3.2): Secure, Path=/, no Domain. Its value and its other attributes (HttpOnly, SameSite,
 * its lifetime, or its clearing) stay as they came.
 */
function hostPrefixed(line: string): string {
  const pair = line.split(";", 1)[0]!.trim();
  const kept = attributesOf(line).filter((attribute) => !["domain", "path", "secure"].includes(attributeName(attribute)));
  return [`${HOST_PREFIX}${pair}`, ...kept, "Path=/", "Secure"].join("; ");
}

/**
 * The one translation between the cookies the browser holds and the ones the member API knows,
 * for every way the site talks to it: the account flows (server/features/accounts/accountAction.ts) and
 * the members area proxied at /members (server/features/members/membersProxy.ts). `secure`: the site is
 * served over https (PUBLIC_URL, as for the cart's and the device's cookies).
 */
export function memberApiCookies(secure: boolean) {
  /** A pair of the visitor's Cookie header as the member API gets it, or null when it stays here. */
  function forwarded(pair: string): string | null {
    const name = nameOf(pair);
    if (pair === "" || SITE_ONLY_COOKIES.has(name)) return null;
    if (!secure) return pair;
    if (name.startsWith(HOST_PREFIX) && SESSION_COOKIES.has(name.slice(HOST_PREFIX.length))) return pair.slice(HOST_PREFIX.length);
    // On an https site the session's plain name was set by someone else (a sibling subdomain,
    // a plain-http page): it is not the visitor's session, and not passed on.
    return SESSION_COOKIES.has(name) ? null : pair;
  }

  return {
    /**
     * The visitor's Cookie header as the member API gets it: this site's own cookies removed
     * (the CSRF secret stays on this side), on an https site the session under the member API's
     * own name (and a plain one dropped), the rest as they came. Undefined when the visitor sent none.
     */
    toMemberApi(header: string | undefined): string | undefined {
      if (!header?.trim()) return undefined;
      const kept = header
        .split(";")
        .map((pair) => forwarded(pair.trim()))
        .filter((pair) => pair !== null);
      return kept.length > 0 ? kept.join("; ") : COOKIES_KEPT_MARKER;
    },

    /**
     * Set-Cookie lines as the visitor gets them: the member API's, and the site's own set beside
     * them (the signed-in flag, the device cookie). On an https site every one is Secure, and the
     * session's are under their `__Host-` names; on http they pass as they came.
     */
    toBrowser(setCookies: readonly string[]): string[] {
      if (!secure) return [...setCookies];
      return setCookies.map((line) => (SESSION_COOKIES.has(nameOf(line.split(";", 1)[0]!)) ? hostPrefixed(line) : secured(line)));
    },
  };
}
