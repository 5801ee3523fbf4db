import { searchedName } from "../../content/domainName.ts";
import { resultAnchor } from "../../content/domainName.ts";
import { exactMatch } from "../../content/domainSuggestions.ts";
import { formatPrice } from "../../content/prices.ts";
import type { DomainResult } from "../../content/pageShapes.ts";
import { CheckIcon } from "../layout/icons.tsx";
import { CartForm, type CartSubmit } from "./CartForm.tsx";

interface CartControls {
  /** Domains already in the cart; null when the cart could not be read (no buttons then). */
  inCart: ReadonlySet<string> | null;
  csrfToken: string;
  back: string;
  onSubmit?: CartSubmit;
  pending?: string | null;
}

/**
 * The first-year price and what the domain renews at (the API's `price`), as registrars show
 * them: "$9.99 first year, then $17.99/yr"; a domain not on sale is "$17.99/yr".
 */
function DomainPrice({ result }: { result: DomainResult }) {
  if (result.price_discounted >= result.price) {
    return (
      <span className="domain-result__price">
        <strong>{formatPrice(result.price)}</strong>
        <span className="domain-result__per">/yr</span>
      </span>
    );
  }
  return (
    <span className="domain-result__price">
      <strong>{formatPrice(result.price_discounted)}</strong>
      <span className="domain-result__per"> first year</span>
      <span className="domain-result__renewal">then {formatPrice(result.price)}/yr</span>
    </span>
  );
}

/**
 * Add to cart, or Remove once it is there; nothing when the cart cannot be read. Only the exact
 * match's (`large`) Add is the site's filled primary button; a row's is the outlined secondary
 * one (.button--ghost, client/styles/marketing.css) of the same size, so a page of eight names has
 * one loud button, as registrars' result lists do. Remove, which undoes a choice, is the grey
 * quiet button (.button--quiet), so it never passes for the blue Add beside it.
 */
function CartButton({ result, controls, large = false }: { result: DomainResult; controls: CartControls; large?: boolean }) {
  const { inCart, csrfToken, back, onSubmit, pending } = controls;
  if (inCart === null) return null;
  // aria-disabled, not disabled, while the change is on its way: a disabled button drops the
  // keyboard focus to <body>, and the button must keep it through Add and Remove (the island
  // ignores a second press while one is pending).
  const busy = pending === result.domain || undefined;
  const size = large ? "button" : "button button--small";
  const add = large ? size : `${size} button--ghost`;
  return inCart.has(result.domain) ? (
    <CartForm action="remove" domain={result.domain} csrfToken={csrfToken} back={back} onSubmit={onSubmit} className="domain-result__action">
      <button type="submit" className={`${size} button--quiet`} aria-disabled={busy}>
        Remove<span className="visually-hidden"> {result.domain}</span>
      </button>
    </CartForm>
  ) : (
    <CartForm action="add" domain={result.domain} csrfToken={csrfToken} back={back} onSubmit={onSubmit} className="domain-result__action">
      <button type="submit" className={add} aria-disabled={busy}>
        {busy ? "Adding…" : "Add to cart"}
        <span className="visually-hidden"> {result.domain}</span>
      </button>
    </CartForm>
  );
}

function InCartMark({ result, controls }: { result: DomainResult; controls: CartControls }) {
  return controls.inCart?.has(result.domain) ? (
    <span className="domain-result__added">
      <CheckIcon /> In your cart
    </span>
  ) : null;
}

/** One domain in a list: its name, and its price and button or "Taken". */
function DomainRow({ result, controls }: { result: DomainResult; controls: CartControls }) {
  const classes = ["domain-result", result.available ? "domain-result--free" : "domain-result--taken"];
  if (controls.inCart?.has(result.domain)) classes.push("domain-result--added");
  return (
    <li id={resultAnchor(result.domain)} className={classes.join(" ")}>
      <span className="domain-result__name">
        <span className="domain-result__label">{result.domain}</span>
        <InCartMark result={result} controls={controls} />
      </span>
      {result.available ? (
        <>
          <DomainPrice result={result} />
          <CartButton result={result} controls={controls} />
        </>
      ) : (
        <span className="domain-result__status">Taken</span>
      )}
    </li>
  );
}

