import { createContext, useContext } from "react";
import type { AccountSettings, AssetManifest, CarriedQuery, PageDataByKey } from "../content/pageShapes.ts";
import type { PageKey, PageRoute } from "../content/routes.ts";

/** Everything a page render depends on; also the page-cache key's ingredients. */
export interface PageContextValue {
  /** "" or "/preview/<build_identifier>"; every site link starts with it. */
  prefix: string;
  /** The matched route; null on the 404 and 500 pages. */
  route: PageRoute | null;
  params: Readonly<Record<string, string>>;
  carried: CarriedQuery;
  siteblocks: boolean;
  nowrap: boolean;
  assets: AssetManifest;
  year: number;
  cookieBannerDelayMs: number;
  /** Captcha and members-area settings for the account forms and dialogs. */
  accounts: AccountSettings;
  /** The provider's order host for our publisher (hosting plans, domain promotions). */
  providerUrl: string;
  /** PUBLIC_URL, without a trailing slash: canonical, Open Graph and structured-data addresses start with it. */
  siteUrl: string;
  /** What the route's loader produced: PageDataByKey of its page key; read it with usePageData. */
  data: unknown;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside of a PageContext provider");
  return value;
}

/**
 * The data the server loaded for this page (docs/decisions.md, 21: per-route data): exactly what the page key
 * declares in PageDataByKey. Asking for another page's data is a programming error.
 */
export function usePageData<K extends PageKey>(page: K): PageDataByKey[K] {
  const { route, data } = usePage();
  if (route?.page !== page) throw new Error(`usePageData("${page}") on the page "${route?.page ?? "none"}"`);
  return data as PageDataByKey[K];
}
