/**
 * What a visitor typed into a domain search, made into a name we can look up. People type
 * "My Bakery", "my bakery.com" or a whole address; all of those mean the name "mybakery",
 * and a typed extension is kept so the results can put it first. Only text with nothing
 * searchable left is refused.
 */
export type DomainQuery = { ok: true; name: string; extension?: string } | { ok: false; reason: "empty" | "invalid" };

/** The longest label a registry accepts (RFC 1035). */
const MAX_LABEL = 63;

/**
 * How much of what was typed is read at all. The longest text that can still name a domain
 * is a whole address: a scheme ("https://", 8), "www." (4) and a host of at most 253
 * characters (RFC 1035), 265 in all; 300 leaves room for a port and spaces around it. Past
 * that, a name is either already complete (a pasted address's path and query, which are
 * dropped anyway) or too long to search. Every step below reads at most this many
 * characters, so however much is sent, the work is the same.
 */
export const MAX_DOMAIN_QUERY = 300;

/** Each step below scans the text once, by index; none is a pattern that could backtrack. */
const isLetter = (code: number) => code >= 0x61 && code <= 0x7a;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const HYPHEN = 0x2d;

/** Without a leading scheme ("https://", "ftp://"): letters and then "://". */
function withoutScheme(text: string): string {
  let at = 0;
  while (at < text.length && isLetter(text.charCodeAt(at))) at++;
  return at > 0 && text.startsWith("://", at) ? text.slice(at + 3) : text;
}

/** The text up to its first "/", "?" or "#": a pasted address's path, query and fragment go. */
function beforePath(text: string): string {
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === "/" || char === "?" || char === "#") return text.slice(0, at);
  }
  return text;
}

/** The text without `char` repeated at its end. */
function trimEnd(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** Whether a typed extension is one: 2 to 63 letters ("com", "de"). */
function isExtension(text: string): boolean {
  if (text.length < 2 || text.length > MAX_LABEL) return false;
  for (let at = 0; at < text.length; at++) if (!isLetter(text.charCodeAt(at))) return false;
  return true;
}

/**
 * Accents off (é → e, as NFD splits them into a letter and a combining mark), then everything
 * a label cannot hold removed (spaces, dots, markup, the marks themselves), then hyphens at
 * either end.
 */
function labelOf(text: string): string {
  const decomposed = text.normalize("NFD");
  let kept = "";
  for (let at = 0; at < decomposed.length; at++) {
    const code = decomposed.charCodeAt(at);
    if (isLetter(code) || isDigit(code) || code === HYPHEN) kept += decomposed[at];
  }
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) === HYPHEN) start++;
  while (end > start && kept.charCodeAt(end - 1) === HYPHEN) end--;
  return kept.slice(start, end);
}

export function normalizeDomainQuery(input: unknown): DomainQuery {
  return readQuery(input).query;
}

/** The query, and the name part as typed before anything was removed from it (lower case). */
function readQuery(input: unknown): { query: DomainQuery; nameAsTyped: string } {
  const typed = typeof input === "string" ? input : Array.isArray(input) && typeof input[0] === "string" ? input[0] : "";
  // Cut first: nothing after this line ever sees more than MAX_DOMAIN_QUERY characters.
  const raw = typed.slice(0, MAX_DOMAIN_QUERY).trim();
  if (raw === "") return { query: { ok: false, reason: "empty" }, nameAsTyped: "" };
  let text = withoutScheme(raw.toLowerCase());
  if (text.startsWith("www.")) text = text.slice("www.".length);
  text = trimEnd(beforePath(text), ".");
  // The last dot splits off the extension ("my bakery.com"); earlier dots are part of the name.
  const dot = text.lastIndexOf(".");
  const typedExtension = dot === -1 ? "" : text.slice(dot + 1).trim();
  const extension = isExtension(typedExtension) ? `.${typedExtension}` : undefined;
  const nameAsTyped = (extension ? text.slice(0, dot) : text).trim();
  const name = labelOf(nameAsTyped);
  if (name === "" || name.length > MAX_LABEL) return { query: { ok: false, reason: "invalid" }, nameAsTyped };
  return { query: extension ? { ok: true, name, extension } : { ok: true, name }, nameAsTyped };
}

/**
 * What the visitor typed, when making a name of it took characters out ("my bakery!!" became
 * "mybakery", "café" became "cafe"), so the results can say what was searched instead of
 * silently answering another name. Null when the name reads as typed: capitals, a scheme,
 * "www." and a pasted address's path change nothing worth saying. It must lead to `searched`
 * itself, so a link cannot put other words on a results page than its own name's.
 */
export function typedBeforeCleaning(input: unknown, searched: { name: string; extension?: string }): string | null {
  if (typeof input !== "string") return null;
  const { query, nameAsTyped } = readQuery(input);
  if (!query.ok || searchedName(query) !== searchedName(searched) || nameAsTyped === query.name) return null;
  return input.slice(0, MAX_DOMAIN_QUERY).trim();
}

/** The results page's path segment for a query: the name, and its extension when one was typed. */
export function searchedName(query: { name: string; extension?: string }): string {
  return `${query.name}${query.extension ?? ""}`;
}

const CART_DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)\.[a-z]{2,63}$/;

/**
 * A domain as the cart takes it: exactly one name and one extension ("mybakery.com"). Unlike
 * the search box, nothing is cleaned up: this comes from our own buttons, so anything else
 * (markup, "../", a NUL, 300 characters) is refused, not guessed at.
 */
export function parseCartDomain(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 130) return null;
  const domain = input.trim().toLowerCase();
  return CART_DOMAIN.test(domain) ? domain : null;
}

/** The id of a domain's row in the results: where a no-JavaScript add comes back to. */
export function resultAnchor(domain: string): string {
  return `domain-${domain.replace(/\./g, "-")}`;
}
