import { builtInSaleExtensions, type DomainSaleItem } from "../../content/domainSale.ts";

/**
 * Every extension the local domain API sells, in cents. It starts with the site's built-in
 * sale list, so the home page shows the same prices whether or not this API answered.
 */
export const DOMAIN_PRICE_LIST: readonly DomainSaleItem[] = [
  ...builtInSaleExtensions,
  { tld: ".info", price: 1999, price_discounted: 499 },
  { tld: ".biz", price: 1899, price_discounted: 799 },
];
