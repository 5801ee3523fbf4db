/**
 * The route table: every page of the site and every legacy address it still answers.
 * The server registers pages from it, the header, footer and sitemap read it, and the
 * tests walk it. Paths are written without the preview prefix; every one also answers
 * under /preview/:build_identifier.
 */
import { external } from "./site.ts";

/** Which page component renders a route (views/pages maps each key to a component). */
export type PageKey =
  | "home"
  | "login"
  | "register"
  | "lostpassword"
  | "about"
  | "sitemap"
  | "service"
  | "sitebuilder"
  | "templates"
  | "terms"
  | "privacyPolicy"
  | "domainSearchResults"
  | "domainSearch"
  | "domainCart"
  | "templatePreview"
  | "securityUpdate";

/** Header sections that can be highlighted (docs/product.md §2); a page under "More tools" marks that instead (docs/decisions.md, 27). */
export type Section = "home" | "webhosting" | "sitebuilder" | "mailinglists" | "domains";

/** full: header, footer, cookie banner. bare: account pages, small header and collapsed footer. */
type Layout = "full" | "bare";

export type SitemapGroup = "hostingDomains" | "mailingList" | "webTools" | "general";

/**
 * Which family of pages a route belongs to, for shared caches (Cache-Tag and Surrogate-Key): a
 * CDN or the balancer purges one family, or every page, by its tag.
 */
export type PageFamily = "marketing" | "legal" | "gallery" | "domains" | "account";

export type TermsTab = "general" | "affiliate" | "domains" | "templateGallery" | "privacyPolicy";

export interface PageRoute<N extends string = string> {
  name: N;
  /** Fastify path syntax; `:query` is the only parameter in use. */
  path: string;
  page: PageKey;
  /** The visible h1 of the page. */
  heading: string;
  title: string;
  description: string;
  keywords: readonly string[];
  layout: Layout;
  family: PageFamily;
  section?: Section;
  /** Legacy service code sent as `from` by this page's calls to action (docs/product.md §2). */
  serviceCode?: string;
  /** The siteblocks header and logo replace ours when brand or from is siteblocks. */
  brandable?: boolean;
  /** Domain-search pages hide the footer (docs/product.md §2). */
  hideFooter?: boolean;
  /**
   * Pages whose content is always the visitor's own are never cached. Pages with a form are
   * cached or not by their loader: a form without a token (current browsers) is the same for all.
   */
  perVisitor?: boolean;
  /** Where the sitemap lists the page; unlisted when absent. */
  sitemapGroup?: SitemapGroup;
  /**
   * Kept out of search engines (robots noindex, and out of /sitemap.xml): the account pages,
   * a visitor's cart and the pages made from what a visitor typed or picked (search results,
   * one theme's preview), which would be thin near-copies of each other in an index.
   */
  noindex?: true;
  /** Short label for menus and the sitemap. */
  label: string;
  termsTab?: TermsTab;
  /** A concrete path for routes with parameters, used by tests and the sitemap checks. */
  example?: string;
}

export interface RedirectRoute {
  name: string;
  path: string;
  /** A site path (gets the preview prefix) or an absolute URL on another host. */
  to: string;
  keepQuery: boolean;
}

const SUFFIX = " | Braveweb";

/**
 * A page of the "service" kind: what it is called, says and is found by, and anything in which
 * it differs from the others (a header section, a legacy service code, another sitemap group).
 */
type ServicePage<N extends string> = Pick<PageRoute<N>, "name" | "label" | "heading" | "description" | "keywords"> & Partial<Omit<PageRoute, "name">>;

/** A service page at /<name>, titled by its label, listed with the web tools unless it says otherwise. */
function service<const N extends string>({ name, label, heading, description, keywords, ...extra }: ServicePage<N>): PageRoute<N> {
  return {
    name,
    path: `/${name}`,
    page: "service",
    label,
    heading,
    title: `${label}${SUFFIX}`,
    description,
    keywords,
    layout: "full",
    family: "marketing",
    sitemapGroup: "webTools",
    ...extra,
  };
}

