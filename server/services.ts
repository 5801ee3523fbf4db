import type { FastifyBaseLogger } from "fastify";
import type { AssetManifest } from "../content/pageShapes.ts";
import type { Config } from "./platform/config/config.ts";
import { createPlatformServices } from "./platform/platformServices.ts";
import { createCartPanel } from "./shared/cartPanel.ts";
import { createCookiesCheck } from "./shared/cookiesCheck.ts";
import { createDomainCarts } from "./shared/domainCarts.ts";

export interface ServicesOptions {
  config: Config;
  log: FastifyBaseLogger;
  assets: AssetManifest;
  /** The clock of the rate limits and failed-login budgets (Date.now); tests move it. */
  now?: () => number;
}

/**
 * What the plugins share, built once and handed to them as options (docs/decisions.md, 21): the
 * platform's services (server/platform/platformServices.ts), and on them the ones two features
 * share: the domain carts, the cart panel and the cookies check.
 */
export async function createServices(options: ServicesOptions) {
  const { config } = options;
  const platform = await createPlatformServices(options);
  const { api, metrics, csrf, redirects } = platform;
  // The domain cart (docs/decisions.md, 16): changed on the domain pages, carried into login and sign-up.
  const carts = createDomainCarts({
    baseUrl: config.domainApiUrl ?? api.standInUrl,
    timeoutMs: config.catalogTimeoutMs,
    observe: (call) => (outcome, seconds) => metrics.catalogCall(call, outcome, seconds),
  });
  return {
    ...platform,
    carts,
    cartPanel: createCartPanel({ carts, csrf, secureCookies: config.secureCookies }),
    /** Whether the browser keeps cookies, asked after a post that came without any (account forms, cart changes). */
    cookiesCheck: createCookiesCheck({ csrf, redirects }),
    /** Closes what is shared, once every plugin has closed what is its own. */
    close: async () => {
      await carts.close();
      await platform.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
