import fc from "fast-check";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryCounterStore, mirroredCounterStore, redisCounterStore, type CounterStore } from "../../server/platform/security/counterStore.ts";
import { redisServer, type RedisServer } from "../fixtures/redisServer.ts";

/**
 * The property every limit rests on: however many events run at once, each gets a count of its
 * own, so exactly `max` of them see a count within `max`; and giving slots back lets exactly that
 * many new ones in. Run on the in-memory store and on a real redis-server.
 */
const scenario = fc.record({
  max: fc.integer({ min: 1, max: 12 }),
  parallel: fc.integer({ min: 1, max: 40 }),
  released: fc.integer({ min: 0, max: 40 }),
});

async function checkFixedWindow(store: CounterStore, key: string, { max, parallel }: { max: number; parallel: number }) {
  const counts = await Promise.all(Array.from({ length: parallel }, () => store.increment(key, 60_000)));
  const values = counts.map((c) => c.count).sort((a, b) => a - b);
  expect(values).toEqual(Array.from({ length: parallel }, (_, i) => i + 1));
  expect(values.filter((n) => n <= max)).toHaveLength(Math.min(parallel, max));
  for (const { resetMs } of counts) {
    expect(resetMs).toBeGreaterThan(0);
    expect(resetMs).toBeLessThanOrEqual(60_000);
  }
}

async function checkRollingLog(store: CounterStore, key: string, { max, parallel, released }: { max: number; parallel: number; released: number }) {
  const rule = { windowMs: 60_000, max, cap: max };
  const takes = await Promise.all(Array.from({ length: parallel }, () => store.take(key, rule)));
  // Distinct counts up to the cap; past it nothing is recorded and every answer is cap + 1.
  expect(takes.map((t) => t.count).sort((a, b) => a - b)).toEqual(Array.from({ length: parallel }, (_, i) => Math.min(i + 1, rule.cap + 1)));
  // Those over the limit are given back, as the login gate does with a refused attempt.
  await Promise.all(takes.filter((t) => t.count > max).map((t) => t.release()));
  const within = takes.filter((t) => t.count <= max);
  const giveBack = within.slice(0, released);
  // A second release of the same slot does nothing.
  await Promise.all([...giveBack, ...giveBack].map((t) => t.release()));
  const next = await Promise.all(Array.from({ length: parallel }, () => store.take(key, rule)));
  expect(next.filter((t) => t.count <= max)).toHaveLength(Math.min(parallel, max - within.length + giveBack.length));
}

describe("the in-memory counter store", () => {
  it("gives every parallel event its own count, in fixed windows and rolling logs, and takes back exactly what is released", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const store = memoryCounterStore(1000);
        await checkFixedWindow(store, `w${run}`, s);
        await checkRollingLog(store, `l${run++}`, s);
      }),
    );
  });

  it("starts a new fixed window when the old one has ended", async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(1000, () => now);
    expect(await store.increment("a", 5_000)).toEqual({ count: 1, resetMs: 5_000 });
    now += 2_000;
    expect(await store.increment("a", 5_000)).toEqual({ count: 2, resetMs: 3_000 });
    now += 3_000;
    expect(await store.increment("a", 5_000)).toEqual({ count: 1, resetMs: 5_000 });
  });

  it("rolls: an event counts for exactly windowMs after it, and the wait names when the oldest that matters leaves", async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(1000, () => now);
    const rule = { windowMs: 10_000, max: 2, cap: 2 };
    const first = await store.take("a", rule);
    expect(first).toMatchObject({ count: 1, resetMs: 0 });
    now += 4_000;
    // The second fills the budget: one more is within once the first has left, 6 s from now.
    expect(await store.take("a", rule)).toMatchObject({ count: 2, resetMs: 6_000 });
    now += 5_999;
    const refused = await store.take("a", rule);
    expect(refused).toMatchObject({ count: 3, resetMs: 1 });
    await refused.release();
    now += 1;
    expect(await store.take("a", rule)).toMatchObject({ count: 2 });
    // A late release of a slot that has left the window takes nothing else with it.
    await first.release();
    expect(await store.take("a", rule)).toMatchObject({ count: 3 });
  });

  it("records at most `cap` events per key, so a flood cannot grow a log", async () => {
    const now = 1_000_000;
    const store = memoryCounterStore(1000, () => now);
    const rule = { windowMs: 10_000, max: 3, cap: 4 };
    const takes = [];
    for (let i = 0; i < 50; i++) takes.push(await store.take("a", rule));
    expect(takes.map((t) => t.count)).toEqual(Array.from({ length: 50 }, (_, i) => Math.min(i, 4) + 1));
    // Releasing one of the four recorded makes room for exactly one.
    await takes[3]!.release();
    expect((await store.take("a", rule)).count).toBe(4);
    expect((await store.take("a", rule)).count).toBe(5);
  });

  it("holds at most its number of keys, dropping the least recently counted", async () => {
    const store = memoryCounterStore(3);
    const rule = { windowMs: 60_000, max: 9, cap: 9 };
    for (const key of ["a", "b", "c", "d"]) {
      await store.increment(key, 60_000);
      await store.take(key, rule);
    }
    expect((await store.increment("a", 60_000)).count).toBe(1);
    expect((await store.increment("d", 60_000)).count).toBe(2);
    expect((await store.take("a", rule)).count).toBe(1);
    expect((await store.take("d", rule)).count).toBe(2);
  });
});

