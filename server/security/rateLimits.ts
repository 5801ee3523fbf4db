import { createHash } from "node:crypto";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Config, RateLimit } from "../config.ts";

/** What a counter says about one key, in the words the RateLimit-* headers use. */
export interface LimitState {
  /** Which limit this is (account, login-failures, ...), for the metrics. */
  name: string;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (0 when nothing is counted). */
  resetSeconds: number;
}

/** Events counted per key within a window, shared through Redis when the site has one. */
export interface Counter {
  /** Counts one event; `passed` when this one went over the limit. */
  hit(key: string): Promise<{ passed: boolean; state: LimitState }>;
  /** Whether the limit is already used up, without counting anything. */
  reached(key: string): Promise<{ reached: boolean; state: LimitState }>;
}

export interface RateLimits {
  /** Every account post (login, sign-up, lost password; pages and JSON API), per client address. */
  accountPosts: Counter;
  /** Failed logins per client address. */
  loginFailures: Counter;
  /** Failed logins per username, from anywhere: what turns on the bot check (never a refusal). */
  usernameFailures: Counter;
  usernameChecks: Counter;
  resetRequests: Counter;
  /** Reset emails per email address: past it nothing is sent, and nothing is said. */
  resetEmails: Counter;
  /** Domain cart changes per client address. */
  cartChanges: Counter;
}

/** How many keys each in-memory counter keeps; older ones are dropped first. */
const MEMORY_KEYS = 100_000;

/**
 * The site's counters on @fastify/rate-limit: its in-memory store by default, its Redis store
 * when REDIS_URL is set, so every replica counts together. Keys are prefixed with the
 * counter's name (the plugin's manual limiters share one key space in Redis). A store error
 * counts as nothing counted: limits fail open rather than refuse everyone.
 */
export async function createRateLimits(app: FastifyInstance, config: Config, redis: Redis | null): Promise<RateLimits> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: "braveweb:limit:" } : {}),
  });

  const counter = (name: string, { max, windowMs }: RateLimit): Counter => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      skipOnError: true,
      keyGenerator: (req) => (req as unknown as CounterKey).counterKey,
      ...({ cache: MEMORY_KEYS } as object),
    });
    const run = async (key: string, increment: boolean) => {
      const result = await check({ counterKey: `${name}:${key}`, routeOptions: { config: {} } } as unknown as FastifyRequest, { increment });
      if (result.isAllowed) return { current: 0, state: { name, limit: max, remaining: max, resetSeconds: 0 } };
      const state = { name, limit: max, remaining: result.remaining, resetSeconds: result.ttlInSeconds };
      return { current: result.isExceeded ? max + 1 : max - result.remaining, state };
    };
    return {
      async hit(key) {
        const { current, state } = await run(key, true);
        return { passed: current > max, state };
      },
      async reached(key) {
        const { current, state } = await run(key, false);
        return { reached: current >= max, state };
      },
    };
  };

  const { limits } = config;
  return {
    accountPosts: counter("account", limits.accountPosts),
    loginFailures: counter("login-failures", limits.loginFailures),
    usernameFailures: counter("username-failures", limits.botCheckAfter),
    usernameChecks: counter("username-checks", limits.usernameChecks),
    resetRequests: counter("reset-requests", limits.resetRequests),
    resetEmails: counter("reset-emails", limits.resetEmails),
    cartChanges: counter("cart-changes", limits.cartChanges),
  };
}

interface CounterKey {
  counterKey: string;
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

/** Retry-After and the RateLimit-* fields (IETF draft) of a refusal. */
export function sendLimitHeaders(reply: FastifyReply, state: LimitState): void {
  const reset = Math.max(1, state.resetSeconds);
  reply.header("retry-after", String(reset));
  reply.header("ratelimit-limit", String(state.limit));
  reply.header("ratelimit-remaining", "0");
  reply.header("ratelimit-reset", String(reset));
}
