import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenIn, httpClient, visitorAt } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { outboxRows, outboxRowsWhen } from "../../fixtures/outbox.ts";
import { refusalText } from "../../fixtures/refusalText.ts";
import { defaultLimit } from "../../../server/platform/security/limitsTable.ts";

const WRONG = { userid: "demo", password: "not-the-password" };

/** The limits at their defaults, read from their settings: changing one is its row, not this file. */
const ACCOUNT = defaultLimit("accountPosts");
const LOGIN_FAILURES = defaultLimit("loginFailures");
const USERNAME_CHECKS = defaultLimit("usernameChecks");
const RESET_REQUESTS = defaultLimit("resetRequests");
const RESET_EMAILS = defaultLimit("resetEmails");
const CART_CHANGES = defaultLimit("cartChanges");
const seconds = (windowMs: number) => windowMs / 1000;

describe("rate limits at their defaults, per client address", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("refuses the account post past its limit in a window with 429, Retry-After and RateLimit-*, and only for that address", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.11");
    for (let i = 0; i < ACCOUNT.max; i++) expect((await a.post("/api/v1/lostpassword", { email: "" })).status).toBe(422);
    const refused = await a.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({
      status: "ERROR",
      reason: "RATE_LIMITED",
      message: refusalText("limits.ERROR_RATE_LIMITED", refused.headers["retry-after"]),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(seconds(ACCOUNT.windowMs));
    expect(refused.headers["ratelimit-limit"]).toBe(String(ACCOUNT.max));
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.headers["ratelimit-reset"]).toBe(refused.headers["retry-after"]);
    const b = await visitorAt(server.url("/"), "127.0.0.12");
    expect((await b.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
  });

  it("answers a refused form post with the page, the message and what was typed", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.13");
    let page = await a.get("/login");
    for (let i = 0; i <= ACCOUNT.max; i++) {
      page = await a.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: `typed${i}`, password: "whatever1" });
    }
    expect(page.status).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["retry-after"]).toMatch(/^\d+$/);
    expect(page.text).toContain(refusalText("limits.ERROR_RATE_LIMITED", page.headers["retry-after"]));
    expect(page.text).toContain(`value="typed${ACCOUNT.max}"`);
    expect(page.text).not.toContain("whatever1");
  });

  it("stops one address after its failed logins, even over many usernames, while another address logs in", async () => {
    const sprayer = await visitorAt(server.url("/"), "127.0.0.14");
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      expect((await sprayer.post("/api/v1/login", { userid: `member${i}`, password: "Summer2026!" })).status).toBe(401);
    }
    const blocked = await sprayer.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" });
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toMatchObject({ reason: "RATE_LIMITED" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(60);
    const owner = await visitorAt(server.url("/"), "127.0.0.15");
    expect((await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
  });

  it("refuses the username check past its limit in a window", async () => {
    const a = httpClient(server.url("/"), { from: "127.0.0.16" });
    for (let i = 0; i < USERNAME_CHECKS.max; i++)
      expect((await a.get(`/api/v1/username-availability?username=free${i}`, { "x-requested-with": "t" })).status).toBe(200);
    const refused = await a.get("/api/v1/username-availability?username=free61", { "x-requested-with": "t" });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ status: "ERROR", reason: "RATE_LIMITED" });
  });

  it("refuses the reset request from one address past its limit in a window", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.17");
    for (let i = 0; i < RESET_REQUESTS.max; i++) expect((await a.post("/api/v1/lostpassword", { email: `nobody${i}@example.com` })).status).toBe(200);
    expect((await a.post("/api/v1/lostpassword", { email: "nobody9@example.com" })).status).toBe(429);
  });

  it("sends at most its limit of reset emails in a window to one address, and answers every request the same", async () => {
    const before = outboxRows(server.dataDir).filter((row) => row.to_address === "demo@braveweb.example").length;
    const answers: string[] = [];
    for (let i = 0; i < RESET_EMAILS.max + 2; i++) {
      const client = await visitorAt(server.url("/"), `127.0.1.${i + 1}`);
      const res = await client.post("/api/v1/lostpassword", { email: "Demo@Braveweb.example" });
      expect(res.status).toBe(200);
      answers.push(res.text);
    }
    expect(new Set(answers).size).toBe(1);
    // The member API sends after it answers, in order: asked after these, another member's email
    // that must come marks the moment every one of them has been dealt with.
    const marker = await visitorAt(server.url("/"), "127.0.2.1");
    expect((await marker.post("/api/v1/lostpassword", { email: "oldtimer@braveweb.example" })).status).toBe(200);
    const rows = await outboxRowsWhen(server.dataDir, (all) => all.some((row) => row.to_address === "oldtimer@braveweb.example"));
    const sent = rows.filter((row) => row.to_address === "demo@braveweb.example").length - before;
    expect(sent).toBe(RESET_EMAILS.max);
  });

  it("does not believe X-Forwarded-For without TRUST_PROXY: a spoofed header does not reset a limit", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.18");
    for (let i = 0; i < ACCOUNT.max; i++) await a.post("/api/v1/lostpassword", { email: "" });
    const spoofed = await a.post("/api/v1/login", WRONG, { "x-forwarded-for": "203.0.113.77" });
    expect(spoofed.status).toBe(429);
  });
});

