import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { messageWith, waitInWords } from "../../content/messages.ts";
import type { Config, RateLimit } from "../config.ts";
import { memoryCounterStore, redisCounterStore, type CounterStore } from "./counterStore.ts";

/** What a counter says about one key, in the words the RateLimit-* headers use. */
export interface LimitState {
  /** Which limit this is (account, login-failures, ...), for the metrics. */
  name: string;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (0 when nothing is counted). */
  resetSeconds: number;
}

/**
 * A slot taken before an outcome is known (a login before the member API has answered): it
 * counts at once, so parallel attempts see each other, and is given back with `release` when
 * the outcome turns out not to be one the limit counts.
 */
export interface Reservation {
  /** The count this reservation made: 1 for the first in the window; 0 when nothing could be counted. */
  count: number;
  /** Whether the count is within the limit. */
  within: boolean;
  state: LimitState;
  /** Gives the slot back; a second call does nothing. */
  release(): Promise<void>;
}

/** Events counted per key within a window, shared through Redis when the site has one. */
export interface Counter {
  /** Counts one event; `passed` when this one went over the limit. */
  hit(key: string): Promise<{ passed: boolean; state: LimitState }>;
  /** Takes a slot that can be given back (see Reservation). */
  reserve(key: string): Promise<Reservation>;
  /** The configured limit and window. */
  readonly limit: RateLimit;
}

export interface RateLimits {
  /** Every account post (login, sign-up, lost password; pages and JSON API), per client address. */
  accountPosts: Counter;
  /** Failed logins per client address (browsers without a device cookie for the username). */
  loginFailures: Counter;
  /** Failed logins per username from browsers without its device cookie: the bot check, then a pause. */
  usernameFailures: Counter;
  /** Failed logins per device cookie: a browser that has logged into the username before. */
  deviceFailures: Counter;
  /** Failed logins from browsers without a device cookie, site-wide. */
  globalLoginFailures: Counter;
  usernameChecks: Counter;
  resetRequests: Counter;
  /** Reset emails per email address: past it nothing is sent, and nothing is said. */
  resetEmails: Counter;
  /** Domain cart changes per client address. */
  cartChanges: Counter;
  /** Calls to the domain API made for one client address (searches, suggestions, the proxied reads). */
  domainApiCalls: Counter;
}

/** How many keys each in-memory counter keeps; older ones are dropped first. */
const MEMORY_KEYS = 100_000;

function stateOf(name: string, max: number, count: number, resetMs: number): LimitState {
  return { name, limit: max, remaining: Math.max(0, max - count), resetSeconds: Math.ceil(Math.max(0, resetMs) / 1000) };
}

/**
 * One named limit over a counter store. A store error counts as nothing counted: limits fail
 * open rather than refuse everyone while Redis is away (the outage itself is logged by the
 * connection, once).
 */
function counter(name: string, limit: RateLimit, store: CounterStore): Counter {
  const { max, windowMs } = limit;
  const uncounted = (): Reservation => ({ count: 0, within: true, state: stateOf(name, max, 0, 0), release: async () => {} });
  return {
    limit,
    async hit(key) {
      try {
        const { count, resetMs } = await store.increment(`${name}:${key}`, windowMs);
        return { passed: count > max, state: stateOf(name, max, count, resetMs) };
      } catch {
        return { passed: false, state: stateOf(name, max, 0, 0) };
      }
    },
    async reserve(key) {
      const storeKey = `${name}:${key}`;
      let taken;
      try {
        taken = await store.increment(storeKey, windowMs);
      } catch {
        return uncounted();
      }
      let released = false;
      return {
        count: taken.count,
        within: taken.count <= max,
        state: stateOf(name, max, taken.count, taken.resetMs),
        async release() {
          if (released) return;
          released = true;
          await store.decrement(storeKey).catch(() => undefined);
        },
      };
    },
  };
}

/**
 * The site's counters: in memory by default, in Redis when REDIS_URL is set, so every replica
 * counts together. Each counter increments and reads in one atomic step (server/security/
 * counterStore.ts): a count is never read first and written after, so parallel requests
 * cannot all see the same "one left".
 */
export function createRateLimits(config: Config, redis: Redis | null): RateLimits {
  const shared = redis ? redisCounterStore(redis, "braveweb:limit:") : null;
  // In memory, one store per counter: keys made up in bulk for one limit (usernames) must not
  // push another limit's keys (addresses) out.
  const make = (name: string, limit: RateLimit) => counter(name, limit, shared ?? memoryCounterStore(MEMORY_KEYS));
  const { limits } = config;
  return {
    accountPosts: make("account", limits.accountPosts),
    loginFailures: make("login-failures", limits.loginFailures),
    usernameFailures: make("username-failures", limits.botCheckAfter),
    deviceFailures: make("device-failures", limits.deviceFailures),
    globalLoginFailures: make("global-login-failures", limits.globalLoginFailures),
    usernameChecks: make("username-checks", limits.usernameChecks),
    resetRequests: make("reset-requests", limits.resetRequests),
    resetEmails: make("reset-emails", limits.resetEmails),
    cartChanges: make("cart-changes", limits.cartChanges),
    domainApiCalls: make("domain-api-calls", limits.domainApiCalls),
  };
}

/**
 * A username or email address as a counter key: case-folded as the member API compares them,
 * and hashed, so Redis holds no list of who was tried.
 */
export function counterKeyOf(kind: "username" | "email", value: string): string {
  return createHash("sha256").update(`${kind}:${value.trim().toLowerCase()}`).digest("base64url").slice(0, 32);
}

/** A client address as a counter key: IPv6 clients count per /64, as one household does. */
export function addressKey(address: string): string {
  return normalizeIP(address);
}

/** The Retry-After of a refusal, in seconds: at least one, since a refusal with 0 would invite an instant retry. */
function retryAfterOf(state: LimitState): number {
  return Math.max(1, state.resetSeconds);
}

/** A refusal's words, with the wait they name equal to its Retry-After header. */
export function limitMessage(key: "limits.ERROR_RATE_LIMITED" | "limits.ERROR_USERNAME_PAUSED" | "limits.ERROR_LOGINS_PAUSED", state: LimitState): string {
  return messageWith(key, { wait: waitInWords(retryAfterOf(state)) });
}

/** Retry-After and the RateLimit-* fields (IETF draft) of a refusal. */
export function sendLimitHeaders(reply: FastifyReply, state: LimitState): void {
  const reset = retryAfterOf(state);
  reply.header("retry-after", String(reset));
  reply.header("ratelimit-limit", String(state.limit));
  reply.header("ratelimit-remaining", "0");
  reply.header("ratelimit-reset", String(reset));
}
