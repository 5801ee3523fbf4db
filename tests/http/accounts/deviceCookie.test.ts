import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenIn, httpClient, visitorAt, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { redisServer, type RedisServer } from "../../fixtures/redisServer.ts";

const DEMO = { userid: "demo", password: "demo-pass-2026" };

function setCookies(res: HttpAnswer): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

function deviceCookieIn(res: HttpAnswer, name = "bw_device"): string | undefined {
  return setCookies(res).find((line) => line.startsWith(`${name}=`));
}

/** The member API of a site started without UPSTREAM_URL, so another replica can share it. */
function memberApiOf(site: LiveServer): string {
  const line = site.logs.find((l) => l.msg === "embedded legacy services started") as { url?: string } | undefined;
  if (!line?.url) throw new Error("no embedded member API in the log");
  return line.url;
}

/** Three failures by a stranger: browsers without the device cookie are paused for the username. */
async function pauseStrangers(site: LiveServer, from: string, userid: string) {
  const stranger = await visitorAt(site.url("/"), from);
  for (let i = 0; i < 3; i++) expect((await stranger.post("/api/v1/login", { userid, password: `wrong-${i}` })).status).toBe(401);
  expect((await stranger.post("/api/v1/login", { userid, password: "wrong-again" })).status).toBe(429);
}

describe("the device cookie", () => {
  const secret = "c".repeat(40);
  let one: LiveServer;
  let two: LiveServer;
  let other: LiveServer;
  let redis: RedisServer;
  beforeAll(async () => {
    // Replicas count together through Redis, as they must in production (docs/operations.md, "Operating at scale").
    redis = await redisServer();
    one = await liveServer({ COOKIE_SECRET: secret, REDIS_URL: redis.url });
    two = await liveServer({ COOKIE_SECRET: secret, REDIS_URL: redis.url, UPSTREAM_URL: memberApiOf(one) });
    other = await liveServer({ COOKIE_SECRET: "d".repeat(40), REDIS_URL: redis.url, UPSTREAM_URL: memberApiOf(one) });
  });
  afterAll(async () => {
    await other?.app.close();
    await two?.app.close();
    await one?.app.close();
    await redis?.stop();
  });

  it("is set by a login through the form page and through the JSON API, HttpOnly and SameSite=Lax, without the username", async () => {
    const page = await visitorAt(one.url("/"), "127.0.13.1");
    const form = await page.get("/login");
    const posted = await page.postForm("/login", { csrf_token: csrfTokenIn(form.text), ...DEMO });
    expect(posted.status).toBe(303);
    const fromForm = deviceCookieIn(posted);
    expect(fromForm).toMatch(/^bw_device=d1\.[\w-]+\.[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(fromForm!.toLowerCase()).not.toContain("demo");

    const api = await visitorAt(one.url("/"), "127.0.13.2");
    const answered = await api.post("/api/v1/login", DEMO);
    expect(answered.status).toBe(200);
    expect(deviceCookieIn(answered)).toMatch(/^bw_device=d1\./);
    // Nobody logs a device cookie: it is what lets a browser past the strangers' budget.
    const value = api.cookies.get("bw_device")!;
    expect(one.logText()).not.toContain(value);
  });

  it("is not set by a failed login", async () => {
    const a = await visitorAt(one.url("/"), "127.0.13.3");
    const failed = await a.post("/api/v1/login", { userid: "demo", password: "not-it" });
    expect(failed.status).toBe(401);
    expect(deviceCookieIn(failed)).toBeUndefined();
  });

  it("lets its browser in on every replica sharing COOKIE_SECRET while strangers are paused, and not on one with another secret", async () => {
    const owner = await visitorAt(one.url("/"), "127.0.13.4");
    const signup = await owner.post("/api/v1/register", {
      full_name: "Rep Lica",
      email: "replica@example.com",
      username: "replicaowner",
      password: "open-sesame",
      password_validation: "open-sesame",
    });
    expect(signup.status).toBe(200);
    expect(deviceCookieIn(signup)).toMatch(/^bw_device=d1\./);
    const login = { userid: "replicaowner", password: "open-sesame" };

    await pauseStrangers(two, "127.0.13.5", "replicaowner");
    const onTwo = httpClient(two.url("/"), { from: "127.0.13.6" });
    onTwo.cookies.set("bw_device", owner.cookies.get("bw_device")!);
    await onTwo.get("/login");
    expect((await onTwo.post("/api/v1/login", login)).status).toBe(200);

    const onOther = httpClient(other.url("/"), { from: "127.0.13.6" });
    onOther.cookies.set("bw_device", owner.cookies.get("bw_device")!);
    await onOther.get("/login");
    expect((await onOther.post("/api/v1/login", login)).status).toBe(429);
  });

  it("for one username does not let its browser past another username's pause", async () => {
    const owner = await visitorAt(one.url("/"), "127.0.13.7");
    expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);
    await pauseStrangers(one, "127.0.13.8", "oldtimer");
    expect((await owner.post("/api/v1/login", { userid: "oldtimer", password: "oldtimer-pass" })).status).toBe(429);
  });
});

describe("on an https site", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer({ PUBLIC_URL: "https://www.braveweb.example" });
  });
  afterAll(async () => {
    await site.app.close();
  });

  it("is __Host- prefixed and Secure", async () => {
    const a = await visitorAt(site.url("/"), "127.0.13.9");
    const res = await a.post("/api/v1/login", DEMO);
    expect(res.status).toBe(200);
    expect(deviceCookieIn(res, "__Host-bw_device")).toMatch(/^__Host-bw_device=d1\.[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(deviceCookieIn(res)).toBeUndefined();
  });

  it("is read under its prefixed name only: the same value as a plain bw_device, which any subdomain could plant, is a stranger's", async () => {
    const owner = await visitorAt(site.url("/"), "127.0.13.11");
    expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);
    const value = owner.cookies.get("__Host-bw_device")!;
    expect(value).toMatch(/^d1\./);
    await pauseStrangers(site, "127.0.13.12", "demo");

    const plain = httpClient(site.url("/"), { from: "127.0.13.13" });
    plain.cookies.set("bw_device", value);
    expect((await plain.post("/api/v1/login", DEMO)).status).toBe(429);
    const prefixed = httpClient(site.url("/"), { from: "127.0.13.14" });
    prefixed.cookies.set("__Host-bw_device", value);
    expect((await prefixed.post("/api/v1/login", DEMO)).status).toBe(200);
  });
});

