import { METHODS } from "node:http";
import fc from "fast-check";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINTS } from "../../../server/features/accounts/accountEndpoints.ts";

/**
 * Every /api path answers the account contract's JSON over a real socket: a method a path
 * lacks is a 405 naming the methods it has, a path that does not exist a 404, a trailing slash
 * the path's own answer. The paths and their methods come from the server's route table, so a
 * route added tomorrow is walked too.
 */

let s: LiveServer;
beforeAll(async () => {
  s = await liveServer({ ...ROOMY_LIMITS });
});
afterAll(() => s.app.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

async function send(method: string, path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await request(s.url(path), { method, headers: body === undefined ? headers : { "content-type": "application/json", ...headers }, body });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

/** Fastify's, Node's or the validator's own words: none may reach an integrator. */
const INTERNALS =
  /FST_ERR|body\/|querystring\/|Invalid input|expected record|Unsupported Media Type|Request body is too large|not valid JSON but|Not Found|No such endpoint/;

function expectOurJson(res: Answer, status: number, reason: string): Record<string, unknown> {
  expect(res.status, res.text.slice(0, 200)).toBe(status);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  const body = JSON.parse(res.text) as Record<string, unknown>;
  expect(body).toMatchObject({ status: "ERROR", reason, message: expect.any(String) });
  expect(body.message).not.toMatch(INTERNALS);
  return body;
}

/** Each registered /api path pattern with its methods, read from the server's own table. */
function apiRoutes(): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const route of s.app.csrfRoutes()) {
    if (!route.url.startsWith("/api/")) continue;
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of route.methods) methods.add(method);
    routes.set(route.url, methods);
  }
  return routes;
}

/** A concrete path a pattern matches: a parameter or a wildcard filled with one segment. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, "x").replace(/\*$/, "x");

/** Every method Node can send but CONNECT, which opens a tunnel instead of asking a path. */
const EVERY_METHOD = METHODS.filter((method) => method !== "CONNECT");

describe("a method a path lacks", () => {
  it("answers 405 with Allow, for every registered /api route and every other method, slash or not", async () => {
    const routes = apiRoutes();
    // The table holds every declared account endpoint and the document, the domain API's reads and the pages' Web Vitals beacon.
    const accountPaths = ENDPOINTS.map((endpoint) => ACCOUNT_ENDPOINTS[endpoint].path);
    expect(accountPaths).toEqual(expect.arrayContaining(["/api/v1/login", "/api/v1/lostpassword", "/api/v1/register", "/api/v1/username-availability"]));
    expect([...routes.keys()].sort()).toEqual(
      ["/api/domains/availability", "/api/domains/sale-extensions", "/api/domains/search", ...accountPaths, "/api/v1/openapi.json", "/api/vitals"].sort(),
    );
    let walked = 0;
    for (const [pattern, methods] of routes) {
      const allow = [...methods].sort().join(", ");
      for (const path of [concrete(pattern), `${concrete(pattern)}/`]) {
        for (const method of EVERY_METHOD.filter((m) => !methods.has(m))) {
          const res = await send(method, path, { headers: { "x-requested-with": "walk" } });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.allow, `${method} ${path}`).toBe(allow);
          if (method !== "HEAD") {
            const body = expectOurJson(res, 405, "METHOD_NOT_ALLOWED");
            for (const name of methods) expect(body.message).toContain(name);
          }
          walked++;
        }
      }
    }
    expect(walked).toBeGreaterThan(7 * 2 * 30);
  });

  it("says which methods to use in words", async () => {
    const res = await send("GET", "/api/v1/login");
    expect(JSON.parse(res.text)).toEqual({
      status: "ERROR",
      reason: "METHOD_NOT_ALLOWED",
      message: "This endpoint does not answer that method. Use POST (the Allow header lists them).",
    });
    const put = await send("PUT", "/api/v1/register", { body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("POST");
    const post = await send("POST", "/api/v1/username-availability", { body: "{}" });
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(post.text).message).toBe("This endpoint does not answer that method. Use GET or HEAD (the Allow header lists them).");
  });

  it("comes before the body is read: a wrong method with an unreadable body is still a 405", async () => {
    const res = await send("PUT", "/api/v1/login", { body: "not json at all", headers: { "content-type": "text/plain" } });
    expectOurJson(res, 405, "METHOD_NOT_ALLOWED");
  });
});

