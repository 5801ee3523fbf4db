import { createContext, useContext } from "react";
import type { AccountSettings, AssetManifest, CarriedQuery, PageData } from "../content/pageShapes.ts";
import type { PageRoute } from "../content/routes.ts";
import type { FormState } from "./forms/formState.ts";

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
