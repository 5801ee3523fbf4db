/**
 * What a visitor typed into a domain search, made into a name we can look up: trimmed,
 * lowercased, without a scheme, "www." or path. Null when nothing usable is left.
 */
export type DomainQuery = { ok: true; name: string } | { ok: false; reason: "empty" | "invalid" };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function normalizeDomainQuery(input: unknown): DomainQuery {
  const raw = typeof input === "string" ? input : Array.isArray(input) && typeof input[0] === "string" ? input[0] : "";
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
  if (name === "") return { ok: false, reason: "empty" };
  if (name.length > 253) return { ok: false, reason: "invalid" };
  const labels = name.split(".");
  if (labels.length > 2 || !labels.every((label) => LABEL.test(label))) return { ok: false, reason: "invalid" };
  return { ok: true, name };
}
