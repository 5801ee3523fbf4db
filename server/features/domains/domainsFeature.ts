import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../platform/config/config.ts";
import { createCatalogPages } from "./catalogPages.ts";
import { cartCookiesRefused, registerCartPosts } from "./cartPosts.ts";
import { registerDomainApiProxy } from "./domainApiProxy.ts";
import { registerDomainLookup } from "./domainLookup.ts";
import { registerDomainSearchApi } from "./domainSearchApi.ts";
import { mountSite } from "../../platform/http/siteRoutes.ts";
import { UNKNOWN_ADDRESS } from "../../platform/security/clientAddress.ts";
import { addressKey } from "../../platform/security/rateLimits.ts";
import type { Services } from "../../services.ts";
import { createDomainApi } from "./domainApiClient.ts";
import { createDomainSearch } from "./domainSearch.ts";

type DomainServices = Pick<Services, "api" | "metrics" | "limits" | "pages" | "carts" | "cartPanel" | "cookiesCheck">;

/**
 * Domains: the search (its pages, the lookup form, the search island's JSON), the cart (docs/decisions.md,
 * 16) and the domain API proxy, with the sale prices home and /domains show. Every call
 * to the domain API is taken from the client's budget (RATE_LIMIT_DOMAIN_API_CALLS). Returns
 * the pages' loaders, the cart page that explains how to allow cookies, and the plugin.
 */
export function domainsFeature(config: Config, services: DomainServices) {
  const { api, metrics, limits, pages, carts, cartPanel, cookiesCheck } = services;
  const domainApiUrl = config.domainApiUrl ?? api.standInUrl;
  const domainApi = createDomainApi({
    baseUrl: domainApiUrl,
    timeoutMs: config.catalogTimeoutMs,
    observe: (endpoint) => (outcome, seconds) => metrics.catalogCall(endpoint, outcome, seconds),
    budget: async (caller) => {
      const spent = await limits.domainApiCalls.hit(addressKey(caller.clientAddress ?? UNKNOWN_ADDRESS));
      if (spent.passed) metrics.rateLimitRefusal(spent.state.name);
      return spent;
    },
  });
  const domainSearch = createDomainSearch(domainApi);
  const catalogPages = createCatalogPages({ domainApi, domainSearch, cartPanel });

  const plugin: FastifyPluginAsync = async (app) => {
    await registerDomainApiProxy(app, {
      upstream: domainApiUrl,
      timeoutMs: config.catalogTimeoutMs,
      kept: domainApi,
      observe: (outcome, seconds) => metrics.catalogCall("domain-proxy", outcome, seconds),
    });
    registerDomainSearchApi(app, domainSearch);
    await mountSite(app, pages, async (site) => {
      await registerCartPosts(site, { carts, panel: cartPanel, pages, cartPages: catalogPages.cartPages, cookiesCheck });
      registerDomainLookup(site, pages, catalogPages.searchPage);
    });
  };

  return { loaders: catalogPages.loaders, cartCookiesRefused: cartCookiesRefused(pages, catalogPages.cartPages), plugin };
}
