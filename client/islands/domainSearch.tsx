import { useEffect, useRef, useState, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { normalizeDomainQuery, resultAnchor, searchedName, typedBeforeCleaning } from "../../content/domainName.ts";
import { message, messageWith } from "../../content/messages.ts";
import { formatPrice } from "../../content/prices.ts";
import { DomainSearchPanel } from "../../views/blocks/DomainSearchPanel.tsx";
import { CART_CHANGED_EVENT, type CartPanelState, type CartView, type DomainResult, type DomainSearchState } from "../../content/pageShapes.ts";
import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";
import { routeHref } from "../../content/routes.ts";
import { LinkScopeContext } from "../../views/linkScope.ts";
import { postCartForm } from "../cart/cartChange.ts";

type Props = IslandPropsByName["domain-search"];

/** What GET /api/domains/search answers (server/features/domains/domainSearchApi.ts). */
interface SearchAnswer {
  results: DomainResult[];
  suggestions: DomainResult[];
}

/** The site's search for `name`, or the words to show when it gave no answer. */
async function searchDomains(apiBase: string, name: string): Promise<{ found: SearchAnswer } | { error: string }> {
  let error = message("domain.ERROR_API_DOWN");
  try {
    // The site's search, not the API's availability: the same results and suggestions as the page, from its cache.
    const res = await fetch(`${apiBase}/search?query=${encodeURIComponent(name)}`, { headers: { accept: "application/json" } });
    if (res.ok) {
      const found = (await res.json()) as SearchAnswer | null;
      return found ? { found } : { error };
    }
    // Past the address's budget of domain searches: the server's words, which say how long to wait.
    if (res.status === 429) error = ((await res.json()) as { message?: string }).message ?? error;
  } catch {
    // Unreachable, or not its answer: the API is down.
  }
  return { error };
}

/** What a cart change did to the cart, in words. */
function cartChangeText(added: boolean, domain: string, cart: CartView): string {
  const total = formatPrice(cart.pricing.total);
  if (added) return messageWith("cart.ADDED", { domain, total });
  return cart.domains.length === 0 ? messageWith("cart.REMOVED_LAST", { domain }) : messageWith("cart.REMOVED", { domain, total });
}

/**
 * Searches through the proxied domain API and shows the answer in place, keeping the address
 * in step; adds and removes cart domains through the same form posts the page makes without
 * JavaScript, asking for JSON, and re-renders the cart from the answer.
 */
function DomainSearch({ state: initial, cart: initialCart, plugin, scope, cartPage }: Props) {
  const [state, setState] = useState<DomainSearchState>(initial);
  const [cart, setCart] = useState<CartPanelState>(initialCart);
  const [pending, setPending] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get("domain");
    const typed = typeof field === "string" ? field : "";
    const query = normalizeDomainQuery(typed);
    if (!query.ok) {
      setState({ value: typed, error: message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID") });
      return;
    }
    setState((s) => ({ ...s, value: typed, busy: true, error: undefined }));
    const searched = await searchDomains(plugin.apiBase, searchedName(query));
    if ("error" in searched) {
      setState({ value: typed, error: searched.error });
      return;
    }
    const { found } = searched;
    // Said above the results when characters had to go, as the server's page says it (content/domainName.ts).
    const asTyped = typedBeforeCleaning(typed, query) ?? undefined;
    setState({
      value: searchedName(query),
      name: query.name,
      extension: query.extension,
      typed: asTyped,
      results: found.results,
      suggestions: found.suggestions,
    });
    const carried = { ...scope.carried, typed: asTyped };
    history.pushState(null, "", routeHref("domains-search-results", { prefix: scope.prefix, params: { query: searchedName(query) }, query: carried }));
  };

  // Where the keyboard focus goes once a cart change has been drawn (below).
  const focusAfter = useRef<{ domain: string; button: HTMLElement | null } | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    // The pressed button keeps the focus (now reading Remove or Add); a cart line's Remove has
    // gone with its line, so the focus goes to that domain's row in the results, or else to
    // the cart's heading: never dropped to <body> (WCAG 2.2 SC 2.4.3, Focus Order).
    const row = document.getElementById(resultAnchor(target.domain))?.querySelector<HTMLElement>("[data-cart-action] button");
    const next = target.button?.isConnected ? target.button : (row ?? document.getElementById("cart-heading"));
    if (next && document.activeElement !== next) next.focus();
  }, [cart]);

  const onCartSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const domain = new FormData(form).get("domain");
    if (pending || typeof domain !== "string") return;
    const added = form.dataset.cartAction === "add";
    const button = form.querySelector<HTMLElement>("button");
    setPending(domain);
    const outcome = await postCartForm(form);
    setPending(null);
    if (outcome.ok) {
      // Said in the status region (role=status), so a screen reader hears what changed and the new total.
      const text = cartChangeText(added, domain, outcome.cart);
      focusAfter.current = { domain, button };
      setCart((c) => ({ ...c, cart: outcome.cart, notice: { tone: "success", text } }));
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    } else {
      setCart((c) => ({ ...c, notice: { tone: "error", text: outcome.text } }));
    }
  };

  return (
    <DomainSearchPanel
      state={state}
      cart={cart}
      plugin={plugin}
      onSubmit={(event) => void onSubmit(event)}
      onCartSubmit={(event) => void onCartSubmit(event)}
      pending={pending}
      alwaysShowCart={cartPage}
    />
  );
}

export function mount(root: HTMLElement, props: Props): void {
  const container = root.querySelector<HTMLElement>("[data-island-root]");
  if (!container) return;
  hydrateRoot(
    container,
    <LinkScopeContext.Provider value={props.scope}>
      <DomainSearch {...props} />
    </LinkScopeContext.Provider>,
    { identifierPrefix: "domain-search-" },
  );
}
