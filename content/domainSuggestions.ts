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

/** Words people put before or after a name when theirs is taken ("getbakery", "bakeryhq"). */
const PREFIXES = ["get", "the", "my", "try", "go", "hey"] as const;
const SUFFIXES = ["hq", "online", "shop", "now", "site", "app"] as const;

/** The name without a leading prefix word or trailing suffix word we would add ourselves ("mybakery" → "bakery"). */
function coreOf(words: readonly string[]): string {
  let core = words.join("");
  for (const prefix of PREFIXES) {
    if (core.startsWith(prefix) && core.length - prefix.length >= 3) {
      core = core.slice(prefix.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (core.endsWith(suffix) && core.length - suffix.length >= 3) {
      core = core.slice(0, -suffix.length);
      break;
    }
  }
  return core;
}

/**
 * Names of our own making for when `name` is taken (a normalized label, as
 * normalizeDomainQuery gives it): the visitor's words recombined (hyphens dropped, the words in
 * the other order), then its core with a prefix or a suffix word, alternating. Pure and
 * deterministic; each one a label the cart takes under `extension`, none equal to `name`, no
 * two alike, at most MAX_SUGGESTIONS.
 */
export function suggestNames(name: string, extension = ".com"): string[] {
  const words = name.split("-").filter((word) => word !== "");
  const core = coreOf(words);
  const candidates: string[] = [];
  if (words.length > 1) {
    candidates.push(words.join(""), [...words].reverse().join("-"));
  }
  for (let at = 0; at < Math.max(PREFIXES.length, SUFFIXES.length); at++) {
    if (at < PREFIXES.length) candidates.push(`${PREFIXES[at]}${core}`);
    if (at < SUFFIXES.length) candidates.push(`${core}${SUFFIXES[at]}`);
  }
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.length === MAX_SUGGESTIONS) break;
    if (candidate === name || kept.includes(candidate)) continue;
    if (parseCartDomain(`${candidate}${extension}`) === null) continue;
    kept.push(candidate);
  }
  return kept;
}
