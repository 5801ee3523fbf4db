import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes, type PageRoute } from "../../../content/routes.ts";
import { buildIdOf, readAssetManifest } from "../../../server/platform/render/assetManifest.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * The header contract with the caches in front of the site (docs/decisions.md, 4; docs/operations.md, "At the edge"), as a CDN or the balancer
 * sees it over real HTTP: what the pages everyone gets the same say, and what the pages made
 * for one visitor say.
 */
const sharedPolicy = (seconds: number) => `max-age=0, public, s-maxage=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=86400`;

let site: LiveServer;
beforeAll(async () => {
  site = await liveServer({ ...ROOMY_LIMITS, BUILD_ID: "build-7" });
});
afterAll(() => site.app.close());

/** The last access line of a URL. */
const lastAccessLine = (url: string) => site.logs.filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === url).at(-1);

function expectTags(answer: HttpAnswer, route: PageRoute) {
  expect(answer.headers["cache-tag"], route.path).toBe(`${route.family},page`);
  expect(answer.headers["surrogate-key"], route.path).toBe(`${route.family} page`);
}

function expectPerVisitor(answer: HttpAnswer, route: PageRoute) {
  expect(answer.headers["cache-control"], route.path).toBe("private, no-store");
  expect(answer.headers.vary, route.path).toBe("Accept-Encoding");
  expect(answer.headers.etag, route.path).toBeUndefined();
  expectTags(answer, route);
}

describe("every page of the route table, asked for by a cookie-less browser", () => {
  it.each(pageRoutes.map((route) => [concretePath(route), route] as const))("%s tells shared caches its policy", async (path, route) => {
    const visitor = httpClient(site.url("/"));
    // Twice: the second answer may come from the front cache, which must say the same.
    for (const round of [1, 2]) {
      const answer = await visitor.get(path, { ...NAVIGATE, "accept-encoding": "br, gzip" });
      expect(answer.status, `${path} #${round}`).toBe(200);
      if (route.perVisitor) {
        expectPerVisitor(answer, route);
        expect(answer.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
        continue;
      }
      expect(answer.headers["cache-control"], path).toBe(sharedPolicy(300));
      // Kept by shared caches with its headers: no request's id may be among them.
      expect(answer.headers["x-request-id"], path).toBeUndefined();
      expect(answer.headers.vary, path).toBe("Accept-Encoding");
      expect(answer.headers.etag, path).toMatch(/^"build-7-[\w-]{27}"$/);
      expectTags(answer, route);
    }
  });

  it("says the same from the front cache as from the renderer", async () => {
    const visitor = httpClient(site.url("/"));
    const lines = () => site.logs.filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === "/sitebuilder").length;
    const before = lines();
    // Asked for twice, a page is kept (server/platform/render/admittingCache.ts); the third is a hit.
    await visitor.get("/sitebuilder", NAVIGATE);
    const first = await visitor.get("/sitebuilder", NAVIGATE);
    const second = await visitor.get("/sitebuilder", NAVIGATE);
    for (let waited = 0; lines() < before + 3 && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    expect(lastAccessLine("/sitebuilder")).toMatchObject({ cache: "front" });
    for (const name of ["cache-control", "vary", "etag", "cache-tag", "surrogate-key", "content-type"]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
  });
});

describe("pages made for one visitor", () => {
  const results = pageRoutes.find((r) => r.name === "domains-search-results")!;
  const login = pageRoutes.find((r) => r.name === "login")!;

  it("a results page for a visitor with a cart", async () => {
    const visitor = httpClient(site.url("/"));
    await visitor.get("/domains/search/results/edgecase", NAVIGATE);
    const added = await visitor.postForm("/domains/cart/add", { domain: "edgecase.com", back: "edgecase" }, SAME_ORIGIN_POST);
    expect(added.status).toBe(303);
    expect(visitor.cookies.get("bw_cart")).toMatch(/^[0-9a-f]{32}$/);
    expectPerVisitor(await visitor.get("/domains/search/results/edgecase", NAVIGATE), results);
  });

  it("a form shown again with its errors (422)", async () => {
    const visitor = httpClient(site.url("/"));
    await visitor.get("/login", NAVIGATE);
    const refused = await visitor.postForm("/login", { userid: "", password: "" }, SAME_ORIGIN_POST);
    expect(refused.status).toBe(422);
    expectPerVisitor(refused, login);
  });

  it("the page of an old browser without Fetch Metadata, which carries its own token", async () => {
    const page = await httpClient(site.url("/")).get("/login");
    expect(page.text).toMatch(/name="csrf_token" value="[\w-]{20,}"/);
    expectPerVisitor(page, login);
  });
});

describe("the build in the ETag, and EDGE_MAX_AGE", () => {
  it("gives the same page of two builds two ETags, and a shared cache the configured lifetime", async () => {
    const other = await liveServer({ BUILD_ID: "build-8", EDGE_MAX_AGE: "60" });
    try {
      const mine = await httpClient(site.url("/")).get("/about", NAVIGATE);
      const theirs = await httpClient(other.url("/")).get("/about", NAVIGATE);
      expect(theirs.text).toBe(mine.text);
      expect(theirs.headers.etag).toMatch(/^"build-8-/);
      expect(theirs.headers.etag).not.toBe(mine.headers.etag);
      expect(String(theirs.headers.etag).slice('"build-8-'.length)).toBe(String(mine.headers.etag).slice('"build-7-'.length));
      expect(theirs.headers["cache-control"]).toBe(sharedPolicy(60));
      // An old ETag is no match once the build changed: the body is sent again.
      const revalidated = await httpClient(other.url("/")).get("/about", { ...NAVIGATE, "if-none-match": String(mine.headers.etag) });
      expect(revalidated.status).toBe(200);
    } finally {
      await other.app.close();
    }
  });

  it("names the build by its asset manifest when BUILD_ID is unset", async () => {
    const plain = await liveServer();
    try {
      const page = await httpClient(plain.url("/")).get("/about", NAVIGATE);
      expect(page.headers.etag).toMatch(new RegExp(`^"${buildIdOf(readAssetManifest())}-[\\w-]{27}"$`));
      const again = await httpClient(plain.url("/")).get("/about", { ...NAVIGATE, "if-none-match": String(page.headers.etag) });
      expect(again.status).toBe(304);
    } finally {
      await plain.app.close();
    }
  });
});
