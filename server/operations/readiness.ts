import { once } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { request } from "undici";
import { withoutCredentials } from "../logger.ts";
import { failureReason } from "../upstream/failureReason.ts";

/** A dependency check: resolves when the dependency answered, throws (with why) when not. */
export type Probe = () => Promise<void>;

interface ProbeState {
  /** When the probe last succeeded (ms since epoch), or never. */
  lastOk: number | null;
  /** Why the last run failed; null when it succeeded. */
  failure: string | null;
  running: boolean;
  /** A failure was logged and its end not yet. */
  reported: boolean;
}

/** What the public may know of a check: its state in a fixed vocabulary, never why. */
type CheckState = "ok" | "failing" | "shutting down";

export interface ReadinessReport {
  ready: boolean;
  /** The names of the checks that are not ok, in their order. */
  failed: string[];
  checks: Record<string, CheckState>;
  /**
   * Why each check stands as it does ("ok", an error text, "no answer for 15 s"). For the logs
   * and operators only: error texts name addresses and ports (ECONNREFUSED 10.0.3.7:4460).
   */
  details: Record<string, string>;
}

/**
 * /readyz's view of the world (DESIGN decision 15). Each dependency is probed in the
 * background every intervalMs, never per call, so a load balancer polling every second costs
 * nothing; a probe counts as stale after three intervals without success, which is how a hung
 * dependency shows (its probe never comes back). Draining turns readiness off for good.
 */
export function createReadiness({ intervalMs, probes, log }: { intervalMs: number; probes: Record<string, Probe>; log: FastifyBaseLogger }) {
  const states = new Map<string, ProbeState>(
    Object.keys(probes).map((name) => [name, { lastOk: null, failure: "not probed yet", running: false, reported: false }]),
  );
  let draining = false;
  let timer: NodeJS.Timeout | null = null;

  async function run(name: string, probe: Probe): Promise<void> {
    const state = states.get(name)!;
    if (state.running) return;
    state.running = true;
    try {
      await probe();
      state.lastOk = Date.now();
      state.failure = null;
      if (state.reported) log.info({ readiness: { check: name } }, "readiness check passes again");
      state.reported = false;
    } catch (error) {
      // Shown on the admin listener as well as logged: no URL's credentials in it.
      state.failure = withoutCredentials(error instanceof Error ? error.message : String(error));
      // Once per change, not once per probe: an outage is one line, its end another.
      if (!state.reported) log.warn({ readiness: { check: name, failure: state.failure } }, "readiness check failing");
      state.reported = true;
    } finally {
      state.running = false;
    }
  }

  const runAll = () => Promise.all(Object.entries(probes).map(([name, probe]) => run(name, probe)));

  return {
    /** Starts the background probes, the first at once (not awaited: /readyz says "not probed yet"). */
    start(): void {
      timer = setInterval(() => void runAll(), intervalMs);
      timer.unref();
      void runAll();
    },
    stop(): void {
      if (timer) clearInterval(timer);
    },
    drain(): void {
      draining = true;
    },
    get draining(): boolean {
      return draining;
    },
    report(): ReadinessReport {
      const details: Record<string, string> = {};
      const checks: Record<string, CheckState> = {};
      const now = Date.now();
      for (const [name, state] of states) {
        const stale = state.lastOk === null || now - state.lastOk > 3 * intervalMs;
        details[name] = state.failure ?? (stale ? `no answer for ${Math.round((now - (state.lastOk ?? now)) / 1000)} s` : "ok");
        checks[name] = details[name] === "ok" ? "ok" : "failing";
      }
      details.draining = draining ? "shutting down" : "ok";
      checks.draining = draining ? "shutting down" : "ok";
      const failed = Object.keys(checks).filter((name) => checks[name] !== "ok");
      return { ready: failed.length === 0, failed, checks, details };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;

/**
 * The member API answers at all, within timeoutMs: any HTTP answer below 500 to GET /healthz
 * (the stand-in's health check; a PHP host that has none answers 404, which is an answer too).
 * Not a login or a username check: those are counted, logged and rate-limited business calls,
 * and a probe must not show up among them.
 */
export function httpProbe(baseUrl: string, timeoutMs: number): Probe {
  return async () => {
    let status: number;
    try {
      const res = await request(`${baseUrl}/healthz`, {
        method: "GET",
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = res.statusCode;
      await res.body.dump();
    } catch (error) {
      throw new Error(failureReason(error, timeoutMs));
    }
    if (status >= 500) throw new Error(`HTTP ${status}`);
  };
}

/**
 * Redis answers a PING. A connection still being made is waited for (up to timeoutMs): without
 * the offline queue a command sent meanwhile fails at once, which would keep a replica that
 * has just started out of rotation until the next probe.
 */
export function redisProbe(redis: Redis, timeoutMs: number): Probe {
  return async () => {
    if (redis.status === "connecting" || redis.status === "connect" || redis.status === "reconnecting") {
      // The signal also takes the listener away when Redis stays down.
      await once(redis, "ready", { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
    }
    await redis.ping();
  };
}
