import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyServer } from "../../fixtures/legacyServer.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

/**
 * The site's lines about the services it calls, read by an operator following one request:
 * every proxied request is one access line, with the service's status beside the visitor's,
 * and the member API (here the embedded stand-in, logging into the same memory) logs under the
 * site's request id.
 */

type Line = Record<string, unknown> & { msg: string; reqId?: string; component?: string; proxied?: Record<string, unknown> };

/**
 * The site's id of a request that has just been answered: its X-Request-Id, or, for an answer
 * shared caches keep (which carries none, server/platform/render/pageHeaders.ts), its access line's.
 */
function requestIdOf(logs: Line[], res: { headers: Record<string, unknown> }, url: string): string {
  const echoed = res.headers["x-request-id"];
  if (typeof echoed === "string") return echoed;
  const access = [...logs].reverse().find((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === url);
  if (!access?.reqId) throw new Error(`no access line for ${url}`);
  return access.reqId;
}

describe("logs of the services the site calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(ROOMY_LIMITS);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const linesOf = (id: string) => (t.logs as Line[]).filter((l) => l.reqId === id);
  const siteLines = (id: string) => linesOf(id).filter((l) => l.component === undefined);
  const memberApiLines = (id: string) => linesOf(id).filter((l) => l.component === "legacy-api");

  it("a /members page: one access line with the member API's status and path, no cookie, and the member API's lines under the site's id", async () => {
    const res = await t.app.inject({ url: "/members/reset?token=SECRET-RESET-TOKEN", headers: { cookie: "PHPSESSID=secret-session-id; bw_csrf=secret-csrf" } });
    const id = res.headers["x-request-id"] as string;
    // reply-from's own two lines, neither of which said the status, are gone; so is a line of its own.
    expect(siteLines(id)).toMatchObject([
      {
        level: "info",
        msg: "request completed",
        res: { statusCode: res.statusCode },
        proxied: { to: "members", path: "/members/reset", status: res.statusCode },
      },
    ]);
    expect(typeof siteLines(id)[0]!.proxied!.durationMs).toBe("number");
    expect(memberApiLines(id).length).toBeGreaterThan(0);
    for (const secret of ["SECRET-RESET-TOKEN", "secret-session-id", "secret-csrf"]) expect(t.logText()).not.toContain(secret);
  });

  it("a member API that cannot be reached: the access line is a warning with why, and the visitor gets a 502", async () => {
    const down = await testApp({ UPSTREAM_URL: "http://127.0.0.1:9", PUBLIC_URL: "http://localhost:3000", MEMBERS_URL: "http://localhost:3000/members" });
    try {
      const res = await down.app.inject({ url: "/members" });
      expect(res.statusCode).toBe(502);
      const lines = (down.logs as Line[]).filter((l) => l.reqId === res.headers["x-request-id"]);
      expect(lines).toMatchObject([
        {
          level: "warn",
          msg: "request completed",
          res: { statusCode: 502 },
          proxied: { to: "members", path: "/members", failure: expect.any(String) as unknown },
        },
      ]);
    } finally {
      await down.app.close();
    }
  });

  it("the domain API proxy: one access line with the API's status, and the API's lines under the site's id", async () => {
    const res = await t.app.inject({ url: "/api/domains/availability?query=bakery" });
    expect(res.statusCode).toBe(200);
    const id = requestIdOf(t.logs as Line[], res, "/api/domains/availability?query=bakery");
    expect(siteLines(id)).toMatchObject([
      { level: "info", msg: "request completed", res: { statusCode: 200 }, proxied: { to: "domain-api", path: "/domains/availability", status: 200 } },
    ]);
    expect(memberApiLines(id).length).toBeGreaterThan(0);
  });

  it("every call to the member API and its stand-in services carries the site's request id: no line of theirs has an id of its own", async () => {
    // Caches cold, so each of these requests calls a service: login, username check, the sale
    // list (home), the themes (gallery), availability, and the cart (create, read).
    const fresh = await testApp(ROOMY_LIMITS);
    try {
      const ids: string[] = [];
      const ask = async (options: InjectOptions & { url: string }) => {
        const res = await fresh.app.inject(options);
        ids.push(requestIdOf(fresh.logs as Line[], res, options.url));
      };
      await ask({
        method: "POST",
        url: "/api/v1/login",
        headers: { "content-type": "application/json", cookie: "a=1" },
        payload: { userid: "ada", password: "not-the-password" },
      });
      await ask({ url: "/api/v1/username-availability?username=fresh-name-42", headers: { "x-requested-with": "XMLHttpRequest" } });
      await ask({ url: "/" });
      await ask({ url: "/sitebuilder/templates" });
      await ask({ url: "/domains/search/results/mybakery" });
      // A cart without JavaScript, on a name not looked up yet: its results, the add that makes
      // the cart, the cart page that reads it.
      const visitor = new Visitor(fresh.app);
      for (const [url, step] of [
        ["/domains/search/results/greenleaf", () => visitor.get("/domains/search/results/greenleaf")],
        ["/domains/cart/add", () => visitor.post("/domains/cart/add", { domain: "greenleaf.com", back: "greenleaf" })],
        ["/domains/cart", () => visitor.get("/domains/cart")],
      ] as const) {
        const res = await step();
        expect(res.statusCode).toBeLessThan(400);
        ids.push(requestIdOf(fresh.logs as Line[], res, url));
      }

      const theirs = (fresh.logs as Line[]).filter((l) => l.component === "legacy-api" && l.reqId !== undefined);
      const seen = new Set(theirs.map((l) => l.reqId));
      for (const id of ids) expect(seen.has(id), `a line of the member API under ${id}`).toBe(true);
      expect(theirs.filter((l) => !ids.includes(l.reqId!))).toEqual([]);
    } finally {
      await fresh.app.close();
    }
  });

  it("a visitor's own X-Request-Id, sane or hostile, never becomes the id the member API logs under", async () => {
    const sane = await t.app.inject({ url: "/members", headers: { "x-request-id": "lb-7f3a.1" } });
    expect(sane.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(memberApiLines(sane.headers["x-request-id"] as string).length).toBeGreaterThan(0);
    expect(linesOf("lb-7f3a.1")).toEqual([]);

    const hostile = 'x"}\n{"level":"fatal","msg":"forged';
    const res = await t.app.inject({ url: "/members", headers: { "x-request-id": hostile } });
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(memberApiLines(id).length).toBeGreaterThan(0);
    expect(t.logText()).not.toContain("forged");
  });
});

describe("the member API stand-in called directly", () => {
  it("takes a sane X-Request-Id as its request id, and makes its own for a missing, long or hostile one", async () => {
    const legacy = await legacyServer();
    try {
      const ids = ["site-req.42:a", undefined, "x".repeat(65), "a b", 'q"}{'];
      // A script it does not have: answered 404, and logged at info with the request's id.
      for (const id of ids) await fetch(`${legacy.url}/no-such-script.php`, { headers: id === undefined ? {} : { "x-request-id": id } });
      const lineIds = legacy
        .logs()
        .filter((l) => l.msg === "incoming request")
        .map((l) => l.reqId as string);
      expect(lineIds[0]).toBe("site-req.42:a");
      for (const own of lineIds.slice(1)) expect(own).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(new Set(lineIds).size).toBe(lineIds.length);
    } finally {
      await legacy.close();
    }
  });
});
