import { SITEBLOCKS, previewPrefix, type PageRoute } from "../../content/routes.ts";
import type { AccountSettings } from "../../content/pageShapes.ts";
import type { PageContextValue } from "../../views/pageContext.ts";
import type { AssetManifest } from "../../content/pageShapes.ts";
import type { RedirectPolicy } from "../../content/redirectRule.ts";
import { carriedQuery } from "./carriedQuery.ts";

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

export interface PageContextInput {
  route: PageRoute | null;
  prefix: string;
  params?: Readonly<Record<string, string>>;
  query: unknown;
  assets: AssetManifest;
  cookieBannerDelayMs: number;
  providerUrl: string;
  /** PUBLIC_URL: the origin of canonical and sharing addresses. */
  siteUrl: string;
  accounts: AccountSettings;
  now?: Date;
  /** What the route's loader produced (PageDataByKey of its page key). */
  data?: unknown;
  /** The redirect rule's policy; made from siteUrl and accounts.redirectHosts when absent. */
  redirects?: RedirectPolicy;
}

/** The policy of the one redirect rule for a site: its origin and the other allowed hosts. */
export function redirectPolicyOf(siteUrl: string, accounts: Pick<AccountSettings, "redirectHosts">): RedirectPolicy {
  return { siteOrigin: new URL(siteUrl).origin, allowedHosts: accounts.redirectHosts };
}

export function pageContext(input: PageContextInput): PageContextValue {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const carried = carriedQuery(query, input.redirects ?? redirectPolicyOf(input.siteUrl, input.accounts));
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
 * request (the brand follows from the route and the carried query).
 */
export function pageCacheKey(route: PageRoute, prefix: string, params: Readonly<Record<string, string>>, query: unknown, redirects: RedirectPolicy): string {
  const q = (query ?? {}) as Record<string, unknown>;
  return JSON.stringify([prefix, route.name, params, carriedQuery(q, redirects), isNowrap(q), new Date().getUTCFullYear()]);
}
