import type { FormEvent } from "react";
import type { DomainPluginConfig, DomainSearchState } from "../../content/pageShapes.ts";
import { DomainResults } from "./DomainResults.tsx";
import { DomainSearchForm } from "./DomainSearchForm.tsx";

/** The search box and its results: rendered by the server, refined by the domain-search island. */
export function DomainSearchPanel({
  state,
  plugin,
  onSubmit,
}: {
  state: DomainSearchState;
  plugin: DomainPluginConfig;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <div className="domain-search-panel">
      <DomainSearchForm id="domain-query" value={state.value} error={state.error} busy={state.busy} onSubmit={onSubmit} />
      {state.name && state.results ? <DomainResults name={state.name} results={state.results} plugin={plugin} /> : null}
    </div>
  );
}
