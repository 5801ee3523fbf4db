import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { defaultOf } from "../../server/platform/config/config.ts";
import { httpClient, visitorAt, type HttpAnswer } from "../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";
import { memberApiLockState } from "../fixtures/memberApiLock.ts";
import { redisServer, type RedisServer } from "../fixtures/redisServer.ts";
import { refusalText } from "../fixtures/refusalText.ts";

/** One address's failed logins allowed in their window, at the default (RATE_LIMIT_LOGIN_FAILURES). */
const ADDRESS_FAILURES = defaultOf("RATE_LIMIT_LOGIN_FAILURES").max;

const SITE_KEY = "1x00000000000000000000AA";
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const TURNSTILE = { TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: PASSING_SECRET };

/**
 * One site in memory, or two replicas on one real Redis (requests alternate between them), each
 * with the embedded member API. The races below must come out the same on both.
 */
interface Deployment {
  /** The replica the n-th request goes to. */
  url(n: number, path: string): string;
  dataDir: string;
  close(): Promise<void>;
}

async function deployment(store: "memory" | "redis", env: Record<string, string>): Promise<Deployment> {
  if (store === "memory") {
    const site = await liveServer(env);
    return { url: (_n, path) => site.url(path), dataDir: site.dataDir, close: () => site.app.close() };
  }
  const redis: RedisServer = await redisServer();
  const shared = { ...env, REDIS_URL: redis.url, COOKIE_SECRET: "r".repeat(40) };
  const one: LiveServer = await liveServer(shared);
  const two: LiveServer = await liveServer({ ...shared, UPSTREAM_URL: memberApiOf(one) });
  return {
    url: (n, path) => (n % 2 === 0 ? one : two).url(path),
    dataDir: one.dataDir,
    async close() {
      await two.app.close();
      await one.app.close();
      await redis.stop();
    },
  };
}

/** The member API of a site started without UPSTREAM_URL, so a second replica can share it. */
function memberApiOf(site: LiveServer): string {
  const line = site.logs.find((l) => l.msg === "embedded legacy services started") as { url?: string } | undefined;
  if (!line?.url) throw new Error("no embedded member API in the log");
  return line.url;
}

/**
 * The attempts the member API was called for: a wrong password (401), or, on a loaded machine,
 * one whose answer did not come in time (502), which counts as a failure too (docs/decisions.md, 23).
 */
function reachedMemberApi(answers: HttpAnswer[]): number {
  return answers.filter((a) => a.status === 401 || a.status === 502).length;
}

