import { parseCartDomain } from "./domainName.ts";
import type { DomainResult } from "./pageShapes.ts";

/**
 * The exact match of a search: the extension the visitor typed, else .com (the one most people
 * mean), else the first extension the domain API sells. Undefined only when it sells none.
 */
export function exactMatch(results: readonly DomainResult[], extension?: string): DomainResult | undefined {
  return results.find((r) => r.tld === extension) ?? results.find((r) => r.tld === ".com") ?? results[0];
}

/** At most this many names are suggested, so at most this many are checked per search. */
export const MAX_SUGGESTIONS = 6;

/**
 * Real words people put before or after a name when theirs is taken ("getbakery", "bakeryhq"),
 * then a short list of words that read as a name's own ("bakerystudio"). Always added to the
 * whole searched name, never to a piece of it: cutting a word we would add ourselves off the
 * front or back cut real names into fragments (google → "ogle").
 */
const PREFIXES = ["get", "my", "the", "try"] as const;
const SUFFIXES = ["hq", "online", "site", "shop", "app"] as const;
const WORDS = ["hub", "studio", "now", "home"] as const;

/**
 * Names of our own making for when `name` is taken (a normalized label, as
 * normalizeDomainQuery gives it): the whole name with a prefix or a suffix word, alternating
 * (no prefix before a name that already starts with one: "mybakery" gets no "getmybakery"),
 * then with a word of the short list. Pure and deterministic; each one a label the cart takes
 * under `extension` that contains the whole name, none equal to it, no two alike, at most
 * MAX_SUGGESTIONS.
 */
export function suggestNames(name: string, extension = ".com"): string[] {
  const prefixed = PREFIXES.some((prefix) => name.startsWith(prefix) && name.length > prefix.length);
  const prefixes = prefixed ? [] : PREFIXES;
  const candidates: string[] = [];
  for (let at = 0; at < Math.max(prefixes.length, SUFFIXES.length); at++) {
    if (at < prefixes.length) candidates.push(`${prefixes[at]}${name}`);
    if (at < SUFFIXES.length) candidates.push(`${name}${SUFFIXES[at]}`);
  }
  for (const word of WORDS) candidates.push(`${name}${word}`);
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.length === MAX_SUGGESTIONS) break;
    if (candidate === name || kept.includes(candidate)) continue;
    if (parseCartDomain(`${candidate}${extension}`) === null) continue;
    kept.push(candidate);
  }
  return kept;
}
