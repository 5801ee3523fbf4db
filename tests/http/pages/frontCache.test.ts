import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../../content/routes.ts";
import { CSRF_FIELD_NAME } from "../../../views/forms/formFields.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/**
 * The front cache over real HTTP (it answers from the socket's request event, which inject()
 * never reaches): the second request for a cached page gets the same answer as the first, with
 * its own request id, its access line and its metrics, and nothing per visitor is ever kept.
 */
let site: LiveServer;
beforeAll(async () => {
  // Room for every page of the walk below and its probes, so admission never decides what is kept.
  site = await liveServer({ PAGE_CACHE_ENTRIES: "5000" });
});
afterAll(() => site.app.close());

/** The body as text, whatever encoding it came in. */
async function decoded(res: { headers: Record<string, unknown>; body: Buffer }): Promise<string> {
  if (res.body.length === 0) return "";
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const encoding = res.headers["content-encoding"];
  return (encoding === "br" ? brotliDecompressSync(res.body) : encoding === "gzip" ? gunzipSync(res.body) : res.body).toString("utf8");
}

/** How many requests each URL was sent: its access lines come in that order. */
const sent = new Map<string, number>();

async function get(path: string, headers: Record<string, string> = {}) {
  sent.set(path, (sent.get(path) ?? 0) + 1);
  const res = await request(site.url(path), { headers: { "accept-encoding": "br, gzip", ...headers } });
  const body = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers, body };
}

/** The headers that must match between two answers: all but the per-request ones. */
const shared = (headers: Record<string, unknown>) => {
  const { "x-request-id": _id, date: _date, "keep-alive": _ka, connection: _c, ...rest } = headers;
  return rest;
};

/** What a current browser sends on a navigation: Fetch Metadata. */
const BROWSER = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

/** A form carrying this visitor's CSRF token (an empty field is every visitor's). */
const TOKEN = new RegExp(`name="${CSRF_FIELD_NAME}" value="[^"]+"`);

/** The cookie pairs of Set-Cookie lines, as a browser sends them back. */
const cookiePairs = (raw: string | string[] | undefined) =>
  (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map((line) => line.split(";")[0]).join("; ");

/** The access lines of a URL, the last one last. */
const accessLinesOf = (url: string) => site.logs.filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === url);
const frontLines = (url: string) => accessLinesOf(url).filter((l) => l.cache === "front");