const routeList = [
  {
    name: "home",
    path: "/",
    page: "home",
    label: "Home",
    heading: "Build, host and grow your website in one place",
    title: "Braveweb | Website builder, web hosting, domains and email",
    description: "Create a website with the drag-and-drop builder, host it on fast servers, register a domain and add email, mailing lists and free web tools.",
    keywords: ["website builder", "web hosting", "domains", "email hosting", "free web tools"],
    layout: "full",
    family: "marketing",
    section: "home",
    sitemapGroup: "general",
  },
  {
    name: "login",
    path: "/login",
    page: "login",
    label: "Account Login",
    heading: "Log in to your account",
    title: `Account Login${SUFFIX}`,
    description: "Log in to your Braveweb account to manage your websites, domains, email and web tools.",
    keywords: ["login", "member login", "account"],
    layout: "bare",
    family: "account",
    sitemapGroup: "general",
    noindex: true,
  },
  {
    name: "register",
    path: "/register",
    page: "register",
    label: "Register",
    heading: "Create your free account",
    title: `Sign Up${SUFFIX}`,
    description: "Sign up for a free Braveweb account and start building your website in minutes.",
    keywords: ["sign up", "register", "free account"],
    layout: "bare",
    family: "account",
    sitemapGroup: "general",
    noindex: true,
  },
  {
    name: "lostpassword",
    path: "/lostpassword",
    page: "lostpassword",
    label: "Lost Password",
    heading: "Reset your password",
    title: `Lost Password${SUFFIX}`,
    description: "Forgot your password? Enter the email address on your account and we will send you a reset link.",
    keywords: ["lost password", "reset password", "forgot password"],
    layout: "bare",
    family: "account",
    sitemapGroup: "general",
    noindex: true,
  },
  {
    name: "about",
    path: "/about",
    page: "about",
    label: "About Us",
    heading: "About Braveweb",
    title: `About Us${SUFFIX}`,
    description: "Who we are, what we have built for our members since the early web, and the people behind it.",
    keywords: ["about", "company", "team"],
    layout: "full",
    family: "marketing",
    sitemapGroup: "general",
  },
  {
    name: "sitemap",
    path: "/sitemap",
    page: "sitemap",
    label: "Sitemap",
    heading: "Sitemap",
    title: `Sitemap${SUFFIX}`,
    description: "Every page of the Braveweb site in one list: hosting, domains, mailing lists, free web tools and help.",
    keywords: ["sitemap", "all pages"],
    layout: "full",
    family: "marketing",
  },
  service({
    name: "webhosting",
    label: "Web Hosting",
    heading: "Web hosting that keeps your site fast and online",
    description: "Reliable web hosting with 99.9% uptime, email accounts, MySQL databases and a 30 day money-back guarantee.",
    keywords: ["web hosting", "hosting plans", "mysql", "ftp"],
    section: "webhosting",
    serviceCode: "hosting",
    sitemapGroup: "hostingDomains",
  }),
  service({
    name: "emailhosting",
    label: "Email Hosting",
    heading: "Email at your own domain",
    description: "Professional email addresses at your own domain, with webmail, spam filtering and mobile access.",
    keywords: ["email hosting", "custom email", "webmail"],
    sitemapGroup: "hostingDomains",
  }),
  service({
    name: "domains",
    label: "Domains",
    heading: "Find and register your domain name",
    description: "Search for a domain, register it in minutes and manage privacy, forwarding and transfers from one account.",
    keywords: ["domain names", "register domain", "domain transfer", "domain privacy"],
    section: "domains",
    sitemapGroup: "hostingDomains",
  }),
  service({
    name: "blogs",
    label: "Blogs",
    heading: "Start a blog that looks like you",
    description: "Write and publish a blog with themes, comments and scheduling, and grow an audience around it.",
    keywords: ["blog", "blogging", "free blog"],
    serviceCode: "journal",
  }),
  service({
    name: "mailinglists",
    label: "Mailing Lists",
    heading: "Mailing lists and email campaigns",
    description: "Collect subscribers, design email campaigns and see who opened them with Braveweb mailing lists.",
    keywords: ["mailing list", "email campaigns", "newsletter"],
    section: "mailinglists",
    serviceCode: "bravemailer",
    sitemapGroup: "mailingList",
  }),
  service({
    name: "contactforms",
    label: "Contact Forms",
    heading: "Contact forms without code",
    description: "Build contact forms with drag and drop, accept attachments, validate answers and store every submission.",
    keywords: ["contact form", "form builder", "email form"],
    serviceCode: "emailfwd",
  }),
  service({
    name: "onlinecalendars",
    label: "Online Calendars",
    heading: "Shared online calendars",
    description: "Publish events on an online calendar your visitors can browse, with reminders and recurring events.",
    keywords: ["online calendar", "event calendar", "website calendar"],
    serviceCode: "calendar",
  }),
  service({
    name: "countersitestats",
    label: "Counters & Site Stats",
    heading: "Hit counters and site statistics",
    description: "Count your visitors and study your traffic, referrers and heat maps with up to 5 years of stats history.",
    keywords: ["hit counter", "site statistics", "web analytics"],
    serviceCode: "counter",
  }),
  service({
    name: "onlinestore",
    label: "Online Store",
    heading: "Sell online with your own store",
    description: "Open an online store with a 14 day free trial and over 40 payment options.",
    keywords: ["online store", "ecommerce", "sell online"],
  }),
  service({
    name: "messageforums",
    label: "Message Forums",
    heading: "Message forums for your community",
    description: "Give your visitors a place to talk with a message forum you moderate and style to match your site.",
    keywords: ["message forum", "community forum", "discussion board"],
    serviceCode: "forum",
  }),
  service({
    name: "passwordprotect",
    label: "Password Protect",
    heading: "Password protect any page",
    description: "Keep members-only pages private with password protection, member management and login stats.",
    keywords: ["password protect", "members area", "private pages"],
    serviceCode: "passwd",
  }),
  service({
    name: "guestbooks",
    label: "Guestbooks",
    heading: "A guestbook for your visitors",
    description: "Let visitors sign a guestbook on your site, with moderation and spam protection built in.",
    keywords: ["guestbook", "visitor comments"],
    serviceCode: "guestbook",
  }),
  service({
    name: "photoalbums",
    label: "Photo Albums",
    heading: "Photo albums to share your pictures",
    description: "Upload, organize and share photos in online albums that fit into your website.",
    keywords: ["photo album", "photo gallery", "image hosting"],
    serviceCode: "photocenter",
  }),
  service({
    name: "sslcertificates",
    label: "SSL Certificates",
    heading: "SSL certificates for a secure site",
    description: "Protect your visitors with an SSL certificate; the premium certificate is $49.00 and carries a $10,000 warranty.",
    keywords: ["ssl certificate", "https", "website security"],
    sitemapGroup: "hostingDomains",
  }),
  {
    name: "sitebuilder",
    path: "/sitebuilder",
    page: "sitebuilder",
    label: "Site Builder",
    heading: "The drag-and-drop website builder",
    title: `Website Builder${SUFFIX}`,
    description: "Build a website with drag and drop, an AI content writer, responsive themes and 150,000 free stock photos.",
    keywords: ["website builder", "drag and drop", "ai website", "templates"],
    layout: "full",
    family: "marketing",
    section: "sitebuilder",
    serviceCode: "bravesites",
    brandable: true,
    sitemapGroup: "hostingDomains",
  },
  {
    name: "templates",
    path: "/sitebuilder/templates",
    page: "templates",
    label: "Templates",
    heading: "Browse Templates",
    title: `Website Templates${SUFFIX}`,
    description: "Browse website themes for every kind of site, preview them on phone, tablet and desktop, and start with one.",
    keywords: ["website templates", "themes", "site builder themes"],
    layout: "full",
    family: "gallery",
    section: "sitebuilder",
    brandable: true,
    sitemapGroup: "hostingDomains",
  },
  {
    name: "template-preview",
    path: "/sitebuilder/templates/preview/:id",
    page: "templatePreview",
    label: "Template Preview",
    heading: "Template preview",
    title: `Template Preview${SUFFIX}`,
    description: "See a website template at phone, tablet and desktop sizes before you start with it.",
    keywords: ["template preview", "theme preview"],
    layout: "full",
    family: "gallery",
    section: "sitebuilder",
    hideFooter: true,
    example: "/sitebuilder/templates/preview/101",
    noindex: true,
  },
  {
    name: "siteblocks",
    path: "/siteblocks",
    page: "sitebuilder",
    label: "Siteblocks",
    heading: "Siteblocks: websites built from blocks",
    title: "Siteblocks | Drag-and-drop website builder",
    description: "Siteblocks is the drag-and-drop website builder with an AI writer, responsive themes and built-in stats.",
    keywords: ["siteblocks", "website builder", "drag and drop"],
    layout: "full",
    family: "marketing",
    brandable: true,
    serviceCode: "bravesites",
  },
  {
    name: "siteblocks-templates",
    path: "/siteblocks/templates",
    page: "templates",
    label: "Siteblocks Templates",
    heading: "Siteblocks Templates",
    title: "Siteblocks | Website templates",
    description: "Pick a Siteblocks theme, preview it at every screen size and make it your own.",
    keywords: ["siteblocks templates", "siteblocks themes"],
    layout: "full",
    family: "gallery",
    brandable: true,
  },
  ...(
    [
      ["terms", "/terms", "general", "Terms of Service", "The terms that apply to every Braveweb account and service."],
      [
        "terms-affiliate",
        "/terms/affiliate",
        "affiliate",
        "Affiliate Program Terms",
        "How the Braveweb affiliate program works: who qualifies, what it pays and when.",
      ],
      [
        "terms-domains",
        "/terms/domains",
        "domains",
        "Domain Name Terms",
        "The rules for registering, renewing, transferring and disputing domain names with Braveweb.",
      ],
      [
        "terms-template-gallery",
        "/terms/template-gallery",
        "templateGallery",
        "Template Gallery Terms",
        "What you may do with templates from the Braveweb gallery and the ways you may change their code.",
      ],
      [
        "terms-privacy-policy",
        "/terms/privacy-policy",
        "privacyPolicy",
        "Privacy Policy (Terms)",
        "How Braveweb collects, uses and protects personal data, shown among the terms.",
      ],
    ] as const
  ).map(([name, path, termsTab, label, description]): PageRoute<typeof name> => ({
    name,
    path,
    page: "terms",
    termsTab,
    label,
    heading: label === "Privacy Policy (Terms)" ? "Privacy Policy" : label,
    title: `${label}${SUFFIX}`,
    description,
    keywords: ["terms", "legal", label.toLowerCase()],
    layout: "full",
    family: "legal",
    sitemapGroup: termsTab === "general" ? "general" : undefined,
  })),
  {
    name: "privacy-policy",
    path: "/privacy-policy",
    page: "privacyPolicy",
    label: "Privacy Policy",
    heading: "Privacy Policy",
    title: `Privacy Policy${SUFFIX}`,
    description: "What personal data Braveweb collects, why, how long it is kept and the choices you have.",
    keywords: ["privacy", "gdpr", "personal data", "cookies"],
    layout: "full",
    family: "legal",
    sitemapGroup: "general",
  },
  {
    name: "domains-search",
    path: "/domains/search",
    page: "domainSearch",
    label: "Domain Search",
    heading: "Search for a domain",
    title: `Domain Search${SUFFIX}`,
    description: "Check which domain names are available and add the ones you like to your cart.",
    keywords: ["domain search", "domain availability", "whois"],
    layout: "full",
    family: "domains",
    hideFooter: true,
    sitemapGroup: "hostingDomains",
  },
  {
    name: "domains-search-results",
    path: "/domains/search/results/:query",
    page: "domainSearchResults",
    label: "Domain Search Results",
    heading: "Domain search results",
    title: `Domain Search Results${SUFFIX}`,
    description: "Availability and prices for the domain name you searched, under every extension we sell.",
    keywords: ["domain search results", "domain availability", "domain prices"],
    layout: "full",
    family: "domains",
    hideFooter: true,
    example: "/domains/search/results/example",
    noindex: true,
  },
  {
    name: "domains-cart",
    path: "/domains/cart",
    page: "domainCart",
    label: "Domain Cart",
    heading: "Your domain cart",
    title: `Domain Cart${SUFFIX}`,
    description: "The domains you picked, with the multi-domain discounts taken off, ready to check out.",
    keywords: ["domain cart", "checkout", "domain discounts"],
    layout: "full",
    family: "domains",
    section: "domains",
    hideFooter: true,
    noindex: true,
  },
  {
    name: "security-update",
    path: "/security-update",
    page: "securityUpdate",
    label: "Security Update",
    heading: "Please reset your password",
    title: `Security Update${SUFFIX}`,
    description: "We upgraded how passwords are stored; reset yours from the email we sent to keep using your account.",
    keywords: ["security update", "password reset"],
    layout: "bare",
    family: "account",
    perVisitor: true,
    noindex: true,
  },
] as const satisfies readonly PageRoute[];

