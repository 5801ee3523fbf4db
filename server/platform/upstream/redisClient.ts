import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The Redis connection shared by the rate limits (and the counters behind the bot-check
 * gate). Set so that an outage makes commands fail at once rather than queue: ioredis would
 * otherwise hold them until Redis came back, turning an outage into hanging requests. On those
 * errors the counters answer from each replica's memory (server/platform/security/counterStore.ts,
 * docs/decisions.md, 15); the outage itself is logged once when it starts and once when it ends,
 * never per request.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // The URL may carry a password: lines name the host only.
  const where = { host: redis.options.host, port: redis.options.port };
  let reachable: boolean | null = null;
  const down = (reason: string) => {
    if (reachable === false) return;
    reachable = false;
    log.error({ redis: { ...where, reason } }, "Redis unreachable: rate limits and failed-login budgets count in each replica's memory until it is back");
  };
  redis.on("ready", () => {
    if (reachable === false) log.warn({ redis: where }, "Redis reachable again: rate limits and failed-login budgets shared once more");
    reachable = true;
  });
  redis.on("error", (error: Error & { code?: string }) => down(error.code ?? error.message));
  redis.on("close", () => {
    if (reachable) down("connection closed");
  });
  return redis;
}
