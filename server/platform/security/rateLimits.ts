import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { messageWith, waitInWords } from "../../../content/messages.ts";
import { MEMBER_API_LOCK, type Config, type RateLimit } from "../config/config.ts";
import { LIMITS, LIMIT_NAMES, type LimitName } from "./limitsTable.ts";
import { memoryCounterStore, mirroredCounterStore, redisCounterStore, type CounterStore } from "./counterStore.ts";

/** What a counter says about one key, in the words the RateLimit headers use. */
export interface LimitState {
  /** Which limit this is: its row in server/platform/security/limitsTable.ts. */
  name: LimitName;
  limit: number;
  /** The limit's window, in seconds (the `w` of its RateLimit-Policy). */
  windowSeconds: number;
  remaining: number;
  /** Seconds until one more event would be within the limit: a fixed window's end, or a rolling budget's oldest event leaving it. */
  resetSeconds: number;
}

/**
 * A slot taken before an outcome is known (a login before the member API has answered): it
 * counts at once, so parallel attempts see each other, and is given back with `release` when
 * the outcome shows that nothing the budget guards was spent.
 */
export interface Reservation {
  /** The events of the window with this one: 1 for the first. */
  count: number;
  /** Whether the count is within the limit. */
  within: boolean;
  state: LimitState;
  /** Gives the slot back; a second call does nothing. */
  release(): Promise<void>;
}

/** Events counted per key within a fixed window, shared through Redis when the site has one. */
export interface Counter {
  /** Counts one event; `passed` when this one went over the limit. */
  hit(key: string): Promise<{ passed: boolean; state: LimitState }>;
  /** The configured limit and window. */
  readonly limit: RateLimit;
}

/** Failed logins over a rolling window (the last `windowMs` before each attempt), shared like the counters. */
interface Budget {
  /** Takes a slot that can be given back (see Reservation). */
  reserve(key: string): Promise<Reservation>;
  /** The configured limit and window. */
  readonly limit: RateLimit;
}

/**
 * Plain hit counters keep fixed windows: they cap a volume per address, and nothing else counts
 * the same events against a threshold of its own, so their known leniency (up to twice the
 * count around a window's end) hurts nobody, and one number per key keeps their memory small.
 * The failed-login budgets roll instead (docs/decisions.md, 23): the member API counts failures over
 * a rolling 15 minutes, and a budget that restarts from nothing would let its lock be reached.
 * Which is which, what each is keyed on and what it guards: its row in
 * server/platform/security/limitsTable.ts, whose names these are.
 */
export type RateLimits = {
  [N in LimitName]: (typeof LIMITS)[N]["counting"] extends "rolling" ? Budget : Counter;
};

/** How many keys each in-memory counter keeps; the least recently counted are dropped first. */
const MEMORY_KEYS = 100_000;

/** One failure fewer than the member API's lock: the most a username gets from strangers, even with solved checks. */
export const STRANGER_CEILING = MEMBER_API_LOCK.failures - 1;

function stateOf(name: LimitName, limit: RateLimit, count: number, resetMs: number): LimitState {
  return {
    name,
    limit: limit.max,
    windowSeconds: Math.ceil(limit.windowMs / 1000),
    remaining: Math.max(0, limit.max - count),
    resetSeconds: Math.ceil(Math.max(0, resetMs) / 1000),
  };
}

/** One named fixed-window limit over a counter store. */
function counter(name: LimitName, limit: RateLimit, store: CounterStore): Counter {
  const { max, windowMs } = limit;
  return {
    limit,
    async hit(key) {
      const { count, resetMs } = await store.increment(`${name}:${key}`, windowMs);
      return { passed: count > max, state: stateOf(name, limit, count, resetMs) };
    },
  };
}

/**
 * One named rolling budget over a counter store. `windowMs` may be longer than the configured
 * window, never shorter; `cap` (at least the limit) is how many events past which nothing is
 * recorded, so a key's log stays small whatever a flood sends.
 */
