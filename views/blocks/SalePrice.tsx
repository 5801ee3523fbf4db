import { salePriceText, type DomainSaleItem } from "../../content/domainSale.ts";

/**
 * An extension on sale and its prices, told the one way the site tells a sale price wherever it
 * lists one (the home page's tiles, /domains' chips), as the results and the cart tell it too:
 * ".com $9.99 first year, then $17.99/yr". The list price is what the domain renews at, a
 * price still to come, so it is said in words and never struck through as a "was" price.
 * `block` names the classes of the list it sits in (`<block>__tld`, `__price`, `__then`).
 */
export function SalePrice({ item, block }: { item: DomainSaleItem; block: string }) {
  const { firstYear, thenYearly } = salePriceText(item);
  return (
    <>
      <span className={`${block}__tld`}>{item.tld}</span> <strong className={`${block}__price`}>{firstYear}</strong>
      {thenYearly ? (
        <>
          {" "}
          <span className={`${block}__then`}>{thenYearly}</span>
        </>
      ) : null}
    </>
  );
}