describe("behind a load balancer (TRUST_PROXY=true)", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer({ TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("counts the client the proxy names, not what the client wrote before it", async () => {
    const proxy = await visitorAt(server.url("/"), "127.0.0.21");
    // The load balancer appends the real client; whatever the client sent itself comes first.
    const from = (client: string) => ({ "x-forwarded-for": `198.51.100.1, ${client}` });
    for (let i = 0; i < ACCOUNT.max; i++) await proxy.post("/api/v1/lostpassword", { email: "" }, from("203.0.113.5"));
    expect((await proxy.post("/api/v1/login", WRONG, from("203.0.113.5"))).status).toBe(429);
    expect((await proxy.post("/api/v1/login", WRONG, from("203.0.113.6"))).status).toBe(401);
  });
});

/**
 * draft-ietf-httpapi-ratelimit-headers, as Node's fetch (an integrator) reads them: every answer
 * of a limited route names the limit it spent, by its row's name, with this client's state; a
 * refusal names the limit that refused it. One server of its own: the counts start from nothing,
 * and its limits' clock stands still, so no window ends between two requests on a slow machine.
 */
describe("the limit each answer spent, in RateLimit-Policy and RateLimit", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer({}, { now: () => Date.UTC(2026, 0, 5, 9) });
  });
  afterAll(async () => {
    await server.app.close();
  });

  const policy = (name: string, limit: { max: number; windowMs: number }) => `"${name}";q=${limit.max};w=${seconds(limit.windowMs)}`;
  const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("a login answer names accountPosts, a cart change cartChanges, a username check usernameChecks: each its own", async () => {
    const login = await fetch(server.url("/api/v1/login"), json(WRONG));
    expect(login.status).toBe(401);
    expect(login.headers.get("ratelimit-policy")).toBe(policy("accountPosts", ACCOUNT));
    expect(login.headers.get("ratelimit")).toMatch(new RegExp(`^"accountPosts";r=${ACCOUNT.max - 1};t=\\d+$`));

    const cart = await fetch(server.url("/domains/cart/add"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", accept: "application/json" },
      body: "domain=greenleaf.com",
    });
    expect(cart.status).toBe(200);
    expect(cart.headers.get("ratelimit-policy")).toBe(policy("cartChanges", CART_CHANGES));
    expect(cart.headers.get("ratelimit")).toMatch(new RegExp(`^"cartChanges";r=${CART_CHANGES.max - 1};t=\\d+$`));

    const check = await fetch(server.url("/api/v1/username-availability?username=freshname"), { headers: { "x-requested-with": "t" } });
    expect(check.status).toBe(200);
    expect(check.headers.get("ratelimit-policy")).toBe(policy("usernameChecks", USERNAME_CHECKS));
  });

  it("a login refused by the address's failed-login budget names that budget beside accountPosts", async () => {
    // The first test's wrong password was this address's first failure.
    for (let i = 1; i < LOGIN_FAILURES.max; i++)
      expect((await fetch(server.url("/api/v1/login"), json({ userid: `sprayed${i}`, password: "Summer2026!" }))).status).toBe(401);
    const refused = await fetch(server.url("/api/v1/login"), json(WRONG));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit-policy")).toBe(`${policy("accountPosts", ACCOUNT)}, ${policy("loginFailures", LOGIN_FAILURES)}`);
    expect(refused.headers.get("ratelimit")).toMatch(
      new RegExp(`^"accountPosts";r=${ACCOUNT.max - LOGIN_FAILURES.max - 1};t=\\d+, "loginFailures";r=0;t=${refused.headers.get("retry-after")}$`),
    );
  });

  it("a post refused by its own limit names it with nothing left, its reset the Retry-After, the form page as before", async () => {
    // The account posts of the tests before: a login, the failures, the refused login.
    const spent = LOGIN_FAILURES.max + 1;
    for (let i = spent; i < ACCOUNT.max; i++) await fetch(server.url("/api/v1/lostpassword"), json({ email: "" }));
    const page = await fetch(server.url("/login"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: "bw_cookies=1" },
      body: "userid=typedname&password=whatever1",
    });
    expect(page.status).toBe(429);
    const retryAfter = page.headers.get("retry-after");
    expect(page.headers.get("ratelimit-policy")).toBe(policy("accountPosts", ACCOUNT));
    expect(page.headers.get("ratelimit")).toBe(`"accountPosts";r=0;t=${retryAfter}`);
    const html = await page.text();
    expect(html).toContain(refusalText("limits.ERROR_RATE_LIMITED", retryAfter ?? ""));
    expect(html).toContain('value="typedname"');
    expect(html).not.toContain("whatever1");
  });
});
