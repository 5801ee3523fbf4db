import type { FastifyPluginAsync } from "fastify";
import { createAccountAction } from "./accountAction.ts";
import { createAccountFlows } from "./accountFlows.ts";
import type { Config } from "../../platform/config/config.ts";
import { registerAccountApi } from "./accountApiRoutes.ts";
import { createAccountPages } from "./accountPages.ts";
import { createCheckoutCart } from "./checkoutCart.ts";
import type { CookiesRefusedPage } from "../../shared/cookiesCheck.ts";
import { mountSite } from "../../platform/http/siteRoutes.ts";
import { createBotCheck } from "./botCheck.ts";
import { createDeviceCookies } from "../../platform/security/deviceCookie.ts";
import type { Services } from "../../services.ts";
import { createUpstreamClient } from "./memberApiClient.ts";

type AccountServices = Pick<Services, "api" | "metrics" | "limits" | "redirects" | "csrf" | "cookiesCheck" | "pages" | "carts" | "cartPanel" | "funnel">;

/**
 * Accounts (docs/decisions.md, 5 and 6): login, sign-up and lost password as form posts on both
 * mounts and as the JSON API with its OpenAPI document, both through one adapter over the
 * flows; the cookies check after a post that came without cookies. Returns the account pages'
 * loaders and the plugin that registers the routes.
 */
export function accountsFeature(
  config: Config,
  services: AccountServices,
  /** The cart page explaining how to allow cookies (server/features/domains/domainsFeature.ts), for /cookies-check. */
  { cartCookiesRefused }: { cartCookiesRefused: CookiesRefusedPage },
) {
  const { api, metrics, limits, redirects, csrf, cookiesCheck, pages, carts, cartPanel, funnel } = services;
  const upstream = createUpstreamClient({
    baseUrl: api.url,
    timeoutMs: config.upstreamTimeoutMs,
    observe: (endpoint, outcome, reason, seconds) => metrics.memberApiCall(endpoint, outcome, reason, seconds),
  });
  const botCheck = config.turnstileSiteKey && config.turnstileSecret ? createBotCheck(config.turnstileSecret) : null;
  const devices = createDeviceCookies({ secret: config.cookieSecret, secure: config.secureCookies });
  const flows = createAccountFlows(
    { upstream, publicUrl: config.publicUrl, membersUrl: config.membersUrl, redirects, limits, botCheck, devices },
    (action, result) => {
      metrics.accountAttempt(action, result.reason);
      if (result.limit) metrics.rateLimitRefusal(result.limit.name);
    },
  );
  // The form posts and the JSON API run the account flows through this one adapter.
  const action = createAccountAction({ cart: cartPanel, carts, secureCookies: config.secureCookies, onOrderMade: (req) => funnel.orderMade(req) });
  const accountPages = createAccountPages({
    csrf,
    cookiesCheck,
    flows,
    action,
    pages,
    secureCookies: config.secureCookies,
    checkoutCart: createCheckoutCart(carts),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    if (config.turnstileSiteKey && !botCheck) {
      app.log.warn("TURNSTILE_SITEKEY is set without TURNSTILE_SECRET: logins are not gated by the bot check, only the per-address limits apply");
    }
    app.addHook("onClose", () => upstream.close());
    await mountSite(app, pages, async (site) => {
      await accountPages.register(site);
      cookiesCheck.register(site, { login: accountPages.cookiesRefused, cart: cartCookiesRefused });
    });
    await registerAccountApi(app, flows, {
      action,
      document: { publicUrl: config.publicUrlConfigured ? config.publicUrl : null, siteUrl: config.publicUrl, secureCookies: config.secureCookies },
    });
  };

  return { loaders: accountPages.loaders, plugin };
}