/** The exact match in a card of its own: the verdict, the price and one button. */
function ExactMatch({ result, controls }: { result: DomainResult; controls: CartControls }) {
  const added = controls.inCart?.has(result.domain) ?? false;
  const classes = ["domain-exact", result.available ? "domain-exact--free" : "domain-exact--taken"];
  if (added) classes.push("domain-exact--added");
  return (
    <div id={resultAnchor(result.domain)} className={classes.join(" ")}>
      <p className="domain-exact__verdict">
        {result.available ? (
          <>
            <CheckIcon /> Exact match: it is yours to register
          </>
        ) : (
          "Exact match: already registered by someone else"
        )}
      </p>
      <p className="domain-exact__name">
        <span className="domain-result__label">{result.domain}</span>
        <InCartMark result={result} controls={controls} />
      </p>
      {result.available ? (
        <div className="domain-exact__buy">
          <DomainPrice result={result} />
          <CartButton result={result} controls={controls} large />
        </div>
      ) : (
        <p className="domain-exact__taken">Taken. Try one of the names below, or another extension.</p>
      )}
    </div>
  );
}

/**
 * The heading over the list of other extensions: it counts the rows under it, not the exact match
 * above them. Null when there are none (the exact match was the only result).
 */
export function othersHeading(name: string, others: readonly DomainResult[], afterExact: boolean): string | null {
  const total = others.length;
  if (total === 0) return null;
  const free = others.filter((r) => r.available).length;
  // "other": beside the exact match's card the list is the rest of the name's extensions.
  const other = afterExact ? " other" : "";
  if (free === 0) return total === 1 ? `The${other} extension of “${name}” is taken` : `Every${other} extension of “${name}” is taken`;
  if (free === total) return total === 1 ? `1${other} extension of “${name}” is available` : `${total}${other} extensions of “${name}” are available`;
  return `${free} of ${total}${other} extensions of “${name}” ${free === 1 ? "is" : "are"} available`;
}

/**
 * A search's results as a registrar would sell them: the exact match (the extension typed, else
 * .com) first in a card of its own; when it is taken, the free names of our own making under its
 * extension; then the name under every other extension. Each free domain has its own form, so it
 * works without JavaScript.
 */
export function DomainResults({
  name,
  extension,
  typed,
  results,
  suggestions = [],
  ...controls
}: {
  name: string;
  extension?: string;
  /** What the visitor typed, when characters had to go to make `name`. */
  typed?: string;
  results: readonly DomainResult[];
  suggestions?: readonly DomainResult[];
} & CartControls) {
  const exact = exactMatch(results, extension);
  const others = results.filter((r) => r !== exact);
  const heading = othersHeading(name, others, exact !== undefined);
  const showSuggestions = exact !== undefined && !exact.available && suggestions.length > 0;
  return (
    <section
      className="domain-results"
      aria-labelledby={heading ? "domain-results-heading" : undefined}
      aria-label={heading ? undefined : "Domain search results"}
    >
      {/* An extension we do not sell is named, never silently swapped for another (docs/product.md §2 results). */}
      {typed ? (
        <p className="domain-results__note">
          You typed “{typed}”. A domain name holds only letters, digits and hyphens, so we searched for “{searchedName({ name, extension })}”.
        </p>
      ) : null}
      {extension && exact && exact.tld !== extension ? (
        <p className="domain-results__note">
          We don’t offer {extension} domains, so here is “{name}” with the extensions we sell.
        </p>
      ) : null}
      {exact ? <ExactMatch result={exact} controls={controls} /> : null}
      {showSuggestions ? (
        <section className="domain-suggestions" aria-labelledby="domain-suggestions-heading">
          <h2 id="domain-suggestions-heading" className="domain-results__heading">
            Names like “{name}” that are free
          </h2>
          <ul className="domain-results__list">
            {suggestions.map((result) => (
              <DomainRow key={result.domain} result={result} controls={controls} />
            ))}
          </ul>
        </section>
      ) : null}
      {heading ? (
        <>
          <h2 id="domain-results-heading" className="domain-results__heading">
            {heading}
          </h2>
          <ul className="domain-results__list">
            {others.map((result) => (
              <DomainRow key={result.domain} result={result} controls={controls} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
