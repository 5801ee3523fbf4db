/**
 * The contract between the server markup of an island and its browser chunk.
 * The server writes data-island and data-load on the island's root element; the
 * loader (client/loader.ts) reads them and imports the chunk registered under the name.
 */
export const ISLAND_NAMES = ["header-shrink", "mobile-menu", "cookie-banner"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

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
}
