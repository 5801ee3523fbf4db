import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import type { AssetManifest } from "../../../content/pageShapes.ts";
import type { Config } from "../../platform/config/config.ts";
import { CLIENT_ASSETS_PREFIX, clientAssetsDir } from "../../platform/config/paths.ts";
import type { PageRenderer } from "../../platform/render/pageRenderer.ts";
import { registerDiscoveryRoutes } from "./discovery.ts";
import { noData, type PageLoaders } from "../../platform/render/pageLoaders.ts";
import { registerPageRoutes } from "./pageRoutes.ts";
import { registerLegacyRedirects } from "./legacyRedirects.ts";
import { registerSpeculationRules } from "./speculationRulesRoute.ts";
import { mountSite } from "../../platform/http/siteRoutes.ts";

/** The pages that show nothing but their content. */
export const contentPageLoaders = { about: noData, sitemap: noData, terms: noData, privacyPolicy: noData } satisfies Pick<
  PageLoaders,
  "about" | "sitemap" | "terms" | "privacyPolicy"
>;

interface PagesOptions {
  config: Config;
  assets: AssetManifest;
  pages: PageRenderer;
  /** Every page key with its loader, gathered from the features (server/app.ts). */
  loaders: PageLoaders;
}

/**
 * The site's pages: every page of the route table (content/routes.ts) on both mounts, the
 * legacy addresses, what crawlers fetch (robots.txt, sitemap.xml, security.txt, the manifest),
 * the speculation rules the pages name, and the client bundle the pages load.
 */
export const pagesFeature: FastifyPluginAsync<PagesOptions> = async (app, { config, assets, pages, loaders }) => {
  await app.register(fastifyStatic, {
    root: clientAssetsDir,
    prefix: CLIENT_ASSETS_PREFIX,
    // Names carry a content hash, so a file never changes under its name.
    immutable: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    preCompressed: true,
    index: false,
    decorateReply: false,
  });
  registerDiscoveryRoutes(app, assets, { siteUrl: config.publicUrl, securityTxt: config.securityTxt, startedAt: new Date() });
  registerSpeculationRules(app, { publicUrl: config.publicUrl, membersUrl: config.membersUrl });
  await mountSite(app, pages, (site) => {
    registerPageRoutes(site, pages, loaders);
    registerLegacyRedirects(site);
  });
};
