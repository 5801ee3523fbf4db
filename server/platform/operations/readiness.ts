import { once } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { request } from "undici";
import { withoutCredentials } from "../logging/logger.ts";
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
type CheckState = "ok" | "failing" | "not started" | "shutting down";

export interface ReadinessReport {
  /** This replica can serve: started and not draining. The dependencies play no part. */
  ready: boolean;
  /** The names of this replica's own checks that are not ok (started, draining). */
  failed: string[];
  /** This replica's own checks: what /readyz answers from. */
  checks: Record<string, CheckState>;
  /** The shared dependencies that do not answer (memberApi, redis): the replica serves on, degraded. */
  degraded: string[];
  /** Each shared dependency's state, from its background probe. */
  dependencies: Record<string, "ok" | "failing">;
  /**
   * Why each check and dependency stands as it does ("ok", an error text, "no answer for 15 s").
   * For the logs and operators only: error texts name addresses and ports (ECONNREFUSED 10.0.3.7:4460).
   */
  details: Record<string, string>;
}

/**
 * /readyz's view of the world (docs/decisions.md, 15: readiness is the replica's own). Ready means
 * this process can serve: it has started and is not draining. The shared dependencies (the
 * member API, Redis) are probed in the background every intervalMs, never per call, and a dead
 * one is a degraded state (the admin listener, /metrics, the alerts), never a reason to leave
 * the balancer: every replica would fail the same probe at once, and the Service or backend
 * would be left with none, marketing pages included, which need neither. A probe counts as
 * stale after three intervals without success, which is how a hung dependency shows (its probe
 * never comes back). Draining turns readiness off for good.
 */
export function createReadiness({ intervalMs, dependencies, log }: { intervalMs: number; dependencies: Record<string, Probe>; log: FastifyBaseLogger }) {
  const states = new Map<string, ProbeState>(
    Object.keys(dependencies).map((name) => [name, { lastOk: null, failure: "not probed yet", running: false, reported: false }]),
  );
  let started = false;
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
      if (state.reported) log.info({ dependency: { name } }, "dependency answers again");
      state.reported = false;
    } catch (error) {
      // Shown on the admin listener as well as logged: no URL's credentials in it.
      state.failure = withoutCredentials(error instanceof Error ? error.message : String(error));
      // Once per change, not once per probe: an outage is one line, its end another.
      if (!state.reported) log.warn({ dependency: { name, failure: state.failure } }, "dependency failing: serving degraded, still ready");
      state.reported = true;
    } finally {
      state.running = false;
    }
  }

  const runAll = () => Promise.all(Object.entries(dependencies).map(([name, probe]) => run(name, probe)));

  return {
    /** Starts the background probes, the first at once (not awaited: the admin listener says "not probed yet"). */
    start(): void {
      started = true;
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
      const dependencyStates: Record<string, "ok" | "failing"> = {};
      const now = Date.now();
      for (const [name, state] of states) {
        const stale = state.lastOk === null || now - state.lastOk > 3 * intervalMs;
        details[name] = state.failure ?? (stale ? `no answer for ${Math.round((now - (state.lastOk ?? now)) / 1000)} s` : "ok");
        dependencyStates[name] = details[name] === "ok" ? "ok" : "failing";
      }
      const checks: Record<string, CheckState> = { started: started ? "ok" : "not started", draining: draining ? "shutting down" : "ok" };
      for (const [name, state] of Object.entries(checks)) details[name] = state;
      const failed = Object.keys(checks).filter((name) => checks[name] !== "ok");
      const degraded = Object.keys(dependencyStates).filter((name) => dependencyStates[name] !== "ok");
      return { ready: failed.length === 0, failed, checks, degraded, dependencies: dependencyStates, details };
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
