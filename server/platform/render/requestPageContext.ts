import { SITEBLOCKS, previewPrefix, type PageRoute } from "../../../content/routes.ts";
import type { AccountSettings } from "../../../content/pageShapes.ts";
import type { PageContextValue } from "../../../views/pageContext.ts";
import type { AssetManifest, CarriedQuery } from "../../../content/pageShapes.ts";

/** The preview prefix of a request to a route of the site's plugin: "" at the root mount. */
export function mountPrefix(req: { params: unknown }): string {
  return previewPrefix((req.params as { build_identifier?: string } | undefined)?.build_identifier) ?? "";
}

/** The preview prefix of a raw URL, for pages (404, errors) that matched no route. */
export function previewPrefixOfUrl(url: string): string {
  const match = /^\/preview\/([^/?#]+)/.exec(url);
  return (match && previewPrefix(decodeURIComponentSafe(match[1] ?? ""))) || "";
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isNowrap(query: Record<string, unknown>): boolean {
  if (!("nowrap" in query)) return false;
  const value: unknown = Array.isArray(query.nowrap) ? (query.nowrap as unknown[])[0] : query.nowrap;
  return value !== "0" && value !== "false";
}

/** Where a page of the route table is: its route, the mount's prefix and the route's parameters. */
export interface PagePlace {
  route: PageRoute;
  prefix: string;
  params: Readonly<Record<string, string>>;
}

/**
 * What a page reads of its request: the query (nowrap) and the carried parameters its route
 * declares (req.carried, server/platform/security/carriedRequest.ts), never its own reading of the URL.
 */
export interface PageVisit {
  query: unknown;
  carried: CarriedQuery;
}

export interface PageContextInput {
  route: PageRoute | null;
  prefix: string;
  params?: Readonly<Record<string, string>>;
  query: unknown;
  /**
   * The request's carried parameters, as its route declares them (req.carried,
   * server/platform/security/carriedRequest.ts); none when absent.
   */
  carried?: CarriedQuery;
  assets: AssetManifest;
  cookieBannerDelayMs: number;
  providerUrl: string;
  /** PUBLIC_URL: the origin of canonical and sharing addresses. */
  siteUrl: string;
  accounts: AccountSettings;
  now?: Date;
  /** What the route's loader produced (PageDataByKey of its page key). */
  data?: unknown;
}

export function pageContext(input: PageContextInput): PageContextValue {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const carried = input.carried ?? {};
  const siteblocks = Boolean(input.route?.brandable) && (carried.brand === SITEBLOCKS || carried.from === SITEBLOCKS);
  return {
    prefix: input.prefix,
    route: input.route,
    params: input.params ?? {},
    carried,
    siteblocks,
    nowrap: isNowrap(query),
    assets: input.assets,
    year: (input.now ?? new Date()).getUTCFullYear(),
    cookieBannerDelayMs: input.cookieBannerDelayMs,
    providerUrl: input.providerUrl,
    siteUrl: input.siteUrl,
    accounts: input.accounts,
    data: input.data ?? {},
  };
}

/**
 * Everything a cacheable page varies on, read from the request alone; two requests with one
 * key get the same bytes. It covers each input of pageContext that is not the same for every
 * request (the brand follows from the route and the carried query). `carried` is the one the
 * page renders with (req.carried): values checked against their shapes, so the keys stay
 * bounded (docs/decisions.md, 19).
 */
export function pageCacheKey(place: PagePlace, visit: PageVisit): string {
  const q = (visit.query ?? {}) as Record<string, unknown>;
  return JSON.stringify([place.prefix, place.route.name, place.params, visit.carried, isNowrap(q), new Date().getUTCFullYear()]);
}