/** The name of a page of the route table. */
export type PageRouteName = (typeof routeList)[number]["name"];

/** Every page of the site, in the order the sitemap and the tests walk them. */
export const pageRoutes: readonly PageRoute<PageRouteName>[] = routeList;

/** Addresses of the site that are not pages: a form's action, answered with a redirect. */
const actionRoutes = [
  { name: "domains-lookup", path: "/domains/lookup" },
  // The cart's form posts: plain HTML forms (post, then 303 back), or JSON for the search island.
  { name: "domains-cart-add", path: "/domains/cart/add" },
  { name: "domains-cart-remove", path: "/domains/cart/remove" },
  // Where a form post that came without any cookie leads: on if the browser kept the one it was given.
  { name: "cookies-check", path: "/cookies-check" },
] as const;

/** The path pattern of a route (":query" and ":id" unfilled), for registering it. */
export function pathOf(name: RouteName): string {
  const path = PATHS.get(name);
  if (path === undefined) throw new Error(`No route named ${name}`);
  return path;
}

/** Every route's path by name, built once: a page renders dozens of links. */
const PATHS: ReadonlyMap<string, string> = new Map([...pageRoutes, ...actionRoutes].map((r) => [r.name, r.path]));

/** Every address of the site that a link, a form or a redirect may name. */
export type RouteName = PageRouteName | (typeof actionRoutes)[number]["name"];

