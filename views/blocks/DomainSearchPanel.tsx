import type { FormEvent } from "react";
import type { DomainResult } from "../pageContext.ts";
import { DomainResults } from "./DomainResults.tsx";
import { DomainSearchForm } from "./DomainSearchForm.tsx";

/** SPEC §2 domain-search plugin settings: API base, checkout (the login page), cart hash, migrate_user. */
export interface DomainPluginConfig {
  apiBase: string;
  checkoutPath: string;
  cartHash: string;
  migrateUser: boolean;
}

export const DOMAIN_PLUGIN_DEFAULTS = { apiBase: "/api/domains", checkoutPath: "/login", migrateUser: true } as const;

export interface DomainSearchState {
  /** What is in the search box. */
  value: string;
  name?: string;
  results?: readonly DomainResult[] | null;
  error?: string;
  busy?: boolean;
}

/** The search box and its results: rendered by the server, refined by the domain-search island. */
export function DomainSearchPanel({ state, plugin, onSubmit }: { state: DomainSearchState; plugin: DomainPluginConfig; onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <div className="domain-search-panel">
      <DomainSearchForm id="domain-query" value={state.value} error={state.error} busy={state.busy} onSubmit={onSubmit} />
      {state.name && state.results ? <DomainResults name={state.name} results={state.results} plugin={plugin} /> : null}
    </div>
  );
}
