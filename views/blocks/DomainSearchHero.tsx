import { DOMAIN_SEARCH_HERO_ID, multiDomainDiscounts, type DomainSaleItem } from "../../content/domainSale.ts";
import { DomainSearchForm } from "./DomainSearchForm.tsx";
import { SalePrice } from "./SalePrice.tsx";

/**
 * The top of /domains: the h1, a large search box that works without JavaScript (a GET to the
 * results page) and the sale extensions' prices as chips under it, as the big registrars do.
 */
export function DomainSearchHero({
  heading,
  lead,
  submitLabel,
  saleExtensions,
}: {
  heading: string;
  lead: string;
  submitLabel: string;
  saleExtensions: readonly DomainSaleItem[];
}) {
  return (
    <section id={DOMAIN_SEARCH_HERO_ID} className="domain-hero" aria-labelledby="domain-hero-heading">
      <div className="container domain-hero__inner">
        <h1 id="domain-hero-heading" className="domain-hero__heading">
          {heading}
        </h1>
        <p className="domain-hero__lead">{lead}</p>
        <DomainSearchForm id="domain-hero-query" hero submitLabel={submitLabel} />
        <h2 className="domain-hero__prices-heading" id="domain-prices-heading">
          First-year prices
        </h2>
        <ul className="domain-chips" aria-labelledby="domain-prices-heading">
          {saleExtensions.map((item) => (
            <li key={item.tld} className="domain-chip" data-tld={item.tld}>
              <SalePrice item={item} block="domain-chip" />
            </li>
          ))}
        </ul>
        <p className="domain-hero__discounts">{multiDomainDiscounts.join(" · ")}</p>
      </div>
    </section>
  );
}
