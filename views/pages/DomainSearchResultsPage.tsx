import { searchedName } from "../../content/domainName.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { DomainSearchPanel } from "../blocks/DomainSearchPanel.tsx";
import { DOMAIN_PLUGIN_DEFAULTS } from "../../content/pageShapes.ts";
import { ReactIsland } from "../islands/Island.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * docs/product.md §2 /domains/search/results/{query}, rendered on the server (works without JavaScript):
 * availability, add-to-cart forms and the cart; the domain-search island refines it in place.
 */
export function DomainSearchResultsPage() {
  const { route, prefix, carried } = usePage();
  const { domain, cart } = usePageData("domainSearchResults");
  const value = domain.name ? searchedName({ name: domain.name, extension: domain.extension }) : domain.query;
  const state = {
    value,
    name: domain.name,
    extension: domain.extension,
    typed: domain.typed,
    results: domain.results,
    suggestions: domain.suggestions,
    error: domain.error,
  };
  const plugin = DOMAIN_PLUGIN_DEFAULTS;
  return (
    <>
      <PageIntro
        heading={domain.name ? `${route?.heading ?? "Domain search results"} for “${domain.name}”` : (route?.heading ?? "Domain search results")}
        lead={route?.description}
      />
      <div className="container domain-page">
        <ReactIsland name="domain-search" load="idle" props={{ state, cart, plugin, scope: { prefix, carried } }}>
          <DomainSearchPanel state={state} cart={cart} plugin={plugin} />
        </ReactIsland>
      </div>
    </>
  );
}
