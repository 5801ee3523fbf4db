import { PageIntro } from "../blocks/PageIntro.tsx";
import { DomainSearchPanel } from "../blocks/DomainSearchPanel.tsx";
import { DOMAIN_PLUGIN_DEFAULTS } from "../../content/pageShapes.ts";
import { ReactIsland } from "../islands/Island.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * The cart on its own page (/domains/cart): what the header's badge links to, and where a
 * change made from the cart comes back to without JavaScript. A search box above it finds
 * more domains.
 */
export function DomainCartPage() {
  const { route, prefix, carried } = usePage();
  const { cart } = usePageData("domainCart");
  const state = { value: "" };
  const plugin = DOMAIN_PLUGIN_DEFAULTS;
  return (
    <>
      <PageIntro heading={route?.heading ?? "Your domain cart"} lead={route?.description} />
      <div className="container domain-page domain-page--cart">
        <ReactIsland name="domain-search" load="idle" props={{ state, cart, plugin, scope: { prefix, carried }, cartPage: true }}>
          <DomainSearchPanel state={state} cart={cart} plugin={plugin} alwaysShowCart />
        </ReactIsland>
      </div>
    </>
  );
}
