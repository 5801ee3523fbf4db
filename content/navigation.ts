import type { PageRouteName } from "./routes.ts";

/**
 * What the header, footer and sitemap list, by route name or external link.
 * Labels of site pages come from the route table so a page is named the same everywhere.
 */
import { external, social, type ExternalLink } from "./site.ts";
import type { ServiceWithBlurb } from "./serviceBlurbs.ts";

/** A link to a page of this site (by route name) or to another host. */
export type NavItem =
  { kind: "route"; route: PageRouteName; query?: Readonly<Record<string, string>>; label?: string } | { kind: "external"; link: ExternalLink };

const page = (route: PageRouteName, extra: Omit<Extract<NavItem, { kind: "route" }>, "kind" | "route"> = {}): NavItem => ({
  kind: "route",
  route,
  ...extra,
});
const out = (link: ExternalLink): NavItem => ({ kind: "external", link });

/** The four sections of the top bar, in order; each highlights when its section is current. */
export const primaryNav = ["webhosting", "sitebuilder", "mailinglists", "domains"] as const;

/**
 * The top bar's dropdown of other tools (docs/product.md §2), in two groups: the paid services first, then
 * the free web tools (the sitemap's "Free Web Tools", docs/product.md §2). Each item shows its icon and
 * its line from content/serviceBlurbs.ts.
 */
export const toolGroups: ReadonlyArray<{ id: string; heading: string; routes: readonly ServiceWithBlurb[] }> = [
  { id: "services", heading: "Services", routes: ["emailhosting", "onlinestore", "sslcertificates"] },
  {
    id: "free-tools",
    heading: "Free web tools",
    routes: ["blogs", "contactforms", "onlinecalendars", "countersitestats", "messageforums", "passwordprotect", "guestbooks", "photoalbums"],
  },
];

/** Links after the dropdown in the top bar. */
export const secondaryNav: readonly NavItem[] = [
  out(external.features),
  page("templates", { query: { from: "siteblocks" }, label: "Templates" }),
  out(external.helpCenter),
  out(external.contact),
];

/** The siteblocks header is the builder's own product bar. */
export const siteblocksNav: readonly NavItem[] = [
  page("siteblocks", { query: { brand: "siteblocks" }, label: "Builder" }),
  out(external.features),
  page("siteblocks-templates", { query: { from: "siteblocks" }, label: "Templates" }),
  out(external.helpCenter),
  out(external.contact),
];

export interface FooterColumn {
  heading: string;
  items: readonly NavItem[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Services",
    items: (["webhosting", "sitebuilder", "domains", "emailhosting", "mailinglists", "sslcertificates", "blogs", "onlinestore"] as const).map((r) => page(r)),
  },
  {
    heading: "Contact",
    items: [external.supportCenter, external.webmail, external.advertisers, external.abuse, ...social].map(out),
  },
  {
    heading: "Company",
    items: [
      page("about"),
      out(external.webDesign),
      out(external.marketing),
      page("sitemap"),
      page("terms", { label: "Terms of Service" }),
      page("privacy-policy"),
    ],
  },
];

/** The collapsed footer of the bare account pages. */
export const collapsedFooter: readonly NavItem[] = [page("terms", { label: "Terms" }), page("privacy-policy", { label: "Privacy" }), out(external.helpCenter)];
