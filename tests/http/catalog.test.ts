import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { attr, byTag, parseHtml, text } from "../fixtures/html.ts";
import { testApp, type TestApp } from "../fixtures/testApp.ts";

/** The template gallery and domain search against the embedded asset host and domain API. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

describe("template gallery", () => {
  it("renders a card per theme with its screenshot, Use theme and Preview theme", async () => {
    const res = await t.app.inject({ url: "/sitebuilder/templates" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    const cards = byTag(elements, "li").filter((li) => attr(li, "class") === "theme-card");
    expect(cards.length).toBeGreaterThanOrEqual(24);
    const images = byTag(elements, "img").filter((img) => attr(img, "class") === "theme-card__shot");
    expect(images).toHaveLength(cards.length);
    for (const img of images) {
      expect(attr(img, "src")).toMatch(/^\/asset-host\/screenshots\/\d+\.svg$/);
      expect(attr(img, "alt")).toMatch(/^Screenshot of the .+ theme$/);
      expect(attr(img, "width")).toBe("640");
      expect(attr(img, "height")).toBe("480");
    }
    const hrefs = byTag(elements, "a").map((a) => attr(a, "href") ?? "");
    const firstId = /screenshots\/(\d+)\.svg/.exec(attr(images[0]!, "src")!)![1];
    expect(hrefs).toContain(`/register?from=bravesites&template_id=${firstId}`);
    expect(hrefs).toContain(`/sitebuilder/templates/preview/${firstId}`);
  });

  it("serves the screenshots as images", async () => {
    const gallery = parseHtml((await t.app.inject({ url: "/sitebuilder/templates" })).body);
    const srcs = byTag(gallery, "img")
      .map((img) => attr(img, "src")!)
      .slice(0, 3);
    const bodies = new Set<string>();
    for (const src of srcs) {
      const res = await t.app.inject({ url: src });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("image/svg+xml");
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(3);
  });

  it("has a server-rendered preview page with the viewports as links and CREATE SITE", async () => {
    const res = await t.app.inject({ url: "/sitebuilder/templates/preview/101?viewport=phone_portrait" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    const frame = byTag(elements, "iframe")[0]!;
    expect(attr(frame, "width")).toBe("375");
    expect(attr(frame, "src")).toMatch(/^\/asset-host\/sample/);
    const links = byTag(elements, "a");
    expect(
      links.find((a) => text(a) === "CREATE SITE") &&
        attr(
          links.find((a) => text(a) === "CREATE SITE")!,
          "href",
        ),
    ).toBe("/register?template_id=101");
    expect(
      attr(
        links.find((a) => attr(a, "aria-current") === "page")!,
        "href",
      ),
    ).toBe("/sitebuilder/templates/preview/101?viewport=phone_portrait");
    expect(links.some((a) => attr(a, "href") === "/sitebuilder/templates")).toBe(true);
    const sample = await t.app.inject({ url: attr(frame, "src")! });
    expect(sample.statusCode).toBe(200);
  });

  it("answers 404 for an unknown theme", async () => {
    expect((await t.app.inject({ url: "/sitebuilder/templates/preview/999999" })).statusCode).toBe(404);
  });
});

describe("domain search results", () => {
  it("shows availability and prices under each extension, with checkout carrying the cart hash", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/Bakery" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    const rows = byTag(elements, "li").filter((li) => attr(li, "class")?.startsWith("domain-result "));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const byDomain = Object.fromEntries(
      rows.map((li) => [
        text(li)
          .split(/Available|Taken/)[0]!
          .trim(),
        text(li),
      ]),
    );
    expect(byDomain["bakery.com"]).toContain("Taken");
    expect(byDomain["bakery.org"]).toContain("Available");
    expect(byDomain["bakery.org"]).toMatch(/\$\d+\.\d{2}/);
    const cookie = String(res.headers["set-cookie"]);
    const hash = /bw_cart=([a-f0-9]{32})/.exec(cookie)![1];
    const checkout = byTag(elements, "a").filter((a) => text(a).startsWith("Add to cart"));
    expect(checkout.length).toBeGreaterThan(0);
    expect(attr(checkout[0]!, "href")).toBe(`/login?cart_hash=${hash}&type=domain&migrate_user=1`);
    expect(text(byTag(elements, "main")[0]!)).toContain("10% off the second domain when you buy 2");
  });

  it("keeps the visitor's cart hash from the cookie", async () => {
    const hash = "0123456789abcdef0123456789abcdef";
    const res = await t.app.inject({ url: "/domains/search/results/anything", headers: { cookie: `bw_cart=${hash}` } });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toContain(`cart_hash=${hash}`);
  });

  it("says when every extension is taken", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/braveweb" });
    expect(text(byTag(parseHtml(res.body), "h2").find((h) => attr(h, "id") === "domain-results-heading")!)).toBe("Every extension of “braveweb” is taken");
  });

  it.each([
    ["%20%20", messages["domain.ERROR_EMPTY"]],
    ["..%2F..%2Fetc", messages["domain.ERROR_INVALID"]],
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", messages["domain.ERROR_INVALID"]],
    ["%00", messages["domain.ERROR_INVALID"]],
    ["b%C3%A4ckerei", messages["domain.ERROR_INVALID"]],
    ["x".repeat(300), messages["domain.ERROR_INVALID"]],
  ])("a hostile query %s gets a clear page, not an error", async (query, message) => {
    const res = await t.app.inject({ url: `/domains/search/results/${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect(res.body).not.toContain("<script>alert");
  });
});

describe("the domain API proxy", () => {
  it("answers availability as JSON without forwarding the visitor's cookies", async () => {
    const res = await t.app.inject({ url: "/api/domains/availability?query=bakery", headers: { cookie: "bw_member=secret" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.length).toBeGreaterThanOrEqual(8);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("passes the API's refusal of a bad query through", async () => {
    const res = await t.app.inject({ url: "/api/domains/availability?query=%3Cscript%3E" });
    expect(res.statusCode).toBe(400);
  });

  it("serves the sale extensions that the home page shows", async () => {
    const sale = (await t.app.inject({ url: "/api/domains/sale-extensions" })).json<Array<{ tld: string }>>();
    const home = await t.app.inject({ url: "/" });
    for (const item of sale.slice(0, 3)) expect(home.body).toContain(`>${item.tld}<`);
  });
});

describe("with the asset host and the domain API dead", () => {
  let dead: TestApp;
  beforeAll(async () => {
    dead = await testApp({ ASSET_URL: "http://127.0.0.1:9/assets", DOMAIN_API_URL: "http://127.0.0.1:9", CATALOG_TIMEOUT_MS: "500" });
  });
  afterAll(() => dead.app.close());

  it("the gallery still answers 200 with a clear message", async () => {
    const res = await dead.app.inject({ url: "/sitebuilder/templates" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(messages["themes.ERROR_UNAVAILABLE"]);
    expect(dead.logs.some((l) => l.msg === "theme list unavailable")).toBe(true);
  });

  it("a preview answers 503 with a page", async () => {
    const res = await dead.app.inject({ url: "/sitebuilder/templates/preview/101" });
    expect(res.statusCode).toBe(503);
  });

  it("results say the search is unavailable (503), and the proxy answers 502 JSON", async () => {
    const res = await dead.app.inject({ url: "/domains/search/results/bakery" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(messages["domain.ERROR_API_DOWN"]);
    const api = await dead.app.inject({ url: "/api/domains/availability?query=bakery" });
    expect(api.statusCode).toBe(502);
    expect(api.json()).toMatchObject({ error: "DOMAIN_API_UNAVAILABLE" });
  });

  it("home falls back to the built-in sale list", async () => {
    const res = await dead.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(">.online<");
  });
});

describe("the domains_search plugin page", () => {
  it("mounts the domain-search island with the API base, checkout, the visitor's cart hash and migrate_user", async () => {
    const res = await t.app.inject({ url: "/domains/search" });
    expect(res.statusCode).toBe(200);
    const hash = /bw_cart=([a-f0-9]{32})/.exec(String(res.headers["set-cookie"]))![1];
    const island = byTag(parseHtml(res.body), "div").find((d) => attr(d, "data-island") === "domain-search")!;
    const script = island.childNodes.find((n) => "tagName" in n && (n as { tagName: string }).tagName === "script")!;
    const props = JSON.parse(text(script as never));
    expect(props.plugin).toEqual({ apiBase: "/api/domains", checkout: "login", migrateUser: true, cartHash: hash });
  });
});
