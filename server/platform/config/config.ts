import { randomBytes } from "node:crypto";
import { z } from "zod";
import { COOKIE_BANNER_DELAY_MS } from "../../../content/site.ts";
import { placeAt, type At, type Expand, type Merged } from "./configPaths.ts";
import { withoutTrailingSlashes } from "../../../content/urlPath.ts";

/**
 * Every setting of the server, read from the environment: the settings table below is the one
 * place a variable, its default, its meaning, its rule and its place in `Config` are written
 * (docs/decisions.md, 22). `Config` is computed from it, docs/configuration.md's table is generated from it
 * (`npm run docs:settings`), and the OpenAPI document's examples read its defaults. Each
 * variable has a default that runs the whole site on one machine, a description and the shape
 * it expects, which is what a bad value's error line says (without the value).
 */
interface VariableSpec<T> {
  /**
   * Where the parsed value goes in `Config`: a property ("port") or a path ("limits.accountPosts").
   * None for a variable that only a derived setting reads (`derivedSettings`).
   */
  key?: string;
  default: string | undefined;
  meaning: string;
  expects: string;
  schema: z.ZodType<T>;
}

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A rate limit written "count/window", the window in seconds, minutes or hours: "10/15m". */
export interface RateLimit {
  max: number;
  windowMs: number;
}
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const rateLimit = z
  .string()
  .regex(/^\d{1,6}\/\d{1,4}[smh]$/)
  .transform((v): RateLimit => {
    const [count, window] = v.split("/") as [string, string];
    return { max: Number(count), windowMs: Number(window.slice(0, -1)) * UNIT_MS[window.slice(-1) as keyof typeof UNIT_MS] };
  })
  .refine((limit) => limit.max >= 1 && limit.windowMs >= 1000);
const RATE_EXPECTS = "a count and a window such as 10/15m (s, m or h)";

/** The base URL of a service this server calls; unset, the embedded stand-in serves it. */
const baseUrl = z
  .url({ protocol: /^https?$/ })
  .transform(withoutTrailingSlashes)
  .optional();

/**
 * A deployment's grace period when SHUTDOWN_GRACE_MS is unset: long enough for a balancer
 * checking every second (HAProxy: 2 failures) or an endpoint removal reaching kube-proxy and
 * the ingress. Outside production nobody routes by /readyz, so a stop does not wait.
 */
export const PRODUCTION_SHUTDOWN_GRACE_MS = 5000;