describe("the Redis counter store, on a real redis-server", () => {
  let server: RedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await redisServer();
    redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it("gives every parallel event its own count, in fixed windows and rolling logs, and takes back exactly what is released", async () => {
    const store = redisCounterStore(redis, "test:");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        await checkFixedWindow(store, `w${run}`, s);
        await checkRollingLog(store, `l${run++}`, s);
      }),
      { numRuns: 40 },
    );
  });

  it("rolls on the caller's clock as the memory store does, and keeps no key longer than its window", async () => {
    let now = 1_000_000;
    const store = redisCounterStore(redis, "test:", () => now);
    const rule = { windowMs: 10_000, max: 2, cap: 2 };
    expect(await store.take("rolling", rule)).toMatchObject({ count: 1, resetMs: 0 });
    now += 4_000;
    expect(await store.take("rolling", rule)).toMatchObject({ count: 2, resetMs: 6_000 });
    const ttl = await redis.pttl("test:log:rolling");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
    now += 5_999;
    const refused = await store.take("rolling", rule);
    expect(refused).toMatchObject({ count: 3, resetMs: 1 });
    now += 1;
    expect(await store.take("rolling", rule)).toMatchObject({ count: 2 });
    expect(await redis.zcard("test:log:rolling")).toBe(2);
  });

  it("answers exactly as the memory store does, over any schedule of takes and releases", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ max: fc.integer({ min: 1, max: 5 }), extra: fc.integer({ min: 0, max: 2 }) }),
        fc.array(fc.record({ gapMs: fc.integer({ min: 0, max: 12_000 }), release: fc.boolean() }), { maxLength: 30 }),
        async ({ max, extra }, steps) => {
          let now = 5_000_000;
          const memory = memoryCounterStore(100, () => now);
          const shared = redisCounterStore(redis, "same:", () => now);
          const rule = { windowMs: 10_000, max, cap: max + extra };
          const key = `k${run++}`;
          for (const step of steps) {
            now += step.gapMs;
            const [a, b] = [await memory.take(key, rule), await shared.take(key, rule)];
            expect({ count: b.count, resetMs: b.resetMs }).toEqual({ count: a.count, resetMs: a.resetMs });
            if (step.release || a.count > max) await Promise.all([a.release(), b.release()]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("never leaves a fixed-window key without its expiry", async () => {
    const store = redisCounterStore(redis, "test:");
    await store.increment("expiring", 60_000);
    const ttl = await redis.pttl("test:expiring");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("two connections (two replicas) count one key together", async () => {
    const other = new Redis(server.url, { maxRetriesPerRequest: 1 });
    try {
      const a = redisCounterStore(redis, "test:");
      const b = redisCounterStore(other, "test:");
      const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment("shared", 60_000)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const rule = { windowMs: 60_000, max: 30, cap: 30 };
      const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take("shared-log", rule)));
      expect(takes.map((t) => t.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      other.disconnect();
    }
  });

  it("mirrored in memory, goes on counting what this replica saw when Redis stops, and after it comes back empty", async () => {
    const own = await redisServer();
    const connection = new Redis(own.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => 100 });
    try {
      await new Promise<void>((resolve) => (connection.status === "ready" ? resolve() : connection.once("ready", () => resolve())));
      const store = mirroredCounterStore(redisCounterStore(connection, "test:"), memoryCounterStore(100));
      const rule = { windowMs: 60_000, max: 3, cap: 3 };
      const counts = [(await store.take("k", rule)).count, (await store.take("k", rule)).count];
      await own.stop();
      counts.push((await store.take("k", rule)).count, (await store.take("k", rule)).count);
      await own.restart();
      await new Promise<void>((resolve) => (connection.status === "ready" ? resolve() : connection.once("ready", () => resolve())));
      counts.push((await store.take("k", rule)).count);
      expect(counts).toEqual([1, 2, 3, 4, 4]);
    } finally {
      connection.disconnect();
      await own.stop();
    }
  });
});
