import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../platform/config/config.ts";
import { ASSET_HOST_PREFIX } from "../../platform/config/paths.ts";
import { registerAssetHostProxy } from "./assetHostProxy.ts";
import { createGalleryPages } from "./galleryPages.ts";
import type { PageLoaders } from "../../platform/render/pageLoaders.ts";
import type { Services } from "../../services.ts";
import { createThemesCatalog } from "./themesCatalog.ts";

/**
 * The template gallery: its themes (from the asset host) on the builder's page, the gallery
 * and the previews, and, without ASSET_URL, the stand-in asset host proxied at /asset-host, so
 * browsers reach screenshots and previews on this origin (and inside a container, too), in a
 * sandbox. Returns the pages' loaders and the plugin.
 */
export function galleryFeature(config: Config, { api, metrics }: Pick<Services, "api" | "metrics">) {
  const themes = createThemesCatalog({
    fetchBase: config.assetUrl ?? `${api.standInUrl}${ASSET_HOST_PREFIX}`,
    publicBase: config.assetUrl ?? ASSET_HOST_PREFIX,
    publicUrl: config.publicUrl,
    timeoutMs: config.catalogTimeoutMs,
    observe: (outcome, seconds) => metrics.catalogCall("themes", outcome, seconds),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    if (!config.assetUrl) registerAssetHostProxy(app, { upstream: api.standInUrl, timeoutMs: config.catalogTimeoutMs });
  };

  /**
   * The sign-up page's loader with the theme "Use theme" carried (docs/product.md §2, Themes, the carried
   * template_id): the page names it and shows its picture, so it is rendered per id
   * (showsTemplate) and its cache entry follows the catalog's version. An id the catalog does
   * not have, or a catalog that cannot be read, leaves the generic sign-up.
   */
  const withChosenTheme =
    (register: PageLoaders["register"]): PageLoaders["register"] =>
    async (req, reply, route) => {
      const loaded = await register(req, reply, route);
      const id = req.carried.template_id;
      if ("notFound" in loaded || id === undefined) return loaded;
      const catalog = await themes.themes(req);
      const chosenTheme = catalog.ok ? (catalog.themes.find((theme) => String(theme.id) === id) ?? null) : null;
      return {
        ...loaded,
        data: { ...loaded.data, chosenTheme },
        showsTemplate: true,
        uncacheable: loaded.uncacheable || !catalog.ok,
        cacheVersion: `${loaded.cacheVersion ?? ""}${catalog.ok ? `themes:${catalog.version}` : ""}`,
      };
    };

  return { loaders: createGalleryPages(themes), withChosenTheme, plugin };
}
