import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { AssetManifest } from "../content/pageShapes.ts";
import type { Config } from "./platform/config/config.ts";
import { accountsFeature } from "./features/accounts/accountsFeature.ts";
import { domainsFeature } from "./features/domains/domainsFeature.ts";
import { galleryFeature } from "./features/gallery/galleryFeature.ts";
import { membersArea } from "./features/members/membersFeature.ts";
import { contentPageLoaders, pagesFeature } from "./features/pages/pagesFeature.ts";
import { webVitalsFeature } from "./features/vitals/vitalsFeature.ts";
import { http, httpOptions } from "./platform/http/http.ts";
import { operations } from "./platform/operations/operations.ts";
import { security } from "./platform/security/security.ts";
import { securityHeaders } from "./platform/http/securityHeaders.ts";
import { readAssetManifest } from "./platform/render/assetManifest.ts";
import { createServices } from "./services.ts";

export interface AppOptions {
  config: Config;
  /** A ready pino logger: main.ts's writes to stdout (server/platform/logging/logOutput.ts), the tests' to memory. */
  logger: FastifyBaseLogger;
  assets?: AssetManifest;
  /** The clock of the rate limits and failed-login budgets (Date.now); tests move it. */
  now?: () => number;
}

/**
 * Builds the whole site as a Fastify instance, without listening (docs/decisions.md, 21): the
 * shared services, then the platform's plugins, whose hooks reach every route, in the order
 * their hooks run, then the features, each encapsulated with its routes, loaders and hooks.
 */
export async function buildApp({ config, logger, assets = readAssetManifest(), now }: AppOptions): Promise<FastifyInstance> {
  const services = await createServices({ config, log: logger, assets, now });
  const app = Fastify({ loggerInstance: logger, ...httpOptions(config, services) });
  // onClose hooks run last-added first: what the features share closes after the features.
  app.addHook("onClose", services.close);

  // Platform: request ids, the access line and the error and not-found pages come first.
  await app.register(http, { services });
  await app.register(securityHeaders, { config });
  // After the two header hooks (a shed answer has its request id and CSP), before all else.
  await app.register(services.shedding.plugin, { pages: services.pages });
  // Body parsers, cookies, the CSRF guard and the /api refusals, before any route.
  await app.register(security, { config, services });
  await app.register(operations, { config, assets, services });

  // Features. Each page key's loader comes from the feature that owns its data.
  const domains = domainsFeature(config, services);
  const gallery = galleryFeature(config, services);
  const accounts = accountsFeature(config, services, { cartCookiesRefused: domains.cartCookiesRefused });
  await app.register(pagesFeature, {
    config,
    assets,
    pages: services.pages,
    // Every page key with its loader: the compiler checks that none is missing. Accounts: the
    // form pages; domains: home and the service pages (sale prices), search, results and cart;
    // gallery: the builder's page, the templates and their previews.
    loaders: {
      ...contentPageLoaders,
      ...accounts.loaders,
      ...domains.loaders,
      ...gallery.loaders,
      register: gallery.withChosenTheme(accounts.loaders.register),
    },
  });
  await app.register(accounts.plugin);
  await app.register(domains.plugin);
  await app.register(gallery.plugin);
  await app.register(membersArea, { config, services });
  await app.register(webVitalsFeature, { services });
  return app;
}
