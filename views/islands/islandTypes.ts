/**
 * The contract between the server markup of an island and its browser chunk.
 * The server writes data-island and data-load on the island's root element; the
 * loader (client/loader.ts) reads them and imports the chunk registered under the name.
 */
import type { DomainPluginConfig, DomainSearchState } from "../blocks/DomainSearchPanel.tsx";
import type { FormState } from "../forms/formState.ts";
import type { LinkScope } from "../linkScope.ts";

export const ISLAND_NAMES = ["header-shrink", "mobile-menu", "cookie-banner", "account-form", "account-dialogs", "domain-search", "theme-gallery"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * When the loader imports an island's chunk:
 * load: at once; idle: when the main thread is idle; visible: when the root scrolls into
 * view; interaction: at the first pointer, key or focus event inside the root.
 */
export type LoadStrategy = "load" | "idle" | "visible" | "interaction";

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

export interface IslandPropsByName {
  "header-shrink": Record<string, never>;
  "mobile-menu": Record<string, never>;
  "cookie-banner": { delayMs: number; storageKey: string };
  "account-form": { kind: AccountFormKind; form: FormState; scope: LinkScope; settings: AccountSettings; captchaRequired: boolean };
  "account-dialogs": {
    scope: LinkScope;
    settings: AccountSettings;
    /** SPEC §4: a dialog login on the home and service pages goes to the dashboard. */
    dashboardOnLogin: boolean;
  };
  "domain-search": { state: DomainSearchState; plugin: DomainPluginConfig; scope: LinkScope };
  "theme-gallery": { scope: LinkScope; failed: boolean };
}