function tally(answers: HttpAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A browser that has signed up, and so carries the device cookie for its username. */
async function memberWithBrowser(site: Deployment, username: string, from: string) {
  const browser = httpClient(site.url(0, "/"), { from });
  await browser.get("/login");
  const password = "open-sesame-" + username;
  const signup = await browser.post("/api/v1/register", {
    full_name: "Race Owner",
    email: `${username}@example.com`,
    username,
    password,
    password_validation: password,
    "cf-turnstile-response": DUMMY_TOKEN,
  });
  expect(signup.status).toBe(200);
  return { browser, credentials: { userid: username, password } };
}

for (const store of ["memory", "redis"] as const) {
  for (const withCheck of [true, false]) {
    describe(`parallel wrong logins for one username (${store}, ${withCheck ? "with" : "without"} the bot check)`, () => {
      let site: Deployment;
      beforeAll(async () => {
        site = await deployment(store, withCheck ? TURNSTILE : {});
      });
      afterAll(async () => {
        await site?.close();
      });

      it("10 at once from one address and 30 at once from 30 addresses never lock the owner out; the owner's browser logs in", async () => {
        const username = `racer${store}${withCheck ? "c" : "n"}`;
        const { browser, credentials } = await memberWithBrowser(site, username, "127.0.7.1");

        const one = await visitorAt(site.url(0, "/"), "127.0.7.2");
        const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => one.post("/api/v1/login", { userid: username, password: `wrong-${i}` })));
        const many = await Promise.all(
          Array.from({ length: 30 }, async (_, i) => {
            const stranger = httpClient(site.url(i, "/"), { from: `127.0.8.${i + 1}` });
            await stranger.get("/login");
            return stranger.post("/api/v1/login", { userid: username, password: `wrong-${i}` });
          }),
        );
        const answers = [...burst, ...many];
        // Exactly the strangers' allowance reached the member API; the rest were refused here.
        expect(reachedMemberApi(answers)).toBe(3);
        expect(answers.filter((a) => a.status !== 401 && a.status !== 502).every((a) => [422, 429].includes(a.status))).toBe(true);
        for (const refused of answers.filter((a) => a.status === 422))
          expect(refused.json()).toMatchObject({ reason: "CAPTCHA_REQUIRED", captchaRequired: true });
        if (!withCheck) expect(tally(answers)[422]).toBeUndefined();
        expect(memberApiLockState(site.dataDir, username)).toEqual({ failures: 3, locked: false });

        const owner = await browser.post("/api/v1/login", credentials);
        expect(owner.status).toBe(200);
        expect(owner.json()).toMatchObject({ status: "SUCCESS" });
      });

      if (withCheck) {
        it("30 at once with solved checks still stop one short of the lock; the owner's browser logs in", async () => {
          const username = `solver${store}`;
          const { browser, credentials } = await memberWithBrowser(site, username, "127.0.9.1");
          const answers = await Promise.all(
            Array.from({ length: 30 }, async (_, i) => {
              const stranger = httpClient(site.url(i, "/"), { from: `127.0.9.${i + 2}` });
              await stranger.get("/login");
              return stranger.post("/api/v1/login", { userid: username, password: `wrong-${i}`, "cf-turnstile-response": DUMMY_TOKEN });
            }),
          );
          expect(reachedMemberApi(answers)).toBe(4);
          expect(memberApiLockState(site.dataDir, username)).toEqual({ failures: 4, locked: false });
          expect((await browser.post("/api/v1/login", credentials)).status).toBe(200);
        });
      }
    });
  }

  describe(`one address's failed logins (${store})`, () => {
    let site: Deployment;
    beforeAll(async () => {
      site = await deployment(store, {});
    });
    afterAll(async () => {
      await site?.close();
    });

    it(`${2 * ADDRESS_FAILURES} at once over as many usernames pass its limit of ${ADDRESS_FAILURES} exactly, and the refusals carry Retry-After and RateLimit-*`, async () => {
      const address = "127.0.10.1";
      const answers = await Promise.all(
        Array.from({ length: 2 * ADDRESS_FAILURES }, async (_, i) => {
          const client = httpClient(site.url(i, "/"), { from: address });
          await client.get("/login");
          return client.post("/api/v1/login", { userid: `sprayed${i}`, password: "Summer2026!" });
        }),
      );
      expect(reachedMemberApi(answers)).toBe(ADDRESS_FAILURES);
      expect(tally(answers)[429]).toBe(ADDRESS_FAILURES);
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(refused.json()).toEqual({
          status: "ERROR",
          reason: "RATE_LIMITED",
          message: refusalText("limits.ERROR_RATE_LIMITED", refused.headers["retry-after"]),
        });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.headers["ratelimit-limit"]).toBe(String(ADDRESS_FAILURES));
        expect(refused.headers["ratelimit-remaining"]).toBe("0");
      }
      // And it stays at the limit afterwards.
      const later = await visitorAt(site.url(1, "/"), address);
      expect((await later.post("/api/v1/login", { userid: "sprayed-late", password: "Summer2026!" })).status).toBe(429);
    });
  });
}

describe("credential stuffing across addresses meets the site-wide budget", () => {
  for (const withCheck of [false, true]) {
    describe(withCheck ? "with the bot check" : "without a bot check", () => {
      let site: Deployment;
      beforeAll(async () => {
        // The site-wide budget's own count (100) over a window no busy runner outlasts: with the
        // default minute, 640 requests on a loaded machine could span two windows and pass 200.
        site = await deployment("memory", { ...(withCheck ? TURNSTILE : {}), RATE_LIMIT_GLOBAL_LOGIN_FAILURES: "100/1h" });
      });
      afterAll(async () => {
        await site?.close();
      });

      it("64 addresses × 10 attempts: the member API answers 100 of them, the rest are refused here; a member's own browser still logs in", async () => {
        const { browser, credentials } = await memberWithBrowser(site, withCheck ? "stuffedc" : "stuffedn", "127.0.11.1");
        const answers: HttpAnswer[] = [];
        await Promise.all(
          Array.from({ length: 64 }, async (_, k) => {
            const client = await visitorAt(site.url(k, "/"), `127.0.12.${k + 1}`);
            for (let i = 0; i < 10; i++) answers.push(await client.post("/api/v1/login", { userid: `victim${k}x${i}`, password: "Summer2026!" }));
          }),
        );
        expect(answers).toHaveLength(640);
        const counts = tally(answers);
        expect(reachedMemberApi(answers)).toBe(100);
        const refusal = withCheck ? 422 : 429;
        expect(counts[refusal]).toBe(540);
        const sample = answers.find((a) => a.status === refusal)!;
        expect(sample.json().message).toBe(
          withCheck ? messages["login.ERROR_CAPTCHA_NEEDED_SITE_BUSY"] : refusalText("limits.ERROR_LOGINS_PAUSED", sample.headers["retry-after"]),
        );

        expect((await browser.post("/api/v1/login", credentials)).status).toBe(200);
        // 640 real requests: a ceiling for a busy shared machine, not a speed check.
      }, 90_000);
    });
  }
});
