import type { BreadcrumbList, ListItem, Offer, Organization, Product, SearchAction, WebSite, WithContext } from "schema-dts";
import { hostingTiers } from "../../content/hosting.ts";
import { servicePageContentOf } from "../../content/pages/servicePages.ts";
import { canonicalUrl, pageRoutes, routeByName, routeHref, type PageRoute } from "../../content/routes.ts";
import { brand, external, social } from "../../content/site.ts";

/**
 * The schema.org descriptions search engines read from a page's head (JSON-LD). Typed with
 * schema-dts, so a misspelt property or a wrong kind of value is a compile error, and built
 * from the same content/ data the page shows: the prices here are the plans' cents.
 */
export type StructuredData = WithContext<Organization> | WithContext<WebSite> | WithContext<Product> | WithContext<BreadcrumbList>;

/** Addresses of the page the data sits on, all absolute on PUBLIC_URL. */
interface Where {
  siteUrl: string;
  /** The site's largest icon (absolute): the Organization's logo. */
  logoUrl: string | undefined;
  /** The page's own share card (absolute): a Product's image. */
  imageUrl: string | undefined;
}

const SEARCH_TERM = "search_term_string";

/** The company: name, logo, where to get support and its profiles (the footer's links). */
function organization({ siteUrl, logoUrl }: Where): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: brand.name,
    url: `${siteUrl}/`,
    description: brand.description,
    ...(logoUrl ? { logo: logoUrl } : {}),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", url: external.contact.href, availableLanguage: "English" },
    sameAs: social.map((profile) => profile.href),
  };
}

/** The site, and its domain search as the search box a results page can offer. */
function website({ siteUrl }: Where): WithContext<WebSite> {
  // The route builder percent-encodes parameters; the template's braces must stay as they are.
  const target = `${siteUrl}${routeHref("domains-search-results", { params: { query: SEARCH_TERM } })}`.replace(SEARCH_TERM, `{${SEARCH_TERM}}`);
  const search: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: target },
    "query-input": `required name=${SEARCH_TERM}`,
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: brand.name,
    url: `${siteUrl}/`,
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: search,
  };
}

const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** Web hosting, one offer per plan: its lowest monthly price, and the slashed one it replaces. */
function hostingProduct(route: PageRoute, { siteUrl, imageUrl }: Where): WithContext<Product> {
  const url = canonicalUrl(siteUrl, route);
  const offers: Offer[] = hostingTiers.map((tier) => ({
    "@type": "Offer",
    name: `${tier.name} hosting`,
    description: tier.summary,
    ...(url ? { url } : {}),
    price: dollars(tier.minPrice),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    priceSpecification: [
      {
        "@type": "UnitPriceSpecification",
        price: dollars(tier.minPrice),
        priceCurrency: "USD",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
      ...(tier.slashedPrice
        ? [
            {
              "@type": "UnitPriceSpecification" as const,
              priceType: "https://schema.org/StrikethroughPrice" as const,
              price: dollars(tier.slashedPrice),
              priceCurrency: "USD",
              unitCode: "MON",
            },
          ]
        : []),
    ],
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${brand.name} Web Hosting`,
    description: route.description,
    ...(url ? { url } : {}),
    brand: { "@type": "Brand", name: brand.name },
    ...(imageUrl ? { image: imageUrl } : {}),
    offers,
  };
}

/** The pages above this one, by path: /terms/domains sits under /terms, which sits under /. */
function ancestors(route: PageRoute): PageRoute[] {
  const segments = route.path.split("/").filter(Boolean);
  const found: PageRoute[] = [routeByName("home")];
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join("/")}`;
    const parent = pageRoutes.find((r) => r.path === path);
    if (parent) found.push(parent);
  }
  return found;
}

/** Home › … › this page, each step named by its label and addressed canonically. */
function breadcrumbs(route: PageRoute, params: Readonly<Record<string, string>>, { siteUrl }: Where): WithContext<BreadcrumbList> {
  const steps = [
    ...ancestors(route).map((r) => ({ name: r.label, url: canonicalUrl(siteUrl, r) })),
    { name: route.label, url: canonicalUrl(siteUrl, route, params) },
  ];
  const itemListElement: ListItem[] = steps.map((step, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: step.name,
    ...(step.url ? { item: step.url } : {}),
  }));
  return { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement };
}

/** What a page's head describes: the company and site on the home page, the plans on a page that sells them, the trail below. */
export function structuredDataFor(route: PageRoute, params: Readonly<Record<string, string>>, where: Where): StructuredData[] {
  if (route.name === "home") return [organization(where), website(where)];
  const trail = breadcrumbs(route, params, where);
  return servicePageContentOf(route.name)?.hostingPlans ? [hostingProduct(route, where), trail] : [trail];
}
