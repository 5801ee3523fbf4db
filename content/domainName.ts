/**
 * What a visitor typed into a domain search, made into a name we can look up. People type
 * "My Bakery", "my bakery.com" or a whole address; all of those mean the name "mybakery",
 * and a typed extension is kept so the results can put it first. Only text with nothing
 * searchable left is refused.
 */
export type DomainQuery = { ok: true; name: string; extension?: string } | { ok: false; reason: "empty" | "invalid" };

/** The longest label a registry accepts (RFC 1035). */
const MAX_LABEL = 63;
const EXTENSION = /^[a-z]{2,63}$/;

/** Accents off (é → e), then everything a label cannot hold removed: spaces, dots, markup. */
function labelOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/^-+|-+$/g, "");
}

export function normalizeDomainQuery(input: unknown): DomainQuery {
  const raw = typeof input === "string" ? input : Array.isArray(input) && typeof input[0] === "string" ? input[0] : "";
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.+$/, "");
  if (raw.trim() === "") return { ok: false, reason: "empty" };
  // The last dot splits off the extension ("my bakery.com"); earlier dots are part of the name.
  const dot = text.lastIndexOf(".");
  const typedExtension = dot === -1 ? "" : text.slice(dot + 1).trim();
  const extension = EXTENSION.test(typedExtension) ? `.${typedExtension}` : undefined;
  const name = labelOf(dot === -1 || !extension ? text : text.slice(0, dot));
  if (name === "" || name.length > MAX_LABEL) return { ok: false, reason: "invalid" };
  return extension ? { ok: true, name, extension } : { ok: true, name };
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
