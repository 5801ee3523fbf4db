/**
 * SPEC §3: prices are held in cents and shown in USD with a decimal point before the last
 * two digits. This is the only place a price becomes text.
 */
export function formatPrice(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`A price must be a whole number of cents, got ${cents}`);
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}
