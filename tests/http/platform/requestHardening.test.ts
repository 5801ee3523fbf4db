import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenIn, httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { trickledBody } from "../../fixtures/trickledBody.ts";

/** A member API that records what it was sent and answers a login with a session cookie. */
async function recordingMemberApi() {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(200, { "content-type": "application/json", "set-cookie": "bw_member=abc123; Path=/; HttpOnly" });
    res.end('{"status":"SUCCESS","response":{"pub":"7"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("behind https, with PUBLIC_URL set", () => {
  let api: Awaited<ReturnType<typeof recordingMemberApi>>;
  let site: LiveServer;
  beforeAll(async () => {
    api = await recordingMemberApi();
    site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: api.url, PUBLIC_URL: "https://www.braveweb.example" });
  });
  afterAll(async () => {
    await site.app.close();
    await api.close();
  });

  it("relays the member API's cookies as Secure (its session under its __Host- name), and keeps the site's CSRF cookie from it", async () => {
    const c = httpClient(site.url("/"));
    c.cookies.set("theme", "dark");
    const page = await c.get("/login");
    // On https the CSRF secret is a __Host- cookie: only this host can set it.
    expect(c.cookies.has("__Host-bw_csrf")).toBe(true);
    const res = await c.postForm(
      "/login",
      { csrf_token: csrfTokenIn(page.text), userid: "ada", password: "secret" },
      { origin: "https://www.braveweb.example" },
    );
    expect(res.status).toBe(303);
    const relayed = [res.headers["set-cookie"]].flat().find((line) => line?.startsWith("__Host-bw_member="));
    expect(relayed).toMatch(/; Secure$/);
    const forwarded = String(api.seen.at(-1)?.cookie);
    expect(forwarded).toContain("theme=dark");
    expect(forwarded).not.toContain("bw_csrf");
  });

  it("tells the member API a cookie-less-looking visitor does keep cookies when only ours were sent", async () => {
    const c = httpClient(site.url("/"));
    await c.get("/login");
    expect([...c.cookies.keys()]).toEqual(["__Host-bw_csrf"]);
    expect((await c.post("/api/v1/login", { userid: "ada", password: "secret" })).status).toBe(200);
    expect(api.seen.at(-1)?.cookie).toBe("bw_cookies=1");
  });

  it("judges Origin against PUBLIC_URL, not the Host a proxy rewrote", async () => {
    const c = httpClient(site.url("/"));
    const page = await c.get("/login");
    // The Host header here is 127.0.0.1:port, as a proxy in front would rewrite it.
    const ours = await c.postForm(
      "/login",
      { csrf_token: csrfTokenIn(page.text), userid: "ada", password: "secret" },
      { origin: "https://www.braveweb.example" },
    );
    expect(ours.status).toBe(303);
    const page2 = await c.get("/login");
    const hostLike = await c.postForm(
      "/login",
      { csrf_token: csrfTokenIn(page2.text), userid: "ada", password: "secret" },
      { origin: site.url("").replace(/\/$/, "") },
    );
    expect(hostLike.status).toBe(403);
    const evil = await c.postForm("/login", { csrf_token: csrfTokenIn(page2.text), userid: "ada", password: "secret" }, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
  });
});

describe("unreadable bodies on the form routes", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer({ ...ROOMY_LIMITS, REQUEST_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => {
    await site.app.close();
  });

  it.each([
    ["/login", "application/x-www-form-urlencoded", `userid=${"a".repeat(100_000)}`, 413],
    ["/register", "application/x-www-form-urlencoded", `full_name=${"a".repeat(100_000)}`, 413],
    ["/login", "application/json", '{"userid":', 415],
    ["/register", "application/json", '{"username":"ada"}', 415],
    ["/login", "text/plain", "userid=ada", 415],
    ["/lostpassword", "multipart/form-data; boundary=x", "--x--", 415],
  ])("POST %s as %s answers the site's %d page", async (path, type, body, status) => {
    const res = await fetch(site.url(path), { method: "POST", headers: { "content-type": type, cookie: "a=1" }, body });
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("We couldn&#x27;t read that request");
    expect(html).not.toContain("FST_ERR");
  });

  it("cuts a body trickled in byte by byte at REQUEST_TIMEOUT_MS", async () => {
    const { answer, ms } = await trickledBody(site.url("/"));
    // The drip never ends, so the close is the server's; not before the timeout (how soon after:
    // tests/load/answersInTime.test.ts).
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(900);
  });
});
