import { createHash } from "node:crypto";
import { API_ROOT } from "../../../content/accountContract.ts";
import { PREVIEW_BASE, pageRoutes, pathOf, type CarriedParam, type PageRouteName, type RouteName } from "../../../content/routes.ts";
import { ASSET_HOST_PREFIX } from "../config/paths.ts";
import { CLIENT_ASSETS_PREFIX } from "../config/paths.ts";

/**
 * Where the site's speculation rules are served, and what every page's `Speculation-Rules`
 * header names (a quoted URL, as the header's structured-field syntax asks). One address for
 * both mounts: the rules themselves name the preview mount's paths (docs/architecture.md,
 * "Speculation rules").
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** The header's value: a structured-field string, the rule set's address in quotes. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/**
 * The URLPattern group standing for a preview's build identifier (docs/decisions.md, 1): one path
 * segment, as the preview mount's `:build_identifier` is.
 */
const PREVIEW_PATTERN = `${PREVIEW_BASE}/:build`;

/**
 * Pages that are never fetched before the visitor asks (by route name):
 * - the domain cart shows the visitor's own cart (and its checkout button leads on to the
 *   login page with the cart), so a guess at it is worth nothing to anyone else;
 * - a results page costs lookups at the domain API, spends the visitor's domain API budget
 *   (RATE_LIMIT_DOMAIN_API_CALLS) and is the funnel's `results_shown` step
 *   (server/platform/operations/funnel.ts): only a visitor who opens it may count.
 */
const NEVER_SPECULATED_PAGES = ["domains-cart", "domains-search-results"] as const satisfies readonly PageRouteName[];

/** The cart's form posts: forms are not links, but nothing under the cart is ever fetched ahead. */
const CART_ACTIONS = ["domains-cart-add", "domains-cart-remove"] as const satisfies readonly RouteName[];

/** A link carrying one of these is a step of the checkout (docs/product.md §2, docs/decisions.md, 16): never fetched ahead. */
const CHECKOUT_PARAMS = ["cart_hash", "migrate_user"] as const satisfies readonly CarriedParam[];

/**
 * Links that are no navigation of this tab whatever their address: a link the page marks
 * nofollow, one that opens another window (a prefetch serves only this one), a download, and
 * the header's Account Login and Register, which the account-dialogs island opens as dialogs
 * (`data-dialog`, views/layout/SiteHeader.tsx): their pages' other links are still prefetched.
 */
const NEVER_SELECTORS = ["[rel~=nofollow i]", "[target=_blank i]", "[download]", "[data-dialog]"];

/** What a route path may hold to be its own URLPattern: plain segments and `:name` groups, nothing the pattern syntax reads. */
const PLAIN_PATH = /^\/(?:(?::[a-z_]+|[\w.-]+)(?:\/(?::[a-z_]+|[\w.-]+))*)?$/i;

/** A route path as a URLPattern pathname; Fastify's `:param` is URLPattern's one-segment group. */
function asPattern(path: string): string {
  if (!PLAIN_PATH.test(path)) throw new Error(`Route path ${path} needs escaping to be a URLPattern`);
  return path;
}

/** A path at both mounts: the root, and a preview of any build (whose home page is the prefix alone). */
function atBothMounts(path: string): string[] {
  const pattern = asPattern(path);
  return [pattern, pattern === "/" ? PREVIEW_PATTERN : `${PREVIEW_PATTERN}${pattern}`];
}

/** A path and everything under it, at both mounts. */
const underBothMounts = (path: string) => atBothMounts(path).map((p) => `${p}{/*}?`);

/** A path and everything under it, at the root only (what the preview mount does not answer). */
const under = (path: string) => {
  const base = path.replace(/\/$/, "");
  return base === "" ? "/*" : `${asPattern(base)}{/*}?`;
};

export interface SpeculationSettings {
  /** PUBLIC_URL: the site's origin. */
  publicUrl: string;
  /** MEMBERS_URL: the members area, excluded when it is on this origin. */
  membersUrl: string;
}

/**
 * The site's speculation rules (https://wicg.github.io/nav-speculation/speculation-rules.html),
 * as the browser reads them: links to the site's pages are prefetched when the visitor shows
 * intent, the way a framework's link prefetch would make a navigation feel instant.
 *
 * - **Prefetch, not prerender.** A prefetch fetches the document only: no script of the page
 *   runs before the visitor goes there, so the islands, the cookie banner's delay and anything
 *   that measures a visit (the web-vitals beacon) start when the page is shown, once. The styles,
 *   fonts and scripts are immutable files most visitors already hold, so the document is what a
 *   navigation waits for, and what the prefetch takes away.
 * - **`moderate` eagerness.** On a desktop, a hover of 200 ms or a pointer press; on mobile
 *   Chrome, the links the visitor stops scrolling near. About as many requests as clicks, which
 *   the shared pages answer from the caches; `eager` would fetch what the visitor only passed.
 * - **Which links**: the shared pages of the route table, at both mounts (a positive list: actions,
 *   legacy redirects, the JSON API, files and other hosts are not pages and so never match), less
 *   the never-list below, which names what must stay out whatever the positive list becomes.
 *
 * Patterns are URLPattern strings relative to this file's address, which is on the site's
 * origin: a pattern never matches another origin, so the provider's other hosts and social
 * links are left out by construction.
 */
function speculationRuleSet({ publicUrl, membersUrl }: SpeculationSettings) {
  const never = new Set<string>(NEVER_SPECULATED_PAGES);
  // A page made for one visitor (perVisitor) is no cache's to answer, and nobody links to one.
  const pages = pageRoutes.filter((route) => !never.has(route.name) && !route.perVisitor).flatMap((route) => atBothMounts(route.path));
  const members = new URL(membersUrl);
  const excluded = [
    ...[...NEVER_SPECULATED_PAGES, ...CART_ACTIONS].flatMap((name) => underBothMounts(pathOf(name))),
    // The search component of a pattern, after an escaped `?`: any query naming the parameter.
    ...CHECKOUT_PARAMS.map((param) => `/*\\?*${param}=*`),
    // The members area on this origin (server/features/members/membersProxy.ts): its logout among its pages.
    ...(members.origin === new URL(publicUrl).origin ? [under(members.pathname)] : []),
    under(API_ROOT),
    under(CLIENT_ASSETS_PREFIX),
    under(ASSET_HOST_PREFIX),
  ];
  return {
    prefetch: [
      {
        source: "document",
        where: {
          and: [{ href_matches: pages }, { not: { href_matches: excluded } }, { not: { selector_matches: NEVER_SELECTORS } }],
        },
        eagerness: "moderate",
      },
    ],
  };
}

/** The rule set as it is served: its bytes, made once, and their validator. */
export function servedRuleSet(settings: SpeculationSettings): { body: Buffer; etag: string } {
  const body = Buffer.from(JSON.stringify(speculationRuleSet(settings)), "utf8");
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}
