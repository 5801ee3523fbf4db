import { connect } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeUpstream, type FakeBehaviour } from "../fixtures/fakeUpstream.ts";
import { httpClient } from "../fixtures/httpClient.ts";
import { legacyServer } from "../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";
import { misbehavingDomainApi } from "../fixtures/misbehavingDomainApi.ts";
import { redisServer, type RedisServer } from "../fixtures/redisServer.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../fixtures/testApp.ts";
import { Visitor } from "../fixtures/visitor.ts";

/**
 * How long the answers the behaviour suites check take, where a peer misbehaves: each bound is
 * the setting that cuts the wait plus room for a slow machine. npm test proves what the answer
 * is (tests/http: accounts/upstreamFaults, domains/domainApiProxy, platform/requestHardening,
 * platform/sharedLimits, legacy/login);
 * these prove it comes in time, and run alone (`npm run test:load`).
 */
async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

describe("a broken member API (UPSTREAM_TIMEOUT_MS=400)", () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await fakeUpstream();
    t = await testApp({ ...ROOMY_LIMITS, UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: "400" });
  });
  afterAll(async () => {
    await t.app.close();
    await upstream.close();
  });

  const FAULTS: FakeBehaviour[] = ["html", "server-error", "hang", "reset", "truncated", "empty", "redirect"];
  it.each(FAULTS)("%s: the login page's 502 comes within 3 s", async (fault) => {
    upstream.behave(fault);
    const { answer, ms } = await timed(() => new Visitor(t.app).submit("/login?from=hosting", { userid: `late${FAULTS.indexOf(fault)}`, password: "secret" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(3_000);
  });
});

describe("a broken domain API", () => {
  let api: Awaited<ReturnType<typeof misbehavingDomainApi>>;
  let patient: TestApp;
  let quick: TestApp;
  beforeAll(async () => {
    api = await misbehavingDomainApi();
    patient = await testApp({ DOMAIN_API_URL: api.url, CATALOG_TIMEOUT_MS: "10000" });
    quick = await testApp({ DOMAIN_API_URL: api.url, CATALOG_TIMEOUT_MS: "300" });
  });
  afterAll(async () => {
    await patient.app.close();
    await quick.app.close();
    await api.close();
  });

  it("a 2 MiB chunked answer is cut at the size cap, long before CATALOG_TIMEOUT_MS (10 s)", async () => {
    api.behave("large-chunked");
    const { answer, ms } = await timed(() => patient.app.inject({ url: "/api/domains/sale-extensions" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(3_000);
  });

  it("one that never answers gets 502 within CATALOG_TIMEOUT_MS (300 ms) and room", async () => {
    api.behave("hang");
    const { answer, ms } = await timed(() => quick.app.inject({ url: "/api/domains/availability?query=bakery" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(1_500);
  });
});

describe("a body trickled in byte by byte (REQUEST_TIMEOUT_MS=1000)", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer({ ...ROOMY_LIMITS, REQUEST_TIMEOUT_MS: "1000" });
  });
  afterAll(() => site.app.close());

  it("is cut with a 408 between 0.9 and 3 s", async () => {
    const socket = connect(Number(new URL(site.url("/")).port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const { ms } = await timed(async () => {
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      socket.write("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n");
      const drip = setInterval(() => socket.writable && socket.write("a"), 200);
      await closed;
      clearInterval(drip);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
  });
});

describe("a Redis outage", () => {
  let redis: RedisServer;
  let site: LiveServer;
  beforeAll(async () => {
    redis = await redisServer();
    site = await liveServer({ REDIS_URL: redis.url, DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-outage-")) });
  });
  afterAll(async () => {
    await site?.app.close();
    await redis?.stop();
  });

  it("keeps no request waiting on Redis: 22 requests in well under their timeouts", async () => {
    const client = httpClient(site.url("/"), { from: "127.0.3.10" });
    await client.get("/login");
    await redis.stop();
    const { answer, ms } = await timed(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await client.post("/api/v1/lostpassword", { email: "" })).status);
      statuses.push((await client.get("/")).status);
      return statuses;
    });
    expect(answer.at(-1)).toBe(200);
    expect(answer.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(ms).toBeLessThan(10_000);
  });
});

describe("the legacy member API's login", () => {
  it("costs an unknown user about as much time as a wrong password", async () => {
    const s = await legacyServer();
    try {
      const median = async (userid: string) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const { ms } = await timed(() =>
            s.post("/global/login.php", {
              userid,
              password: `wrong-${i}`,
              rememberme: "0",
              flags: "login",
              robot: "1",
              brand: "",
              brandref: "",
              cart_hash: "",
              template_id: "",
              service_name: "",
              redirect_to: "",
            }),
          );
          times.push(ms);
        }
        return times.sort((a, b) => a - b)[1]!;
      };
      const known = await median("demo");
      const unknown = await median("nobody-at-all");
      // Without the stand-in scrypt an unknown user answers many times faster; with it, alike.
      expect(unknown).toBeGreaterThan(known * 0.4);
    } finally {
      await s.close();
    }
  });
});
