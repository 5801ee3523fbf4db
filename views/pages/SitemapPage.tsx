import { balancedGrid } from "../blocks/balancedGrid.ts";
import { pageRoutes, type SitemapGroup } from "../../content/routes.ts";
import { external } from "../../content/site.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { AddressLink, SiteLink } from "../links.tsx";
import { usePage } from "../pageContext.ts";

const groups: ReadonlyArray<readonly [SitemapGroup, string]> = [
  ["hostingDomains", "Hosting & Domains"],
  ["mailingList", "Mailing List"],
  ["webTools", "Free Web Tools"],
  ["general", "General"],
];

const helpLinks = [external.helpCenter, external.contact, external.webmail, external.abuse];

/** Derived from the route table, so a new page appears here without anyone editing this file. */
export function SitemapPage() {
  const { route } = usePage();
  return (
    <>
      <PageIntro heading={route?.heading ?? "Sitemap"} lead={route?.description} />
      <div className={`container sitemap ${balancedGrid(groups.length + 1)}`}>
        {groups.map(([group, heading]) => (
          <section key={group} className="sitemap__group" aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`}>{heading}</h2>
            <ul>
              {pageRoutes
                .filter((r) => r.sitemapGroup === group)
                .map((r) => (
                  <li key={r.name}>
                    <SiteLink to={r.name}>{r.label}</SiteLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section className="sitemap__group" aria-labelledby="sitemap-help">
          <h2 id="sitemap-help">Help Center</h2>
          <ul>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <AddressLink href={link.href}>{link.label}</AddressLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
