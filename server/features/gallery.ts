import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config.ts";
import { ASSET_HOST_PREFIX, registerAssetHostProxy } from "../routes/assetHostProxy.ts";
import { createGalleryPages } from "../routes/galleryPages.ts";
import type { Services } from "../services.ts";
import { createThemesCatalog } from "../upstream/themesCatalog.ts";

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

  return { loaders: createGalleryPages(themes), plugin };
}
