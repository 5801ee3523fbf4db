import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { attr, byTag, parseHtml, text } from "../../fixtures/html.ts";
import { csrfTokenIn, visitorAt } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { memberApiLockState } from "../../fixtures/memberApiLock.ts";
import { refusalText } from "../../fixtures/refusalText.ts";
import { loadConfig } from "../../../server/platform/config/config.ts";
import { defaultLimit } from "../../../server/platform/security/limitsTable.ts";

/** Cloudflare's documented Turnstile test keys: this secret passes any token, the next fails all. */
const SITE_KEY = "1x00000000000000000000AA";
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const FAILING_SECRET = "2x0000000000000000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const DEMO = { userid: "demo", password: "demo-pass-2026" };
/** Failures for a username before strangers need the bot check (BOT_CHECK_AFTER_FAILURES), at its default. */
const CHECK_AFTER = defaultLimit("usernameFailures").max;
/**
 * The longest pause for a username, in seconds: its window plus UPSTREAM_TIMEOUT_MS, as the
 * member API counts a failure up to that long after the site did.
 */
const USERNAME_PAUSE_SECONDS = (defaultLimit("usernameFailures").windowMs + loadConfig({}).upstreamTimeoutMs) / 1000;

/** The form's alert and whether the page shows the bot check's place, as a visitor would see them. */
function refusalPage(html: string) {
  const elements = parseHtml(html);
  const alert = byTag(elements, "div").find((d) => attr(d, "role") === "alert");
  return {
    alert: alert ? text(alert) : undefined,
    captcha: byTag(elements, "div").some((d) => attr(d, "class") === "captcha"),
    userid: byTag(elements, "input")
      .find((i) => attr(i, "name") === "userid")
      ?.attrs.find((a) => a.name === "value")?.value,
  };
}

describe("the bot-check gate on logins (site key and secret set)", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer({ TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: PASSING_SECRET });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it(`after ${CHECK_AFTER} failures a stranger without a token is told why and shown the check, never 'refresh'; the owner with a token gets in`, async () => {
    const stranger = await visitorAt(server.url("/"), "127.0.2.1");
    for (let i = 1; i <= CHECK_AFTER; i++) {
      const res = await stranger.post("/api/v1/login", { userid: "demo", password: "guess-" + i });
      expect(res.status).toBe(401);
      // The attempt that uses up the allowance tells the client to show the check next time.
      expect(res.json().captchaRequired).toBe(i === CHECK_AFTER ? true : undefined);
    }
    expect(memberApiLockState(server.dataDir, "demo").failures).toBe(CHECK_AFTER);

    for (let i = 0; i < 5; i++) {
      const refused = await stranger.post("/api/v1/login", { userid: "DEMO", password: "guess-more" });
      expect(refused.status).toBe(422);
      expect(refused.json()).toEqual({ status: "ERROR", reason: "CAPTCHA_REQUIRED", message: messages["login.ERROR_CAPTCHA_NEEDED"], captchaRequired: true });
      expect(refused.text).not.toMatch(/refresh/i);
    }
    // Five more tries would have locked the account (docs/product.md §8); none reached the member API.
    expect(memberApiLockState(server.dataDir, "demo")).toEqual({ failures: CHECK_AFTER, locked: false });

    const owner = await visitorAt(server.url("/"), "127.0.2.2");
    const missing = await owner.post("/api/v1/login", DEMO);
    expect(missing.json()).toMatchObject({ reason: "CAPTCHA_REQUIRED", captchaRequired: true });
    const solved = await owner.post("/api/v1/login", { ...DEMO, "cf-turnstile-response": DUMMY_TOKEN });
    expect(solved.status).toBe(200);
    expect(solved.json()).toMatchObject({ status: "SUCCESS", redirect: "/members?braveui=1" });
  });

  it("re-renders the form page with the check shown and the reason, keeping the username; a post with a token gets through", async () => {
    const stranger = await visitorAt(server.url("/"), "127.0.2.3");
    let page = await stranger.get("/login");
    for (let i = 0; i < CHECK_AFTER; i++)
      page = await stranger.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "oldtimer", password: "wrong-" + i });
    expect(page.status).toBe(401);
    expect(refusalPage(page.text).captcha).toBe(true);

    page = await stranger.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "oldtimer", password: "wrong-again" });
    expect(page.status).toBe(422);
    expect(refusalPage(page.text)).toEqual({ alert: messages["login.ERROR_CAPTCHA_NEEDED"], captcha: true, userid: "oldtimer" });
    expect(page.text).not.toContain("wrong-again");
    expect(memberApiLockState(server.dataDir, "oldtimer").failures).toBe(CHECK_AFTER);

    const owner = await visitorAt(server.url("/"), "127.0.2.4");
    const form = await owner.get("/login");
    const res = await owner.postForm("/login", {
      csrf_token: csrfTokenIn(form.text),
      userid: "oldtimer",
      password: "oldtimer-pass",
      "cf-turnstile-response": DUMMY_TOKEN,
    });
    // oldtimer's right password leads to the security-update notice (docs/product.md §4), past the gate.
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/security-update");
  });

  it("lets a stranger who solves every check make one failure more, never the member API's fifth; the owner's browser still gets in", async () => {
    // Signing up signs the owner in: this browser is theirs from now on.
    const owner = await visitorAt(server.url("/"), "127.0.2.8");
    const member = { userid: "solvedtarget", password: "open-sesame" };
    const signup = await owner.post("/api/v1/register", {
      full_name: "Sol Target",
      email: "solvedtarget@example.com",
      username: member.userid,
      password: member.password,
      password_validation: member.password,
      "cf-turnstile-response": DUMMY_TOKEN,
    });
    expect(signup.status).toBe(200);

    const solver = await visitorAt(server.url("/"), "127.0.2.9");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await solver.post("/api/v1/login", { userid: member.userid, password: `solved-${i}`, "cf-turnstile-response": DUMMY_TOKEN })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const paused = await solver.post("/api/v1/login", { ...member, "cf-turnstile-response": DUMMY_TOKEN });
    expect(paused.json()).toEqual({
      status: "ERROR",
      reason: "RATE_LIMITED",
      message: refusalText("limits.ERROR_USERNAME_PAUSED", paused.headers["retry-after"]),
    });
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(paused.headers["retry-after"])).toBeLessThanOrEqual(USERNAME_PAUSE_SECONDS);
    expect(memberApiLockState(server.dataDir, member.userid)).toEqual({ failures: 4, locked: false });

    // The owner's browser carries its device cookie: no check, no pause.
    const back = await owner.post("/api/v1/login", member);
    expect(back.status).toBe(200);
  });
});

