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

/** The same code points less those of `removed`. */
export function exceptRanges(ranges: readonly CodePointRange[], removed: readonly CodePointRange[]): CodePointRange[] {
  const kept: CodePointRange[] = [];
  const holes = merged(removed);
  for (const [first, last] of merged(ranges)) {
    let from = first;
    for (const [holeFirst, holeLast] of holes) {
      if (holeLast < from || holeFirst > last) continue;
      if (holeFirst > from) kept.push([from, holeFirst - 1]);
      from = holeLast + 1;
    }
    if (from <= last) kept.push([from, last]);
  }
  return kept;
}

/** The longest run beyond U+FFFF a portable search writes out, one code point at a time. */
const LONGEST_WRITTEN_RUN = 128;

/**
 * A search for one code point of `ranges` that also means the same to ECMA-262 without the u
 * flag (what Spectral and most generated JavaScript clients compile a document's patterns with):
 * the code points up to U+FFFF as one class, and each one beyond it as an alternative of its own,
 * written as itself. In a class, ECMA-262 without the u flag reads such a character as its two
 * UTF-16 halves, and a range of them as an out-of-order range of halves; outside a class the two
 * halves in a row are that character in every engine. A longer run beyond U+FFFF has no such
 * writing (only `\u{…}` or `\U…`, which the engines spell differently): it throws, and the rule
 * that needs it says in words what its pattern leaves out.
 */
function portableSearch(ranges: readonly CodePointRange[]): string {
  const runs = merged(ranges);
  const basic = runs.filter(([first]) => first <= 0xffff).map(([first, last]): CodePointRange => [first, Math.min(last, 0xffff)]);
  const astral: string[] = [];
  for (const [first, last] of runs) {
    const from = Math.max(first, 0x10000);
    if (from > last) continue;
    if (last - from + 1 > LONGEST_WRITTEN_RUN) throw new Error(`U+${from.toString(16)}..U+${last.toString(16)} is too long a run to write out portably`);
    for (let c = from; c <= last; c++) astral.push(String.fromCodePoint(c));
  }
  return [...(basic.length > 0 ? [characterClass(basic)] : []), ...astral].join("|");
}

/** A class of every code point up to U+FFFF that is not white space, for the search below. */
const NOT_WHITE_SPACE = `[^${characterClass(WHITE_SPACE).slice(1)}`;

/**
 * White space with a character that is not white space on each side: what is left of a value's
 * white space once it is trimmed (String.prototype.trim, which the account fields apply before
 * their rules). A rule over a trimmed value's characters is stated for the value as sent with
 * it, so a client that checks what it sends by the document's pattern refuses nothing the
 * server takes. Each class excludes the next, so a search never backtracks more than one run.
 */
export const INTERIOR_WHITE_SPACE = `${NOT_WHITE_SPACE}${characterClass(WHITE_SPACE)}+${NOT_WHITE_SPACE}`;

/**
 * A search, in a value as sent, for a character of `ranges` (a rule over the characters of a
 * trimmed value; its ranges hold all of WHITE_SPACE) that the trimmed value keeps: one of them
 * that is not white space, anywhere, or white space inside the value.
 */
export function searchOnceTrimmed(ranges: readonly CodePointRange[]): string {
  if (exceptRanges(WHITE_SPACE, ranges).length > 0) throw new Error("a rule over a trimmed value's characters that lets white space through is not stated so");
  return `${portableSearch(exceptRanges(ranges, WHITE_SPACE))}|${INTERIOR_WHITE_SPACE}`;
}
