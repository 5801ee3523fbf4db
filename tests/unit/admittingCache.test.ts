import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AdmittingCache } from "../../server/platform/render/admittingCache.ts";
import { FrequencySketch, hashKey } from "../../server/platform/render/frequencySketch.ts";

/** A request for a key as the page cache makes it: look it up, and store it when it was missing. */
function ask(cache: AdmittingCache<string>, key: string): boolean {
  const held = cache.get(key) !== undefined;
  if (!held) cache.set(key, `page of ${key}`);
  return held;
}

describe("the admitting cache", () => {
  it("never holds more than its capacity, whatever is asked", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 400 }), (capacity, keys) => {
        const cache = new AdmittingCache<string>(capacity);
        for (const key of keys) {
          ask(cache, key);
          expect(cache.size).toBeLessThanOrEqual(capacity);
        }
        if (capacity === 0) expect(cache.size).toBe(0);
      }),
    );
  });

  it("keeps the pages asked for often through any flood of keys asked for once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 200 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 20 }),
        (capacity, popular, floodFactor) => {
          const cache = new AdmittingCache<string>(capacity);
          // Visitors ask for the popular pages a few times each; then the flood comes, each key
          // unique, while visitors keep asking for the popular pages now and then.
          for (let round = 0; round < 3; round++) for (const key of popular) ask(cache, key);
          for (let i = 0; i < capacity * floodFactor; i++) {
            ask(cache, `\u0000flood ${i}`);
            if (i % 50 === 0) for (const key of popular) ask(cache, key);
          }
          for (const key of popular) expect(cache.peek(key), key).toBe(`page of ${key}`);
        },
      ),
    );
  });

  it("keeps a key asked for twice and not a key asked for once, full or not", () => {
    const cache = new AdmittingCache<string>(4);
    for (const key of ["a", "b", "c", "d"]) expect(ask(cache, key)).toBe(false);
    // Asked for once each: nothing outlives its request, the cache is still empty.
    expect(cache.size).toBe(0);
    for (const key of ["a", "b", "c", "d"]) ask(cache, key);
    expect(cache.size).toBe(4);
    expect(ask(cache, "once")).toBe(false);
    expect(cache.peek("once")).toBeUndefined();
    expect(cache.wouldKeep("once")).toBe(false);
    expect(ask(cache, "once")).toBe(false);
    expect(cache.peek("once")).toBe("page of once");
    expect(cache.size).toBe(4);
  });

  it("counts in a sketch whose estimates are never below the true count and halve as it ages", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 300 }), (keys) => {
        const sketch = new FrequencySketch(1_000);
        const counts = new Map<string, number>();
        for (const key of keys) {
          sketch.increment(hashKey(key));
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        for (const [key, count] of counts) expect(sketch.frequency(hashKey(key))).toBeGreaterThanOrEqual(Math.min(count, 15));
      }),
    );
    const sketch = new FrequencySketch(10);
    for (let i = 0; i < 12; i++) sketch.increment(hashKey("popular"));
    expect(sketch.frequency(hashKey("popular"))).toBe(12);
    // 100 counts later (ten times the expected keys) every counter has been halved once.
    for (let i = 0; i < 100; i++) sketch.increment(hashKey(`other ${i}`));
    expect(sketch.frequency(hashKey("popular"))).toBeLessThanOrEqual(6);
  });
});
