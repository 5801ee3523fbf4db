import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeUpstream } from "../../fixtures/fakeUpstream.ts";
import { csrfTokenIn, httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { redisServer, type RedisServer } from "../../fixtures/redisServer.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/** Polls the admin listener until its readiness shows exactly these dependencies degraded, or fails after `ms`; answers its details. */
async function degradedBecomes(t: TestApp, degraded: string[], ms = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await t.app.admin.inject({ url: "/readyz" });
    const body = res.json<{ degraded: string[] }>();
    if (JSON.stringify(body.degraded) === JSON.stringify(degraded)) return { code: res.statusCode, ...body };
    if (Date.now() > deadline) throw new Error(`admin /readyz stayed ${res.statusCode}: ${res.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("/readyz and /healthz", () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await fakeUpstream();
    t = await testApp({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: "300", READINESS_PROBE_MS: "200" });
  });
  afterAll(async () => {
    await t.app.close();
    await upstream.close();
  });

  it("stays ready while the member API hangs: the admin listener shows it degraded, naming it, then recovered", async () => {
    upstream.behave("ok");
    expect(await degradedBecomes(t, [])).toEqual({
      code: 200,
      status: "ready",
      failed: [],
      checks: { started: "ok", draining: "ok" },
      degraded: [],
      dependencies: { memberApi: "ok" },
      details: { memberApi: "ok", started: "ok", draining: "ok" },
    });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    const probesBefore = upstream.requests.length;
    // Polled hard, /readyz never calls the member API itself: the probe runs on its own clock.
    for (let i = 0; i < 20; i++) await t.app.inject({ url: "/readyz" });
    expect(upstream.requests.length - probesBefore).toBeLessThanOrEqual(2);

    upstream.behave("hang");
    // docs/decisions.md, 15: a shared dependency does not decide this replica's readiness.
    expect(await degradedBecomes(t, ["memberApi"])).toEqual({
      code: 200,
      status: "ready",
      failed: [],
      checks: { started: "ok", draining: "ok" },
      degraded: ["memberApi"],
      dependencies: { memberApi: "failing" },
      details: { memberApi: expect.stringMatching(/timeout|no answer/), started: "ok", draining: "ok" },
    });
    const publicAnswer = await t.app.inject({ url: "/readyz" });
    expect([publicAnswer.statusCode, publicAnswer.json()]).toEqual([200, { status: "ready" }]);
    // Liveness is about this process only: a hung dependency does not make it restart.
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);

    upstream.behave("ok");
    await degradedBecomes(t, []);
    expect(t.logs.filter((l) => l.msg === "dependency failing: serving degraded, still ready")).toHaveLength(1);
    expect(t.logs.filter((l) => l.msg === "dependency answers again")).toHaveLength(1);
  });

  it("are never cached, never logged at info, never rate-limited", async () => {
    const before = t.logs.length;
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ url: i % 2 ? "/healthz" : "/readyz" });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.statusCode).not.toBe(429);
    }
    expect(t.logs.slice(before).filter((l) => String((l.req as { url?: string } | undefined)?.url ?? "").match(/healthz|readyz/))).toEqual([]);
  });
});

describe("/readyz to the public", () => {
  let site: LiveServer;
  let closedPort: number;
  beforeAll(async () => {
    // A port that was just listened on and closed: connecting to it is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    site = await liveServer({ UPSTREAM_URL: `http://127.0.0.1:${closedPort}`, READINESS_PROBE_MS: "200" });
  });
  afterAll(() => site.app.close());

  it("says ready or not and nothing else: no dependency, address, port or error text; the admin listener and the log have them", async () => {
    for (let i = 0; i < 100 && !site.logText().includes("dependency failing"); i++) await new Promise((r) => setTimeout(r, 50));
    const leaks = ["memberApi", "ECONNREFUSED", "127.0.0.1", String(closedPort), "connect", "Error", "degraded"];
    const ready = await fetch(site.url("/readyz"));
    expect(ready.status).toBe(200);
    const readyBody = await ready.text();
    expect(JSON.parse(readyBody)).toEqual({ status: "ready" });
    for (const leak of leaks) expect(readyBody, leak).not.toContain(leak);
    const admin = await fetch(site.adminUrl("/readyz"));
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({
      degraded: ["memberApi"],
      details: { memberApi: expect.stringContaining(`127.0.0.1:${closedPort}`) as unknown },
    });
    // The operator still learns why, once, from the log.
    const failing = site.logs.filter((l) => l.msg === "dependency failing: serving degraded, still ready");
    expect(failing).toHaveLength(1);
    expect(JSON.stringify(failing[0])).toContain(`127.0.0.1:${closedPort}`);

    // Draining is the replica's own: 503, and still nothing more.
    site.app.readiness.drain();
    const draining = await fetch(site.url("/readyz"));
    expect(draining.status).toBe(503);
    const drainingBody = await draining.text();
    expect(JSON.parse(drainingBody)).toEqual({ status: "not ready" });
    for (const leak of leaks) expect(drainingBody, leak).not.toContain(leak);
    expect(await (await fetch(site.adminUrl("/readyz"))).json()).toMatchObject({ status: "not ready", failed: ["draining"], degraded: ["memberApi"] });
  });
});

