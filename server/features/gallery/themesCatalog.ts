import type { CallerRequest } from "../../platform/upstream/callerRequest.ts";
import * as z from "zod";
import { categorySlug, previewAddress, type ThemeCard } from "../../../content/themes.ts";
import { relativeToSite } from "../../../content/redirectRule.ts";
import type { ThemesResult } from "../../../content/pageShapes.ts";
import { cachedValue, fetchJson, type FetchObserver } from "../../platform/upstream/jsonFetch.ts";

/** docs/product.md §3 theme, as the asset host sends it; extra fields are ignored, broken entries skipped. */
const themeShape = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  createdAt: z.string(),
  item: z.object({ preview_url: z.string().nullish() }).partial().nullish(),
  previewUrl: z.string().nullish(),
  // Optional, and a malformed one is dropped alone: the theme is still shown, in no group.
  category: z.unknown().optional(),
  kind: z.unknown().optional(),
  // The host draws a phone-shaped screenshot at screenshots/{id}-phone.svg (see legacy/assets/screenshotSvg.ts).
  phoneScreenshot: z.unknown().optional(),
});

/** A label the gallery may show and put in an address: short, letters, digits, spaces and name marks. */
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} &'.-]{0,39}$/u;

function label(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 40) return null;
  const value = raw.trim();
  return LABEL.test(value) && categorySlug(value) !== "" ? value : null;
}

export interface ThemesCatalogOptions {
  /** Where the server fetches from (the embedded host's loopback address, or ASSET_URL). */
  fetchBase: string;
  /** Where browsers load screenshots and previews from ("/asset-host" when embedded). */
  publicBase: string;
  publicUrl: string;
  timeoutMs: number;
  /** Told how each fetch of themes.json ended, for the metrics. */
  observe?: FetchObserver;
  ttlMs?: number;
}

/** The theme gallery's data: fetched with a short timeout, kept for a TTL, failures logged. */
export function createThemesCatalog(options: ThemesCatalogOptions) {
  const fallback = `${options.publicBase}/sample`;
  const load = cachedValue(
    async (caller) => {
      const raw = await fetchJson(`${options.fetchBase}/themes.json`, options.timeoutMs, caller, options.observe);
      if (!Array.isArray(raw)) throw new Error("themes.json is not a list");
      const themes: ThemeCard[] = [];
      for (const entry of raw) {
        const parsed = themeShape.safeParse(entry);
        if (!parsed.success) continue;
        const theme = parsed.data;
        const preview = previewAddress(theme.item?.preview_url ?? theme.previewUrl, fallback);
        themes.push({
          id: theme.id,
          name: theme.name,
          createdAt: theme.createdAt,
          screenshotUrl: `${options.publicBase}/screenshots/${theme.id}.svg`,
          phoneScreenshotUrl: theme.phoneScreenshot === true ? `${options.publicBase}/screenshots/${theme.id}-phone.svg` : null,
          previewUrl: preview.startsWith("/") ? preview : relativeToSite(preview, options.publicUrl, fallback),
          category: label(theme.category),
          kind: label(theme.kind),
        });
      }
      return themes;
    },
    options.ttlMs ?? 5 * 60_000,
  );

  return {
    async themes(caller: CallerRequest): Promise<ThemesResult> {
      try {
        const { data, version } = await load(caller, "theme list refresh failed; serving the last good one");
        return { ok: true, themes: data, version };
      } catch (error) {
        caller.log.error({ err: error }, "theme list unavailable");
        return { ok: false };
      }
    },
    sampleSite: fallback,
  };
}

export type ThemesCatalog = ReturnType<typeof createThemesCatalog>;
