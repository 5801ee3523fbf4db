import { createContext, useContext } from "react";
import type { CarriedParam, PageRoute } from "../content/routes.ts";
import type { FormState } from "./forms/formState.ts";
import type { AccountSettings } from "./islands/islandTypes.ts";
import type { DomainSaleItem } from "../content/domains.ts";
import type { PreviewViewport, ThemeCard } from "../content/themes.ts";

/** Theme list as a page receives it (mirrors the server's ThemesResult). */
export type ThemesResult = { ok: true; themes: ThemeCard[]; version: number } | { ok: false };

/** One extension's availability (mirrors the domain API's answer). */
export interface DomainResult {
  domain: string;
  tld: string;
  available: boolean;
  price: number;
  price_discounted: number;
}

/** Hashed public URLs of the built client files. */
export interface AssetManifest {
  loader: string;
  styles: string;
  /** Fonts every page needs at once, preloaded from the head. */
  fonts: readonly string[];
  /** public/ file path (e.g. "images/logo.svg") to its hashed URL. */
  files: Readonly<Record<string, string>>;
}

export type CarriedQuery = Partial<Record<CarriedParam, string>>;

/** What a domain results page shows. */
export interface DomainPageData {
  /** What was asked, as typed (decoded from the path). */
  query: string;
  /** The normalized name, when the query was usable. */
  name?: string;
  error?: string;
  /** null: the domain API could not be reached. */
  results?: DomainResult[] | null;
  cartHash: string;
}

/** Catalog data a page shows, fetched before it renders. */
export interface PageData {
  themes?: ThemesResult;
  theme?: ThemeCard;
  viewport?: PreviewViewport;
  saleExtensions?: readonly DomainSaleItem[];
  domain?: DomainPageData;
  cartHash?: string;
}

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
  /** The account form of this request (token, values, errors); null on every other page. */
  form: FormState | null;
  /** Captcha and members-area settings for the account forms and dialogs. */
  accounts: AccountSettings;
  /** The provider's order host for our publisher (hosting plans, domain promotions). */
  providerUrl: string;
  /** The address the security-upgrade email went to, on the security-update page. */
  securityEmail: string | null;
  /** A domain search that could not be looked up: what was typed and why. */
  domainSearch: { value: string; error: string } | null;
  data: PageData;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside of a PageContext provider");
  return value;
}
