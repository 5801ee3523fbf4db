import { PREVIEW_BASE, pageRoutes, previewPrefix } from "../../../content/routes.ts";

/** The label of a path that is no page of the route table (a 404 page, a path with a query). */
const OTHER_PAGE = "other";
/** The label of every page under the preview mount: a build under review is no visitor's site. */
const PREVIEW_PAGE = "preview";

/** The longest path read: longer is no page of ours (a results page's name is at most 253 characters). */
const MAX_PATH = 600;

/** Each page's pattern with its segments; a `:name` segment takes any one non-empty segment. */
const PATTERNS = pageRoutes.map((route) => ({ pattern: route.path, segments: route.path.split("/").slice(1) }));

function patternOf(path: string): string | null {
  const segments = path.split("/").slice(1);
  const found = PATTERNS.find(
    ({ segments: expected }) =>
      expected.length === segments.length && expected.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
  return found?.pattern ?? null;
}

/**
 * The route table's pattern of a page's path (`/domains/search/results/:query` for a results
 * page), as a bounded label (docs/decisions.md, 15): a page under the preview mount is
 * "preview", whatever it is (its visits are reviewers', and would blur the live pages'
 * percentiles); anything that is not exactly a page's path, a query or hash included, "other".
 * Matched as Fastify matches: case and trailing slash count.
 */
export function pagePatternOf(path: string): string {
  if (path.length > MAX_PATH || !path.startsWith("/") || /[?#\\]/.test(path)) return OTHER_PAGE;
  if (path.startsWith(`${PREVIEW_BASE}/`)) {
    const [, , identifier, ...rest] = path.split("/");
    if (previewPrefix(identifier) === null) return OTHER_PAGE;
    return patternOf(`/${rest.join("/")}`) === null ? OTHER_PAGE : PREVIEW_PAGE;
  }
  return patternOf(path) ?? OTHER_PAGE;
}
