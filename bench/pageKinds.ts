/**
 * The kinds of page `npm run bench` measures (bench/throughput.ts), each by one address, and
 * what the plain renderer (bench/plainRenderServer.ts) needs to render the same markup: the
 * route and the data the site's loader gives that page for a visitor without a cart, read once
 * from the site itself (its JSON endpoints and its asset host proxy) before the runs.
 */
import type { PageRouteName } from "../content/routes.ts";

export interface PageKind {
  kind: string;
  /** The page everyone gets (a hit), and the base of its never-seen variants (a miss: `?template_id=<new>`). */
  path: string;
  route: PageRouteName;
  /** The route's parameters in `path`. */
  params?: Record<string, string>;
}

/** The theme every preview measurement opens (the embedded asset host's first). */
export const PREVIEW_THEME_ID = "101";

export const PAGE_KINDS: readonly PageKind[] = [
  { kind: "home", path: "/", route: "home" },
  { kind: "service page", path: "/webhosting", route: "webhosting" },
  { kind: "account page", path: "/login", route: "login" },
  { kind: "domain results", path: "/domains/search/results/mybakery", route: "domains-search-results", params: { query: "mybakery" } },
  { kind: "gallery", path: "/sitebuilder/templates", route: "templates" },
  { kind: "theme preview", path: `/sitebuilder/templates/preview/${PREVIEW_THEME_ID}`, route: "template-preview", params: { id: PREVIEW_THEME_ID } },
];

/** A never-seen variant of a page: a carried template_id of a valid shape, which its links carry on. */
export const missPath = (kind: PageKind, n: number) => `${kind.path}?template_id=${n}`;
