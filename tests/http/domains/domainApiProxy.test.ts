import { request } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GOOD_BODY, LEAKY_HEADERS, misbehavingDomainApi } from "../../fixtures/misbehavingDomainApi.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/** /api/domains/* in front of a domain API that misbehaves the way a broken host does. */
const UNAVAILABLE = { error: "DOMAIN_API_UNAVAILABLE", message: "The domain search is not available just now." };

let api: Awaited<ReturnType<typeof misbehavingDomainApi>>;
let t: TestApp;
beforeAll(async () => {
  api = await misbehavingDomainApi();
  // A long timeout, so an answer refused quickly was refused for what it is, not for taking long.
  t = await testApp({ DOMAIN_API_URL: api.url, CATALOG_TIMEOUT_MS: "10000" });
});
afterAll(async () => {
  await t.app.close();
  await api.close();
});
beforeEach(() => api.behave("ok"));

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(502);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual(UNAVAILABLE);
}

/** A GET sent with its path exactly as written, dot segments included. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { host, port } = new URL(url);
    const path = url.slice(url.indexOf("/", "http://".length));
    request({ host: host.split(":")[0], port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on("error", reject)
      .end();
  });
}

function warningsFor(app: TestApp, res: { headers: Record<string, unknown> }) {
  return app.logs.filter((l) => l.reqId === res.headers["x-request-id"] && l.level === "warn");
}

describe("the domain API proxy", () => {
  it("answers an HTML page from the API as 502 JSON, logged once without the page", async () => {
    api.behave("html");
    const res = await t.app.inject({ url: "/api/domains/availability?query=bakery" });
    expectUnavailable(res);
    const warnings = warningsFor(t, res);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain("text/html");
    expect(JSON.stringify(warnings[0])).toContain("200");
    expect(t.logText()).not.toContain("Fatal error");
  });

  it("refuses a 2 MiB answer that declares its length", async () => {
    api.behave("large");
    const res = await t.app.inject({ url: "/api/domains/sale-extensions" });
    expectUnavailable(res);
    expect(warningsFor(t, res)).toHaveLength(1);
  });

  it("stops reading a 2 MiB chunked answer at the cap", async () => {
    api.behave("large-chunked");
    // Refused before the 10 s timeout (how soon: tests/load/answersInTime.test.ts), so for its size.
    const res = await t.app.inject({ url: "/api/domains/sale-extensions" });
    expectUnavailable(res);
    expect(warningsFor(t, res)).toHaveLength(1);
  });

  it("relays a good answer without the API's cookies, banners or CORS headers, under the site's own headers", async () => {
    api.behave("leaky");
    const res = await t.app.inject({ url: "/api/domains/availability?query=bakery" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(GOOD_BODY);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(GOOD_BODY)));
    for (const name of Object.keys(LEAKY_HEADERS)) expect(res.headers[name], name).toBeUndefined();
    expect(Object.keys(res.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    api.behave("no-store");
    const res = await t.app.inject({ method: "HEAD", url: "/api/domains/availability?query=harbor" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("passes the API's 404 JSON through as 404, still without its cookies", async () => {
    api.behave("not-found");
    // A name no earlier test read: a kept answer would be given without asking the API.
    const res = await t.app.inject({ url: "/api/domains/availability?query=unlisted" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "NOT_FOUND", message: "No such list." });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends the path under /domains with its query, and nothing of the visitor's: no cookie, authorization or referer", async () => {
    const before = api.requests.length;
    const res = await t.app.inject({
      url: "/api/domains/availability?query=bakery&page=2",
      headers: { cookie: "bw_member=secret", authorization: "Bearer secret", referer: "https://site.example/reset?token=secret" },
    });
    expect(res.statusCode).toBe(200);
    const sent = api.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("GET");
    expect(sent[0]!.url).toBe("/domains/availability?query=bakery&page=2");
    expect(sent[0]!.headers.cookie).toBeUndefined();
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(sent[0]!.headers.referer).toBeUndefined();
    // The API's lines carry the site's id for this request. The answer is one shared caches
    // keep, so it carries no id itself (server/platform/render/pageHeaders.ts): the access line names it.
    expect(res.headers["x-request-id"]).toBeUndefined();
    const access = t.logs.find(
      (l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === "/api/domains/availability?query=bakery&page=2",
    );
    expect(sent[0]!.headers["x-request-id"]).toBe(access?.reqId);
  });

  it("does not let a dot segment or an escape reach outside /domains on the API", async () => {
    // inject() resolves dot segments itself; a real client may send them as they are.
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const before = api.requests.length;
    for (const path of ["/api/domains/../admin/config.php", "/api/domains/%2e%2e/admin/config.php", "/api/domains/x%2f..%2f..%2fadmin"]) {
      expect(await statusOf(`${address}${path}`), path).toBe(404);
    }
    expect(api.requests.slice(before).map((r) => r.url)).toEqual([]);
  });

  it("does not let the browser reach the API's carts, or any path besides the two public reads", async () => {
    const before = api.requests.length;
    for (const url of ["/api/domains/carts", "/api/domains/carts/0123456789abcdef0123456789abcdef", "/api/domains/unknown-list"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(api.requests.length).toBe(before);
  });

  it("does not proxy other methods, nor other paths", async () => {
    const before = api.requests.length;
    const res = await t.app.inject({ method: "POST", url: "/api/domains/availability", payload: { query: "bakery" } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    const other = await t.app.inject({ url: "/api/domains/carts?cart_hash=x" });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: "ERROR", reason: "NOT_FOUND" });
    expect(api.requests.length).toBe(before);
  });
});

describe("with a domain API that never answers", () => {
  let quick: TestApp;
  beforeAll(async () => {
    quick = await testApp({ DOMAIN_API_URL: api.url, CATALOG_TIMEOUT_MS: "300" });
  });
  afterAll(() => quick.app.close());

  it("answers 502 JSON within CATALOG_TIMEOUT_MS", async () => {
    api.behave("hang");
    // It never answers, so an answer is the timeout's (how soon: tests/load/answersInTime.test.ts).
    const res = await quick.app.inject({ url: "/api/domains/availability?query=bakery" });
    expectUnavailable(res);
    expect(warningsFor(quick, res)).toHaveLength(1);
  });
});
