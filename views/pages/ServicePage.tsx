import { servicePageContent } from "../../content/pages/servicePages.ts";
import { FeatureGrid } from "../blocks/FeatureGrid.tsx";
import { FinalCallToAction } from "../blocks/FinalCallToAction.tsx";
import { HostingPlans } from "../blocks/HostingPlans.tsx";
import { MarketingPanel } from "../blocks/MarketingPanel.tsx";
import { PageProofBand } from "../blocks/ProofBand.tsx";
import { ServiceHero } from "../blocks/ServiceHero.tsx";
import { DomainSearchHero } from "../blocks/DomainSearchHero.tsx";
import { ThemeShowcase } from "../blocks/ThemeShowcase.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/** A service or site-builder page: hero, marketing panels, feature grid, final call to action. */
export function ServicePage() {
  const { route } = usePage();
  if (!route) throw new Error("ServicePage rendered without a route");
  const content = servicePageContent(route.name);
  const [first, ...rest] = content.panels;
  return (
    <>
      {content.searchHero ? (
        <SaleSearchHero heading={route.heading} lead={content.lead} submitLabel={content.heroCta} />
      ) : (
        <ServiceHero
          heading={route.heading}
          lead={content.lead}
          cta={content.heroCta}
          price={content.heroPrice}
          asset={content.heroAsset}
          alt={content.heroAlt}
        />
      )}
      {first ? <MarketingPanel panel={first} /> : null}
      {content.themeShowcase && route.page === "sitebuilder" ? <SampleSites {...content.themeShowcase} /> : null}
      {/* docs/product.md §2: a page that sells the hosting plans shows their upgrade tier list near the top. */}
      {content.hostingPlans ? <HostingPlans /> : null}
      {rest.map((panel) => (
        <MarketingPanel key={panel.name} panel={panel} />
      ))}
      {content.proof ? <PageProofBand proof={content.proof} /> : null}
      <FeatureGrid section={content.features} />
      <FinalCallToAction cta={content.finalCta} />
    </>
  );
}

/** The template gallery's sample sites its page's loader read (server/features/domains/catalogPages.ts). */
function SampleSites(props: { heading: string; intro: string }) {
  const { themes } = usePageData("sitebuilder");
  return <ThemeShowcase {...props} themes={themes} />;
}

/** The domain-search hero with the sale list its page's loader read (server/features/domains/catalogPages.ts). */
function SaleSearchHero(props: { heading: string; lead: string; submitLabel: string }) {
  const { saleExtensions = [] } = usePageData("service");
  return <DomainSearchHero {...props} saleExtensions={saleExtensions} />;
}
