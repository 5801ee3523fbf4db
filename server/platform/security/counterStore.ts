import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** A fixed window's count after one atomic step, and how long the window still runs. */
interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from nothing. */
  resetMs: number;
}

/** A rolling budget: events over the last `windowMs`, `max` of them within the limit, at most `cap` ever recorded. */
interface LogRule {
  windowMs: number;
  max: number;
  /** How many events a key's log holds (at least `max`): past it an event is answered but not recorded. */
  cap: number;
}

/** One event taken from a rolling budget. */
interface LogTake {
  /** The events of the last windowMs, this one included (recorded or not). */
  count: number;
  /**
   * Milliseconds until one more event would be within `max`, this one counted when it is within
   * and not when it is over (the caller gives an event over the limit back); 0 when at once.
   */
  resetMs: number;
  /** Takes this event out of the log again; a second call does nothing. */
  release(): Promise<void>;
}

/**
 * Counters where the count and the answer are one step: a caller learns the count its own event
 * made, so any number of callers at once each get a distinct count and exactly `max` of them can
 * be within a limit of `max` (docs/decisions.md, 13).
 *
 * - `increment`: fixed windows, one number per key; a window starts with the key's first event.
 *   For plain hit counters, which cap a volume and match nothing counted elsewhere.
 * - `take`: a rolling log of the events of the last `windowMs`, for the failed-login budgets: the
 *   member API counts failures over a rolling 15 minutes (legacy/store/loginLock.ts), so a fixed
 *   window would let its lock be reached across a window's boundary (docs/decisions.md, 23).
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  take(key: string, rule: LogRule): Promise<LogTake>;
}

interface LogEntry {
  at: number;
  serial: number;
}

/**
 * A key's log in memory, oldest first, and what it answers for a new event at `now` (the Redis
 * script below answers the same): the count with the new event, and when one more would be
 * within `max`, counting the new event when it is within and not when it is over (the caller
 * gives that one back).
 */
function takeFromLog(log: LogEntry[], now: number, rule: LogRule, serial: number): { count: number; resetMs: number; recorded: boolean } {
  // An entry as old as the window has left it, as in the member API's own count.
  let gone = 0;
  while (gone < log.length && log[gone]!.at <= now - rule.windowMs) gone++;
  if (gone > 0) log.splice(0, gone);
  const count = log.length + 1;
  const recorded = log.length < rule.cap;
  let own = -1;
  if (recorded) {
    // Behind every entry of its time or earlier: the log stays in order even if the clock steps back.
    own = log.length;
    while (own > 0 && log[own - 1]!.at > now) own--;
    log.splice(own, 0, { at: now, serial });
  }
  const counted = count <= rule.max ? log.length : log.length - (recorded ? 1 : 0);
  let resetMs = 0;
  if (counted >= rule.max) {
    const index = counted - rule.max;
    // The oldest entry that must leave, skipping the new one when it does not count.
    const entry = count > rule.max && own >= 0 && index >= own ? log[index + 1]! : log[index]!;
    resetMs = Math.max(0, entry.at + rule.windowMs - now);
  }
  return { count, resetMs, recorded };
}

/**
 * Counters in this process. A JavaScript function runs to its end before another starts, so
 * the read and the write of one call cannot interleave with another's (the async functions
 * below do not await before answering). Memory is bounded: each map holds at most `maxKeys`
 * keys, the least recently counted dropped first, so random keys cannot grow it without bound;
 * a log holds at most its rule's `cap` entries.
 */