describe("on an http site", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer();
  });
  afterAll(async () => {
    await site.app.close();
  });

  it("is read under its plain name only: a __Host- one (which no browser keeps from an http site) is a stranger's", async () => {
    const owner = await visitorAt(site.url("/"), "127.0.13.15");
    expect((await owner.post("/api/v1/login", DEMO)).status).toBe(200);
    const value = owner.cookies.get("bw_device")!;
    expect(value).toMatch(/^d1\./);
    await pauseStrangers(site, "127.0.13.16", "demo");

    const prefixed = httpClient(site.url("/"), { from: "127.0.13.17" });
    prefixed.cookies.set("__Host-bw_device", value);
    expect((await prefixed.post("/api/v1/login", DEMO)).status).toBe(429);
    const plain = httpClient(site.url("/"), { from: "127.0.13.18" });
    plain.cookies.set("bw_device", value);
    expect((await plain.post("/api/v1/login", DEMO)).status).toBe(200);
  });
});

describe("the member API", () => {
  let api: Server;
  const cookies: Array<string | undefined> = [];
  let site: LiveServer;
  beforeAll(async () => {
    api = createServer((req, res) => {
      if (req.method === "POST") cookies.push(req.headers.cookie);
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "SUCCESS", response: { pub: "7" } })));
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    site = await liveServer({ UPSTREAM_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await site.app.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it("never receives the device cookie", async () => {
    const a = await visitorAt(site.url("/"), "127.0.13.10");
    expect((await a.post("/api/v1/login", DEMO)).status).toBe(200);
    expect(a.cookies.get("bw_device")).toMatch(/\S{20,}/);
    expect((await a.post("/api/v1/login", DEMO)).status).toBe(200);
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/=/);
    expect(cookies[1]).not.toContain("bw_device");
  });
});
