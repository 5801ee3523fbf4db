/**
 * The one redirect rule (DESIGN decision 14): every address the site redirects to, and every
 * address a script of ours follows, is this site or one of the allowed hosts. The server and
 * the browser import this same function, so what a dialog follows is what a form post answers.
 */
export interface RedirectPolicy {
  /** This site's origin, e.g. "https://www.braveweb.example". */
  siteOrigin: string;
  /** Other hosts a visitor may be sent to ("members.braveweb.example", "host:8443"), lower case. */
  allowedHosts: readonly string[];
}

/**
 * Browsers forgive what URL parsers are asked to forgive: a tab or newline inside "/\t/evil"
 * is dropped, a backslash counts as a slash ("/\evil", "https:\\evil"). Anything of the kind
 * is refused before parsing rather than guessed at.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** Does an allowed-host entry name this URL's host? An entry without a port matches any port. */
function hostAllowed(url: URL, entries: readonly string[]): boolean {
  return entries.some((entry) => (entry.includes(":") ? url.host === entry : url.hostname === entry));
}

/**
 * The absolute address to send the visitor to, or null when `address` may not be followed:
 * not http(s), carrying a user name or password, on a host that is neither this site nor an
 * allowed one, or written with characters browsers reinterpret. Root-relative paths resolve
 * on this site; protocol-relative ones ("//evil") resolve to their own host and are judged so.
 */
export function allowedRedirect(address: string, policy: RedirectPolicy): string | null {
  if (address === "" || address.length > 4096 || UNSAFE_CHARACTERS.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address, policy.siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "") return null;
  const site = new URL(policy.siteOrigin);
  if (url.origin === site.origin) return url.toString();
  // Off this site, a page served over https never sends the visitor to plain http.
  if (site.protocol === "https:" && url.protocol !== "https:") return null;
  return hostAllowed(url, policy.allowedHosts) ? url.toString() : null;
}
