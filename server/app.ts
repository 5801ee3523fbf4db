import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { AssetManifest } from "../content/pageShapes.ts";
import type { Config } from "./config.ts";
import { clientErrorForLog, requestIdFor } from "./logger.ts";
import { clientAssetsDir } from "./paths.ts";
import { buildIdOf, readAssetManifest } from "./render/assetManifest.ts";
import { createPageHeaders, keptBySharedCaches } from "./render/pageHeaders.ts";
import { createPageRenderer } from "./render/pageRenderer.ts";
import { createFrontCache } from "./render/frontCache.ts";
import { UNKNOWN_ADDRESS, clientAddresses, rememberPeerAddresses } from "./security/clientAddress.ts";
import { createServer } from "node:http";
import { registerOperationalRoutes } from "./routes/operational.ts";
import { registerDiscoveryRoutes } from "./routes/discovery.ts";
import { mountSite } from "./routes/siteRoutes.ts";
import { noData } from "./routes/pageLoaders.ts";
import { createAccountAction } from "./accounts/accountAction.ts";
import { createAccountFlows } from "./accounts/accountFlows.ts";
import { relativeToSite } from "./accounts/successAddress.ts";
import { createAccountPages } from "./routes/accountPages.ts";
import { registerAccountApi } from "./routes/accountApi.ts";
import { canonicalApiUrl, registerApiRefusals, sendApiError, sendApiNotFound, sendApiRefusal } from "./routes/apiRefusals.ts";
import { message } from "../content/messages.ts";
import { registerUnreadBodyDrain } from "./security/unreadBodies.ts";
import { REQUEST_BODY_LIMIT_BYTES, isApiUrl } from "../content/accountContract.ts";
import { createCsrf } from "./security/csrf.ts";
import { registerCsrfGuard } from "./security/csrfGuard.ts";
import { registerRateLimitGuard } from "./security/rateLimitGuard.ts";
import { registerFunnel } from "./operations/funnel.ts";
import { memberApi } from "./upstream/memberApi.ts";
import { createUpstreamClient } from "./upstream/upstreamClient.ts";
import { createDomainApi } from "./upstream/domainApi.ts";
import { createDomainSearch } from "./upstream/domainSearch.ts";
import { createThemesCatalog } from "./upstream/themesCatalog.ts";
import { createCatalogPages } from "./routes/catalogPages.ts";
import { createCartPanel } from "./routes/cartPanel.ts";
import { createCheckoutCart } from "./routes/checkoutCart.ts";
import { cartCookiesRefused, registerCartPosts } from "./routes/cartPosts.ts";
import { createCookiesCheck } from "./routes/cookiesCheck.ts";
import { createDomainCarts } from "./upstream/domainCarts.ts";
import { registerDomainApiProxy } from "./routes/domainApiProxy.ts";
import { registerDomainSearchApi } from "./routes/domainSearchApi.ts";
import { registerMembersProxy } from "./routes/membersProxy.ts";
import { ASSET_HOST_PREFIX, registerAssetHostProxy } from "./routes/assetHostProxy.ts";
import { registerTrailingSlashRedirect } from "./routes/redirects.ts";
import { securityHeaders } from "./security/helmet.ts";
import { createBotCheck } from "./security/botCheck.ts";
import { addressKey, createRateLimits } from "./security/rateLimits.ts";
import { createDeviceCookies } from "./security/deviceCookie.ts";
import { connectRedis } from "./upstream/redisClient.ts";
import type { RedirectPolicy } from "../content/redirectRule.ts";
import { createAdminListener } from "./operations/adminListener.ts";
import { createLiveness } from "./operations/liveness.ts";
import { registerLoadShedding, type LoadShedding } from "./operations/loadShedding.ts";
import { createMetrics } from "./operations/metrics.ts";
import { createReadiness, httpProbe, redisProbe, type Probe, type Readiness } from "./operations/readiness.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Readiness of this replica; main.ts drains it on SIGTERM. */
    readiness: Readiness;
    /**
     * The admin listener (/metrics, readiness with details), built and closed with the site;
     * main.ts makes it listen on ADMIN_HOST:ADMIN_PORT.
     */
    admin: FastifyInstance;
  }
}

