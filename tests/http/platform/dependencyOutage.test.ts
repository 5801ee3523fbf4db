import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { legacyProcess, type LegacyProcess } from "../../fixtures/legacyProcess.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { redisServer, type RedisServer } from "../../fixtures/redisServer.ts";

/**
 * docs/decisions.md, 15: readiness is the replica's own. Redis and the member API are one pod each
 * in the Kubernetes manifests and restart on every rollout; a /readyz that followed them would
 * take every replica out of the Service at once, marketing pages included. Here both really
 * die (redis-server and the legacy service as processes of their own, killed) under a steady
 * stream of requests, and what a visitor and the orchestrator see is counted.
 */

/** The pages that need neither Redis nor the member API: marketing and legal, no parameter. */
const PAGES = pageRoutes.filter((r) => (r.family === "marketing" || r.family === "legal") && !r.path.includes(":")).map((r) => concretePath(r));
const PATHS = [...PAGES, "/login", "/readyz"];

interface AdminReadiness {
  status: string;
  degraded: string[];
  dependencies: Record<string, string>;
}

let redis: RedisServer;
let legacy: LegacyProcess;
let site: LiveServer;

beforeAll(async () => {
  redis = await redisServer();
  legacy = await legacyProcess();
  site = await liveServer({ REDIS_URL: redis.url, UPSTREAM_URL: legacy.url, READINESS_PROBE_MS: "200", UPSTREAM_TIMEOUT_MS: "1000" });
}, 120_000);
afterAll(async () => {
  await site?.app.close();
  await legacy?.close();
  await redis?.stop();
});

async function adminReadiness(): Promise<{ code: number; body: AdminReadiness }> {
  const res = await fetch(site.adminUrl("/readyz"));
  return { code: res.status, body: (await res.json()) as AdminReadiness };
}

/** Polls the admin listener until its readiness shows exactly these dependencies degraded. */
async function degradedBecomes(names: string[], ms = 60_000): Promise<{ code: number; body: AdminReadiness }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await adminReadiness();
    if (JSON.stringify([...(answer.body.degraded ?? [])].sort()) === JSON.stringify([...names].sort())) return answer;
    if (Date.now() > deadline) throw new Error(`admin readiness stayed ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function dependencyGauge(): Promise<Record<string, string>> {
  const text = await (await fetch(site.adminUrl("/metrics"))).text();
  return Object.fromEntries([...text.matchAll(/^site_dependency_up\{dependency="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Every answer of a steady stream of requests (two visitors, one after another each), until stopped. */
function steadyStream() {
  const answers: Array<{ path: string; status: number | string }> = [];
  let running = true;
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = PATHS[i % PATHS.length]!;
      try {
        const res = await fetch(site.url(path), { redirect: "manual" });
        await res.arrayBuffer();
        answers.push({ path, status: res.status });
      } catch (error) {
        answers.push({ path, status: String(error) });
      }
    }
  };
  const visitors = [visitor(0), visitor(Math.floor(PATHS.length / 2))];
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}

/** One request for every path, one after another: answers that certainly fall within the present state. */
async function oneRound(): Promise<Array<{ path: string; status: number }>> {
  const round = [];
  for (const path of PATHS) round.push({ path, status: (await fetch(site.url(path), { redirect: "manual" })).status });
  return round;
}

describe("Redis and the member API die under load", () => {
  it("has marketing and legal pages to ask for", () => {
    expect(PAGES.length).toBeGreaterThan(5);
  });

  it("answers every page, /login and /readyz with 200 throughout; the admin listener and /metrics show the outage, then its end", async () => {
    expect((await degradedBecomes([])).code).toBe(200);
    expect(await dependencyGauge()).toEqual({ memberApi: "1", redis: "1" });

    const stream = steadyStream();
    await oneRound();
    await Promise.all([redis.stop(), legacy.stop()]);

    const down = await degradedBecomes(["memberApi", "redis"]);
    // Ready: this replica can serve. Degraded: which shared dependency does not answer, and why.
    expect(down.code).toBe(200);
    expect(down.body).toMatchObject({ status: "ready", dependencies: { memberApi: "failing", redis: "failing" } });
    expect(await dependencyGauge()).toEqual({ memberApi: "0", redis: "0" });
    const duringOutage = [...(await oneRound()), ...(await oneRound())];

    await Promise.all([redis.restart(), legacy.restart()]);
    expect((await degradedBecomes([])).body).toMatchObject({ status: "ready", dependencies: { memberApi: "ok", redis: "ok" } });
    expect(await dependencyGauge()).toEqual({ memberApi: "1", redis: "1" });
    await oneRound();
    await stream.stop();

    expect(duringOutage.filter((a) => a.status !== 200)).toEqual([]);
    const failed = stream.answers.filter((a) => a.status !== 200);
    expect(failed, `${failed.length} of ${stream.answers.length} answers were not 200`).toEqual([]);
    // The stream kept going across the outage: each path was asked for many times.
    for (const path of PATHS) expect(stream.answers.filter((a) => a.path === path).length, path).toBeGreaterThan(1);
    // A few seconds on an idle machine; room for a loaded one (the assertions are counts, not durations).
  }, 120_000);
});
