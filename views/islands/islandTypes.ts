/**
 * The contract between the server markup of an island and its browser chunk.
 * The server writes data-island and data-load on the island's root element; the
 * loader (client/loader.ts) reads them and imports the chunk registered under the name.
 */
import type { AccountFormKind, AccountSettings, CartPanelState, DomainPluginConfig, DomainSearchState, LinkScope } from "../../content/pageShapes.ts";
import type { FormState } from "../../content/pageShapes.ts";

export type IslandName =
  "header-shrink" | "mobile-menu" | "cookie-banner" | "account-form" | "account-dialogs" | "domain-search" | "theme-gallery" | "cart-badge" | "member-links";

/**
 * When the loader imports an island's chunk:
 * load: at once; idle: when the main thread is idle; visible: when the root scrolls into
 * view; interaction: at the first pointer, key or focus event inside the root.
 */
export type LoadStrategy = "load" | "idle" | "visible" | "interaction";

export interface IslandPropsByName {
  "header-shrink": Record<string, never>;
  "mobile-menu": Record<string, never>;
  "cookie-banner": { delayMs: number; storageKey: string };
  /** idPrefix and pairedForm: the checkout page's two forms (views/forms/LoginForm.tsx AccountFormProps). */
  "account-form": {
    kind: AccountFormKind;
    form: FormState;
    scope: LinkScope;
    settings: AccountSettings;
    captchaRequired: boolean;
    idPrefix?: string;
    pairedForm?: string;
  };
  "account-dialogs": {
    scope: LinkScope;
    settings: AccountSettings;
    /** docs/product.md §4: a dialog login on the home and service pages goes to the dashboard. */
    dashboardOnLogin: boolean;
  };
  /** cartPage: the island is the cart page's, which shows the cart even when it is empty. */
  "domain-search": { state: DomainSearchState; cart: CartPanelState; plugin: DomainPluginConfig; scope: LinkScope; cartPage?: boolean };
  "cart-badge": Record<string, never>;
  "member-links": Record<string, never>;
  /** settings: for the sign-up dialog "Use theme" opens. */
  "theme-gallery": { scope: LinkScope; failed: boolean; settings: AccountSettings };
}
