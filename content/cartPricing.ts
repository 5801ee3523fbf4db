/**
 * The one pricing rule of the domain cart (SPEC §9: "10% off the second domain when buying 2;
 * 20% off each domain beyond 2 when buying 3 or more"). Pure: the domain API, the pages and
 * the tests all price a cart with it. Amounts are whole cents, as SPEC §3 holds prices.
 */

/** A domain in a cart, with its prices as the domain API gives them. */
export interface CartItem {
  domain: string;
  price: number;
  /** The first-year sale price, when the extension is on sale. */
  price_discounted?: number;
}

interface PricedLine {
  domain: string;
  /** What the domain costs for its first year, before the multi-domain discount. */
  price: number;
  /** 0, 10 or 20: the share taken off this line. */
  discountPercent: number;
  /** Cents taken off, rounded to a whole cent, half up. */
  discount: number;
  total: number;
}

export interface PricedCart {
  /** Highest first-year price first: the order the discounts are given in. */
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
}

const SECOND_DOMAIN_PERCENT = 10;
const FURTHER_DOMAIN_PERCENT = 20;

/** A first-year price: the sale price when there is one, else the list price. */
function firstYearPrice(item: CartItem): number {
  return item.price_discounted ?? item.price;
}

/** The share off the line at this place (0 for the first), given how many lines there are. */
function percentAt(index: number, count: number): number {
  if (index === 0) return 0;
  if (index === 1) return SECOND_DOMAIN_PERCENT;
  return count >= 3 ? FURTHER_DOMAIN_PERCENT : 0;
}

/** percent of cents, to a whole cent, half up, in integers (no floating-point halves). */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Prices a cart: lines ordered by first-year price, highest first (ties by name, so the
 * order never depends on how the cart was filled); the second line gets 10% off; with three
 * or more lines, every line after the second gets 20% off.
 */
export function priceCart(items: readonly CartItem[]): PricedCart {
  const ordered = [...items].sort((a, b) => firstYearPrice(b) - firstYearPrice(a) || a.domain.localeCompare(b.domain));
  const lines = ordered.map((item, index): PricedLine => {
    const price = firstYearPrice(item);
    const discountPercent = percentAt(index, ordered.length);
    const discount = percentOf(price, discountPercent);
    return { domain: item.domain, price, discountPercent, discount, total: price - discount };
  });
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, subtotal: sum((l) => l.price), discount: sum((l) => l.discount), total: sum((l) => l.total) };
}
