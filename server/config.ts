import { randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * Every setting of the server, read from the environment. Each variable has a default that
 * runs the whole site on one machine, a description (README lists the same table) and the
 * shape it expects, which is what a bad value's error line says.
 */
interface VariableSpec<T> {
  default: string | undefined;
  meaning: string;
  expects: string;
  schema: z.ZodType<T>;
}

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const variables = {
  PORT: { default: "3000", meaning: "TCP port the server listens on", expects: "an integer from 0 to 65535", schema: integer(0, 65535) },
  HOST: {
    default: "0.0.0.0",
    meaning: "Address the server binds to",
    expects: "a host name or IP address",
    schema: z.string().regex(/^[A-Za-z0-9.:\-\[\]]+$/),
  },
  LOG_LEVEL: {
    default: "info",
    meaning: "pino log level",
    expects: "one of fatal, error, warn, info, debug, trace, silent",
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
  },
  TRUST_PROXY: {
    default: "false",
    meaning: "Trust X-Forwarded-* headers from a reverse proxy (set true behind a load balancer)",
    expects: "true or false",
    schema: flag,
  },
  PAGE_CACHE_ENTRIES: {
    default: "500",
    meaning: "How many rendered pages are kept in memory (0 turns the page cache off)",
    expects: "an integer from 0 to 100000",
    schema: integer(0, 100_000),
  },
  RENDER_TIMEOUT_MS: {
    default: "5000",
    meaning: "Longest a page render may take before the visitor gets the error page",
    expects: "an integer from 100 to 60000",
    schema: integer(100, 60_000),
  },
  REQUEST_TIMEOUT_MS: {
    default: "30000",
    meaning: "Longest a client may take to send a whole request",
    expects: "an integer from 1000 to 600000",
    schema: integer(1000, 600_000),
  },
  SHUTDOWN_TIMEOUT_MS: {
    default: "10000",
    meaning: "On SIGTERM/SIGINT, how long requests in flight may take to finish before the process gives up",
    expects: "an integer from 0 to 600000",
    schema: integer(0, 600_000),
  },
  COOKIE_BANNER_DELAY_MS: {
    default: "10000",
    meaning: "How long the cookie banner waits before it appears",
    expects: "an integer from 0 to 600000",
    schema: integer(0, 600_000),
  },
  DATA_DIR: {
    default: "./data",
    meaning: "Folder of the embedded member API's SQLite file and its outbox of emails",
    expects: "a folder path",
    schema: z.string().min(1),
  },
  UPSTREAM_URL: {
    default: undefined,
    meaning: "Base URL of the legacy member API; when unset the embedded one is started in-process on a loopback port",
    expects: "an http(s) URL",
    schema: z.url({ protocol: /^https?$/ }).optional(),
  },
  UPSTREAM_TIMEOUT_MS: {
    default: "8000",
    meaning: "Longest one call to the member API may take, connection to last byte",
    expects: "an integer from 100 to 60000",
    schema: integer(100, 60_000),
  },
  ASSET_URL: {
    default: undefined,
    meaning: "Base URL of the template asset host: themes at ASSET_URL/themes.json, screenshots at ASSET_URL/screenshots/{id}.svg (defaults to the embedded host, served at /asset-host)",
    expects: "an http(s) URL",
    schema: z.url({ protocol: /^https?$/ }).optional(),
  },
  DOMAIN_API_URL: {
    default: undefined,
    meaning: "Base URL of the domain API (availability and sale extensions), proxied at /api/domains (defaults to the embedded one)",
    expects: "an http(s) URL",
    schema: z.url({ protocol: /^https?$/ }).optional(),
  },
  CATALOG_TIMEOUT_MS: {
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
    meaning: "Secret that signs the CSRF tokens and notice cookies; set the same value on every replica (a random one is made per process when unset)",
    expects: "at least 32 characters",
    schema: z.string().min(32).optional(),
  },
  TURNSTILE_SECRET: {
    default: undefined,
    meaning: "Cloudflare Turnstile secret used by the embedded member API to verify sign-up captchas",
    expects: "a Turnstile secret key",
    schema: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/).optional(),
  },
  PROVIDER_URL: {
    default: "https://{pub}.hosting.braveweb.example",
    meaning: "The provider host that hosting plans and domain promotions link to; {pub} becomes PUBLISHER_ID",
    expects: "an http(s) URL, optionally with {pub} in its host",
    schema: z.string().regex(/^https?:\/\/[A-Za-z0-9.{}-]+(:\d+)?(\/[^\s]*)?$/),
  },
  PUBLISHER_ID: {
    default: "10001",
    meaning: "The publisher number whose subdomain of PROVIDER_URL takes plan and domain orders",
    expects: "digits",
    schema: z.string().regex(/^\d{1,12}$/),
  },
  TURNSTILE_SITEKEY: {
    default: undefined,
    meaning: "Cloudflare Turnstile site key; when set the captcha is shown and its origin is allowed by the CSP",
    expects: "a Turnstile site key (letters, digits, - and _)",
    schema: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/).optional(),
  },
} satisfies Record<string, VariableSpec<unknown>>;