export interface AppOptions {
  config: Config;
  /** A ready pino logger: main.ts's writes to stdout (server/logOutput.ts), the tests' to memory. */
  logger: Logger;
  assets?: AssetManifest;
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

/** Builds the whole site as a Fastify instance, without listening. */
export async function buildApp({ config, logger: log, assets = readAssetManifest(), now }: AppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics();

  // A local run serves localhost on purpose; only a deployment needs to be told.
  if (config.production && !config.publicUrlConfigured) {
    // Search engines and link previews would be sent to an address nobody outside can open.
    log.warn({ publicUrl: config.publicUrl }, "PUBLIC_URL is not set: canonical links, share cards, the sitemap and security.txt name this address");
  }
  let closing = false;
  const trust = trustProxyOption(config.trustProxy);
  const addresses = clientAddresses(trust);
  const requestId = requestIdFor(addresses.fromTrustedProxy);
  /** The one access line of a request, whether Fastify or the front cache answered it. */
  const accessLine = (
    logTo: FastifyBaseLogger,
    /** id: given when logTo is not already the request's own logger (which carries reqId). */
    line: { id?: string; method: string; url: string; host: string | undefined; ip: string | undefined; cache?: "front" },
    route: string,
    status: number,
    seconds: number,
  ) => {
    metrics.request(route, line.method, status, seconds);
    // `req` goes through requestForLog, which redacts secrets in the URL. A route's own log
    // level (the probes log nothing at info) holds, because its request logger is used.
    logTo.info(
      {
        reqId: line.id,
        cache: line.cache,
        req: { method: line.method, url: line.url, host: line.host, ip: line.ip },
        route,
        res: { statusCode: status },
        responseTime: seconds * 1000,
      },
      "request completed",
    );
  };
  const front = createFrontCache({
    ttlMs: 1_000,
    capacity: config.pageCacheEntries,
    requestId,
    enabled: () => !closing && !app.readiness?.draining,
    served: (req, route, status, seconds, id) => {
      // A front-cache answer is a page-cache hit that did not even need Fastify.
      metrics.pageCacheLookup(true);
      accessLine(log, { id, method: "GET", url: req.url ?? "", host: req.headers.host, ip: addresses.of(req), cache: "front" }, route, status, seconds);
    },
  });

  // Filled once load shedding is registered below (it needs the renderer); until then nothing is refused.
  const shedding: { registered?: LoadShedding } = {};
  const pages = createPageRenderer({
    onCacheLookup: (hit) => metrics.pageCacheLookup(hit),
    front,
    refuseRender: (req, reply) => shedding.registered?.refuseRender(req, reply),
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

  const app = Fastify({
    loggerInstance: log,
    // The front cache answers what it holds before Fastify sees the request; the rest goes on.
    serverFactory: (handler) => {
      // Node enforces the timeout it was built with and checks it every 30 s by default: a
      // body trickled in at a byte a second lived over a minute. Built in, and checked every
      // second, it holds to within a second.
      const server = createServer({ requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1_000 }, (req, res) => {
        if (!front.serve(req, res)) handler(req, res);
      });
      rememberPeerAddresses(server);
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = config.requestTimeoutMs;
      return server;
    },
    // One access line per request (written below, when the answer is sent) instead of
    // Fastify's two: on a cached page, logging was a quarter of the work.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: trust,
    requestTimeout: config.requestTimeoutMs,
    // Domain names in /domains/search/results/:query may be long; longer ones get a clear page, not a 404.
    routerOptions: { maxParamLength: 512 },
    // An /api path is answered without its trailing slashes (apiRefusals.ts says why).
    rewriteUrl: (req) => canonicalApiUrl(req.url ?? "/"),
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Undecodable URLs and over-long parameters: a page saying so (JSON under /api), not Fastify's JSON.
    frameworkErrors: (error, req, reply) => {
      if (isApiUrl(req.url)) return void sendApiError(req, reply, error);
      req.log.info({ clientError: clientErrorForLog(error) }, "unusable request");
      void pages.sendClientError(req, reply, error.statusCode ?? 400);
    },
  }) as unknown as FastifyInstance;

  // The one way the site reads who sent a request: a string even once the client has gone.
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      return addresses.of(this.raw);
    },
  });
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  // Before any route: Fastify gives a route the error handler in force when it is added. Under
  // /api every answer is the account contract's JSON (server/routes/apiRefusals.ts).
  app.setNotFoundHandler((req, reply) => (isApiUrl(req.url) ? sendApiNotFound(reply) : pages.sendNotFound(req, reply)));

  app.setErrorHandler((error, req, reply) => {
    if (isApiUrl(req.url)) return sendApiError(req, reply, error);
    const status = typeof (error as { statusCode?: unknown }).statusCode === "number" ? (error as { statusCode: number }).statusCode : 500;
    if (status < 500) {
      // Bad input from the client (malformed body, wrong content type, too large): say so plainly,
      // in one line without a stack (the mistake is not in our code).
      req.log.info({ clientError: clientErrorForLog(error) }, "client error");
      return pages.sendClientError(req, reply, status);
    }
    req.log.error({ err: error }, "request failed");
    return pages.sendServerError(req, reply);
  });

