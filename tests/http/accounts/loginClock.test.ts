import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorAt } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { memberApiLockState } from "../../fixtures/memberApiLock.ts";
import { redisServer, type RedisServer } from "../../fixtures/redisServer.ts";

const DEMO = { userid: "demo", password: "demo-pass-2026" };
const MINUTE = 60_000;
const SECOND = 1_000;

/**
 * The seam of docs/decisions.md, 23, from the member API's side: the real legacy member API counts
 * failed logins over a rolling 15 minutes and locks a username at the fifth (legacy/store/
 * loginLock.ts, recordFailure: failures older than the window are dropped, the fifth inside it
 * sets the lock). The site and the member API run on one fake clock, over real sockets, with the
 * default settings (no bot check: strangers get 3 failures per username), counting in memory and
 * on a real redis-server.
 */
for (const store of ["memory", "redis"] as const) {
  describe(`failed logins on the member API's clock (${store})`, () => {
    let api: LegacyServer;
    let redis: RedisServer | undefined;
    let site: LiveServer;
    /** The member's own browser: it logs in first, and so carries the device cookie for the username. */
    let owner: Awaited<ReturnType<typeof visitorAt>>;
    let address = 0;
    /** A stranger: a browser of its own, from an address of its own, without the member's device cookie. */
    const strangerTries = async (count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) {
        const stranger = await visitorAt(site.url("/"), `127.0.40.${++address}`);
        statuses.push((await stranger.post("/api/v1/login", { userid: DEMO.userid, password: `guess-${address}` })).status);
      }
      return statuses;
    };

    beforeAll(async () => {
      api = await legacyServer();
      redis = store === "redis" ? await redisServer() : undefined;
      site = await liveServer({ UPSTREAM_URL: api.url, ...(redis ? { REDIS_URL: redis.url } : {}) }, { now: () => api.clock.now });
    });
    afterAll(async () => {
      await site?.app.close();
      await api?.close();
      await redis?.stop();
    });

    it("1 failure at t0, 2 at t0+14:53 and 3 at t0+15:03 never lock the member out; the owner's browser logs in", async () => {
      owner = await visitorAt(site.url("/"), "127.0.41.1");
      expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);

      const t0 = await strangerTries(1);
      api.clock.advance(14 * MINUTE + 53 * SECOND);
      const at1453 = await strangerTries(2);
      api.clock.advance(10 * SECOND);
      const at1503 = await strangerTries(3);
      // The site's 15 minutes roll as the member API's do: the failure of t0 still counts at 15:03
      // (a fixed window that began at t0 had ended, and let all three through).
      expect([...t0, ...at1453, ...at1503]).toEqual([401, 401, 401, 429, 429, 429]);
      expect(memberApiLockState(api.dataDir, DEMO.userid, api.clock.now).locked).toBe(false);

      const back = await owner.post("/api/v1/login", DEMO);
      expect(back.status).toBe(200);
      expect(back.json()).toMatchObject({ status: "SUCCESS" });
    });

    it("gives strangers one attempt back when the oldest failure has left the window, never a fifth inside the member API's 15 minutes", async () => {
      // The owner's login above cleared the member API's count; the site still holds the strangers'
      // three recent failures (t0+14:53, t0+14:53, t0+15:03 are the newest: none refused counted).
      const statuses: number[] = [];
      const lockedAfter: boolean[] = [];
      // Every 61 seconds for 40 minutes, one stranger's wrong password.
      for (let i = 0; i < 40; i++) {
        api.clock.advance(61 * SECOND);
        statuses.push(...(await strangerTries(1)));
        lockedAfter.push(memberApiLockState(api.dataDir, DEMO.userid, api.clock.now).locked);
      }
      expect(lockedAfter.every((locked) => !locked)).toBe(true);
      // Some got through (the budget rolls on), at most 3 in any 15 minutes of the schedule.
      const through = statuses.flatMap((status, i) => (status === 401 ? [i * 61 * SECOND] : []));
      expect(through.length).toBeGreaterThan(0);
      for (const at of through) expect(through.filter((other) => other >= at && other < at + 15 * MINUTE).length).toBeLessThanOrEqual(3);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);
    });
  });
}
