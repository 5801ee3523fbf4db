import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultLimit } from "../../../server/platform/security/limitsTable.ts";
import { httpClient, visitorAt } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { memberApiLockState } from "../../fixtures/memberApiLock.ts";
import { redisServer, siteOnRedis, type RedisServer } from "../../fixtures/redisServer.ts";

const SITE_KEY = "1x00000000000000000000AA";
const PASSING_SECRET = "1x0000000000000000000000000000000AA";

/** Two replicas of the site on one real Redis, as behind a load balancer (one member API). */
describe("limits shared by two replicas through Redis", () => {
  let redis: RedisServer;
  let one: LiveServer;
  let two: LiveServer;
  beforeAll(async () => {
    redis = await redisServer();
    const shared = { REDIS_URL: redis.url, COOKIE_SECRET: "s".repeat(40), TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: PASSING_SECRET };
    one = await liveServer(shared);
    two = await liveServer({ ...shared, UPSTREAM_URL: await memberApiOf(one) });
  });
  afterAll(async () => {
    await two?.app.close();
    await one?.app.close();
    await redis?.stop();
  });

  it("count one client's posts on both replicas together", async () => {
    const onOne = httpClient(one.url("/"), { from: "127.0.3.1" });
    const onTwo = httpClient(two.url("/"), { from: "127.0.3.1" });
    // The default allowance of account posts, half on each replica: together they use it up.
    const { max } = defaultLimit("accountPosts");
    const half = Math.ceil(max / 2);
    for (let i = 0; i < half; i++) expect((await onOne.post("/api/v1/lostpassword", { email: "" })).status).toBe(422);
    for (let i = half; i < max; i++) expect((await onTwo.post("/api/v1/lostpassword", { email: "" })).status).toBe(422);
    expect((await onOne.post("/api/v1/lostpassword", { email: "" })).status).toBe(429);
    expect((await onTwo.post("/api/v1/lostpassword", { email: "" })).status).toBe(429);
  });

  it("gate a username on one replica after failures seen on the other", async () => {
    const a = httpClient(one.url("/"), { from: "127.0.3.2" });
    await a.get("/login");
    for (let i = 0; i < 3; i++) expect((await a.post("/api/v1/login", { userid: "demo", password: "wrong-" + i })).status).toBe(401);
    const b = httpClient(two.url("/"), { from: "127.0.3.3" });
    await b.get("/login");
    expect((await b.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).json()).toMatchObject({ reason: "CAPTCHA_REQUIRED" });
  });
});

/** The member API of a site started without UPSTREAM_URL, so a second replica can share it. */
async function memberApiOf(site: LiveServer): Promise<string> {
  const line = site.logs.find((l) => l.msg === "embedded legacy services started") as { url?: string } | undefined;
  if (!line?.url) throw new Error("no embedded member API in the log");
  return line.url;
}

describe("a Redis outage", () => {
  const on = siteOnRedis();

  it("leaves the site serving, its limits counting in memory (docs/decisions.md, 15), and is logged once, not per request", async () => {
    const client = httpClient(on.site.url("/"), { from: "127.0.3.9" });
    await client.get("/login");
    expect((await client.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
    await on.redis.stop();

    // The login above was the first of the address's account posts in the window: the rest are left.
    for (let i = 0; i < defaultLimit("accountPosts").max - 1; i++) {
      const res = await client.post("/api/v1/lostpassword", { email: "" });
      expect(res.status).toBe(422);
    }
    expect((await client.post("/api/v1/lostpassword", { email: "" })).status).toBe(429);
    expect((await client.get("/")).status).toBe(200);
    // That nothing waits for Redis meanwhile is measured in tests/load/answersInTime.test.ts.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outage = on.site.logs.filter((l) => typeof l.msg === "string" && l.msg.startsWith("Redis unreachable"));
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({ level: "error" });
    expect(outage[0]!.msg).toContain("memory");
    expect(JSON.stringify(outage[0])).not.toContain("redis://");
  });
});

describe("failed logins while Redis is down and after it comes back", () => {
  const on = siteOnRedis();

  const linesStartingWith = (start: string) => on.site.logs.filter((l) => typeof l.msg === "string" && l.msg.startsWith(start));

  it("go on counting in the replica's memory: a stranger gets 401, 401, 401, then 429, never 423; the owner's browser logs in", async () => {
    const owner = await visitorAt(on.site.url("/"), "127.0.3.20");
    expect((await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);

    const stranger = await visitorAt(on.site.url("/"), "127.0.3.21");
    const statuses: number[] = [];
    const wrong = async () => statuses.push((await stranger.post("/api/v1/login", { userid: "demo", password: `guess-${statuses.length}` })).status);
    await wrong();
    await wrong();
    await on.redis.stop();
    for (let i = 0; i < 4; i++) await wrong();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect(memberApiLockState(on.site.dataDir, "demo")).toEqual({ failures: 3, locked: false });
    expect((await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);

    // Redis comes back empty: this replica still remembers the stranger's failures.
    await on.redis.restart();
    await vi.waitFor(() => expect(linesStartingWith("Redis reachable again")).toHaveLength(1), { timeout: 60_000, interval: 100 });
    await wrong();
    expect(statuses.at(-1)).toBe(429);
    expect(linesStartingWith("Redis unreachable")).toHaveLength(1);
  });
});