function budget(name: LimitName, limit: RateLimit, store: CounterStore, { windowMs = limit.windowMs, cap = limit.max } = {}): Budget {
  const rule = { windowMs: Math.max(windowMs, limit.windowMs), max: limit.max, cap: Math.max(cap, limit.max) };
  return {
    limit,
    async reserve(key) {
      const taken = await store.take(`${name}:${key}`, rule);
      return {
        count: taken.count,
        within: taken.count <= rule.max,
        state: stateOf(name, { max: rule.max, windowMs: rule.windowMs }, taken.count, taken.resetMs),
        release: () => taken.release(),
      };
    },
  };
}

export interface RateLimitOptions {
  /** The clock of every counter; tests move it. */
  now?: () => number;
}

/**
 * The site's counters: in memory by default; with REDIS_URL in Redis, so every replica counts
 * together, mirrored in memory for when Redis fails (counterStore.ts, docs/decisions.md, 15). Each
 * counter counts and reads in one atomic step: a count is never read first and written after,
 * so parallel requests cannot all see the same "one left".
 */
export function createRateLimits(config: Config, redis: Redis | null, { now = Date.now }: RateLimitOptions = {}): RateLimits {
  const shared = redis ? redisCounterStore(redis, "braveweb:limit:", now) : null;
  // In memory, one store per counter: keys made up in bulk for one limit (usernames) must not
  // push another limit's keys (addresses) out.
  const store = () => {
    const local = memoryCounterStore(MEMORY_KEYS, now);
    return shared ? mirroredCounterStore(shared, local) : local;
  };
  const { limits } = config;
  const budgetOptions: Partial<Record<LimitName, Parameters<typeof budget>[3]>> = {
    // The member API counts a failure when it has checked the password, up to
    // UPSTREAM_TIMEOUT_MS after this site took the slot: the window is that much longer, so no
    // spacing of attempts fits a fifth failure into the member API's 15 minutes. Past the
    // bot-check limit a solved check still allows failures up to the ceiling.
    usernameFailures: { windowMs: limits.usernameFailures.windowMs + config.upstreamTimeoutMs, cap: STRANGER_CEILING },
  };
  const made = {} as Record<LimitName, Counter | Budget>;
  for (const name of LIMIT_NAMES) {
    made[name] = LIMITS[name].counting === "rolling" ? budget(name, limits[name], store(), budgetOptions[name]) : counter(name, limits[name], store());
  }
  return made as RateLimits;
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

/**
 * Names this limit's policy and its state for this client in the answer, in the structured-field
 * form of draft-ietf-httpapi-ratelimit-headers: `RateLimit-Policy: "accountPosts";q=20;w=60` and
 * `RateLimit: "accountPosts";r=19;t=42`. An answer that spent two limits (a login's address
 * counter, then a failure budget that refused it) lists both, each once.
 */
export function sendPolicyHeaders(reply: FastifyReply, state: LimitState): void {
  const reset = state.remaining === 0 ? retryAfterOf(state) : state.resetSeconds;
  addListItem(reply, "ratelimit-policy", state.name, `"${state.name}";q=${state.limit};w=${state.windowSeconds}`);
  addListItem(reply, "ratelimit", state.name, `"${state.name}";r=${state.remaining};t=${reset}`);
}

/** Adds an item to a structured-field list header, in place of an item of the same policy already there. */
function addListItem(reply: FastifyReply, header: string, name: string, item: string): void {
  const current = reply.getHeader(header);
  const others = typeof current === "string" && current !== "" ? current.split(", ").filter((entry) => !entry.startsWith(`"${name}";`)) : [];
  reply.header(header, [...others, item].join(", "));
}

/**
 * A refusal's headers: Retry-After, the policy headers above, and the RateLimit-Limit,
 * -Remaining and -Reset fields of the draft's earlier versions, which integrators already read
 * (the OpenAPI document names them).
 */
export function sendLimitHeaders(reply: FastifyReply, state: LimitState): void {
  const reset = retryAfterOf(state);
  reply.header("retry-after", String(reset));
  reply.header("ratelimit-limit", String(state.limit));
  reply.header("ratelimit-remaining", "0");
  reply.header("ratelimit-reset", String(reset));
  sendPolicyHeaders(reply, { ...state, remaining: 0 });
}