/** The access line of the last request sent for a URL, once written (the log is written asynchronously). */
async function lastLine(url: string) {
  const index = (sent.get(url) ?? 0) - 1;
  for (let waited = 0; accessLinesOf(url).length <= index && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  return accessLinesOf(url)[index];
}

describe("the front cache", () => {
  it("answers a cached page again with the same bytes and headers, a new request id, one access line and the metrics", async () => {
    // Asked for twice, a page is kept (server/platform/render/admittingCache.ts).
    await get("/webhosting?from=hosting");
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

  it("answers the account pages and the domain pages from the front to browsers that send Fetch Metadata and carry no cart", async () => {
    for (const path of [
      "/login",
      "/register",
      "/lostpassword",
      "/domains/search",
      "/domains/search/results/mybakery",
      "/domains/cart",
      "/login?template_id=7",
    ]) {
      await get(path, BROWSER);
      const first = await get(path, BROWSER);
      const second = await get(path, BROWSER);
      expect(second.status, path).toBe(200);
      expect(second.body.equals(first.body), path).toBe(true);
      expect(second.headers["set-cookie"], path).toBeUndefined();
      expect(second.headers["cache-control"], path).toMatch(/\bpublic\b/);
      expect((await lastLine(path))?.cache, path).toBe("front");
    }
  });

  it("never gives that copy to a visitor with a cart: they see their own cart, kept by nobody", async () => {
    const results = "/domains/search/results/mybakery";
    for (let i = 0; i < 3; i++) await get(results, BROWSER);
    const added = await request(site.url("/domains/cart/add"), {
      method: "POST",
      headers: { ...BROWSER, "sec-fetch-mode": "navigate", "content-type": "application/x-www-form-urlencoded", origin: site.url("").replace(/\/$/, "") },
      body: "domain=mybakery.com&back=mybakery",
    });
    await added.body.dump();
    expect(added.statusCode).toBe(303);
    const cookie = cookiePairs(added.headers["set-cookie"]);
    expect(cookie).toMatch(/bw_cart=[a-f0-9]{32}/);
    for (const path of [results, "/domains/cart", "/domains/search"]) {
      const own = await get(path, { ...BROWSER, cookie });
      expect(own.status, path).toBe(200);
      expect(own.headers["cache-control"], path).toBe("private, no-store");
      expect(await decoded(own), path).toContain("mybakery.com");
      expect((await lastLine(path))?.cache, path).toBeUndefined();
    }
    // The badge's count alone is not a cart: that visitor still gets the shared copy.
    const counted = await get(results, { ...BROWSER, cookie: "bw_cart_count=1; consent=1" });
    expect(counted.headers["cache-control"]).toMatch(/\bpublic\b/);
  });

  it("keeps nothing that is per visitor: a page with a form token is rendered for each request", async () => {
    for (let i = 0; i < 3; i++) await get("/login", BROWSER);
    const one = await get("/login");
    const two = await get("/login");
    expect(one.headers["cache-control"]).toBe("private, no-store");
    // Its own CSRF cookie: a front-cache answer would have carried none.
    expect(String(two.headers["set-cookie"])).toMatch(/bw_csrf=[\w-]{43}/);
  });

  it("on every page of the route table, an answer with Set-Cookie, a form token or a cart is never a front-cache copy, and is kept by nobody", async () => {
    const sample: Record<string, string> = { ":id": "1", ":query": "mybakery" };
    const added = await request(site.url("/domains/cart/add"), {
      method: "POST",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", origin: site.url("").replace(/\/$/, "") },
      body: "domain=sunnyday.org&back=sunnyday",
    });
    await added.body.dump();
    const cart = cookiePairs(added.headers["set-cookie"]);
    expect(cart).toMatch(/bw_cart=[a-f0-9]{32}/);
    let walked = 0;
    let probes = 0;
    const isOwn = (headers: Record<string, unknown>, body: string) => headers["set-cookie"] !== undefined || TOKEN.test(body) || body.includes("sunnyday.org");
    for (const route of pageRoutes) {
      const path = route.path.replace(/:\w+/g, (param) => sample[param] ?? "x");
      for (const prefix of ["", "/preview/build-1"]) {
        const url = `${prefix}${path}`;
        // Whatever shared copy there is, in every cache (the front cache's held for a second), first.
        await get(url, BROWSER);
        const warm = await get(url, BROWSER);
        await get(url, BROWSER);
        const again = await lastLine(url);
        if (warm.status === 200 && /\bpublic\b/.test(String(warm.headers["cache-control"]))) expect(again?.cache, url).toBe("front");
        const visitors: Record<string, string>[] = [{ ...BROWSER, cookie: cart }, {}, { cookie: cart }];
        for (const visitor of visitors) {
          // What this visitor's page is, from an address no cache holds (a query nobody reads).
          const truth = await get(`${url}${url.includes("?") ? "&" : "?"}probe=${++probes}`, visitor);
          if (!isOwn(truth.headers, await decoded(truth))) continue;
          walked++;
          const res = await get(url, visitor);
          const label = `${url} ${JSON.stringify(visitor)}`;
          expect(isOwn(res.headers, await decoded(res)), label).toBe(true);
          expect(res.headers["cache-control"], label).toBe("private, no-store");
          const line = await lastLine(url);
          expect(line, label).toBeDefined();
          expect(line?.cache, label).toBeUndefined();
        }
      }
    }
    // The account forms (token) and the domain pages (cart) at least, on both mounts.
    expect(walked).toBeGreaterThanOrEqual(24);
  });

  // Last: the replica stays draining after it.
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