/** The member API's own lock (docs/product.md §8, §9): 5 failed logins within 15 minutes lock a username. */
export const MEMBER_API_LOCK = { failures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Whose X-Forwarded-For counts. `true` trusts one hop (the load balancer in front): trusting
 * every hop would let a client choose its own address by sending the header itself.
 */
const trustProxy = z.union([
  z.enum(["true", "false"]).transform((v) => (v === "true" ? 1 : false)),
  z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .transform((hops) => (hops === 0 ? false : hops)),
  z
    .string()
    .regex(/^[0-9A-F.:/]+(,\s*[0-9A-F.:/]+)*$/i)
    .transform((list) => list.split(",").map((entry) => entry.trim())),
]);

export const variables = {
  PORT: { key: "port", default: "3000", meaning: "TCP port the server listens on", expects: "an integer from 0 to 65535", schema: integer(0, 65535) },
  HOST: {
    key: "host",
    default: "0.0.0.0",
    meaning: "Address the server binds to",
    expects: "a host name or IP address",
    schema: z.string().regex(/^[A-Z0-9.:[\]-]+$/i),
  },
  ADMIN_HOST: {
    key: "admin.host",
    default: "127.0.0.1",
    meaning:
      "Address of the admin listener, which serves /metrics and readiness with details and is never reachable through PORT; loopback by default, so only this machine can read it. In a container, 0.0.0.0 lets the scraper on the container network in; never publish its port",
    expects: "a host name or IP address",
    schema: z.string().regex(/^[A-Z0-9.:[\]-]+$/i),
  },
  ADMIN_PORT: {
    key: "admin.port",
    default: "9464",
    meaning: "TCP port of the admin listener; 0 takes a free port and logs it. Must differ from PORT",
    expects: "an integer from 0 to 65535, other than PORT",
    schema: integer(0, 65535),
  },
  LOG_LEVEL: {
    key: "logLevel",
    default: "info",
    meaning: "pino log level",
    expects: "one of fatal, error, warn, info, debug, trace, silent",
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
  },
  LOG_FORMAT: {
    key: "logFormat",
    default: "json",
    meaning:
      "How log lines are written to stdout: json (one JSON object a line, for a log collector and jq) or pretty (readable lines for a terminal, by pino-pretty, which is loaded only then)",
    expects: "json or pretty",
    schema: z.enum(["json", "pretty"]),
  },
  NODE_ENV: {
    default: undefined,
    meaning:
      "production for a deployment (the image sets it): React renders with its production build, and the start-up warnings meant for a deployment (PUBLIC_URL unset) are logged; anything else, or unset, is a local run",
    expects: "a word such as production or development",
    schema: z
      .string()
      .regex(/^[\w-]{1,32}$/)
      .optional(),
  },
  TRUST_PROXY: {
    key: "trustProxy",
    default: "false",
    meaning:
      "Whose X-Forwarded-For names the client, for rate limits and logs: false (nobody: the connecting address counts), true or a number of proxy hops in front of the server (true = 1, the load balancer), or a comma list of proxy addresses and CIDR ranges",
    expects: "true, false, a hop count from 0 to 10, or addresses/CIDRs separated by commas",
    schema: trustProxy,
  },
  PAGE_CACHE_ENTRIES: {
    key: "pageCacheEntries",
    default: "500",
    meaning: "How many rendered pages are kept in memory (0 turns the page cache off)",
    expects: "an integer from 0 to 100000",
    schema: integer(0, 100_000),
  },
  EDGE_MAX_AGE: {
    key: "edge.maxAgeSeconds",
    default: "300",
    meaning:
      "Seconds a shared cache (the balancer's, a CDN's) keeps a page that is the same for every visitor (s-maxage), and serves it stale while it revalidates; browsers still revalidate each view",
    expects: "an integer from 0 to 86400",
    schema: integer(0, 86_400),
  },
  BUILD_ID: {
    key: "edge.buildId",
    default: undefined,
    meaning:
      "This build's name, the first part of every page's ETag, so a deploy changes them all (a short hash of the built asset manifest when unset, which differs from build to build)",
    expects: "1 to 64 letters, digits, dots, dashes or underscores",
    schema: z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
  },
  LOAD_SHED_EVENT_LOOP_DELAY_MS: {
    key: "loadShedding.eventLoopDelayMs",
    default: "200",
    meaning:
      "Mean event-loop delay over the last second past which new requests are shed: they get 503 with Retry-After (the error page, or JSON under /api) at once instead of queueing behind the work in hand; /healthz and the admin listener are never shed, and cached pages still answer. 0 turns the check off",
    expects: "an integer from 0 to 60000",
    schema: integer(0, 60_000),
  },
  LOAD_SHED_HEAP_PERCENT: {
    key: "loadShedding.heapPercent",
    default: "90",
    meaning: "Heap in use, as a percentage of V8's heap limit (--max-old-space-size), past which new requests are shed the same way. 0 turns the check off",
    expects: "an integer from 0 to 100",
    schema: integer(0, 100),
  },
  LOAD_SHED_RETRY_AFTER_S: {
    key: "loadShedding.retryAfterSeconds",
    default: "5",
    meaning: "The Retry-After, in seconds, of a shed request's 503",
    expects: "an integer from 1 to 3600",
    schema: integer(1, 3600),
  },
  RENDER_TIMEOUT_MS: {
    key: "renderTimeoutMs",
    default: "5000",
    meaning: "Longest a page render may take before the visitor gets the error page",
    expects: "an integer from 100 to 60000",
    schema: integer(100, 60_000),
  },
  REQUEST_TIMEOUT_MS: {
    key: "requestTimeoutMs",
    default: "30000",
    meaning: "Longest a client may take to send a whole request",
    expects: "an integer from 1000 to 600000",
    schema: integer(1000, 600_000),
  },
  SHUTDOWN_GRACE_MS: {
    // Unset: PRODUCTION_SHUTDOWN_GRACE_MS with NODE_ENV=production, 0 otherwise (loadConfig).
    default: undefined,
    meaning: `On SIGTERM/SIGINT, how long the server keeps answering new requests after /readyz has turned 503, so the load balancer sees it and stops routing here before the listener closes. Unset: ${PRODUCTION_SHUTDOWN_GRACE_MS} with NODE_ENV=production, 0 otherwise (a local run, with no balancer to tell, stops at once on Ctrl-C)`,
    expects: "an integer from 0 to 600000",
    schema: integer(0, 600_000).optional(),
  },
  SHUTDOWN_TIMEOUT_MS: {
    key: "shutdownTimeoutMs",
    default: "10000",
    meaning: "After the grace period, how long requests in flight may take to finish before the process gives up and exits 1",
    expects: "an integer from 0 to 600000",
    schema: integer(0, 600_000),
  },
  COOKIE_BANNER_DELAY_MS: {
    key: "cookieBannerDelayMs",
    default: String(COOKIE_BANNER_DELAY_MS),
    meaning: "How long the cookie banner waits before it appears",
    expects: "an integer from 0 to 600000",
    schema: integer(0, 600_000),
  },
  DATA_DIR: {
    key: "dataDir",
    default: "./data",
    meaning: "Folder of the embedded member API's SQLite file and its outbox of emails",
    expects: "a folder path",
    schema: z.string().min(1),
  },
  UPSTREAM_URL: {
    key: "upstreamUrl",
    default: undefined,
    meaning:
      "Base URL of the legacy member API (the PHP host, or the stand-in run as its own service with `npm run legacy`); when unset the stand-in is started in-process on a loopback port, which suits one instance but never several replicas. When set and ASSET_URL or DOMAIN_API_URL is not, the same host stands in for them",
    expects: "an http(s) URL",
    schema: baseUrl,
  },
  UPSTREAM_TIMEOUT_MS: {
    key: "upstreamTimeoutMs",
    default: "8000",
    meaning:
      "Longest one call to the member API may take, connection to last byte; for the members area proxied at /members, the longest wait to connect, for its answer's headers and between two parts of its body (past it the visitor gets the error page with 504)",
    expects: "an integer from 100 to 60000",
    schema: integer(100, 60_000),
  },
  MEMBERS_BODY_LIMIT_BYTES: {
    key: "membersBodyLimitBytes",
    // The members area's forms are a few fields of text: log out and set a new password in the
    // stand-in (legacy/routes/membersArea.ts), change one's details and delete the account in
    // the provider's (docs/product.md §6); none uploads a file. A mebibyte is thousands of times what they
    // post, and as much as the site holds for one request before passing it on.
    default: "1048576",
    meaning:
      "Largest request body the members area proxied at /members takes, in bytes; it is read whole before it is passed on, and a larger one (by its Content-Length, or as a chunked body grows past it) gets the site's 413 page and never reaches the member API",
    expects: "an integer from 1024 to 16777216",
    schema: integer(1024, 16 * 1024 * 1024),
  },
  ASSET_URL: {
    key: "assetUrl",
    default: undefined,
    meaning:
      "Base URL of the template asset host: themes at ASSET_URL/themes.json, screenshots at ASSET_URL/screenshots/{id}.svg (defaults to the legacy stand-in, embedded or at UPSTREAM_URL, served at /asset-host)",
    expects: "an http(s) URL",
    schema: baseUrl,
  },
  DOMAIN_API_URL: {
    key: "domainApiUrl",
    default: undefined,
    meaning:
      "Base URL of the domain API (availability and sale extensions), proxied at /api/domains (defaults to the legacy stand-in, embedded or at UPSTREAM_URL)",
    expects: "an http(s) URL",
    schema: baseUrl,
  },
  CATALOG_TIMEOUT_MS: {
    key: "catalogTimeoutMs",
    default: "3000",
    meaning: "Longest a call to the asset host or the domain API may take",
    expects: "an integer from 100 to 30000",
    schema: integer(100, 30_000),
  },
  PUBLIC_URL: {
    default: undefined,
    meaning: "The site's public origin as visitors reach it (defaults to http://localhost:PORT); cookies are Secure when it is https",
    expects: "an http(s) URL",
    schema: z.url({ protocol: /^https?$/ }).optional(),
  },
  MEMBERS_URL: {
    default: undefined,
    meaning: "Members area address, for pick-item and dashboard links and the CSP form-action (defaults to PUBLIC_URL/members, served by the embedded API)",
    expects: "an http(s) URL",
    schema: z.url({ protocol: /^https?$/ }).optional(),
  },
  COOKIE_SECRET: {
    default: undefined,
    meaning:
      "Secret that signs the CSRF tokens, notice cookies and device cookies; set the same value on every replica (a random one is made per process when unset, and browsers' device cookies then last only until it restarts)",
    expects: "at least 32 characters",
    schema: z.string().min(32).optional(),
  },
  TURNSTILE_SECRET: {
    key: "turnstileSecret",
    default: undefined,
    meaning:
      "Cloudflare Turnstile secret: this site verifies the bot check of logins with it (see BOT_CHECK_AFTER_FAILURES), and the embedded member API its sign-up captchas",
    expects: "a Turnstile secret key",
    schema: z
      .string()
      .regex(/^[\w-]{8,128}$/)
      .optional(),
  },
  PROVIDER_URL: {
    default: "https://{pub}.hosting.braveweb.example",
    meaning: "The provider host that hosting plans and domain promotions link to; {pub} becomes PUBLISHER_ID",
    expects: "an http(s) URL, optionally with {pub} in its host",
    schema: z.string().regex(/^https?:\/\/[A-Za-z0-9.{}-]+(:\d+)?(\/\S*)?$/),
  },
  PUBLISHER_ID: {
    default: "10001",
    meaning: "The publisher number whose subdomain of PROVIDER_URL takes plan and domain orders",
    expects: "digits",
    schema: z.string().regex(/^\d{1,12}$/),
  },
  TURNSTILE_SITEKEY: {
    key: "turnstileSiteKey",
    default: undefined,
    meaning: "Cloudflare Turnstile site key; when set the captcha is shown and its origin is allowed by the CSP",
    expects: "a Turnstile site key (letters, digits, - and _)",
    schema: z
      .string()
      .regex(/^[\w-]{8,128}$/)
      .optional(),
  },
  ALLOWED_REDIRECT_HOSTS: {
    default: undefined,
    meaning:
      "Hosts besides this site that a visitor may be redirected to after login or sign-up, and that forms may post to (CSP form-action); anything else falls back to the members area (defaults to the hosts of MEMBERS_URL and PROVIDER_URL)",
    expects: "host names, optionally with :port, separated by commas",
    schema: z
      .string()
      .regex(/^[A-Z0-9.-]+(:\d{1,5})?(\s*,\s*[A-Z0-9.-]+(:\d{1,5})?)*$/i)
      .optional(),
  },
  READINESS_PROBE_MS: {
    key: "readinessProbeMs",
    default: "5000",
    meaning:
      "How often the member API (and Redis, when set) is probed for /readyz; it answers 503 when the last probe failed or none succeeded within three of these",
    expects: "an integer from 200 to 60000",
    schema: integer(200, 60_000),
  },
  METRICS_TOKEN: {
    key: "metricsToken",
    default: undefined,
    meaning:
      "When set, every request to the admin listener (/metrics, /readyz with details) needs `Authorization: Bearer <token>`: a second lock besides ADMIN_HOST, for an admin port that more than the scraper can reach",
    expects: "at least 16 characters without spaces",
    schema: z
      .string()
      .regex(/^\S{16,256}$/)
      .optional(),
  },
  SECURITY_CONTACT: {
    key: "securityTxt.contact",
    default: "mailto:security@braveweb.example",
    meaning: "Where security researchers report a vulnerability: /.well-known/security.txt's Contact (RFC 9116)",
    expects: "a mailto: or https: URI",
    schema: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/),
  },
  SECURITY_POLICY: {
    key: "securityTxt.policy",
    default: "https://help.braveweb.example/security",
    meaning: "The vulnerability disclosure policy security.txt links to (its Policy field)",
    expects: "an https URL",
    schema: z.url({ protocol: /^https$/ }),
  },
  SECURITY_TXT_DAYS: {
    key: "securityTxt.days",
    default: "180",
    meaning: "How far ahead security.txt's Expires lies, counted from the server's start (RFC 9116 advises under a year)",
    expects: "an integer from 1 to 365",
    schema: integer(1, 365),
  },
  REDIS_URL: {
    key: "redisUrl",
    default: undefined,
    meaning:
      "Redis shared by every replica for rate limits and failed-login counts (in memory per process when unset); each replica also keeps its own count in memory and, if Redis goes down, goes on counting there; the outage is logged once when it starts and once when it ends",
    expects: "a redis:// or rediss:// URL",
    schema: z.url({ protocol: /^rediss?$/ }).optional(),
  },
  RATE_LIMIT_ACCOUNT: {
    key: "limits.accountPosts",
    default: "20/1m",
    meaning: "Account posts (login, sign-up, lost password; pages and JSON API together) per client address",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_LOGIN_FAILURES: {
    key: "limits.loginFailures",
    default: "10/15m",
    meaning:
      "Failed logins per client address from browsers without the username's device cookie, over the window before each attempt (rolling); a login whose answer never came counts as failed; past it such logins from the address are refused until the oldest has left the window",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_USERNAME_CHECKS: {
    key: "limits.usernameChecks",
    default: "60/1m",
    meaning: "Username availability checks per client address",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_RESET_REQUESTS: {
    key: "limits.resetRequests",
    default: "5/1h",
    meaning: "Lost-password requests per client address",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_RESET_EMAILS: {
    key: "limits.resetEmails",
    default: "3/1h",
    meaning: "Reset emails per email address; past it the request is answered exactly as before but no email is sent, so the answer reveals nothing",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_CART_CHANGES: {
    key: "limits.cartChanges",
    default: "60/1m",
    meaning: "Domain cart changes (adding or removing a domain, with or without JavaScript) per client address",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_DOMAIN_API_CALLS: {
    key: "limits.domainApiCalls",
    default: "60/1m",
    meaning:
      "Calls to the domain API made for one client address (a search asks about its name and up to 6 suggested names; /api/domains/availability and /api/domains/sale-extensions are one call each); an answer the site has kept (30 s per name) costs nothing. Past it, domain searches and those endpoints answer 429 until the window ends, and the API is not called",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_WEB_VITALS: {
    key: "limits.webVitalsBeacons",
    default: "60/1m",
    meaning:
      "Field Core Web Vitals beacons per client address (a page sends one when it is left or hidden); past it a beacon is answered 429 and not counted, so one client cannot steer the percentiles",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  BOT_CHECK_AFTER_FAILURES: {
    key: "limits.usernameFailures",
    default: "3/15m",
    meaning:
      "Failed logins for one username from browsers without its device cookie, over the window before each attempt (rolling, as the member API counts; the window is UPSTREAM_TIMEOUT_MS longer, as the member API records a failure up to that long after the site); past it such browsers need the bot check for it (one more failure is then allowed, never the member API's fifth) or, without TURNSTILE_SITEKEY and TURNSTILE_SECRET, get 429 until the oldest has left the window; at most 4, over at least 15 minutes, so the member API's lock (5 failures in 15 minutes) stays out of a stranger's reach",
    expects: "a count from 1 to 4 and a window of at least 15 minutes, such as 3/15m",
    schema: rateLimit.refine((limit) => limit.max <= MEMBER_API_LOCK.failures - 1 && limit.windowMs >= MEMBER_API_LOCK.windowMs),
  },
  RATE_LIMIT_DEVICE_FAILURES: {
    key: "limits.deviceFailures",
    default: "5/15m",
    meaning:
      "Failed logins per device cookie (a browser that has logged into that username before), over the window before each attempt (rolling); past it the browser counts as unknown for the username until the oldest has left the window",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
  RATE_LIMIT_GLOBAL_LOGIN_FAILURES: {
    key: "limits.globalLoginFailures",
    default: "100/1m",
    meaning:
      "Failed logins from browsers without a device cookie, across the whole site (one count for every replica with REDIS_URL), over the window before each attempt (rolling); past it those browsers need the bot check, or get 429 without one, until the oldest has left the window",
    expects: RATE_EXPECTS,
    schema: rateLimit,
  },
} as const satisfies Record<string, VariableSpec<unknown>>;

type Variables = typeof variables;
type VariableName = keyof Variables;
type Parsed = { [K in VariableName]: z.output<Variables[K]["schema"]> };

/** The settings the table places in `Config`, each at its row's key. */
type TableSettings = Expand<Merged<{ [K in VariableName]: Variables[K] extends { key: infer P extends string } ? At<P, Parsed[K]> : never }[VariableName]>>;

/** The settings computed from several variables (or a variable and a fallback), in `derivedSettings`. */
interface DerivedSettings {
  /** NODE_ENV=production: a deployment, not a local run. */
  production: boolean;
  /** SHUTDOWN_GRACE_MS, or by default PRODUCTION_SHUTDOWN_GRACE_MS in production and 0 elsewhere. */
  shutdownGraceMs: number;
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL was given: it, not the Host header, is what an Origin header must name. */
  publicUrlConfigured: boolean;
  /** The members area, without a trailing slash. */
  membersUrl: string;
  cookieSecret: string;
  secureCookies: boolean;
  /** Base URL of the provider's order host for our publisher, without a trailing slash. */
  providerUrl: string;
  /** Hosts besides this site that redirects may go to, lower case. */
  allowedRedirectHosts: string[];
}

export type Config = Expand<TableSettings & DerivedSettings>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The line a bad value stops the process with: the variable and the rule it breaks, never the
 * value. Any variable may hold a secret (COOKIE_SECRET, METRICS_TOKEN, a URL with a password),
 * and this line goes to stderr, where log collectors read it.
 */
function invalid(name: VariableName): string {
  return `Invalid configuration: ${name} — expected ${variables[name].expects}`;
}

function parseVariable<K extends VariableName>(name: K, env: NodeJS.ProcessEnv): Parsed[K] {
  const spec: VariableSpec<unknown> = variables[name];
  const raw = env[name];
  const value = raw === undefined || raw.trim() === "" ? spec.default : raw.trim();
  const result = spec.schema.safeParse(value);
  if (!result.success) {
    throw new ConfigError(`${invalid(name)}.`);
  }
  return result.data as Parsed[K];
}

/** A variable's default as the server reads it, for what documents the setting (the OpenAPI document's examples, tests). */
export function defaultOf<K extends VariableName>(name: K): Parsed[K] {
  return parseVariable(name, {});
}

function derivedSettings(parsed: Parsed): DerivedSettings {
  const publicUrl = withoutTrailingSlashes(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  const membersUrl = withoutTrailingSlashes(parsed.MEMBERS_URL ?? `${publicUrl}/members`);
  const providerUrl = withoutTrailingSlashes(parsed.PROVIDER_URL.replace("{pub}", parsed.PUBLISHER_ID));
  const redirectHosts = parsed.ALLOWED_REDIRECT_HOSTS?.split(",") ?? [new URL(membersUrl).host, new URL(providerUrl).host];
  const production = parsed.NODE_ENV === "production";
  return {
    production,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS ?? (production ? PRODUCTION_SHUTDOWN_GRACE_MS : 0),
    publicUrl,
    publicUrlConfigured: parsed.PUBLIC_URL !== undefined,
    membersUrl,
    // A per-process secret keeps a single instance safe; replicas need a shared one.
    cookieSecret: parsed.COOKIE_SECRET ?? randomBytes(32).toString("base64url"),
    secureCookies: publicUrl.startsWith("https:"),
    providerUrl,
    allowedRedirectHosts: [...new Set(redirectHosts.map((host) => host.trim().toLowerCase()))],
  };
}

/** Reads the configuration; throws a ConfigError naming the first bad variable (in the table's order). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const names = Object.keys(variables) as VariableName[];
  const parsed = Object.fromEntries(names.map((name) => [name, parseVariable(name, env)])) as Parsed;
  // Port 0 twice is two free ports; any other shared number would fail at listen, later and less clearly.
  if (parsed.ADMIN_PORT !== 0 && parsed.ADMIN_PORT === parsed.PORT) {
    throw new ConfigError(`${invalid("ADMIN_PORT")}.`);
  }
  const tabled: Record<string, unknown> = {};
  for (const name of names) {
    const spec: VariableSpec<unknown> = variables[name];
    if (spec.key !== undefined) placeAt(tabled, spec.key, parsed[name]);
  }
  return { ...tabled, ...derivedSettings(parsed) } as Config;
}