export function memoryCounterStore(maxKeys: number, now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const logs = new Map<string, LogEntry[]>();
  let serials = 0;
  /** Puts a key at the back of the order the eviction follows. */
  function touch<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxKeys) map.delete(map.keys().next().value as string);
  }
  return {
    async increment(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        entry = { count: 0, endsAt: at + windowMs };
        touch(windows, key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - at };
    },
    async take(key, rule) {
      const log = logs.get(key) ?? [];
      const serial = ++serials;
      const { count, resetMs, recorded } = takeFromLog(log, now(), rule, serial);
      if (log.length > 0) touch(logs, key, log);
      else logs.delete(key);
      let released = !recorded;
      return {
        count,
        resetMs,
        async release() {
          if (released) return;
          released = true;
          // Looked for from the newest end: a slot is given back soon after it was taken.
          const current = logs.get(key) ?? [];
          for (let i = current.length - 1; i >= 0; i--) {
            if (current[i]!.serial !== serial) continue;
            current.splice(i, 1);
            break;
          }
        },
      };
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

/**
 * The rolling log as a sorted set (score: the time of the event, member: a name of its own), in
 * one script: drop what has left the window, count, record unless the log is full, keep the key
 * alive as long as its newest entry counts, and answer what takeFromLog() answers in memory.
 * ARGV: now, windowMs, max, cap, the new entry's name.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local held = redis.call('ZCARD', KEYS[1])
local count = held + 1
local recorded = 0
if held < cap then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[1], window)
  recorded = 1
end
local others = held
if count <= max and recorded == 1 then others = held + 1 end
local reset = 0
if others >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], others - max, others - max, 'WITHSCORES')
  reset = tonumber(oldest[2]) + window - now
end
if reset < 0 then reset = 0 end
return {count, reset, recorded}
`;

interface CounterCommands {
  braveIncrement(key: string, windowMs: number): Promise<[number, number]>;
  braveTake(key: string, now: number, windowMs: number, max: number, cap: number, entry: string): Promise<[number, number, number]>;
}

/**
 * Counters every replica shares. The time of an event is this replica's clock (replicas keep
 * theirs in step with NTP; a test moves it). Errors (Redis down: the connection neither queues
 * nor waits, see server/platform/upstream/redisClient.ts) reach the caller: mirroredCounterStore() below
 * answers from memory then.
 */
export function redisCounterStore(redis: Redis, prefix: string, now: () => number = Date.now): CounterStore {
  // defineCommand sends EVALSHA and falls back to EVAL when Redis has not seen the script.
  redis.defineCommand("braveIncrement", { numberOfKeys: 1, lua: INCREMENT });
  redis.defineCommand("braveTake", { numberOfKeys: 1, lua: TAKE });
  const commands = redis as unknown as CounterCommands;
  return {
    async increment(key, windowMs) {
      const [count, ttl] = await commands.braveIncrement(prefix + key, windowMs);
      return { count: Number(count), resetMs: Number(ttl) };
    },
    async take(key, rule) {
      const entry = randomUUID();
      // A name of their own: a fixed-window counter of an older release may still hold the plain one.
      const logKey = `${prefix}log:${key}`;
      const [count, resetMs, recorded] = await commands.braveTake(logKey, now(), rule.windowMs, rule.max, rule.cap, entry);
      let released = Number(recorded) === 0;
      return {
        count: Number(count),
        resetMs: Number(resetMs),
        async release() {
          if (released) return;
          released = true;
          await redis.zrem(logKey, entry);
        },
      };
    },
  };
}

/**
 * Redis, mirrored in this replica's memory (docs/decisions.md, 15: without Redis, counters fall back
 * to memory). Every event is counted in both; the answer is the larger count, so a limit holds
 * when either says so. When a Redis command fails the memory answers alone: the limits go on
 * counting what this replica has seen, before the outage and during it, instead of counting
 * nothing, and a Redis that comes back empty cannot hand a stranger a fresh budget either. The
 * outage is logged by the connection (server/platform/upstream/redisClient.ts), once when it starts and
 * once when it ends.
 */
export function mirroredCounterStore(shared: CounterStore, local: CounterStore): CounterStore {
  return {
    async increment(key, windowMs) {
      const mine = await local.increment(key, windowMs);
      const theirs = await shared.increment(key, windowMs).catch(() => null);
      if (!theirs) return mine;
      return { count: Math.max(mine.count, theirs.count), resetMs: Math.max(mine.resetMs, theirs.resetMs) };
    },
    async take(key, rule) {
      const mine = await local.take(key, rule);
      const theirs = await shared.take(key, rule).catch(() => null);
      if (!theirs) return mine;
      return {
        count: Math.max(mine.count, theirs.count),
        resetMs: Math.max(mine.resetMs, theirs.resetMs),
        async release() {
          // A release Redis cannot take leaves its entry to age out: counted, never lost.
          await Promise.all([mine.release(), theirs.release().catch(() => undefined)]);
        },
      };
    },
  };
}