/** Addresses of the old PHP site that links elsewhere still use. */
export const redirectRoutes: readonly RedirectRoute[] = [
  { name: "legacy-subscribe", path: "/global/subscribe.php", to: "/register", keepQuery: true },
  { name: "legacy-help", path: "/help.php", to: external.helpCenter.href, keepQuery: false },
  { name: "legacy-abuse", path: "/abuse.php", to: external.abuse.href, keepQuery: false },
];

/** Where every path of the site answers a second time, for a build under review (docs/product.md §2). */
export const PREVIEW_BASE = "/preview";
/** The preview mount's path, as the server registers the site's plugin under it. */
export const PREVIEW_MOUNT = `${PREVIEW_BASE}/:build_identifier`;
/** A build identifier of the preview prefix: letters, digits, dot, dash, underscore. */
const BUILD_IDENTIFIER = /^[A-Z0-9][\w.-]{0,63}$/i;

/** "" outside a preview, the prefix inside one, null for an identifier we do not accept. */
export function previewPrefix(buildIdentifier: string | undefined): string | null {
  if (buildIdentifier === undefined) return "";
  return BUILD_IDENTIFIER.test(buildIdentifier) ? `${PREVIEW_BASE}/${buildIdentifier}` : null;
}

/**
 * Query parameters that follow a visitor from page to page (docs/product.md §3), and migrate_user: the
 * domain checkout sets it (docs/product.md §2 plugin) and it must survive the hop from the login page to
 * sign-up and into the form post, or the cart would not move to the member.
 */
