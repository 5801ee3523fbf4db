import fc from "fast-check";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryCounterStore, redisCounterStore, type CounterStore } from "../../server/security/counterStore.ts";
import { redisServer, type RedisServer } from "../fixtures/redisServer.ts";

/**
 * The property every limit rests on: however many increments run at once, each gets a count of
 * its own, so exactly `max` of them see a count within `max`; and giving slots back lets exactly
 * that many new ones in. Run on the in-memory store and on a real redis-server.
 */
const scenario = fc.record({
  max: fc.integer({ min: 1, max: 12 }),
  parallel: fc.integer({ min: 1, max: 40 }),
  released: fc.integer({ min: 0, max: 40 }),
});

async function checkScenario(store: CounterStore, key: string, { max, parallel, released }: { max: number; parallel: number; released: number }) {
  const counts = await Promise.all(Array.from({ length: parallel }, () => store.increment(key, 60_000)));
  const values = counts.map((c) => c.count).sort((a, b) => a - b);
  expect(values).toEqual(Array.from({ length: parallel }, (_, i) => i + 1));
  expect(values.filter((n) => n <= max)).toHaveLength(Math.min(parallel, max));
  for (const { resetMs } of counts) {
    expect(resetMs).toBeGreaterThan(0);
    expect(resetMs).toBeLessThanOrEqual(60_000);
  }
  const giveBack = Math.min(released, parallel);
  await Promise.all(Array.from({ length: giveBack }, () => store.decrement(key)));
  // More decrements than increments never go below zero.
  await Promise.all(Array.from({ length: released - giveBack }, () => store.decrement(key)));
  const next = await Promise.all(Array.from({ length: parallel }, () => store.increment(key, 60_000)));
  expect(next.map((c) => c.count).filter((n) => n <= max)).toHaveLength(Math.max(0, Math.min(parallel, max - (parallel - giveBack))));
}

describe("the in-memory counter store", () => {
  it("gives every parallel increment its own count, and takes back exactly what is released", async () => {
    let run = 0;
    await fc.assert(fc.asyncProperty(scenario, (s) => checkScenario(memoryCounterStore(1000), `k${run++}`, s)));
  });

  it("starts a new window when the old one has ended, and a late release does not touch it", async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(1000, () => now);
    expect(await store.increment("a", 5_000)).toEqual({ count: 1, resetMs: 5_000 });
    now += 2_000;
    expect(await store.increment("a", 5_000)).toEqual({ count: 2, resetMs: 3_000 });
    now += 3_000;
    await store.decrement("a");
    expect(await store.increment("a", 5_000)).toEqual({ count: 1, resetMs: 5_000 });
  });

  it("holds at most its number of keys, dropping the oldest", async () => {
    const store = memoryCounterStore(3);
    for (const key of ["a", "b", "c", "d"]) await store.increment(key, 60_000);
    expect((await store.increment("a", 60_000)).count).toBe(1);
    expect((await store.increment("d", 60_000)).count).toBe(2);
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

  it("gives every parallel increment its own count, and takes back exactly what is released", async () => {
    const store = redisCounterStore(redis, "test:");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, (s) => checkScenario(store, `k${run++}`, s)),
      { numRuns: 40 },
    );
  });

  it("never leaves a key without its expiry, and a release after the key expired does not bring it back", async () => {
    const store = redisCounterStore(redis, "test:");
    await store.increment("expiring", 60_000);
    const ttl = await redis.pttl("test:expiring");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del("test:expiring");
    await store.decrement("expiring");
    expect(await redis.exists("test:expiring")).toBe(0);
  });

  it("two connections (two replicas) count one key together", async () => {
    const other = new Redis(server.url, { maxRetriesPerRequest: 1 });
    try {
      const a = redisCounterStore(redis, "test:");
      const b = redisCounterStore(other, "test:");
      const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment("shared", 60_000)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      other.disconnect();
    }
  });
});
