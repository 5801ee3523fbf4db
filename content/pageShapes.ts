/**
 * Shapes that cross the line between the server and the browser: what the server fetches and
 * renders, and what islands receive as props. Here, in content/, so that views/, client/ and
 * server/ all import them from one place that imports none of them (no import circles).
 */
import type { PricedCart } from "./cartPricing.ts";
import type { DomainSaleItem } from "./domainSale.ts";
import type { CarriedParam, RouteName } from "./routes.ts";
import type { GalleryFilter, PreviewViewport, ThemeCard } from "./themes.ts";

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
  /** Each page route's share card (1200×630 PNG, made at build time) by route name. */
  shareCards: Readonly<Record<string, string>>;
  /** The site's icon as PNGs, for the web manifest, apple-touch-icon and the Organization logo. */
  appIcons: ReadonlyArray<{ size: number; url: string }>;
  /** When the bundle was built (ISO 8601): the sitemap's lastmod. */
  builtAt: string;
}

/** What a domain results page shows. */
interface DomainPageData {
  /** What was asked, as typed (decoded from the path). */
  query: string;
  /** The normalized name, when the query was usable. */
  name?: string;
  /** The extension typed with the name (".com"), shown first. */
  extension?: string;
  /** What the visitor typed, when characters had to go to make the name (content/domainName.ts). */
  typed?: string;
  error?: string;
  /** null: the domain API could not be reached. */
  results?: DomainResult[] | null;
  /** Free names of our own making, when the exact match is taken (content/domainSuggestions.ts). */
  suggestions?: DomainResult[];
}

/** The visitor's domain cart as pages and islands show it. */
export interface CartView {
  /** null until the first domain is added: a cart is only made when there is something to keep. */
  cartHash: string | null;
  /** The domains in the cart, in the order they were added. */
  domains: readonly string[];
  pricing: PricedCart;
}

/** Why a cart change was refused, in the visitor's words, and the status it is answered with. */
export interface CartRefusal {
  status: number;
  text: string;
}

/** What a cart panel shows: the cart, and what became of the last change, if anything. */
export interface CartPanelState {
  /** null: the cart could not be read (the domain API is down); the results still show. */
  cart: CartView | null;
  notice?: { tone: "error" | "success"; text: string };
  /** The CSRF token of the add and remove forms. */
  csrfToken: string;
}

/** docs/product.md §2 domain-search plugin settings: API base, checkout (the login page), migrate_user; the cart hash is the cart's. */
export interface DomainPluginConfig {
  apiBase: string;
  /** The page checkout goes to: the login page (docs/product.md §2). */
  checkout: RouteName;
  /** Where a visitor without an account goes instead. */
  signup: RouteName;
  migrateUser: boolean;
}

export const DOMAIN_PLUGIN_DEFAULTS: DomainPluginConfig = { apiBase: "/api/domains", checkout: "login", signup: "register", migrateUser: true };

/** Where the search island asks (docs/product.md §2 plugin base /api/domains): a results page's data, as JSON. */
export const DOMAIN_SEARCH_PATH = `${DOMAIN_PLUGIN_DEFAULTS.apiBase}/search`;

export interface DomainSearchState {
  /** What is in the search box. */
  value: string;
  name?: string;
  extension?: string;
  /** What the visitor typed, when characters had to go to make `name` ("my bakery!!"). */
  typed?: string;
  results?: readonly DomainResult[] | null;
  /** Free names of our own making, when the exact match is taken. */
  suggestions?: readonly DomainResult[];
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
  alert?: { tone: "error" | "success"; text: string; /** Already sanitized markup (docs/product.md §8 serverMessage). */ html?: string };
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
  /** filter: the search and category the gallery shows (content/themes.ts galleryFilter). */
  templates: { themes: ThemesResult; filter: GalleryFilter };
  /** theme is null when the gallery could not be read. */
  /** viewport null: none asked for, the preview fits the screen (the phone view on a phone, else the desktop one). */
  templatePreview: { theme: ThemeCard | null; viewport: PreviewViewport | null };
  /** search: a lookup that could not be made, with what was typed and why. */
  domainSearch: { search: { value: string; error: string } | null; cart: CartPanelState };
  domainSearchResults: { domain: DomainPageData; cart: CartPanelState };
  domainCart: { cart: CartPanelState };
  /**
   * checkoutCart: the cart the checkout link names (the cart_hash of the address), when it holds
   * a domain; the page is then the checkout: sign-up first, login second, the cart beside.
   */
  login: { form: FormState; checkoutCart: CartView | null };
  /** chosenTheme: the carried template_id's theme, when the catalog has it (sign-up from "Use theme"). */
  register: { form: FormState; checkoutCart: CartView | null; chosenTheme?: ThemeCard | null };
  lostpassword: { form: FormState };
  /** The address the security-upgrade email went to, when the notice cookie holds it. */
  securityUpdate: { emailAddress: string | null };
  about: NoData;
  sitemap: NoData;
  /** saleExtensions: on a service page whose hero is the domain search (/domains). */
  service: { saleExtensions?: readonly DomainSaleItem[] };
  /** The template gallery's themes, for the sample sites it shows (/sitebuilder, /siteblocks). */
  sitebuilder: { themes: ThemesResult };
  terms: NoData;
  privacyPolicy: NoData;
}

/**
 * The readable cookie holding how many domains the visitor's cart has: the header's badge
 * island reads it, so pages need not differ per visitor to show the count.
 */
export const CART_COUNT_COOKIE = "bw_cart_count";

/** Dispatched on window after the cart changed in place, so the header's badge reads the count again. */
export const CART_CHANGED_EVENT = "braveweb:cart-changed";

/** What the cart's form posts answer when asked for JSON (the search island asks). */
export type CartChangeAnswer = { cart: CartView } | { error: string; message: string };
