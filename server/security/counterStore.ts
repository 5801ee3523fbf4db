import type { Redis } from "ioredis";

/** A counter's value after one atomic step, and how long its window still runs. */
interface Count {
  count: number;
  /** Milliseconds until the window ends and the count starts again from nothing. */
  resetMs: number;
}

/**
 * Fixed-window counters where the increment and the answer are one step: a caller learns the
 * count its own increment made, so any number of callers at once each get a distinct count and
 * exactly `max` of them can be under a limit of `max`. A window starts with the first increment
 * of a key and ends `windowMs` later.
 */
export interface CounterStore {
  /** Adds one and answers the count this call made. */
  increment(key: string, windowMs: number): Promise<Count>;
  /** Takes one back (a reserved slot that was not used); never below zero, never restarts a window. */
  decrement(key: string): Promise<void>;
}

/**
 * Counters in this process. A JavaScript function runs to its end before another starts, so
 * the read and the write of one call cannot interleave with another's. The oldest keys are
 * dropped first once `maxKeys` are held, so random keys cannot grow memory without bound.
 */
export function memoryCounterStore(maxKeys: number, now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async increment(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        // A new window goes to the back of the insertion order the eviction follows.
        windows.delete(key);
        entry = { count: 0, endsAt: at + windowMs };
        windows.set(key, entry);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - at };
    },
    async decrement(key) {
      const entry = windows.get(key);
      if (entry && entry.endsAt > now() && entry.count > 0) entry.count -= 1;
    },
  };
}

/**
 * INCR and the window's expiry in one Lua script, so a key can never be left without an expiry
 * (two separate commands could be cut between them by an outage) and the count a caller gets
 * is the one its INCR made.
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR only a live key above zero: a key that has expired in between stays gone. */
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

interface CounterCommands {
  braveIncrement(key: string, windowMs: number): Promise<[number, number]>;
  braveDecrement(key: string): Promise<number>;
}

/**
 * Counters every replica shares. Errors (Redis down: the connection neither queues nor waits,
 * see server/upstream/redisClient.ts) reach the caller, which decides to fail open.
 */
export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  // defineCommand sends EVALSHA and falls back to EVAL when Redis has not seen the script.
  redis.defineCommand("braveIncrement", { numberOfKeys: 1, lua: INCREMENT });
  redis.defineCommand("braveDecrement", { numberOfKeys: 1, lua: DECREMENT });
  const commands = redis as unknown as CounterCommands;
  return {
    async increment(key, windowMs) {
      const [count, ttl] = await commands.braveIncrement(prefix + key, windowMs);
      return { count: Number(count), resetMs: Number(ttl) };
    },
    async decrement(key) {
      await commands.braveDecrement(prefix + key);
    },
  };
}
