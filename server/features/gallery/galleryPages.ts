import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { galleryFilter, isPreviewViewport } from "../../../content/themes.ts";
import type { ThemesCatalog } from "./themesCatalog.ts";
import type { PageLoaders } from "../../platform/render/pageLoaders.ts";

/**
 * The gallery's data: its themes on the builder's page and the gallery, one theme in a preview.
 * A page shown while the asset host cannot be read still answers, and is never cached.
 */
export function createGalleryPages(themesCatalog: ThemesCatalog) {
  /** The gallery's themes; a page shown while the asset host cannot be read is not kept. */
  const themesData = async (req: FastifyRequest) => {
    const themes = await themesCatalog.themes(req);
    return themes.ok ? { data: { themes }, cacheVersion: `themes:${themes.version}` } : { data: { themes }, uncacheable: true };
  };

  return {
    // The builder's page shows sample sites of the gallery.
    sitebuilder: themesData,
    // The gallery, searched and filtered by its GET form: the filter is normalized against the
    // catalog (content/themes.ts galleryFilter), so the page cache keeps one page per search
    // and known category, the same for everyone (its route's cache policy, "shared").
    templates: async (req: FastifyRequest) => {
      const themes = await themesCatalog.themes(req);
      const filter = galleryFilter(req.query, themes.ok ? themes.themes : []);
      return themes.ok
        ? { data: { themes, filter }, cacheVersion: `themes:${themes.version}:${JSON.stringify([filter.q, filter.category])}` }
        : { data: { themes, filter }, uncacheable: true };
    },
    templatePreview: async (req: FastifyRequest) => {
      const themes = await themesCatalog.themes(req);
      const viewport = previewQuery.parse(req.query).viewport;
      if (!themes.ok) return { data: { theme: null, viewport }, uncacheable: true, status: 503 };
      const id = previewParams.safeParse(req.params);
      const theme = id.success ? themes.themes.find((t) => t.id === id.data.id) : undefined;
      if (!theme) return { notFound: true as const };
      return { data: { theme, viewport }, cacheVersion: `themes:${themes.version}:${viewport ?? "fit"}` };
    },
  } satisfies Pick<PageLoaders, "sitebuilder" | "templates" | "templatePreview">;
}

/** The route's parameters and query, read with schemas instead of casts. */
const previewParams = z.object({ id: z.coerce.number().int().positive() });
const previewQuery = z
  .object({ viewport: z.unknown().optional() })
  // No (or no known) size asked for: null, the preview that fits the screen it is on.
  .transform(({ viewport }) => ({ viewport: isPreviewViewport(viewport) ? viewport : null }));
