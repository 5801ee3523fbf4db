import type { FormEvent } from "react";
import { searchedName } from "../../content/domainName.ts";
import type { CartPanelState, DomainPluginConfig, DomainSearchState } from "../../content/pageShapes.ts";
import type { CartSubmit } from "./CartForm.tsx";
import { CartBar, CartSummary } from "./CartSummary.tsx";
import { DomainResults } from "./DomainResults.tsx";
import { DomainSearchForm } from "./DomainSearchForm.tsx";

/**
 * The search box, its results and the cart beside them (below them on phones): rendered by
 * the server, refined by the domain-search island.
 */
export function DomainSearchPanel({
  state,
  cart,
  plugin,
  onSubmit,
  onCartSubmit,
  pending,
  alwaysShowCart = false,
}: {
  state: DomainSearchState;
  cart: CartPanelState;
  plugin: DomainPluginConfig;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onCartSubmit?: CartSubmit;
  pending?: string | null;
  /** The cart page shows the cart even when it is empty. */
  alwaysShowCart?: boolean;
}) {
  const showResults = Boolean(state.name && state.results);
  const back = state.name ? searchedName({ name: state.name, extension: state.extension }) : undefined;
  const showCart = alwaysShowCart || showResults || (cart.cart?.domains.length ?? 0) > 0 || cart.notice !== undefined;
  return (
    <div className="domain-search-panel">
      <DomainSearchForm id="domain-query" value={state.value} error={state.error} busy={state.busy} onSubmit={onSubmit} />
      {showCart ? (
        <div className="domain-layout">
          <SearchResults state={state} cart={cart} back={back} onSubmit={onCartSubmit} pending={pending} />
          <CartSummary panel={cart} plugin={plugin} back={back} onSubmit={onCartSubmit} pending={pending} />
        </div>
      ) : null}
      {showResults && cart.cart && cart.cart.domains.length > 0 ? <CartBar cart={cart.cart} /> : null}
    </div>
  );
}

/** The results beside the cart, or, before a search, the empty cell that keeps the cart in its column. */
function SearchResults({
  state,
  cart,
  back,
  onSubmit,
  pending,
}: {
  state: DomainSearchState;
  cart: CartPanelState;
  back: string | undefined;
  onSubmit?: CartSubmit;
  pending?: string | null;
}) {
  if (!state.name || !state.results || !back) return <div />;
  return (
    <DomainResults
      name={state.name}
      extension={state.extension}
      typed={state.typed}
      results={state.results}
      suggestions={state.suggestions}
      inCart={cart.cart ? new Set(cart.cart.domains) : null}
      csrfToken={cart.csrfToken}
      back={back}
      onSubmit={onSubmit}
      pending={pending}
    />
  );
}
