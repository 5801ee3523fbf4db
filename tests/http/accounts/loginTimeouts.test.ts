import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, visitorAt } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { memberApiLockState } from "../../fixtures/memberApiLock.ts";
import { slowMemberApi, type SlowMemberApi } from "../../fixtures/slowMemberApi.ts";

/**
 * docs/decisions.md, 23: an attempt that timed out is a failure. The member API here is the real
 * legacy one, which counts each wrong password (legacy/store/loginLock.ts) and only then has its
 * answer held back 600 ms, twice the site's UPSTREAM_TIMEOUT_MS: every login times out on the
 * site after the member API has counted it.
 */
describe("logins whose answer never comes in time", () => {
  let slow: SlowMemberApi;
  let site: LiveServer;
  beforeAll(async () => {
    slow = await slowMemberApi(600);
    site = await liveServer({ UPSTREAM_URL: slow.url, UPSTREAM_TIMEOUT_MS: "300" });
  });
  afterAll(async () => {
    await site?.app.close();
    await slow?.close();
  });

  it("keep their slots: one address's wrong logins get 502 then 429, and the member API never counts a fifth failure", async () => {
    const stranger = await visitorAt(site.url("/"), "127.0.42.1");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await stranger.post("/api/v1/login", { userid: "demo", password: `guess-${i}` })).status);
    expect(statuses).toEqual([502, 502, 502, 429, 429, 429, 429]);

    await slow.settled();
    const state = memberApiLockState(slow.api.dataDir, "demo", slow.api.clock.now);
    expect(state).toEqual({ failures: 3, locked: false });
  });

  it("count against the address's budget over many usernames: the 11th is refused here", async () => {
    const sprayer = httpClient(site.url("/"), { from: "127.0.42.2" });
    await sprayer.get("/login");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await sprayer.post("/api/v1/login", { userid: `sprayed${i}`, password: "Summer2026!" })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(502), 429]);
    await slow.settled();
  });
});

/**
 * The answers after which legacy/routes/login.ts has counted no failure (COOKIES_REQUIRED and
 * ACCOUNT_LOCKED before a password is checked, SECURITY_UPGRADE after the right one) give the
 * slots back; the rest keep them. A member API that answers what the password asks for.
 */
describe("definite answers that count no failure", () => {
  let api: Server;
  let site: LiveServer;
  const ANSWERS: Record<string, unknown> = {
    locked: { status: "ERROR", response: { reason: "ACCOUNT_LOCKED" } },
    cookies: { status: "ERROR", response: { reason: "COOKIES_REQUIRED" } },
    upgrade: { status: "ERROR", response: { reason: "SECURITY_UPGRADE", emailAddress: "a@example.com" } },
    odd: { status: "ERROR", response: { reason: "SOMETHING_NEW", message: "Try again later." } },
  };
  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const password = new URLSearchParams(body).get("password") ?? "";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(ANSWERS[password] ?? { status: "ERROR", response: { reason: "AUTHENTICATION_FAILED" } }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    site = await liveServer({ UPSTREAM_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await site?.app.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it("give the slots back; a wrong password or a message of the member API's own keeps them", async () => {
    const stranger = await visitorAt(site.url("/"), "127.0.42.3");
    const login = async (password: string) => (await stranger.post("/api/v1/login", { userid: "counted", password })).status;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) for (const password of ["locked", "cookies", "upgrade"]) statuses.push(await login(password));
    expect(statuses.every((status) => status !== 429)).toBe(true);
    // Three that may have been counted: a message of its own, then two wrong passwords.
    expect([await login("odd"), await login("wrong-1"), await login("wrong-2"), await login("wrong-3")]).toEqual([422, 401, 401, 429]);
  });
});