  // While shutting down, a response in flight must not leave its keep-alive connection open:
  // server.close() only closes connections idle at the moment it is called, so a busy one
  // would otherwise hold the process until the keep-alive timeout.
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_req, reply) => {
    // Draining, too: a keep-alive client should find another replica for its next request.
    if (closing || app.readiness?.draining) reply.header("connection", "close");
    // A shared cache (the balancer's, a CDN's) keeps an answer's headers with it and hands them
    // to every visitor after: the request id of the one that filled it must not be among them.
    if (keptBySharedCaches(reply.getHeader("cache-control"))) reply.removeHeader("x-request-id");
  });

  // Route patterns only: a raw URL as a label would make a series per visitor's query.
  app.addHook("onResponse", (req, reply, done) => {
    accessLine(
      req.log,
      { method: req.method, url: req.url, host: req.host, ip: req.clientAddress },
      req.routeOptions.url ?? "(no route)",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // DESIGN decision 14: the hosts a redirect may go to are the hosts a form post may end on.
  const redirects: RedirectPolicy = { siteOrigin: new URL(config.publicUrl).origin, allowedHosts: config.allowedRedirectHosts };
  const formActionHosts = config.allowedRedirectHosts;
  const assetOrigins = config.assetUrl ? [new URL(config.assetUrl).origin] : [];
  const security = securityHeaders({ captcha: Boolean(config.turnstileSiteKey), formActionHosts, assetOrigins });
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  // After the two header hooks (a shed answer has its request id and CSP), before all else.
  shedding.registered = await registerLoadShedding(app, config.loadShedding, pages);
  await app.register(formbody);
  await app.register(cookie, { secret: config.cookieSecret });
  registerUnreadBodyDrain(app);
  // After the cookie parser (a refusal page may read cookies), before every route: the guard
  // collects each route's declared rule as it is added.
  const csrf = createCsrf({
    secret: config.cookieSecret,
    secure: config.secureCookies,
    publicOrigin: config.publicUrlConfigured ? new URL(config.publicUrl).origin : null,
  });
  const funnel = registerFunnel(app, metrics.funnelSteps);
  registerCsrfGuard(app, csrf, {
    refused: (req, reply, { reason }) =>
      isApiUrl(req.url)
        ? sendApiRefusal(reply, "FORBIDDEN", message("api.ERROR_CROSS_SITE"))
        : pages.sendClientError(req, reply, reason === "no-cookies" ? 400 : 403),
  });
  // After the CSRF guard (a cross-site browser's post is refused as such first, DESIGN decision
  // 18), before any route: it reads their methods as they are added.
  registerApiRefusals(app);
  await app.register(fastifyStatic, {
    root: clientAssetsDir,
    prefix: "/assets/",
    // Names carry a content hash, so a file never changes under its name.
    immutable: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    preCompressed: true,
    index: false,
    decorateReply: false,
  });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  app.addHook("onClose", async () => {
    redis?.disconnect();
  });
  const limits = createRateLimits(config, redis, { now });
  registerRateLimitGuard(app, limits);
  const botCheck = config.turnstileSiteKey && config.turnstileSecret ? createBotCheck(config.turnstileSecret) : null;
  if (config.turnstileSiteKey && !botCheck) {
    app.log.warn("TURNSTILE_SITEKEY is set without TURNSTILE_SECRET: logins are not gated by the bot check, only the per-address limits apply");
  }

  const api = await memberApi(config, app.log);
  const upstream = createUpstreamClient({
    baseUrl: api.url,
    timeoutMs: config.upstreamTimeoutMs,
    observe: (endpoint, outcome, reason, seconds) => metrics.memberApiCall(endpoint, outcome, reason, seconds),
  });
  app.addHook("onClose", async () => {
    await upstream.close();
    await api.close();
  });
  if (new URL(config.membersUrl).origin === new URL(config.publicUrl).origin) {
    await registerMembersProxy(app, {
      upstream: api.url,
      membersPath: new URL(config.membersUrl).pathname,
      secureCookies: config.secureCookies,
      timeoutMs: config.upstreamTimeoutMs,
      publicUrl: config.publicUrl,
      pages,
    });
  }

  // Without ASSET_URL the stand-in asset host is proxied at /asset-host, so browsers reach
  // screenshots and previews on this origin (and inside a container, too), in a sandbox.
  const assetsPublicBase = config.assetUrl ?? ASSET_HOST_PREFIX;
  const assetsFetchBase = config.assetUrl ?? `${api.standInUrl}${ASSET_HOST_PREFIX}`;
  if (!config.assetUrl) registerAssetHostProxy(app, { upstream: api.standInUrl, timeoutMs: config.catalogTimeoutMs });
  const domainApiUrl = config.domainApiUrl ?? api.standInUrl;
  const themesCatalog = createThemesCatalog({
    fetchBase: assetsFetchBase,
    publicBase: assetsPublicBase,
    publicUrl: config.publicUrl,
    timeoutMs: config.catalogTimeoutMs,
    observe: (outcome, seconds) => metrics.catalogCall("themes", outcome, seconds),
  });
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
  await registerDomainApiProxy(app, domainApiUrl, config.catalogTimeoutMs, domainApi, (outcome, seconds) =>
    metrics.catalogCall("domain-proxy", outcome, seconds),
  );
  const carts = createDomainCarts({
    baseUrl: domainApiUrl,
    timeoutMs: config.catalogTimeoutMs,
    observe: (call) => (outcome, seconds) => metrics.catalogCall(call, outcome, seconds),
  });
  app.addHook("onClose", () => carts.close());
  const cartPanel = createCartPanel({ carts, csrf, secureCookies: config.secureCookies });
  const domainSearch = createDomainSearch(domainApi);
  registerDomainSearchApi(app, domainSearch);
  const catalogPages = createCatalogPages({ themes: themesCatalog, domainApi, domainSearch, cartPanel });

  const devices = createDeviceCookies({ secret: config.cookieSecret, secure: config.secureCookies });
  const flows = createAccountFlows(
    { upstream, publicUrl: config.publicUrl, membersUrl: config.membersUrl, redirects, limits, botCheck, devices },
    (action, result) => {
      metrics.accountAttempt(action, result.reason);
      if (result.limit) metrics.rateLimitRefusal(result.limit.name);
    },
  );

  // Probed for the admin listener, /metrics and the alerts; not for /readyz (DESIGN decision 15).
  const dependencies: Record<string, Probe> = { memberApi: httpProbe(api.url, Math.min(config.upstreamTimeoutMs, config.readinessProbeMs)) };
  if (redis) dependencies.redis = redisProbe(redis, Math.min(config.readinessProbeMs, 2_000));
  const readiness = createReadiness({ intervalMs: config.readinessProbeMs, dependencies, log: app.log });
  const liveness = createLiveness();
  app.decorate("readiness", readiness);
  metrics.watchReadiness(() => readiness.report());
  const admin = createAdminListener({ log: app.log, metrics, readiness, token: config.metricsToken });
  app.decorate("admin", admin);
  app.addHook("onReady", async () => {
    readiness.start();
    await admin.ready();
  });
  // onClose runs once the public requests in flight have finished: the scraper sees the
  // drain (readiness_ok 0) until the end.
  app.addHook("onClose", async () => {
    readiness.stop();
    liveness.stop();
    await admin.close();
  });
  const cookiesCheck = createCookiesCheck({ csrf, redirects });
  // The form posts and the JSON API run the account flows through this one adapter.
  const accountAction = createAccountAction({ cart: cartPanel, carts, secureCookies: config.secureCookies, onOrderMade: (req) => funnel.orderMade(req) });
  const accountPages = createAccountPages({
    csrf,
    cookiesCheck,
    flows,
    action: accountAction,
    pages,
    secureCookies: config.secureCookies,
    checkoutCart: createCheckoutCart(carts),
  });

  registerTrailingSlashRedirect(app);
  registerOperationalRoutes(app, assets, { liveness, readiness });
  registerDiscoveryRoutes(app, assets, { siteUrl: config.publicUrl, securityTxt: config.securityTxt, startedAt: new Date() });
  await mountSite(app, {
    pages,
    // Every page key with its loader: the compiler checks that none is missing.
    loaders: {
      ...accountPages.loaders,
      ...catalogPages.loaders,
      about: noData,
      sitemap: noData,
      terms: noData,
      privacyPolicy: noData,
    },
    searchPage: catalogPages.searchPage,
    registerForms: async (site) => {
      await accountPages.register(site);
      await registerCartPosts(site, { carts, panel: cartPanel, pages, cartPages: catalogPages.cartPages, cookiesCheck });
      cookiesCheck.register(site, { login: accountPages.cookiesRefused, cart: cartCookiesRefused(pages, catalogPages.cartPages) });
    },
  });
  await registerAccountApi(app, flows, {
    action: accountAction,
    redirects,
    document: { publicUrl: config.publicUrlConfigured ? config.publicUrl : null, siteUrl: config.publicUrl, secureCookies: config.secureCookies },
  });

  return app;
}
