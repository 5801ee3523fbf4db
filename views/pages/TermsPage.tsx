import { termsDocuments } from "../../content/legal/legalDocuments.ts";
import { pageRoutes } from "../../content/routes.ts";
import { LegalDocument } from "../blocks/LegalDocument.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { SiteLink } from "../links.tsx";
import { usePage } from "../pageContext.ts";

const tabs = pageRoutes.filter((r) => r.page === "terms");

const tabLabel: Record<string, string> = {
  general: "General",
  affiliate: "Affiliate",
  domains: "Domain Names",
  templateGallery: "Template Gallery",
  privacyPolicy: "Privacy Policy",
};

/** The terms: one route per tab, so each tab is a real link that works without JavaScript. */
export function TermsPage() {
  const { route } = usePage();
  if (!route) throw new Error("TermsPage rendered without a route");
  return (
    <>
      <PageIntro heading={route.heading} lead={route.description}>
        <nav className="tabs" aria-label="Terms sections">
          <ul className="tabs__list">
            {tabs.map((tab) => (
              <li key={tab.name}>
                <SiteLink to={tab.name} className="tabs__tab" aria-current={tab.name === route.name ? "page" : undefined}>
                  {tabLabel[tab.termsTab ?? "general"]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <LegalDocument document={termsDocuments[route.termsTab ?? "general"]} />
    </>
  );
}
