import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenIn, httpClient, visitorAt } from "../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";
import { outboxRows } from "../fixtures/outbox.ts";
import { refusalText } from "../fixtures/refusalText.ts";

const WRONG = { userid: "demo", password: "not-the-password" };

describe("rate limits at their defaults, per client address", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await liveServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it("refuses the 21st account post in a minute with 429, Retry-After and RateLimit-*, and only for that address", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.11");
    for (let i = 0; i < 20; i++) expect((await a.post("/api/v1/lostpassword", { email: "" })).status).toBe(422);
    const refused = await a.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({
      status: "ERROR",
      reason: "RATE_LIMITED",
      message: refusalText("limits.ERROR_RATE_LIMITED", refused.headers["retry-after"]),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.headers["ratelimit-limit"]).toBe("20");
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.headers["ratelimit-reset"]).toBe(refused.headers["retry-after"]);
    const b = await visitorAt(server.url("/"), "127.0.0.12");
    expect((await b.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
  });

  it("answers a refused form post with the page, the message and what was typed", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.13");
    let page = await a.get("/login");
    for (let i = 0; i <= 20; i++) {
      page = await a.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: `typed${i}`, password: "whatever1" });
    }
    expect(page.status).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["retry-after"]).toMatch(/^\d+$/);
    expect(page.text).toContain(refusalText("limits.ERROR_RATE_LIMITED", page.headers["retry-after"]));
    expect(page.text).toContain('value="typed20"');
    expect(page.text).not.toContain("whatever1");
  });

  it("stops one address after 10 failed logins, even over many usernames, while another address logs in", async () => {
    const sprayer = await visitorAt(server.url("/"), "127.0.0.14");
    for (let i = 0; i < 10; i++) {
      expect((await sprayer.post("/api/v1/login", { userid: `member${i}`, password: "Summer2026!" })).status).toBe(401);
    }
    const blocked = await sprayer.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" });
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toMatchObject({ reason: "RATE_LIMITED" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(60);
    const owner = await visitorAt(server.url("/"), "127.0.0.15");
    expect((await owner.post("/api/v1/login", { userid: "demo", password: "demo-pass-2026" })).status).toBe(200);
  });

  it("refuses the 61st username check in a minute", async () => {
    const a = httpClient(server.url("/"), { from: "127.0.0.16" });
    for (let i = 0; i < 60; i++) expect((await a.get(`/api/v1/username-availability?username=free${i}`, { "x-requested-with": "t" })).status).toBe(200);
    const refused = await a.get("/api/v1/username-availability?username=free61", { "x-requested-with": "t" });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ status: "ERROR", reason: "RATE_LIMITED" });
  });

  it("refuses the 6th reset request from one address in an hour", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.17");
    for (let i = 0; i < 5; i++) expect((await a.post("/api/v1/lostpassword", { email: `nobody${i}@example.com` })).status).toBe(200);
    expect((await a.post("/api/v1/lostpassword", { email: "nobody9@example.com" })).status).toBe(429);
  });

  it("sends at most 3 reset emails an hour to one address, and answers every request the same", async () => {
    const before = outboxRows(server.dataDir).filter((row) => row.to_address === "demo@braveweb.example").length;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const client = await visitorAt(server.url("/"), `127.0.1.${i + 1}`);
      const res = await client.post("/api/v1/lostpassword", { email: "Demo@Braveweb.example" });
      expect(res.status).toBe(200);
      answers.push(res.text);
    }
    expect(new Set(answers).size).toBe(1);
    const sent = outboxRows(server.dataDir).filter((row) => row.to_address === "demo@braveweb.example").length - before;
    expect(sent).toBe(3);
  });

  it("does not believe X-Forwarded-For without TRUST_PROXY: a spoofed header does not reset a limit", async () => {
    const a = await visitorAt(server.url("/"), "127.0.0.18");
    for (let i = 0; i < 20; i++) await a.post("/api/v1/lostpassword", { email: "" });
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
    for (let i = 0; i < 20; i++) await proxy.post("/api/v1/lostpassword", { email: "" }, from("203.0.113.5"));
    expect((await proxy.post("/api/v1/login", WRONG, from("203.0.113.5"))).status).toBe(429);
    expect((await proxy.post("/api/v1/login", WRONG, from("203.0.113.6"))).status).toBe(401);
  });
});
