/**
 * The name a domain search asks about. The site has already cleaned the visitor's text
 * (content/domainName.ts strips schemes, "www." and paths); what reaches this API must be a
 * bare label, or a label with one extension, and anything else is the caller's mistake.
 */
export type DomainQuery = { ok: true; label: string } | { ok: false; message: string };

const LABEL_CHARACTERS = /^[a-z0-9-]+$/;
const EXTENSION = /^[a-z]{2,63}$/;
const MAX_LABEL = 63;

export function parseDomainQuery(input: unknown): DomainQuery {
  if (input !== undefined && typeof input !== "string") return { ok: false, message: "Send one query." };
  const name = (input ?? "").trim().toLowerCase();
  if (name === "") return { ok: false, message: "Type a name to search for." };

  // "bakery.com" searches "bakery" under every extension on the price list.
  const parts = name.split(".");
  if (parts.length > 2 || (parts.length === 2 && !EXTENSION.test(parts[1]!))) {
    return { ok: false, message: "Search for a name, with at most one extension such as .com." };
  }
  const label = parts[0]!;
  if (label === "") return { ok: false, message: "Type a name before the extension." };
  if (label.length > MAX_LABEL) return { ok: false, message: `A domain name is at most ${MAX_LABEL} characters before the extension.` };
  if (!LABEL_CHARACTERS.test(label)) return { ok: false, message: "Use only the letters a to z, digits and hyphens." };
  if (label.startsWith("-") || label.endsWith("-")) return { ok: false, message: "A domain name cannot start or end with a hyphen." };
  return { ok: true, label };
}
