import { useState, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import { DomainSearchPanel } from "../../views/blocks/DomainSearchPanel.tsx";
import type { DomainSearchState } from "../../content/pageShapes.ts";
import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";
import { routeHref } from "../../content/routes.ts";
import { LinkScopeContext } from "../../views/linkScope.ts";
import type { DomainResult } from "../../content/pageShapes.ts";

type Props = IslandPropsByName["domain-search"];

/** Searches through the proxied domain API and shows the answer in place, keeping the address in step. */
function DomainSearch({ state: initial, plugin, scope }: Props) {
  const [state, setState] = useState<DomainSearchState>(initial);

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
    let results: DomainResult[] | null = null;
    try {
      const res = await fetch(`${plugin.apiBase}/availability?query=${encodeURIComponent(query.name)}`, { headers: { accept: "application/json" } });
      if (res.ok) results = ((await res.json()) as { results: DomainResult[] }).results;
    } catch {
      results = null;
    }
    if (!results) {
      setState({ value: typed, error: message("domain.ERROR_API_DOWN") });
      return;
    }
    setState({ value: query.name, name: query.name, results });
    history.pushState(null, "", routeHref("domains-search-results", { prefix: scope.prefix, params: { query: query.name }, query: scope.carried }));
  };

  return <DomainSearchPanel state={state} plugin={plugin} onSubmit={(event) => void onSubmit(event)} />;
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
