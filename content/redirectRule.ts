/**
 * The one URL normalizer and the one redirect rule over it (docs/decisions.md, 14). Every address
 * the site redirects to, every JSON `redirect` it hands out and every address a script of ours
 * follows goes through here, on the server and in the browser alike, so what a dialog follows is
 * what a form post answers.
 */
export interface RedirectPolicy {
  /** This site's origin, e.g. "https://www.braveweb.example". */
  siteOrigin: string;
  /**
   * Other hosts a visitor may be sent to, lower case: "members.braveweb.example" (the scheme's
   * default port only) or "host:8443" (that port only).
   */
  allowedHosts: readonly string[];
}

/**
 * Browsers forgive what URL parsers are asked to forgive: a tab or newline inside "/\t/evil"
 * is dropped, a backslash counts as a slash ("/\evil", "https:\\evil"). Anything of the kind
 * is refused before parsing rather than guessed at.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/u;

/** Longer than any address of ours or of the members area; refused before any parsing. */
const MAX_ADDRESS = 4096;

/** Two or more slashes in a row inside a path. */
const EMPTY_SEGMENTS = /\/{2,}/gu;

/**
 * What the WHATWG parser leaves bare in a path, query or fragment but RFC 3986 does not allow
 * there ("#" after the fragment's own, "[", "]", "{", "}", "|", "^", a "%" that starts no
 * escape): such an address is followed alike by browsers, but a client that checks RFC 3986
 * (the OpenAPI document's `format: uri`) would refuse it.
 */
const OUTSIDE_RFC_3986 = /%(?![\dA-F]{2})|[^\w\-.~!$&'()*+,;=:@/?%]/giu;
const escaped = (part: string) =>
  part.replace(OUTSIDE_RFC_3986, (c) =>
    c === "%" ? "%25" : encodeURIComponent(c) === c ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(c),
  );

/**
 * An address resolved against `base` as a browser would read it in a Location header, or null
 * when it cannot be followed safely: not http(s), carrying a user name or password, too long, or
 * written with characters browsers reinterpret. Dot segments are resolved (by the WHATWG parser,
 * "%2e" included) and runs of slashes in the path collapsed, so the path of the result never
 * begins with "//": written as a root-relative Location, it cannot turn into another host.
 */
export function normalizedUrl(address: string, base: string): URL | null {
  if (address === "" || address.length > MAX_ADDRESS || UNSAFE_CHARACTERS.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "") return null;
  if (url.pathname.includes("//")) url.pathname = url.pathname.replace(EMPTY_SEGMENTS, "/");
  if (OUTSIDE_RFC_3986.test(url.pathname)) url.pathname = escaped(url.pathname);
  if (OUTSIDE_RFC_3986.test(url.search.slice(1))) url.search = escaped(url.search.slice(1));
  if (OUTSIDE_RFC_3986.test(url.hash.slice(1))) url.hash = escaped(url.hash.slice(1));
  return url;
}

/**
 * Is this URL on one of the allowed hosts? Compared as scheme, host and port: an entry without a
 * port allows the scheme's default port only ("members.example" is not "members.example:444").
 */
function hostAllowed(url: URL, entries: readonly string[]): boolean {
  return entries.some((entry) => {
    try {
      return new URL(`${url.protocol}//${entry}`).host === url.host;
    } catch {
      return false;
    }
  });
}

/**
 * The absolute address to send the visitor to, or null when `address` may not be followed:
 * refused by the normalizer, or on an origin that is neither this site nor an allowed host.
 * Root-relative paths resolve on this site; protocol-relative ones ("//evil") resolve to their
 * own host and are judged so.
 */
export function allowedRedirect(address: string, policy: RedirectPolicy): string | null {
  const url = normalizedUrl(address, policy.siteOrigin);
  if (!url) return null;
  const site = new URL(policy.siteOrigin);
  if (url.origin === site.origin) return url.href;
  // Off this site, a page served over https never sends the visitor to plain http.
  if (site.protocol === "https:" && url.protocol !== "https:") return null;
  return hostAllowed(url, policy.allowedHosts) ? url.href : null;
}

/**
 * How a page of `siteOrigin` names an address in a Location or a link: root-relative when it is
 * on the site (so it works under whatever host name the visitor used), absolute otherwise. Null
 * when the normalizer refuses it. The path of a normalized URL never starts with "//", so the
 * root-relative form stays on the site.
 */
export function sitePathOrUrl(address: string, siteOrigin: string): string | null {
  const url = normalizedUrl(address, siteOrigin);
  if (!url) return null;
  return url.origin === new URL(siteOrigin).origin ? url.pathname + url.search + url.hash : url.href;
}

/** The Location for an address the redirect rule allows, or null when it does not. */
export function allowedLocation(address: string, policy: RedirectPolicy): string | null {
  const allowed = allowedRedirect(address, policy);
  return allowed === null ? null : sitePathOrUrl(allowed, policy.siteOrigin);
}

/**
 * What every `redirect` the site hands out looks like (sitePathOrUrl's results), as JSON Schema
 * for the OpenAPI document, in patterns every engine reads alike (content/portablePattern.ts):
 * a path on this site, which starts with one slash, or an absolute http(s) URL on a host the
 * rule allows. Neither holds a second leading slash, a backslash, white space or a control
 * character: the normalizer refuses or percent-encodes them.
 */
export const LOCATION_SCHEMA = {
  type: "string",
  not: { pattern: "^/[/\\\\]|[\\\\\\x00-\\x20\\x7f]" },
  anyOf: [
    { type: "string", pattern: "^/", description: "A path on this site: resolve it against the address the request went to" },
    {
      type: "string",
      pattern: "^https?://[^/]",
      format: "uri",
      description: "An absolute URL on another host the site sends visitors to (ALLOWED_REDIRECT_HOSTS)",
    },
  ],
} as const;

/**
 * An address on the site's own origin becomes root-relative, so it works whatever host name the
 * visitor used; through the one normalizer, so a path never comes out as "//host". An address
 * the normalizer refuses becomes `fallback`.
 */
export function relativeToSite(address: string, publicUrl: string, fallback = "/"): string {
  return sitePathOrUrl(address, new URL(publicUrl).origin) ?? fallback;
}
