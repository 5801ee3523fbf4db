import { resultAnchor } from "../../content/domainName.ts";
import { formatPrice } from "../../content/prices.ts";
import type { DomainResult } from "../../content/pageShapes.ts";
import { CheckIcon } from "../layout/icons.tsx";
import { CartForm, type CartSubmit } from "./CartForm.tsx";

/**
 * Availability of a name under each extension, with prices. An available domain has its own
 * "Add to cart" form (or, once added, says so and can be removed); a taken one says "Taken".
 * The extension the visitor typed comes first, marked as their pick.
 */
export function DomainResults({
  name,
  extension,
  results,
  inCart,
  csrfToken,
  back,
  onSubmit,
  pending,
}: {
  name: string;
  extension?: string;
  results: readonly DomainResult[];
  /** Domains already in the cart; null when the cart could not be read (no buttons then). */
  inCart: ReadonlySet<string> | null;
  csrfToken: string;
  back: string;
  onSubmit?: CartSubmit;
  pending?: string | null;
}) {
  const picked = extension ? results.find((r) => r.tld === extension) : undefined;
  const ordered = picked ? [picked, ...results.filter((r) => r !== picked)] : results;
  const available = results.filter((r) => r.available).length;
  return (
    <section className="domain-results" aria-labelledby="domain-results-heading">
      <h2 id="domain-results-heading" className="domain-results__heading">
        {available === 0 ? `Every extension of “${name}” is taken` : `${available} of ${results.length} extensions of “${name}” are available`}
      </h2>
      <ul className="domain-results__list">
        {ordered.map((result) => {
          const added = inCart?.has(result.domain) ?? false;
          const classes = ["domain-result", result.available ? "domain-result--free" : "domain-result--taken"];
          if (result === picked) classes.push("domain-result--picked");
          if (added) classes.push("domain-result--added");
          return (
            <li key={result.domain} id={resultAnchor(result.domain)} className={classes.join(" ")}>
              <span className="domain-result__name">
                {result === picked ? <span className="domain-result__tag">Your pick</span> : null}
                <span className="domain-result__label">{result.domain}</span>
                {added ? (
                  <span className="domain-result__added">
                    <CheckIcon /> In your cart
                  </span>
                ) : null}
              </span>
              {result.available ? (
                <>
                  <span className="domain-result__price">
                    {result.price_discounted < result.price ? <s aria-label={`was ${formatPrice(result.price)}`}>{formatPrice(result.price)}</s> : null}{" "}
                    <strong>{formatPrice(result.price_discounted)}</strong>
                    <span className="domain-result__per">/first year</span>
                  </span>
                  {inCart === null ? null : added ? (
                    <CartForm action="remove" domain={result.domain} csrfToken={csrfToken} back={back} onSubmit={onSubmit} className="domain-result__action">
                      <button type="submit" className="button button--small button--ghost" disabled={pending === result.domain || undefined}>
                        Remove<span className="visually-hidden"> {result.domain}</span>
                      </button>
                    </CartForm>
                  ) : (
                    <CartForm action="add" domain={result.domain} csrfToken={csrfToken} back={back} onSubmit={onSubmit} className="domain-result__action">
                      <button type="submit" className="button button--small" disabled={pending === result.domain || undefined}>
                        {pending === result.domain ? "Adding…" : "Add to cart"}
                        <span className="visually-hidden"> {result.domain}</span>
                      </button>
                    </CartForm>
                  )}
                </>
              ) : (
                <span className="domain-result__status">Taken</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
