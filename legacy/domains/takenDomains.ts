/**
 * Which domains the local registry says are taken: deterministic, so tests and demos can rely
 * on it (README lists the rules). A seeded name is decided by the seed list alone; any other
 * domain is taken when the FNV-1a hash of "label.tld" is divisible by 5, about one in five.
 */
const SEEDED: ReadonlyMap<string, "all" | readonly string[]> = new Map<string, "all" | readonly string[]>([
  ["example", "all"],
  ["google", "all"],
  ["braveweb", "all"],
  ["test", "all"],
  ["bakery", [".com", ".net"]],
]);

/** 32-bit FNV-1a over the UTF-16 code units (names here are ASCII). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `tld` with its dot, as on the price list: isTaken("bakery", ".com"). */
export function isTaken(label: string, tld: string): boolean {
  const seeded = SEEDED.get(label);
  if (seeded !== undefined) return seeded === "all" || seeded.includes(tld);
  return fnv1a(`${label}${tld}`) % 5 === 0;
}