describe("a trailing slash", () => {
  it("gets the path's own answer, for every registered /api route and each of its methods", async () => {
    for (const [pattern, methods] of apiRoutes()) {
      for (const method of methods) {
        const options: { body?: string; headers: Record<string, string> } =
          method === "POST" ? { body: "{}", headers: { cookie: "a=1" } } : { headers: { "x-requested-with": "walk" } };
        const canonical = await send(method, concrete(pattern), options);
        for (const slashes of ["/", "//"]) {
          const slashed = await send(method, `${concrete(pattern)}${slashes}`, options);
          expect({ status: slashed.status, text: slashed.text }, `${method} ${pattern}${slashes}`).toEqual({ status: canonical.status, text: canonical.text });
        }
      }
    }
  });

  it("keeps the query: a username check with a slash is the check", async () => {
    const res = await send("GET", "/api/v1/username-availability/?username=free-name-77", { headers: { "x-requested-with": "t" } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: "SUCCESS" });
  });
});

describe("a path that does not exist", () => {
  it.each(["/api", "/api/", "/api/v2/login", "/api/v1/nope", "/api/whatever", "/api/v1", "/api/domains/nope", "/api/v1/login/extra", "/api?x=1"])(
    "GET %s answers a JSON 404",
    async (path) => {
      const res = await send("GET", path);
      expect(expectOurJson(res, 404, "NOT_FOUND")).toEqual({
        status: "ERROR",
        reason: "NOT_FOUND",
        message: "There is no endpoint at this address. The account API's endpoints are listed in its OpenAPI document, /api/v1/openapi.json.",
      });
    },
  );

  /** Concrete paths that exist; anything else under /api must be a 404. */
  const EXISTING = new Set([
    "/api/v1/login",
    "/api/v1/register",
    "/api/v1/lostpassword",
    "/api/v1/username-availability",
    "/api/v1/openapi.json",
    "/api/domains/availability",
    "/api/domains/sale-extensions",
    "/api/vitals",
  ]);
  const segment = fc.webSegment().filter((piece) => piece !== "" && piece !== "." && piece !== "..");

  it("answers every unknown path under /api with the JSON 404, whatever the method (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api", "/api/v1", "/api/v2", "/api/domains", "/api/v1/login"),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
        async (prefix, segments, slash, method) => {
          const path = `${prefix}/${segments.join("/")}`;
          fc.pre(!EXISTING.has(path));
          const res = await send(method, slash ? `${path}/` : path, method === "POST" || method === "PUT" ? { body: "[1]" } : {});
          expect(res.status, path).toBe(404);
          expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
          if (method !== "HEAD") expectOurJson(res, 404, "NOT_FOUND");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a cross-site browser's post first, as the CSRF rule has it, in JSON too", async () => {
    for (const path of ["/api/v2/login", "/api/v1%2Flogin", "/api/v1/username-availability"]) {
      const res = await send("POST", path, { body: "{}", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", cookie: "a=1" } });
      expect(expectOurJson(res, 403, "FORBIDDEN"), path).toMatchObject({ message: "Send the request with an X-Requested-With header or a JSON body." });
    }
  });

  it("leaves the site's own pages alone: an unknown page is still the HTML 404, a page's slash still a redirect", async () => {
    const page = await send("GET", "/apis");
    expect(page.status).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const slashed = await send("GET", "/about/");
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe("/about");
  });
});
