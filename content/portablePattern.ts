/**
 * Patterns that leave this site in the OpenAPI document are read by ECMA-262 (browsers, ajv),
 * Python's `re` and Go's RE2 alike only when they keep to what the three share: literal
 * characters, `\xHH` escapes, escaped punctuation, character classes with ranges, non-capturing
 * groups, alternation, greedy quantifiers and `^`. Not `\s`, `\d`, `\w` or `\b` (each engine
 * means another set by them), `\p{…}` or `\u…` (RE2 has no `\u`; Unicode categories change with
 * each engine's Unicode version), `.` (ECMA-262 also stops at CR, U+2028 and U+2029), `$`
 * (Python's also matches before a final newline), lookarounds or backreferences (RE2 has
 * neither). So a rule over a value's characters is written as the class of characters it may not
 * hold, which the document states as `not: {pattern: "[…]"}`: a search for one character,
 * which means the same everywhere. tests/unit/portablePatterns.test.ts holds every pattern of
 * the document to this.
 */

/** First and last code point of a run, both included. */
export type CodePointRange = readonly [first: number, last: number];

/**
 * Characters with a meaning inside a class in one engine or another ("[" starts a nested set in
 * Python's warnings), escaped; ECMA-262 with the u flag allows no other escape of punctuation.
 */
const CLASS_SYNTAX = new Set(["\\", "]", "[", "^", "-", "|"]);

function written(codePoint: number): string {
  // Below U+00A1 the invisible ones as two hex digits, which all three engines read.
  if (codePoint <= 0x20 || (codePoint >= 0x7f && codePoint <= 0xa0)) return `\\x${codePoint.toString(16).padStart(2, "0")}`;
  const character = String.fromCodePoint(codePoint);
  return CLASS_SYNTAX.has(character) ? `\\${character}` : character;
}

/**
 * A character class of these code points: each written as itself (above U+00A0 there is no
 * escape all three engines share, so the character itself goes into the pattern) or, where it
 * would be invisible or mean something inside a class, as an escape all three read.
 */
export function characterClass(ranges: readonly CodePointRange[]): string {
  const parts = merged(ranges).map(([first, last]) => (first === last ? written(first) : `${written(first)}-${written(last)}`));
  return `[${parts.join("")}]`;
}

/** The same code points as sorted runs that neither overlap nor touch. */
function merged(ranges: readonly CodePointRange[]): CodePointRange[] {
  const runs: [number, number][] = [];
  for (const [first, last] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const previous = runs.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else runs.push([first, last]);
  }
  return runs;
}

/**
 * What ECMA-262's `\s` (and String.prototype.trim) counts as white space, written out, for the
 * classes that must refuse exactly that.
 */
export const WHITE_SPACE: readonly CodePointRange[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
