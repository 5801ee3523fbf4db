import { multiDomainDiscounts } from "../../content/domains.ts";
import { formatPrice } from "../../content/prices.ts";
import { useHref } from "../links.tsx";
import { useLinkScope } from "../linkScope.ts";
import type { DomainResult } from "../../content/pageShapes.ts";
import type { DomainPluginConfig } from "../../content/pageShapes.ts";

/**
 * Availability of a name under each extension, with prices; an available domain goes to
 * checkout, which is the login page carrying the visitor's cart hash (SPEC §2).
 */
export function DomainResults({ name, results, plugin }: { name: string; results: readonly DomainResult[]; plugin: DomainPluginConfig }) {
  const { carried } = useLinkScope();
  const href = useHref();
  const checkout = href(plugin.checkout, {
    query: { ...carried, cart_hash: plugin.cartHash, type: "domain", migrate_user: plugin.migrateUser ? "1" : undefined },
  });
  const available = results.filter((r) => r.available).length;
  return (
    <section className="domain-results" aria-labelledby="domain-results-heading" aria-live="polite">
      <h2 id="domain-results-heading" className="domain-results__heading">
        {available === 0 ? `Every extension of “${name}” is taken` : `${available} of ${results.length} extensions of “${name}” are free`}
      </h2>
      <ul className="domain-results__list">
        {results.map((result) => (
          <li key={result.domain} className={result.available ? "domain-result domain-result--free" : "domain-result domain-result--taken"}>
            <span className="domain-result__name">{result.domain}</span>
            <span className="domain-result__status">{result.available ? "Available" : "Taken"}</span>
            {result.available ? (
              <>
                <span className="domain-result__price">
                  {result.price_discounted < result.price ? <s aria-label={`was ${formatPrice(result.price)}`}>{formatPrice(result.price)}</s> : null}{" "}
                  <strong>{formatPrice(result.price_discounted)}</strong>
                  <span className="domain-result__per">/yr</span>
                </span>
                <a className="button button--small" href={checkout}>
                  Add to cart<span className="visually-hidden"> {result.domain}</span>
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="domain-results__discounts">
        <h3>Buying more than one?</h3>
        <ul>
          {multiDomainDiscounts.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
