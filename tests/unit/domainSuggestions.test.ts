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

  it("are six for an ordinary name: the whole name with a prefix or a suffix word, then a word of the short list", () => {
    expect(suggestNames("bakery")).toEqual(["getbakery", "bakeryhq", "mybakery", "bakeryonline", "thebakery", "bakerysite"]);
    // A name that starts with a prefix word gets none before it ("getmybakery" reads as no name).
    expect(suggestNames("mybakery")).toEqual(["mybakeryhq", "mybakeryonline", "mybakerysite", "mybakeryshop", "mybakeryapp", "mybakeryhub"]);
    // Never a fragment of the name: google is not cut to "ogle" for having "go" in front.
    expect(suggestNames("google")).toEqual(["getgoogle", "googlehq", "mygoogle", "googleonline", "thegoogle", "googlesite"]);
    expect(suggestNames("green-leaf").slice(0, 2)).toEqual(["getgreen-leaf", "green-leafhq"]);
  });

  it("each contain the whole searched name", () => {
    fc.assert(
      fc.property(searchedNames, extensions, (name, extension) => {
        for (const suggestion of suggestNames(name, extension)) expect(suggestion).toContain(name);
      }),
      { numRuns: 500 },
    );
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
