import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { byTag, headMeta, parseHtml, text } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

describe("every route of the table", () => {
  it.each(pageRoutes.map((r) => [concretePath(r), r] as const))("%s answers 200 with its own head and heading", async (path, route) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body.startsWith("<!DOCTYPE html>")).toBe(true);
    const elements = parseHtml(res.body);
    const meta = headMeta(elements);
    expect(meta.title).toBe(route.title);
    expect(meta.description).toBe(route.description);
    expect(meta.keywords).toBe(route.keywords.join(", "));
    const h1 = byTag(elements, "h1");
    expect(h1).toHaveLength(1);
    expect(text(h1[0]!)).toContain(route.heading);
  });

  it("puts the searched name in the results heading", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/my-bakery" });
    expect(text(byTag(parseHtml(res.body), "h1")[0]!)).toBe("Domain search results for “my-bakery”");
  });

  it("answers HEAD without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("the 404 page", () => {
  it("is a real page in the site layout", async () => {
    const res = await t.app.inject({ url: "/no-such-page?from=hosting" });
    expect(res.statusCode).toBe(404);
    const elements = parseHtml(res.body);
    expect(headMeta(elements).title).toBe("Page not found | Braveweb");
    expect(text(byTag(elements, "h1")[0]!)).toBe("We can't find that page");
    expect(byTag(elements, "header").length).toBe(1);
    expect(byTag(elements, "footer").length).toBe(1);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers unknown nested paths and methods too", async () => {
    expect((await t.app.inject({ url: "/terms/unknown" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/about" })).statusCode).toBe(404);
  });
});

describe("unusable requests", () => {
  it.each(["/%", "/%E0%A4%A", "/preview/x/%"])("%s gets a 400 page, not a stack trace", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(text(byTag(parseHtml(res.body), "h1")[0]!)).toBe("We couldn't read that request");
  });

  it("an over-long path parameter gets a 414 page", async () => {
    const res = await t.app.inject({ url: `/domains/search/results/${"b".repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(text(byTag(parseHtml(res.body), "h1")[0]!)).toBe("We couldn't read that request");
  });

  it("an oversized form body gets a 413 page", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/nowhere",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `a=${"x".repeat(100 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("page delivery", () => {
  it("compresses pages for clients that accept it", async () => {
    const plain = await t.app.inject({ url: "/webhosting" });
    const gz = await t.app.inject({ url: "/webhosting", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url: "/webhosting", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("answers 304 to a matching If-None-Match on cacheable pages", async () => {
    const first = await t.app.inject({ url: "/about" });
    expect(first.headers["cache-control"]).toBe("max-age=0, public, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: "/about", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("never caches the per-visitor account pages", async () => {
    const res = await t.app.inject({ url: "/login" });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.etag).toBeUndefined();
  });

  it("serves hashed assets as immutable and pre-compressed", async () => {
    const home = await t.app.inject({ url: "/" });
    const scriptSrc = /<script type="module" src="([^"]+)"/.exec(home.body)?.[1];
    const cssHref = /<link rel="stylesheet" href="([^"]+)"/.exec(home.body)?.[1];
    expect(scriptSrc).toMatch(/^\/assets\/loader-[A-Z0-9]+\.js$/);
    expect(cssHref).toMatch(/^\/assets\/site-[A-Z0-9]+\.css$/);
    for (const url of [scriptSrc!, cssHref!]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-encoding"]).toBe("br");
    }
  });

  it("answers the health check", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});
