import { formatPrice } from "./prices.ts";

/** docs/product.md §3 domain sale item: prices in cents. */
export interface DomainSaleItem {
  tld: string;
  price: number;
  price_discounted: number;
}

/**
 * The built-in list of extensions on sale, shown until (and whenever) the domain API's
 * sale list cannot be read.
 */
export const builtInSaleExtensions: readonly DomainSaleItem[] = [
  { tld: ".com", price: 1799, price_discounted: 999 },
  { tld: ".net", price: 1899, price_discounted: 1199 },
  { tld: ".org", price: 1699, price_discounted: 1099 },
  { tld: ".co", price: 2999, price_discounted: 1499 },
  { tld: ".online", price: 3499, price_discounted: 299 },
  { tld: ".store", price: 5499, price_discounted: 399 },
];

/** docs/product.md §9 multi-domain discounts. */
export const multiDomainDiscounts = ["10% off the second domain when you buy 2", "20% off each domain beyond 2 when you buy 3 or more"] as const;

/**
 * docs/product.md §9 legal, said beside every cart total: the currency, and that no domain purchase is
 * refunded (the hosting plans' 30 day money-back guarantee does not reach domains).
 */
export const domainCartTerms = "Prices in USD. Domain registrations, renewals, transfers and redemptions are non-refundable." as const;

/**
 * docs/product.md §9: the ways to pay a domain order, in its words and order. Its money orders and checks
 * are "for web tools" (the general terms say "for web tools only"), so a domain cart does not
 * offer them.
 */
export const paymentMethods = ["Visa", "Mastercard", "PayPal"] as const;

/**
 * What a sale extension costs, as text, in the words the results and the cart use: the first
 * year (price_discounted) and, when that is a sale price, what each year after it costs
 * (price), e.g. { firstYear: "$9.99", thenYearly: "first year, then $17.99/yr" }. Shown by
 * views/blocks/SalePrice.tsx wherever a sale list is.
 */
export function salePriceText(item: DomainSaleItem): { firstYear: string; thenYearly: string | null } {
  const firstYear = formatPrice(item.price_discounted);
  return { firstYear, thenYearly: item.price > item.price_discounted ? `first year, then ${formatPrice(item.price)}/yr` : null };
}

/** The id of the domain-search hero (/domains), so a call to action further down can scroll back to it. */
export const DOMAIN_SEARCH_HERO_ID = "domain-hero";
