import type { FastifyBaseLogger } from "fastify";
import type { AssetManifest } from "../../content/pageShapes.ts";
import { relativeToSite, type RedirectPolicy } from "../../content/redirectRule.ts";
import type { Config } from "./config/config.ts";
import { requestIdFor } from "./logging/logger.ts";
import { createFunnel } from "./operations/funnel.ts";
import { createLoadShedding } from "./operations/loadShedding.ts";
import { createMetrics } from "./operations/metrics.ts";
import { createReadiness, httpProbe, redisProbe, type Probe, type Readiness } from "./operations/readiness.ts";
import { createAccessLine } from "./logging/accessLine.ts";
import { buildIdOf } from "./render/assetManifest.ts";
import { createFrontCache } from "./render/frontCache.ts";
import { createPageHeaders } from "./render/pageHeaders.ts";
import { createPageRenderer } from "./render/pageRenderer.ts";
import { clientAddresses } from "./security/clientAddress.ts";
import { createCsrf } from "./security/csrf.ts";
import { createRateLimits } from "./security/rateLimits.ts";
import { memberApi } from "./upstream/embeddedServices.ts";
import { connectRedis } from "./upstream/redisClient.ts";

export interface PlatformServicesOptions {
  config: Config;
  log: FastifyBaseLogger;
  assets: AssetManifest;
  /** The clock of the rate limits and failed-login budgets (Date.now); tests move it. */
  now?: () => number;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the nearest N addresses are proxies":
 * Fastify itself trusts nobody when given a number, and `true` would trust every hop, which
 * lets a client name its own address by sending X-Forwarded-For.
 */
function trustProxyOption(trust: Config["trustProxy"]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/**
 * Whether the app still serves as usual: set as it starts closing (server/platform/http/http.ts);
 * draining is readiness's.
 */
function servingState(readiness: Pick<Readiness, "draining">) {
  let closing = false;
  return {
    /** Closing or draining: answers stop keeping their connection, the front cache stops answering. */
    get ending() {
      return closing || readiness.draining;
    },
    close() {
      closing = true;
    },
  };
}

/**
 * What every plugin may use, built once and handed to them as options (docs/decisions.md, 21):
 * the metrics, who a request is from, the front cache and the page renderer, the CSRF checks,
 * the rate limits, the member API. The services two features share are built on these
 * (server/services.ts); what one feature alone uses, it builds.
 */
export async function createPlatformServices({ config, log, assets, now }: PlatformServicesOptions) {
  // A local run serves localhost on purpose; only a deployment needs to be told.
  if (config.production && !config.publicUrlConfigured) {
    // Search engines and link previews would be sent to an address nobody outside can open.
    log.warn({ publicUrl: config.publicUrl }, "PUBLIC_URL is not set: canonical links, share cards, the sitemap and security.txt name this address");
  }
  const metrics = createMetrics();
  const trustProxy = trustProxyOption(config.trustProxy);
  const addresses = clientAddresses(trustProxy);
  const requestId = requestIdFor(addresses.fromTrustedProxy);
  const accessLine = createAccessLine(metrics);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : null;
  const api = await memberApi(config, log);
  // Probed for the admin listener, /metrics and the alerts; not for /readyz (docs/decisions.md, 15).
  const dependencies: Record<string, Probe> = { memberApi: httpProbe(api.url, Math.min(config.upstreamTimeoutMs, config.readinessProbeMs)) };
  if (redis) dependencies.redis = redisProbe(redis, Math.min(config.readinessProbeMs, 2_000));
  const readiness = createReadiness({ intervalMs: config.readinessProbeMs, dependencies, log });

  const serving = servingState(readiness);
  const funnel = createFunnel(metrics.funnelSteps);
  const front = createFrontCache({
    ttlMs: 1_000,
    capacity: config.pageCacheEntries,
    enabled: () => !serving.ending,
    served: (req, route, status, seconds) => {
      // A front-cache answer is a page-cache hit that did not even need Fastify.
      metrics.pageCacheLookup(true);
      const id = requestId(req);
      accessLine(log, { id, method: "GET", url: req.url ?? "", host: req.headers.host, ip: addresses.of(req), cache: "front", route, status, seconds });
    },
    counts: (req) => funnel.replay(req),
  });
  const shedding = createLoadShedding(config.loadShedding);
  const pages = createPageRenderer({
    onCacheLookup: (hit) => metrics.pageCacheLookup(hit),
    front,
    refuseRender: shedding.refuseRender,
    assets,
    headers: createPageHeaders({ buildId: config.edge.buildId ?? buildIdOf(assets), edgeMaxAgeSeconds: config.edge.maxAgeSeconds }),
    cacheEntries: config.pageCacheEntries,
    renderTimeoutMs: config.renderTimeoutMs,
    cookieBannerDelayMs: config.cookieBannerDelayMs,
    providerUrl: config.providerUrl,
    siteUrl: config.publicUrl,
    accounts: {
      captchaSiteKey: config.turnstileSiteKey ?? null,
      redirectHosts: config.allowedRedirectHosts,
      membersUrl: relativeToSite(config.membersUrl, config.publicUrl),
    },
  });

  // docs/decisions.md, 14: the hosts a redirect may go to are the hosts a form post may end on.
  const redirects: RedirectPolicy = { siteOrigin: new URL(config.publicUrl).origin, allowedHosts: config.allowedRedirectHosts };
  const csrf = createCsrf({
    secret: config.cookieSecret,
    secure: config.secureCookies,
    publicOrigin: config.publicUrlConfigured ? new URL(config.publicUrl).origin : null,
  });
  const limits = createRateLimits(config, redis, { now });
  return {
    metrics,
    trustProxy,
    addresses,
    requestId,
    accessLine,
    readiness,
    serving,
    front,
    shedding,
    pages,
    redirects,
    csrf,
    redis,
    limits,
    /** The member API (the embedded stand-in without UPSTREAM_URL), with the stand-in's base URL. */
    api,
    funnel,
    /** Closes what the platform holds, once every plugin has closed what is its own. */
    close: async () => {
      await api.close();
      redis?.disconnect();
    },
  };
}

export type PlatformServices = Awaited<ReturnType<typeof createPlatformServices>>;