export const CARRIED_QUERY_PARAMS = ["from", "cart_hash", "template_id", "type", "redirect_to", "brand", "migrate_user"] as const;
export type CarriedParam = (typeof CARRIED_QUERY_PARAMS)[number];

/**
 * Which carried parameters a route keeps (docs/decisions.md, 17): declared in its Fastify config
 * (`carries`), read by one request decorator (server/platform/security/carriedRequest.ts), which checks
 * each value against its shape (server/platform/render/carriedQuery.ts, docs/decisions.md, 19). A route that
 * carries nothing declares nothing. Both shapes are every parameter today, each for its reason.
 */
export const CARRIED_SHAPES = {
  /**
   * A page of the site, and a route that leads to one or shows one (a domain lookup, a cart
   * change, the cookies check): the page's links carry every parameter on (docs/product.md §2, §3).
   */
  page: CARRIED_QUERY_PARAMS,
  /** An account action: its flow sends them to the member API (docs/product.md §7), and its page or redirect carries them on. */
  account: CARRIED_QUERY_PARAMS,
} as const satisfies Record<string, readonly CarriedParam[]>;

export const SITEBLOCKS = "siteblocks";

export function routeByName(name: PageRouteName): PageRoute<PageRouteName> {
  const route = pageRoutes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

type QueryInput = Readonly<Record<string, string | undefined>>;

export interface HrefOptions {
  /** "" or the preview prefix ("/preview/<build_identifier>"); every site link starts with it. */
  prefix?: string;
  /** Values of the route's parameters (`:query`, `:id`). */
  params?: Readonly<Record<string, string | number>>;
  /** Undefined and empty values are left out. */
  query?: QueryInput;
  hash?: string;
}

/**
 * The one builder of a site address (docs/decisions.md, 1): prefix, the named route's path with
 * its parameters filled in, query and hash. Components, islands, form actions and the
 * server's redirects all call it; no site path is written anywhere else.
 */
export function routeHref(name: RouteName, { prefix = "", params = {}, query = {}, hash }: HrefOptions = {}): string {
  const path = pathOf(name).replace(/:([A-Z_]+)/gi, (_match, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${param}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, value);
  const qs = search.toString();
  const full = path === "/" && prefix ? prefix : `${prefix}${path}`;
  return `${full}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`;
}

/**
 * The one address a page is known by (rel=canonical, og:url, the sitemap, breadcrumbs): the
 * public origin and the route's path with its parameters, without the preview prefix and
 * without the query, so `?from=…`, `?brand=siteblocks` and `/preview/…` name the same page.
 */
export function canonicalUrl(siteUrl: string, route: PageRoute, params: Readonly<Record<string, string>> = {}): string | undefined {
  // A page re-rendered as the answer to a form post (a refused cart change) has no address of
  // its own parameters: it is not a page anyone can link to, so it names none.
  const needed = [...route.path.matchAll(/:([A-Z_]+)/gi)].map((m) => m[1]!);
  if (needed.some((name) => params[name] === undefined)) return undefined;
  return `${siteUrl}${routeHref(route.name as PageRouteName, { params })}`;
}

/** The pages search engines may list: /sitemap.xml names exactly these. */
export const indexableRoutes: readonly PageRoute<PageRouteName>[] = pageRoutes.filter((r) => !r.noindex);

/** The concrete path of a route (its example when it has parameters). */
export function concretePath(route: PageRoute): string {
  return route.example ?? route.path;
}
