import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import Database from "libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { csrfTokenIn, visitorAt } from "../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";

/** Cloudflare's documented Turnstile test keys: this secret passes any token, the next fails all. */
const SITE_KEY = "1x00000000000000000000AA";
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const FAILING_SECRET = "2x0000000000000000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** Failed attempts the member API itself has counted toward its 15-minute lock, per username. */
function memberApiFailures(server: LiveServer, username: string): number {
  const db = new Database(join(server.dataDir, "legacy.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM login_failures WHERE userid_key = ?").get(username) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("the bot-check gate on logins (site key and secret set)", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer({ TURNSTILE_SITEKEY: SITE_KEY, TURNSTILE_SECRET: PASSING_SECRET });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("after 3 failures a stranger without a token is refused before the member API; the owner with a token gets in", async () => {
    const stranger = await visitorAt(server.url("/"), "127.0.2.1");
    for (let i = 1; i <= 3; i++) {
      const res = await stranger.post("/api/v1/login", { userid: "demo", password: "guess-" + i });
      expect(res.status).toBe(401);
      // The attempt that uses up the allowance tells the client to show the check next time.
      expect(res.json().captchaRequired).toBe(i === 3 ? true : undefined);
    }
    expect(memberApiFailures(server, "demo")).toBe(3);

    for (let i = 0; i < 5; i++) {
      const refused = await stranger.post("/api/v1/login", { userid: "DEMO", password: "guess-more" });
      expect(refused.status).toBe(422);
      expect(refused.json()).toEqual({ status: "ERROR", reason: "CAPTCHA_REQUIRED", message: messages["login.ERROR_SECURITY_ERROR"], captchaRequired: true });
    }
    // Five more tries would have locked the account (SPEC §8); none reached the member API.
    expect(memberApiFailures(server, "demo")).toBe(3);

    const owner = await visitorAt(server.url("/"), "127.0.2.2");
    const missing = await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" });
    expect(missing.json()).toMatchObject({ reason: "CAPTCHA_REQUIRED" });
    const solved = await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026", "cf-turnstile-response": DUMMY_TOKEN });
    expect(solved.status).toBe(200);
    expect(solved.json()).toMatchObject({ status: "SUCCESS", redirect: "/members?braveui=1" });
  });

  it("shows the check on the form page once a username is gated, and lets a form post with a token through", async () => {
    const stranger = await visitorAt(server.url("/"), "127.0.2.3");
    let page = await stranger.get("/login");
    for (let i = 0; i < 3; i++) page = await stranger.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "oldtimer", password: "wrong-" + i });
    expect(page.status).toBe(401);
    expect(page.text).toContain('class="captcha"');

    page = await stranger.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "oldtimer", password: "wrong-again" });
    expect(page.status).toBe(422);
    expect(page.text).toContain(messages["login.ERROR_SECURITY_ERROR"]);
    expect(page.text).toContain('value="oldtimer"');
    expect(memberApiFailures(server, "oldtimer")).toBe(3);

    const owner = await visitorAt(server.url("/"), "127.0.2.4");
    const form = await owner.get("/login");
    const res = await owner.postForm("/login", {
      csrf_token: csrfTokenIn(form.text),
      userid: "oldtimer",
      password: "oldtimer-pass",
      "cf-turnstile-response": DUMMY_TOKEN,
    });
    // oldtimer's right password leads to the security-update notice (SPEC §4), past the gate.
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/security-update");
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

  it("refuses a gated login whose token does not verify", async () => {
    const a = await visitorAt(server.url("/"), "127.0.2.5");
    for (let i = 0; i < 3; i++) await a.post("/api/v1/login", { userid: "demo", password: "nope-" + i });
    const res = await a.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026", "cf-turnstile-response": DUMMY_TOKEN });
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ reason: "CAPTCHA_REQUIRED" });
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

  it("does not gate (the owner could not solve a check nobody shows); the per-address limits remain", async () => {
    const a = await visitorAt(server.url("/"), "127.0.2.6");
    for (let i = 0; i < 4; i++) expect((await a.post("/api/v1/login", { userid: "demo", password: "nope-" + i })).json().captchaRequired).toBeUndefined();
    expect((await a.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
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
    for (let i = 0; i < 3; i++) await a.post("/api/v1/login", { userid: "ada", password: "wrong-" + i });
    const res = await a.post("/api/v1/login", { userid: "ada", password: "right-password", "cf-turnstile-response": DUMMY_TOKEN });
    expect(res.status).toBe(200);
    expect(posted).toHaveLength(4);
    expect(posted.at(-1)).toMatchObject({ userid: "ada", password: "right-password" });
    expect(posted.at(-1)).not.toHaveProperty("cf-turnstile-response");
  });
});
