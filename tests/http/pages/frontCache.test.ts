import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/**
 * The front cache over real HTTP (it answers from the socket's request event, which inject()
 * never reaches): the second request for a cached page gets the same answer as the first, with
 * its own request id, its access line and its metrics, and nothing per visitor is ever kept.
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer();
});
afterAll(() => site.app.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(site.url(path), { headers: { "accept-encoding": "br, gzip", ...headers } });
  const body = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers, body };
}

/** The headers that must match between two answers: all but the per-request ones. */
const shared = (headers: Record<string, unknown>) => {
  const { "x-request-id": _id, date: _date, "keep-alive": _ka, connection: _c, ...rest } = headers;
  return rest;
};

/** The access lines of a URL, the last one last. */
const accessLinesOf = (url: string) => site.logs.filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === url);
const frontLines = (url: string) => accessLinesOf(url).filter((l) => l.cache === "front");

describe("the front cache", () => {
  it("answers a cached page again with the same bytes and headers, a new request id, one access line and the metrics", async () => {
    const first = await get("/webhosting?from=hosting");
    const second = await get("/webhosting?from=hosting");
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(shared(second.headers)).toEqual(shared(first.headers));
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(second.headers["content-encoding"]).toBe("br");
    // A page the same for everyone carries no request id: shared caches would hand it to all.
    expect(first.headers["x-request-id"]).toBeUndefined();
    expect(second.headers["x-request-id"]).toBeUndefined();
    const line = frontLines("/webhosting?from=hosting").at(-1);
    expect(typeof line?.reqId).toBe("string");
    expect(line).toMatchObject({ cache: "front", route: "/webhosting", res: { statusCode: 200 }, req: { method: "GET", url: "/webhosting?from=hosting" } });
    const metrics = await (await request(site.adminUrl("/metrics"))).body.text();
    expect(metrics).toMatch(/http_requests_total\{route="\/webhosting",method="GET",status="200"\} [2-9]/);
  });

  it("answers If-None-Match with 304, and each encoding with its own bytes", async () => {
    const first = await get("/about");
    const again = await get("/about", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    await get("/about", { "accept-encoding": "gzip" });
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/about", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("<h1");
  });

  it("keeps nothing that is per visitor: a page with a form token is rendered for each request", async () => {
    const one = await get("/login");
    const two = await get("/login");
    expect(one.headers["cache-control"]).toBe("private, no-store");
    // Its own CSRF cookie: a front-cache answer would have carried none.
    expect(String(two.headers["set-cookie"])).toMatch(/bw_csrf=[\w-]{43}/);
  });

  it("lets Fastify answer while the replica drains, so keep-alive clients are told to go", async () => {
    await get("/sitemap");
    await get("/sitemap");
    site.app.readiness.drain();
    const draining = await get("/sitemap");
    expect(draining.status).toBe(200);
    expect(accessLinesOf("/sitemap").at(-1)?.cache).toBeUndefined();
    expect(draining.headers.connection).toBe("close");
  });
});
