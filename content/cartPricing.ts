/**
 * The one pricing rule of the domain cart (SPEC §9: "10% off the second domain when buying 2;
 * 20% off each domain beyond 2 when buying 3 or more"). Pure: the domain API, the pages and
 * the tests all price a cart with it. Amounts are whole cents, as SPEC §3 holds prices.
 *
 * "The second domain" is read as the visitor reads a cart: the second line of it, in the one
 * order every view lists it in, the order the domains were added (the domain API lists a
 * cart's items that way). So the line a discount is shown on is the line the rule names, and
 * the sentence under the lines (discountSentence) can say why in the rule's own words.
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
  /** In the cart's order: the order the domains were added (cartLines). */
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
 * Prices a cart, its lines in the cart's order (cartLines): the first at its first-year price,
 * the second 10% off, and with three or more lines every line after the second 20% off.
 */
export function priceCart(items: readonly CartItem[]): PricedCart {
  const ordered = cartLines(items);
  const lines = ordered.map((item, index): PricedLine => {
    const price = firstYearPrice(item);
    const discountPercent = percentAt(index, ordered.length);
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
 * The one sentence that says which domain gets which discount and why (SPEC §9), under the
 * lines of every view of the cart; null for an empty cart or a single domain (nothing is off).
 */
export function discountSentence(pricing: Pick<PricedCart, "lines">): string | null {
  const [first, second, ...further] = pricing.lines;
  if (!first || !second) return null;
  const start = `In the order you added them: ${first.domain} is full price, ${second.domain} is ${SECOND_DOMAIN_PERCENT}% off as your second domain`;
  if (further.length === 0) return `${start}.`;
  const rest = further.map((line) => line.domain);
  return `${start}, and ${listed(rest)} ${rest.length === 1 ? "is" : "are"} ${FURTHER_DOMAIN_PERCENT}% off, as ${rest.length === 1 ? "a domain" : "domains"} beyond 2 when you buy 3 or more.`;
}
