import { loadConfig, type RateLimit } from "../config/config.ts";

/**
 * What a limit counts per key (docs/decisions.md, 13): the client's address (IPv6 per /64), a
 * username or an email address (case-folded and hashed), a browser's device cookie, or the
 * whole site (one key).
 */
type KeyedOn = "address" | "username" | "email" | "device" | "site";

/**
 * How a limit counts (server/platform/security/counterStore.ts): a fixed window that starts with a key's
 * first event ("window": a volume cap, nothing else counts the same events), or the events of
 * the window before each one ("rolling": the failed-login budgets, as the member API counts
 * its own failures, docs/decisions.md, 23).
 */
type Counting = "window" | "rolling";

interface LimitRow {
  /** The environment variable its count and window are read from (server/platform/config/config.ts; operators' names, kept as they are). */
  setting: string;
  keyedOn: KeyedOn;
  counting: Counting;
  /** What it guards, in one line. */
  guards: string;
}

/**
 * Every limit of the site, one row each (docs/decisions.md, 17). A row's name is the limit's only
 * name: the key of `config.limits`, of `RateLimits` (server/platform/security/rateLimits.ts), of a
 * route's `limit` or `budgets` declaration (server/platform/security/rateLimitGuard.ts), the
 * `limit` label of `rate_limit_refusals_total`, the `limit.name` of a refusal's log line, and
 * the policy named in the `RateLimit-Policy` and `RateLimit` headers. Changing a limit's default
 * is its variable's row in server/platform/config/config.ts; adding a limit is a row here, its variable there,
 * and a declaration on the routes that spend it.
 */
export const LIMITS = {
  accountPosts: {
    setting: "RATE_LIMIT_ACCOUNT",
    keyedOn: "address",
    counting: "window",
    guards: "every account post (login, sign-up, lost password; pages and JSON API together)",
  },
  loginFailures: {
    setting: "RATE_LIMIT_LOGIN_FAILURES",
    keyedOn: "address",
    counting: "rolling",
    guards: "failed logins from browsers without the username's device cookie",
  },
  usernameFailures: {
    setting: "BOT_CHECK_AFTER_FAILURES",
    keyedOn: "username",
    counting: "rolling",
    guards: "failed logins for one username from browsers without its device cookie: the bot check, then a pause",
  },
  deviceFailures: {
    setting: "RATE_LIMIT_DEVICE_FAILURES",
    keyedOn: "device",
    counting: "rolling",
    guards: "failed logins from a browser with the username's device cookie",
  },
  globalLoginFailures: {
    setting: "RATE_LIMIT_GLOBAL_LOGIN_FAILURES",
    keyedOn: "site",
    counting: "rolling",
    guards: "failed logins from browsers without a device cookie, site-wide",
  },
  usernameChecks: {
    setting: "RATE_LIMIT_USERNAME_CHECKS",
    keyedOn: "address",
    counting: "window",
    guards: "username availability checks",
  },
  resetRequests: {
    setting: "RATE_LIMIT_RESET_REQUESTS",
    keyedOn: "address",
    counting: "window",
    guards: "lost-password requests with a valid email address",
  },
  resetEmails: {
    setting: "RATE_LIMIT_RESET_EMAILS",
    keyedOn: "email",
    counting: "window",
    guards: "reset emails sent to one address (past it nothing is sent, and nothing is said)",
  },
  cartChanges: {
    setting: "RATE_LIMIT_CART_CHANGES",
    keyedOn: "address",
    counting: "window",
    guards: "domain cart changes (adding or removing a domain)",
  },
  domainApiCalls: {
    setting: "RATE_LIMIT_DOMAIN_API_CALLS",
    keyedOn: "address",
    counting: "window",
    guards: "calls to the domain API made for one client (searches, suggestions, the proxied reads)",
  },
  webVitalsBeacons: {
    setting: "RATE_LIMIT_WEB_VITALS",
    keyedOn: "address",
    counting: "window",
    guards: "field Core Web Vitals beacons (one per page a visitor leaves)",
  },
} as const satisfies Record<string, LimitRow>;

export type LimitName = keyof typeof LIMITS;

export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];

export function isLimitName(name: unknown): name is LimitName {
  return typeof name === "string" && Object.hasOwn(LIMITS, name);
}

/** A limit's count and window when its variable is unset (examples in the OpenAPI document, tests). */
export function defaultLimit(name: LimitName): RateLimit {
  return loadConfig({}).limits[name];
}
