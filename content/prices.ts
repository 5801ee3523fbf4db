/**
 * docs/product.md §3: prices are held in cents and shown in USD with a decimal point before the last
 * two digits. This is the only place a price becomes text.
 */
export function formatPrice(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`A price must be a whole number of cents, got ${cents}`);
  return `$${thousands(Math.floor(cents / 100).toString())}.${String(cents % 100).padStart(2, "0")}`;
}

/** "1234567" → "1,234,567": groups of three from the right, by slicing (a lookahead per digit would be quadratic). */
function thousands(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(",");
}
