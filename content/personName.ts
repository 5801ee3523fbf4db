/**
 * Characters a person's name never needs and an email must never carry from one: C0 and C1
 * controls (newlines, tabs, escape, NUL), the line and paragraph separators, and the bidi
 * controls that make text display in another order than it is stored (Trojan Source). A
 * name of several lines would let whoever signs up write paragraphs of their own, a link
 * among them, into the mail we send to an address nobody has verified.
 */
const CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** Runs of spaces left where controls were, or were typed. */
const SPACES = / {2,}/g;

/** The name on one line: every run of controls becomes one space, and the ends are trimmed. */
export function plainPersonName(name: string): string {
  return name.replace(CONTROLS, " ").replace(SPACES, " ").trim();
}
