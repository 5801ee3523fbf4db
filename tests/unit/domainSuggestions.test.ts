import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeDomainQuery, parseCartDomain } from "../../content/domainName.ts";
import { MAX_SUGGESTIONS, exactMatch, suggestNames } from "../../content/domainSuggestions.ts";
import type { DomainResult } from "../../content/pageShapes.ts";

/** Names as a search makes them: whatever a visitor types, normalized by the site's own rule. */
const searchedNames = fc
  .oneof(
    fc.string({ maxLength: 80 }),
    fc.stringMatching(/^[a-z0-9-]{1,70}$/),
    fc.array(fc.constantFrom("my", "get", "bakery", "hq", "shop", "-", "x"), { maxLength: 12 }).map((w) => w.join("")),
  )
  .map((typed) => normalizeDomainQuery(typed))
  .filter((query): query is { ok: true; name: string; extension?: string } => query.ok)
  .map((query) => query.name);
const extensions = fc.constantFrom(".com", ".net", ".org", ".online", ".store");

describe("suggested names", () => {
  it("are domains the cart takes, never the searched name, no two alike, at most six, and the same every time", () => {
    fc.assert(
      fc.property(searchedNames, extensions, (name, extension) => {
        const names = suggestNames(name, extension);
        expect(names.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        expect(new Set(names).size).toBe(names.length);
        expect(names).not.toContain(name);
        for (const suggestion of names) expect(parseCartDomain(`${suggestion}${extension}`)).toBe(`${suggestion}${extension}`);
        expect(suggestNames(name, extension)).toEqual(names);
      }),
      { numRuns: 500 },
    );
  });

  it("are six for an ordinary name, made of its words with a prefix or a suffix", () => {
    expect(suggestNames("bakery")).toEqual(["getbakery", "bakeryhq", "thebakery", "bakeryonline", "mybakery", "bakeryshop"]);
    // A prefix of ours is taken off first, so "mybakery" does not become "getmybakery".
    expect(suggestNames("mybakery")).toEqual(["getbakery", "bakeryhq", "thebakery", "bakeryonline", "bakeryshop", "trybakery"]);
    // The visitor's words, recombined, come first.
    expect(suggestNames("green-leaf").slice(0, 2)).toEqual(["greenleaf", "leaf-green"]);
  });

  it("leave out what would be longer than a label may be", () => {
    const longest = "a".repeat(63);
    expect(suggestNames(longest)).toEqual([]);
    for (const name of suggestNames("b".repeat(60))) expect(name.length).toBeLessThanOrEqual(63);
  });
});

describe("the exact match", () => {
  const result = (tld: string): DomainResult => ({ domain: `x${tld}`, tld, available: true, price: 1799, price_discounted: 999 });
  const results = [".net", ".com", ".org"].map(result);
  it("is the extension typed, else .com, else the first sold", () => {
    expect(exactMatch(results, ".org")?.tld).toBe(".org");
    expect(exactMatch(results)?.tld).toBe(".com");
    expect(exactMatch(results, ".xyz")?.tld).toBe(".com");
    expect(exactMatch([result(".net")])?.tld).toBe(".net");
    expect(exactMatch([])).toBeUndefined();
  });
});
