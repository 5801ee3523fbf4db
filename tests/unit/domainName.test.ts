import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DOMAIN_QUERY, normalizeDomainQuery, type DomainQuery } from "../../content/domainName.ts";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const LABEL_CHARACTERS = `${LETTERS}0123456789-`;

/**
 * What normalizeDomainQuery promises, written the plain way (split, filter, while-loops over
 * slices) and nothing else in common with it: cut to the bound, trim, lower-case, drop a
 * scheme, "www." and anything from the first "/", "?" or "#", drop trailing dots, split the
 * extension off at the last dot when it is 2 to 63 letters, keep the label's characters of
 * what is left (accents split off first), and trim hyphens.
 */
function reference(typed: string): DomainQuery {
  const raw = typed.slice(0, MAX_DOMAIN_QUERY).trim();
  if (raw === "") return { ok: false, reason: "empty" };
  let text = raw.toLowerCase();
  const schemeEnd = text.indexOf("://");
  if (schemeEnd > 0 && [...text.slice(0, schemeEnd)].every((c) => LETTERS.includes(c))) text = text.slice(schemeEnd + 3);
  if (text.startsWith("www.")) text = text.slice(4);
  text = text.split("/")[0]!.split("?")[0]!.split("#")[0]!;
  while (text.endsWith(".")) text = text.slice(0, -1);
  const parts = text.split(".");
  const last = parts.length > 1 ? parts.at(-1)!.trim() : "";
  const hasExtension = last.length >= 2 && last.length <= 63 && [...last].every((c) => LETTERS.includes(c));
  const nameText = hasExtension ? parts.slice(0, -1).join(".") : text;
  let name = [...nameText.normalize("NFD")].filter((c) => LABEL_CHARACTERS.includes(c)).join("");
  while (name.startsWith("-")) name = name.slice(1);
  while (name.endsWith("-")) name = name.slice(0, -1);
  if (name === "" || name.length > 63) return { ok: false, reason: "invalid" };
  return hasExtension ? { ok: true, name, extension: `.${last}` } : { ok: true, name };
}

/** The characters the cleaner treats differently, and the pieces of a pasted address. */
const piece = fc.oneof(
  fc.constantFrom(..."abcxyzABCXYZ0189"),
  fc.constantFrom(".", "-", "/", ":", " ", "\t", "?", "#", "_", "@", "<"),
  // Accents: precomposed (é, Ü, ñ, å), a lone combining acute accent, letters NFD does not split (ß, ø).
  fc.constantFrom("é", "Ü", "ñ", "å", "\u0301", "ß", "ø"),
  fc.constantFrom("www.", "https://", "ftp://", ".com", ".de", "..", "--"),
);
const typed = (maxLength: number) => fc.array(piece, { maxLength }).map((pieces) => pieces.join(""));

describe("the domain-name cleaner", () => {
  it("answers as the plain reference does, for any mix of the characters it cares about", () => {
    fc.assert(
      fc.property(typed(60), (text) => {
        expect(normalizeDomainQuery(text)).toEqual(reference(text));
      }),
      { numRuns: 5000 },
    );
  });

  it("answers as the reference on texts around and past the bound", () => {
    fc.assert(
      fc.property(typed(200), fc.nat(MAX_DOMAIN_QUERY + 40), (text, pad) => {
        const long = `${"a".repeat(pad)}${text}`;
        expect(normalizeDomainQuery(long)).toEqual(reference(long));
      }),
      { numRuns: 500 },
    );
  });

  it("reads only the first MAX_DOMAIN_QUERY characters: whatever follows changes nothing", () => {
    fc.assert(
      fc.property(typed(120), typed(120), (head, tail) => {
        const start = head.padEnd(MAX_DOMAIN_QUERY, " ").slice(0, MAX_DOMAIN_QUERY);
        expect(normalizeDomainQuery(start + tail)).toEqual(normalizeDomainQuery(start));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a pasted address whose path and query run far past the bound", () => {
    const address = `https://www.My-Bakery.com/menu?${"utm_source=x&".repeat(100)}`;
    expect(address.length).toBeGreaterThan(MAX_DOMAIN_QUERY);
    expect(normalizeDomainQuery(address)).toEqual({ ok: true, name: "my-bakery", extension: ".com" });
  });

  it.each([
    ["the issue's back field: 63,000 dots then x", `${".".repeat(63_000)}x`],
    ["60,000 hyphens then x", `${"-".repeat(60_000)}x`],
    ["60,000 slashes then x", `${"/".repeat(60_000)}x`],
    ["a scheme of 60,000 letters", `${"a".repeat(60_000)}://x.com`],
    ["60,000 accents", "é".repeat(60_000)],
  ])("refuses %s as invalid, as it does the first 300 characters of it", (_name, text) => {
    expect(normalizeDomainQuery(text)).toEqual({ ok: false, reason: "invalid" });
    expect(normalizeDomainQuery(text)).toEqual(reference(text));
  });
});