describe("/readyz with Redis", () => {
  let redis: RedisServer;
  let t: TestApp;
  beforeAll(async () => {
    redis = await redisServer();
    t = await testApp({ REDIS_URL: redis.url, READINESS_PROBE_MS: "200" });
  });
  afterAll(async () => {
    await t.app.close();
    await redis.stop();
  });

  it("stays ready when Redis stops, showing it degraded, and clears when it is back", async () => {
    expect(await degradedBecomes(t, [])).toMatchObject({ dependencies: { memberApi: "ok", redis: "ok" } });
    await redis.stop();
    expect(await degradedBecomes(t, ["redis"])).toMatchObject({ code: 200, status: "ready", failed: [] });
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    await redis.restart();
    await degradedBecomes(t, [], 10_000);
  });
});

describe("/metrics", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer({ RATE_LIMIT_USERNAME_CHECKS: "1/1m", RATE_LIMIT_CART_CHANGES: "1/1m" });
  });
  afterAll(async () => {
    await site.app.close();
  });

  it("carries every series with route patterns, endpoints and outcomes as labels, never raw paths", async () => {
    const c = httpClient(site.url("/"));
    // Three times: a page is kept once asked for twice (server/platform/render/admittingCache.ts), so the third is a hit.
    await c.get("/about");
    await c.get("/about");
    await c.get("/about");
    const results = await c.get("/domains/search/results/mybakery-secret-name");
    await c.get("/sitebuilder/templates");
    await c.get("/api/domains/availability?query=mybakery");
    await c.get("/no/such/page");
    await c.post("/api/v1/login", { userid: "demo", password: "wrong-password" });
    await c.get("/api/v1/username-availability?username=someone", { "x-requested-with": "t" });
    await c.get("/api/v1/username-availability?username=someone2", { "x-requested-with": "t" });
    // A cart change past its limit: the cart's own page answers it, and the guard counts it as the others.
    const token = csrfTokenIn(results.text);
    const cartChanges = [];
    for (const domain of ["mybakery-secret-name.com", "mybakery-secret-name.net"])
      cartChanges.push((await c.postForm("/domains/cart/add", { domain, back: "mybakery-secret-name", csrf_token: token })).status);
    expect(cartChanges).toEqual([303, 429]);

    const res = await fetch(site.adminUrl("/metrics"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('http_requests_total{route="/about",method="GET",status="200"} 3');
    expect(text).toContain('http_requests_total{route="/domains/search/results/:query",method="GET",status="200"} 1');
    expect(text).toContain('http_requests_total{route="(no route)",method="GET",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",route="\/about",method="GET",status="200"\} \d/);
    expect(text).toContain('member_api_calls_total{endpoint="/global/login.php",outcome="error",reason="AUTHENTICATION_FAILED"} 1');
    expect(text).toMatch(/member_api_call_duration_seconds_count\{endpoint="\/global\/login\.php",outcome="error"\} 1/);
    expect(text).toContain('catalog_calls_total{endpoint="themes",outcome="success"} 1');
    expect(text).toContain('catalog_calls_total{endpoint="availability",outcome="success"} 1');
    expect(text).toContain('catalog_calls_total{endpoint="domain-proxy",outcome="success"} 1');
    expect(text).toMatch(/catalog_call_duration_seconds_count\{endpoint="themes",outcome="success"\} 1/);
    expect(text).toContain('page_cache_lookups_total{result="miss"}');
    expect(text).toMatch(/page_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toContain('rate_limit_refusals_total{limit="usernameChecks"} 1');
    expect(text).toContain('rate_limit_refusals_total{limit="cartChanges"} 1');
    expect(text).toContain('account_attempts_total{action="login",outcome="AUTHENTICATION_FAILED"} 1');
    expect(text).toContain('account_attempts_total{action="username-check",outcome="RATE_LIMITED"} 1');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
    // What visitors typed never becomes a label.
    expect(text).not.toContain("mybakery");
    expect(text).not.toContain("someone");
    expect(text).not.toContain("no/such/page");
  });
});

describe("the admin listener with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ METRICS_TOKEN: "metrics-token-0123456789" });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("answers /metrics and /readyz only to a request with the bearer token", async () => {
    for (const url of ["/metrics", "/readyz"]) {
      const none = await t.app.admin.inject({ url });
      expect(none.statusCode, url).toBe(401);
      expect(none.headers["www-authenticate"]).toBe('Bearer realm="admin"');
      expect(none.body).not.toMatch(/http_requests_total|memberApi/);
      expect((await t.app.admin.inject({ url, headers: { authorization: "Bearer wrong-token-0123456789" } })).statusCode, url).toBe(401);
    }
    const ok = await t.app.admin.inject({ url: "/metrics", headers: { authorization: "Bearer metrics-token-0123456789" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain("http_requests_total");
    const ready = await t.app.admin.inject({ url: "/readyz", headers: { authorization: "Bearer metrics-token-0123456789" } });
    expect(ready.json()).toHaveProperty("details");
    // The public port's probes need no token: load balancers do not carry one.
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
