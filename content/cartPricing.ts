/**
 * The one pricing rule of the domain cart (docs/product.md §9: "10% off the second domain when buying 2;
 * 20% off each domain beyond 2 when buying 3 or more"). Pure: the domain API, the pages and
 * the tests all price a cart with it. Amounts are whole cents, as docs/product.md §3 holds prices.
 *
 * "The second domain" is read as decision 16 (docs/decisions.md) settles it: the domains counted by their
 * first-year price, highest first (equal prices by name), so the price of a set of domains never
 * depends on the order they were clicked in. The lines themselves stay in the order added (the
 * one order every view lists them in, cartLines), each carrying the share the rule gave it, and
 * the sentence under them (discountSentence) says which domain got which share and why.
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
  /**
   * What each year after the first costs, when the domain API said: the list price of an
   * extension given with a sale price (the same "then $X/yr" as the sale list's). null when
   * only one price came, since that one is the first year's and nothing says it stays.
   */
  renewal: number | null;
}

export interface PricedCart {
  /** In the cart's order, the order the domains were added (cartLines); the shares go by price (priceCart). */
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

/**
 * The order the shares are given in (docs/decisions.md, 16): the dearer first year first, equal
 * prices by name (plain code-unit order, the same in every locale), so that no order of adding
 * can change which domain gets which share.
 */
function dearerFirst(a: { domain: string; price: number }, b: { domain: string; price: number }): number {
  if (a.price !== b.price) return b.price - a.price;
  return a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0;
}

/** The share off the domain at this place in price order (0 for the dearest), given how many there are. */
function percentAt(rank: number, count: number): number {
  if (rank === 0) return 0;
  if (rank === 1) return SECOND_DOMAIN_PERCENT;
  return count >= 3 ? FURTHER_DOMAIN_PERCENT : 0;
}

/** percent of cents, to a whole cent, half up, in integers (no floating-point halves). */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * The cart's one order, used by every view of it (the results' cart card, the cart page, the
 * phone's cart bar, the checkout) and by the pricing: the order the domains were added, which
 * is the order the domain API lists them in. A domain listed twice counts once, where it came
 * first. Never sorted by price or name: a cart whose lines jump about as domains are added
 * reads as if it had changed what was there.
 */
export function cartLines<T extends { domain: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.domain) && seen.add(item.domain));
}

/**
 * Prices a cart, its lines in the cart's order (cartLines). The shares go by first-year price
 * (dearerFirst): the dearest domain at its first-year price, the next 10% off, and with three
 * or more every one after those two 20% off.
 */
export function priceCart(items: readonly CartItem[]): PricedCart {
  const ordered = cartLines(items);
  const byPrice = ordered.map((item) => ({ domain: item.domain, price: firstYearPrice(item) })).sort(dearerFirst);
  const rankOf = new Map(byPrice.map((item, rank) => [item.domain, rank]));
  const lines = ordered.map((item): PricedLine => {
    const price = firstYearPrice(item);
    const discountPercent = percentAt(rankOf.get(item.domain)!, ordered.length);
    const discount = percentOf(price, discountPercent);
    return { domain: item.domain, price, discountPercent, discount, total: price - discount, renewal: item.price_discounted === undefined ? null : item.price };
  });
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, subtotal: sum((l) => l.price), discount: sum((l) => l.discount), total: sum((l) => l.total) };
}

/** "a", "a and b", "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * The one sentence that says which domain gets which discount and why (docs/product.md §9; docs/decisions.md,
 * 16), under the lines of every view of the cart, naming the domains in the order the shares
 * are given in; null for an empty cart or a single domain (nothing is off).
 */
export function discountSentence(pricing: Pick<PricedCart, "lines">): string | null {
  const [first, second, ...further] = [...pricing.lines].sort(dearerFirst);
  if (!first || !second) return null;
  const start = `Counted from the highest first-year price, whatever order you added them in: ${first.domain} is full price, ${second.domain} is ${SECOND_DOMAIN_PERCENT}% off as the second domain`;
  if (further.length === 0) return `${start}.`;
  const rest = further.map((line) => line.domain);
  return `${start}, and ${listed(rest)} ${rest.length === 1 ? "is" : "are"} ${FURTHER_DOMAIN_PERCENT}% off, as ${rest.length === 1 ? "a domain" : "domains"} beyond 2 when you buy 3 or more.`;
}
