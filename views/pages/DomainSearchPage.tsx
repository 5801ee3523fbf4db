import { PageIntro } from "../blocks/PageIntro.tsx";
import { DomainSearchPanel } from "../blocks/DomainSearchPanel.tsx";
import { DOMAIN_PLUGIN_DEFAULTS } from "../../content/pageShapes.ts";
import { ReactIsland } from "../islands/Island.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * docs/product.md §2 domains_search page: the domain-search island with the API base (/api/domains),
 * the checkout (the login page) and migrate_user, and the visitor's cart when it holds
 * anything. Without JavaScript the box is a form to the results page.
 */
export function DomainSearchPage() {
  const { route, prefix, carried } = usePage();
  const { search, cart } = usePageData("domainSearch");
  const state = { value: search?.value ?? "", error: search?.error };
  const plugin = DOMAIN_PLUGIN_DEFAULTS;
  return (
    <>
      <PageIntro heading={route?.heading ?? "Search for a domain"} lead={route?.description} />
      <div className="container domain-page">
        <ReactIsland name="domain-search" load="idle" props={{ state, cart, plugin, scope: { prefix, carried } }}>
          <DomainSearchPanel state={state} cart={cart} plugin={plugin} />
        </ReactIsland>
      </div>
    </>
  );
}
