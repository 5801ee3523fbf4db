/**
 * Shapes that cross the line between the server and the browser: what the server fetches and
 * renders, and what islands receive as props. Here, in content/, so that views/, client/ and
 * server/ all import them from one place that imports none of them (no import circles).
 */
import type { DomainSaleItem } from "./domains.ts";
import type { CarriedParam, RouteName } from "./routes.ts";
import type { PreviewViewport, ThemeCard } from "./themes.ts";

export type CarriedQuery = Partial<Record<CarriedParam, string>>;

/** What every link needs: the preview prefix and the carried query. */
export interface LinkScope {
  prefix: string;
  carried: CarriedQuery;
}

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

/** What a domain results page shows. */
interface DomainPageData {
  /** What was asked, as typed (decoded from the path). */
  query: string;
  /** The normalized name, when the query was usable. */
  name?: string;
  error?: string;
  /** null: the domain API could not be reached. */
  results?: DomainResult[] | null;
  cartHash: string;
}

/** SPEC §2 domain-search plugin settings: API base, checkout (the login page), cart hash, migrate_user. */
export interface DomainPluginConfig {
  apiBase: string;
  /** The page checkout goes to: the login page (SPEC §2). */
  checkout: RouteName;
  cartHash: string;
  migrateUser: boolean;
}

export const DOMAIN_PLUGIN_DEFAULTS = { apiBase: "/api/domains", checkout: "login", migrateUser: true } as const;

export interface DomainSearchState {
  /** What is in the search box. */
  value: string;
  name?: string;
  results?: readonly DomainResult[] | null;
  error?: string;
  busy?: boolean;
}

export type AccountFormKind = "login" | "register" | "lostpassword";

/** How the browser reaches the bot check and the members area. */
export interface AccountSettings {
  /** Turnstile site key, or null when no captcha is configured. */
  captchaSiteKey: string | null;
  /** The members area (root-relative when it is on this site). */
  membersUrl: string;
  /** ALLOWED_REDIRECT_HOSTS: where a script may send the visitor besides this site (the redirect rule). */
  redirectHosts: string[];
}

/** The first message for each invalid field, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** An account form as the server renders it: fresh, or after a failed post. */
export interface FormState {
  csrfToken: string;
  /** What the visitor typed, to fill the fields again (never a password). */
  values: Readonly<Record<string, string>>;
  fieldErrors: FieldErrors;
  alert?: { tone: "error" | "success"; text: string; /** Already sanitized markup (SPEC §8 serverMessage). */ html?: string };
  /** A field's live state beyond its error: its availability is being checked. */
  fieldStatus?: Partial<Record<string, "pending">>;
  captchaRequired?: boolean;
}

type NoData = Record<string, never>;

/**
 * What each page of the route table loads before it renders, by its page key: the server's
 * loader for a page must produce exactly this, and the page's view receives exactly this.
 */
export interface PageDataByKey {
  home: { saleExtensions: readonly DomainSaleItem[] };
  templates: { themes: ThemesResult };
  /** theme is null when the gallery could not be read. */
  templatePreview: { theme: ThemeCard | null; viewport: PreviewViewport };
  /** search: a lookup that could not be made, with what was typed and why. */
  domainSearch: { cartHash: string; search: { value: string; error: string } | null };
  domainSearchResults: { domain: DomainPageData };
  login: { form: FormState };
  register: { form: FormState };
  lostpassword: { form: FormState };
  /** The address the security-upgrade email went to, when the notice cookie holds it. */
  securityUpdate: { emailAddress: string | null };
  about: NoData;
  sitemap: NoData;
  service: NoData;
  sitebuilder: NoData;
  terms: NoData;
  privacyPolicy: NoData;
}
