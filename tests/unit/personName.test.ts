import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainPersonName } from "../../content/personName.ts";

/** What may never be in a name sent on, by code point (written apart from the rule's pattern). */
function isControl(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCodePoint(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCodePoint(0x7f + i)),
  "\u061c",
  "\u200e",
  "\u200f",
  "\u2028",
  "\u2029",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
/** Letters of names people have: accents, other scripts, an apostrophe, a hyphen, an emoji. */
const NAME_PARTS = ["A", "m", "y", " ", "'", "-", ".", "é", "Ø", "ß", "李", "سارا", "Ōtani", "👩‍🔬", "\u00a0", ":", "/", "http://evil.example/x"];

const dirtyName = fc.string({ unit: fc.oneof(fc.constantFrom(...CONTROLS), fc.constantFrom(...NAME_PARTS)), maxLength: 60 });
const cleanName = fc.array(fc.constantFrom(...NAME_PARTS.filter((part) => part !== " ")), { minLength: 1, maxLength: 8 }).map((words) => words.join(" "));

describe("plainPersonName", () => {
  it("leaves no control, line break or bidi control, no space at either end and no double space, whatever it is given", () => {
    fc.assert(
      fc.property(dirtyName, (name) => {
        const plain = plainPersonName(name);
        expect([...plain].filter((c) => isControl(c.codePointAt(0)!))).toEqual([]);
        expect(plain).toBe(plain.trim());
        expect(plain).not.toContain("  ");
        expect(plainPersonName(plain)).toBe(plain);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps a name without controls as it was typed, in any script", () => {
    fc.assert(
      fc.property(cleanName, (name) => {
        expect(plainPersonName(name)).toBe(name.trim());
      }),
    );
  });

  it("puts a multi-line name on one line, each break a space", () => {
    expect(plainPersonName("Bob\r\n\r\nYour account is suspended.\tVerify at http://evil.example/\u2028Thanks")).toBe(
      "Bob Your account is suspended. Verify at http://evil.example/ Thanks",
    );
    // Trojan Source: the stored order is what is shown.
    expect(plainPersonName("Amy \u202egnp.exe\u202c Pond")).toBe("Amy gnp.exe Pond");
  });
});