type Variables = typeof variables;
export type VariableName = keyof Variables;
type Parsed = { [K in VariableName]: z.output<Variables[K]["schema"]> };

export interface Config {
  port: number;
  host: string;
  logLevel: Parsed["LOG_LEVEL"];
  trustProxy: boolean;
  pageCacheEntries: number;
  renderTimeoutMs: number;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  cookieBannerDelayMs: number;
  turnstileSiteKey: string | undefined;
  turnstileSecret: string | undefined;
  dataDir: string;
  upstreamUrl: string | undefined;
  upstreamTimeoutMs: number;
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  /** The members area, without a trailing slash. */
  membersUrl: string;
  cookieSecret: string;
  secureCookies: boolean;
  assetUrl: string | undefined;
  domainApiUrl: string | undefined;
  catalogTimeoutMs: number;
  /** Base URL of the provider's order host for our publisher, without a trailing slash. */
  providerUrl: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function parseVariable<K extends VariableName>(name: K, env: NodeJS.ProcessEnv): Parsed[K] {
  const spec: VariableSpec<unknown> = variables[name];
  const raw = env[name];
  const value = raw === undefined || raw.trim() === "" ? spec.default : raw.trim();
  const result = spec.schema.safeParse(value);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(raw)} — expected ${spec.expects}.`);
  }
  return result.data as Parsed[K];
}

/** Reads the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseVariable("PORT", env);
  const publicUrl = (parseVariable("PUBLIC_URL", env) ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const membersUrl = (parseVariable("MEMBERS_URL", env) ?? `${publicUrl}/members`).replace(/\/+$/, "");
  return {
    port,
    host: parseVariable("HOST", env),
    logLevel: parseVariable("LOG_LEVEL", env),
    trustProxy: parseVariable("TRUST_PROXY", env),
    pageCacheEntries: parseVariable("PAGE_CACHE_ENTRIES", env),
    renderTimeoutMs: parseVariable("RENDER_TIMEOUT_MS", env),
    requestTimeoutMs: parseVariable("REQUEST_TIMEOUT_MS", env),
    shutdownTimeoutMs: parseVariable("SHUTDOWN_TIMEOUT_MS", env),
    cookieBannerDelayMs: parseVariable("COOKIE_BANNER_DELAY_MS", env),
    turnstileSiteKey: parseVariable("TURNSTILE_SITEKEY", env),
    turnstileSecret: parseVariable("TURNSTILE_SECRET", env),
    dataDir: parseVariable("DATA_DIR", env),
    upstreamUrl: parseVariable("UPSTREAM_URL", env)?.replace(/\/+$/, ""),
    upstreamTimeoutMs: parseVariable("UPSTREAM_TIMEOUT_MS", env),
    publicUrl,
    membersUrl,
    // A per-process secret keeps a single instance safe; replicas need a shared one.
    cookieSecret: parseVariable("COOKIE_SECRET", env) ?? randomBytes(32).toString("base64url"),
    secureCookies: publicUrl.startsWith("https:"),
    assetUrl: parseVariable("ASSET_URL", env)?.replace(/\/+$/, ""),
    domainApiUrl: parseVariable("DOMAIN_API_URL", env)?.replace(/\/+$/, ""),
    catalogTimeoutMs: parseVariable("CATALOG_TIMEOUT_MS", env),
    providerUrl: parseVariable("PROVIDER_URL", env).replace("{pub}", parseVariable("PUBLISHER_ID", env)).replace(/\/+$/, ""),
  };
}
