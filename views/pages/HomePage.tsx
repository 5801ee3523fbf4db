import { balancedGrid } from "../blocks/balancedGrid.ts";
import { multiDomainDiscounts } from "../../content/domainSale.ts";
import { homeContent } from "../../content/pages/home.ts";
import { SignupButton } from "../blocks/CallToAction.tsx";
import { DomainSearchForm } from "../blocks/DomainSearchForm.tsx";
import { FeatureIcon } from "../blocks/FeatureIcon.tsx";
import { serviceBlurbs } from "../../content/serviceBlurbs.ts";
import { FinalCallToAction } from "../blocks/FinalCallToAction.tsx";
import { Illustration } from "../blocks/Illustration.tsx";
import { MarketingPanel } from "../blocks/MarketingPanel.tsx";
import { ProofBand } from "../blocks/ProofBand.tsx";
import { heroProof } from "../../content/proof.ts";
import { TickList } from "../blocks/TickList.tsx";
import { SalePrice } from "../blocks/SalePrice.tsx";
import { AddressLink, SiteLink } from "../links.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/** docs/product.md §2 home: hero, mobile promo, domain search and promo, panels, service grid, final call to action. */
export function HomePage() {
  return (
    <>
      <PromoBanner />
      <HomeHero />
      <HomeDomains />
      <ProofBand />
      {homeContent.panels.map((panel) => (
        <MarketingPanel key={panel.name} panel={panel} />
      ))}
      <ServiceGrid />
      <FinalCallToAction cta={homeContent.finalCta} />
    </>
  );
}

/** The members' line with its login link; shown only under 768 px, by CSS. */
function PromoBanner() {
  const { carried } = usePage();
  return (
    <aside className="promo-banner" aria-label="Members">
      <p>
        {homeContent.promo.text}{" "}
        <SiteLink to="login" query={carried}>
          {homeContent.promo.label}
        </SiteLink>
      </p>
    </aside>
  );
}

/** The page's heading, lead, two calls to action and proof, beside the cycling product pictures. */
function HomeHero() {
  const { route } = usePage();
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <div className="home-hero__content">
          <h1 className="home-hero__heading">{route?.heading}</h1>
          <p className="home-hero__lead">{homeContent.lead}</p>
          <p className="home-hero__actions">
            <SiteLink to="sitebuilder" className="button button--large">
              {homeContent.heroCta}
            </SiteLink>
            <SignupButton label="Sign up free" className="button button--large button--ghost" />
          </p>
          <TickList className="home-hero__proof" items={heroProof} />
        </div>
        <div className="hero-cycle">
          {homeContent.heroImages.map((image, i) => (
            <div key={image.name} className={`hero-cycle__frame hero-cycle__frame--${i + 1}`}>
              <Illustration name={image.name} alt={image.alt} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The domain search right under the hero, within a phone's first two screens: the front door of the site. */
function HomeDomains() {
  const { providerUrl } = usePage();
  // From the domain API; the built-in list when it could not be read (the loader decides).
  const { saleExtensions } = usePageData("home");
  return (
    <section id="domain-search" className="home-domains" aria-labelledby="domain-search-heading">
      <div className="container home-domains__inner">
        <div>
          <h2 id="domain-search-heading" className="section-heading">
            {homeContent.domainSearch.heading}
          </h2>
          <p className="section-intro">{homeContent.domainSearch.intro}</p>
          <DomainSearchForm id="home-domain" />
          <p className="domain-promo__intro">{homeContent.domainPromo.intro}</p>
          <ul className="domain-promo__discounts">
            {multiDomainDiscounts.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        <div className="domain-promo">
          <h3 id="domain-promo-heading" className="domain-promo__heading">
            {homeContent.domainPromo.heading}
          </h3>
          <ul className="domain-promo__list">
            {saleExtensions.map((item) => (
              <li key={item.tld}>
                {/* docs/product.md §2: domain promo links go to the provider's host; the price told as /domains tells it. */}
                <AddressLink className="domain-promo__item" href={`${providerUrl}/domains?tld=${encodeURIComponent(item.tld)}`}>
                  <SalePrice item={item} block="domain-promo" />
                </AddressLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Every service as a card with its icon and its line, laid out with no card alone on the last row. */
function ServiceGrid() {
  return (
    <section className="service-grid" aria-labelledby="services-heading">
      <div className="container">
        <h2 id="services-heading" className="section-heading">
          {homeContent.services.heading}
        </h2>
        <ul className={`service-grid__list ${balancedGrid(homeContent.services.items.length)}`}>
          {homeContent.services.items.map((item) => (
            <li key={item.route}>
              <SiteLink to={item.route} className="service-card">
                <FeatureIcon name={serviceBlurbs[item.route].icon} />
                <span className="service-card__name">{item.name}</span>
                <span className="service-card__text">{serviceBlurbs[item.route].text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
