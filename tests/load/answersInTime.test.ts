import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLimit } from "../../server/platform/security/limitsTable.ts";
import { fakeUpstream, type FakeBehaviour } from "../fixtures/fakeUpstream.ts";
import { httpClient } from "../fixtures/httpClient.ts";
import { legacyLoginForm, legacyServer } from "../fixtures/legacyServer.ts";
import { liveServer } from "../fixtures/liveServer.ts";
import { misbehavingDomainApi } from "../fixtures/misbehavingDomainApi.ts";
import { siteOnRedis } from "../fixtures/redisServer.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../fixtures/testApp.ts";
import { Visitor } from "../fixtures/visitor.ts";
import { trickledBody } from "../fixtures/trickledBody.ts";

/**
 * How long the answers the behaviour suites check take, where a peer misbehaves: each bound is
 * the setting that cuts the wait plus room for a slow machine. npm test proves what the answer
 * is (tests/http: accounts/upstreamFaults, domains/domainApiProxy, platform/requestHardening,
 * platform/sharedLimits, legacy/login); these prove it comes in time, and run alone
 * (`npm run test:load`).
 */
async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

interface Peer {
  url: string;
  close(): Promise<void>;
}

/** A misbehaving peer and apps pointed at it, for the tests of a describe block. */
function appsBehind<P extends Peer>(start: () => Promise<P>, envs: Record<string, (url: string) => Record<string, string>>) {
  const held: { peer?: P; apps: Record<string, TestApp> } = { apps: {} };
  beforeAll(async () => {
    held.peer = await start();
    for (const [name, env] of Object.entries(envs)) held.apps[name] = await testApp(env(held.peer.url));
  });
  afterAll(async () => {
    for (const app of Object.values(held.apps)) await app.app.close();
    await held.peer?.close();
  });
  return held as { readonly peer: P; readonly apps: Record<string, TestApp> };
}

describe("a broken member API (UPSTREAM_TIMEOUT_MS=400)", () => {
  const behind = appsBehind(fakeUpstream, { site: (url) => ({ ...ROOMY_LIMITS, UPSTREAM_URL: url, UPSTREAM_TIMEOUT_MS: "400" }) });
  const FAULTS: FakeBehaviour[] = ["html", "server-error", "hang", "reset", "truncated", "empty", "redirect"];

  it.each(FAULTS)("%s: the login page's 502 comes within 3 s", async (fault) => {
    behind.peer.behave(fault);
    const visitor = new Visitor(behind.apps.site!.app);
    const { answer, ms } = await timed(() => visitor.submit("/login?from=hosting", { userid: `late${FAULTS.indexOf(fault)}`, password: "secret" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(3_000);
  });
});

describe("a broken domain API", () => {
  const behind = appsBehind(misbehavingDomainApi, {
    patient: (url) => ({ DOMAIN_API_URL: url, CATALOG_TIMEOUT_MS: "10000" }),
    quick: (url) => ({ DOMAIN_API_URL: url, CATALOG_TIMEOUT_MS: "300" }),
  });

  it("a 2 MiB chunked answer is cut at the size cap, long before CATALOG_TIMEOUT_MS (10 s)", async () => {
    behind.peer.behave("large-chunked");
    const { answer, ms } = await timed(() => behind.apps.patient!.app.inject({ url: "/api/domains/sale-extensions" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(3_000);
  });

  it("one that never answers gets 502 within CATALOG_TIMEOUT_MS (300 ms) and room", async () => {
    behind.peer.behave("hang");
    const { answer, ms } = await timed(() => behind.apps.quick!.app.inject({ url: "/api/domains/availability?query=bakery" }));
    expect(answer.statusCode).toBe(502);
    expect(ms).toBeLessThan(1_500);
  });
});

describe("a body trickled in byte by byte (REQUEST_TIMEOUT_MS=1000)", () => {
  it("is cut with a 408 between 0.9 and 3 s", async () => {
    const site = await liveServer({ ...ROOMY_LIMITS, REQUEST_TIMEOUT_MS: "1000" });
    try {
      const { answer, ms } = await trickledBody(site.url("/"));
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      await site.app.close();
    }
  });
});

describe("a Redis outage", () => {
  const on = siteOnRedis();

  it("keeps no request waiting on Redis: the whole allowance of account posts and more, in well under their timeouts", async () => {
    const client = httpClient(on.site.url("/"), { from: "127.0.3.10" });
    await client.get("/login");
    await on.redis.stop();
    const { max } = defaultLimit("accountPosts");
    const { answer, ms } = await timed(async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) statuses.push((await client.post("/api/v1/lostpassword", { email: "" })).status);
      statuses.push((await client.get("/")).status);
      return statuses;
    });
    expect(answer.at(-1)).toBe(200);
    expect(answer.slice(0, max)).toEqual(Array(max).fill(422));
    expect(ms).toBeLessThan(10_000);
  });
});

describe("the legacy member API's login", () => {
  it("costs an unknown user about as much time as a wrong password", async () => {
    const s = await legacyServer();
    try {
      const median = async (userid: string) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) times.push((await timed(() => s.post("/global/login.php", legacyLoginForm(userid, `wrong-${i}`)))).ms);
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
