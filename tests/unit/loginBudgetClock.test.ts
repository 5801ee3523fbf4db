import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLegacyDatabase, type LegacyDatabase } from "../../legacy/store/database.ts";
import { recordFailure } from "../../legacy/store/loginLock.ts";
import { usernameKey } from "../../legacy/store/members.ts";
import { admitLogin } from "../../server/features/accounts/loginGate.ts";
import type { FlowContext, FlowServices } from "../../server/features/accounts/flowResult.ts";
import { loadConfig, MEMBER_API_LOCK } from "../../server/platform/config/config.ts";
import type { BotCheck } from "../../server/features/accounts/botCheck.ts";
import { createDeviceCookies } from "../../server/platform/security/deviceCookie.ts";
import { createRateLimits } from "../../server/platform/security/rateLimits.ts";
import { redisServer, type RedisServer } from "../fixtures/redisServer.ts";

/** A stranger who solves every bot check: the strongest attacker the gate lets through at all. */
const solver: BotCheck = { verify: async () => "passed" };
const log = pino({ level: "silent" });
const UPSTREAM_TIMEOUT_MS = 8_000;

/**
 * Strangers' attempts at one username: the gap before each, which of a few addresses it comes
 * from, and how long after the site admitted it the member API records its failure (hashing,
 * queueing), up to the site's UPSTREAM_TIMEOUT_MS.
 */
const schedule = fc.array(
  fc.record({
    // Anything up to 20 minutes, bursts, and gaps just short of or past the 15 minutes.
    gapMs: fc.oneof(fc.integer({ min: 0, max: 20 * 60_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 14 * 60_000, max: 15 * 60_000 + 10_000 })),
    address: fc.integer({ min: 1, max: 4 }),
    recordedAfterMs: fc.integer({ min: 0, max: UPSTREAM_TIMEOUT_MS }),
  }),
  { maxLength: 30 },
);
interface Attempt {
  gapMs: number;
  address: number;
  recordedAfterMs: number;
}
interface Settings {
  budget: string;
  withCheck: boolean;
}
const settings = fc.record({ budget: fc.constantFrom("1/15m", "3/15m", "4/15m", "4/16m", "2/1h"), withCheck: fc.boolean() });

const at = (gapMs: number, recordedAfterMs = 0) => ({ gapMs, address: 1, recordedAfterMs });
/** Schedules that once got through, tried on every run. */
const KNOWN_HOLES: Array<[Settings, Attempt[]]> = [
  // Fixed windows that start at a username's first failure: 1 at t0, 2 at t0+14:53, 3 at t0+15:03.
  [{ budget: "3/15m", withCheck: false }, [at(0), at(14 * 60_000 + 53_000), at(0), at(10_000), at(0), at(0)]],
  // A window exactly as long as the member API's, while the member API records the first failure
  // 8 s after the site counted it: at t0+15:00.001 the site has forgotten it, the member API has not.
  [{ budget: "3/15m", withCheck: true }, [at(0, 8_000), at(7_000), at(0), at(0), at(15 * 60_000 - 7_000 + 1)]],
];

/**
 * The seam of docs/decisions.md, 23 as a property: over any schedule, with the site's gate (its
 * budgets on one fake clock) in front of the member API's real lock (legacy/store/loginLock.ts:
 * five failures inside a rolling 15 minutes lock a username), every attempt the gate admits is a
 * wrong password, and yet the member API never locks, nor counts five failures in any 15 minutes.
 */
async function strangersNeverLock(
  redis: Redis | null,
  db: LegacyDatabase,
  clock: { now: number },
  run: number,
  { budget, withCheck }: Settings,
  attempts: Attempt[],
) {
  const config = loadConfig({ BOT_CHECK_AFTER_FAILURES: budget, UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) });
  const services = {
    limits: createRateLimits(config, redis, { now: () => clock.now }),
    botCheck: withCheck ? solver : null,
    devices: createDeviceCookies({ secret: "s".repeat(40), secure: false }),
  } as unknown as FlowServices;
  const username = `target${run}`;
  // Each run a day after the last: nothing of the previous one is still in a window.
  clock.now += 24 * 3_600_000;
  const recordedAt: number[] = [];
  for (const attempt of attempts) {
    clock.now += attempt.gapMs;
    const ctx = {
      carried: {},
      clientAddress: `10.0.${run % 250}.${attempt.address}`,
      requestId: "r",
      log,
      captchaToken: withCheck ? "token" : undefined,
    } as FlowContext;
    const gate = await admitLogin(username, ctx, services);
    if (!gate.admitted) continue;
    // A wrong password: the slots are kept.
    await gate.admission.settle(false);
    recordedAt.push(clock.now + attempt.recordedAfterMs);
  }
  recordedAt.sort((a, b) => a - b);
  for (const at of recordedAt) {
    expect(recordedAt.filter((other) => other > at - MEMBER_API_LOCK.windowMs && other <= at).length).toBeLessThan(MEMBER_API_LOCK.failures);
    expect(recordFailure(db, usernameKey(username), at)).toBe(false);
  }
}

describe("strangers' failed logins on any schedule", () => {
  let dataDir: string;
  let db: LegacyDatabase;
  let redis: RedisServer;
  let connection: Redis;
  const clock = { now: Date.parse("2026-03-01T10:00:00Z") };
  let run = 0;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "budget-clock-"));
    db = openLegacyDatabase(dataDir, clock.now);
    redis = await redisServer();
    connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    connection?.disconnect();
    await redis?.stop();
    db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never make the member API's lock, in memory", async () => {
    await fc.assert(
      fc.asyncProperty(settings, schedule, (s, attempts) => strangersNeverLock(null, db, clock, run++, s, attempts)),
      { numRuns: 300, examples: [...KNOWN_HOLES] },
    );
  });

  it("never make the member API's lock, on Redis", async () => {
    await fc.assert(
      fc.asyncProperty(settings, schedule, (s, attempts) => strangersNeverLock(connection, db, clock, run++, s, attempts)),
      { numRuns: 60, examples: [...KNOWN_HOLES] },
    );
  });
});
