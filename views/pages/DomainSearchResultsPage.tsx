import { PageIntro } from "../blocks/PageIntro.tsx";
import { DomainSearchPanel } from "../blocks/DomainSearchPanel.tsx";
import { DOMAIN_PLUGIN_DEFAULTS } from "../../content/pageShapes.ts";
import { ReactIsland } from "../islands/Island.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * SPEC §2 /domains/search/results/{query}, rendered on the server (works without JavaScript);
 * the domain-search island refines it without a reload.
 */
export function DomainSearchResultsPage() {
  const { route, prefix, carried } = usePage();
  const { domain } = usePageData("domainSearchResults");
  const state = { value: domain.name ?? domain.query, name: domain.name, results: domain.results, error: domain.error };
  const plugin = { ...DOMAIN_PLUGIN_DEFAULTS, cartHash: domain.cartHash };
  return (
    <>
      <PageIntro
        heading={domain.name ? `${route?.heading ?? "Domain search results"} for “${domain.name}”` : (route?.heading ?? "Domain search results")}
        lead={route?.description}
      />
      <div className="container domain-page">
        <ReactIsland name="domain-search" load="idle" props={{ state, plugin, scope: { prefix, carried } }}>
          <DomainSearchPanel state={state} plugin={plugin} />
        </ReactIsland>
      </div>
    </>
  );
}
