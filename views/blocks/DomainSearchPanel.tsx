import type { FormEvent } from "react";
import type { DomainResult } from "../pageContext.ts";
import { DomainResults } from "./DomainResults.tsx";
import { DomainSearchForm } from "./DomainSearchForm.tsx";

export interface DomainSearchState {
  /** What is in the search box. */
  value: string;
  name?: string;
  results?: readonly DomainResult[] | null;
  error?: string;
  busy?: boolean;
}

/** The search box and its results: rendered by the server, refined by the domain-search island. */
export function DomainSearchPanel({ state, cartHash, onSubmit }: { state: DomainSearchState; cartHash: string; onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <div className="domain-search-panel">
      <DomainSearchForm id="domain-query" value={state.value} error={state.error} busy={state.busy} onSubmit={onSubmit} />
      {state.name && state.results ? <DomainResults name={state.name} results={state.results} cartHash={cartHash} /> : null}
    </div>
  );
}
