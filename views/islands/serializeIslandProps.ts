/**
 * JSON for a <script type="application/json"> element. JSON.stringify alone would let a
 * value containing "</script>" or "<!--" end the element early, and U+2028/U+2029 are line
 * terminators to older JavaScript parsers; escaping <, >, & and both separators as \uXXXX
 * keeps the JSON identical once parsed while nothing in it can be read as markup.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeIslandProps(props: unknown): string {
  const json = JSON.stringify(props ?? {});
  return json.replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