describe("the gate with a secret that fails every token", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer({ TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: FAILING_SECRET });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("refuses a gated login whose token does not verify, saying so", async () => {
    const a = await visitorAt(server.url("/"), "127.0.2.5");
    for (let i = 0; i < CHECK_AFTER; i++) await a.post("/api/v1/login", { userid: "demo", password: "nope-" + i });
    const res = await a.post("/api/v1/login", { ...DEMO, "cf-turnstile-response": DUMMY_TOKEN });
    expect(res.status).toBe(422);
    expect(res.json()).toEqual({ status: "ERROR", reason: "CAPTCHA_REQUIRED", message: messages["login.ERROR_CAPTCHA_FAILED"], captchaRequired: true });
  });
});

describe("without a bot check configured", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("pauses strangers for a username before the member API's lock; the owner's browser logs in", async () => {
    const owner = await visitorAt(server.url("/"), "127.0.2.10");
    expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);

    const stranger = await visitorAt(server.url("/"), "127.0.2.6");
    for (let i = 0; i < CHECK_AFTER; i++) {
      const res = await stranger.post("/api/v1/login", { userid: "demo", password: "nope-" + i });
      expect(res.status).toBe(401);
      expect(res.json().captchaRequired).toBeUndefined();
    }
    for (let i = 0; i < 3; i++) {
      const res = await stranger.post("/api/v1/login", { userid: "demo", password: "nope-more" });
      expect(res.status).toBe(429);
      expect(res.json()).toEqual({ status: "ERROR", reason: "RATE_LIMITED", message: refusalText("limits.ERROR_USERNAME_PAUSED", res.headers["retry-after"]) });
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(USERNAME_PAUSE_SECONDS);
      expect(res.headers["ratelimit-limit"]).toBe(String(CHECK_AFTER));
    }
    expect(memberApiLockState(server.dataDir, "demo")).toEqual({ failures: CHECK_AFTER, locked: false });
    // Another stranger elsewhere, even with the right password: paused as well.
    const elsewhere = await visitorAt(server.url("/"), "127.0.2.11");
    expect((await elsewhere.post("/api/v1/login", DEMO)).status).toBe(429);

    const res = await owner.post("/api/v1/login", DEMO);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ status: "SUCCESS" });
  });

  it("answers a paused form post with the page, the reason and what was typed", async () => {
    const stranger = await visitorAt(server.url("/"), "127.0.2.12");
    let page = await stranger.get("/login");
    for (let i = 0; i < 4; i++) page = await stranger.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "pausedname", password: "wrong-" + i });
    expect(page.status).toBe(429);
    expect(page.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refusalPage(page.text)).toEqual({
      alert: refusalText("limits.ERROR_USERNAME_PAUSED", page.headers["retry-after"]),
      captcha: false,
      userid: "pausedname",
    });
  });
});

describe("a token the site has verified", () => {
  let api: Server;
  let apiUrl: string;
  const posted: Array<Record<string, string>> = [];
  let server: LiveServer;
  beforeAll(async () => {
    // A member API that records each login form and accepts one password.
    api = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        // Only the logins: readiness probes GET /healthz meanwhile.
        if (req.method === "POST") posted.push(form);
        const ok = form.password === "right-password";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(ok ? { status: "SUCCESS", response: { pub: "7" } } : { status: "ERROR", response: { reason: "AUTHENTICATION_FAILED" } }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    server = await liveServer({ UPSTREAM_URL: apiUrl, TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: PASSING_SECRET });
  });
  afterAll(async () => {
    await server.app.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it("is spent, so it is not sent on to the member API for a second verification", async () => {
    const a = await visitorAt(server.url("/"), "127.0.2.7");
    for (let i = 0; i < CHECK_AFTER; i++) await a.post("/api/v1/login", { userid: "ada", password: "wrong-" + i });
    const res = await a.post("/api/v1/login", { userid: "ada", password: "right-password", "cf-turnstile-response": DUMMY_TOKEN });
    expect(res.status).toBe(200);
    expect(posted).toHaveLength(CHECK_AFTER + 1);
    expect(posted.at(-1)).toMatchObject({ userid: "ada", password: "right-password" });
    expect(posted.at(-1)).not.toHaveProperty("cf-turnstile-response");
  });
});
