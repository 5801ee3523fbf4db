import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/** The template gallery and domain search against the embedded asset host and domain API. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

describe("template gallery", () => {
  it("renders a card per theme with its screenshot and name linking to the preview, Use theme and Preview theme", async () => {
    const res = await t.app.inject({ url: "/sitebuilder/templates" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    const cards = byTag(elements, "li").filter((li) => attr(li, "class") === "theme-card");
    expect(cards.length).toBeGreaterThanOrEqual(24);
    const images = byTag(elements, "img").filter((img) => attr(img, "class") === "theme-card__shot");
    expect(images).toHaveLength(cards.length);
    for (const img of images) {
      expect(attr(img, "src")).toMatch(/^\/asset-host\/screenshots\/\d+\.svg$/);
      // The picture is part of the name's link: it adds nothing to the link's name.
      expect(attr(img, "alt")).toBe("");
      expect(attr(img, "width")).toBe("640");
      expect(attr(img, "height")).toBe("480");
    }
    const hrefs = byTag(elements, "a").map((a) => attr(a, "href") ?? "");
    const firstId = /screenshots\/(\d+)\.svg/.exec(attr(images[0]!, "src")!)![1];
    expect(hrefs).toContain(`/register?from=bravesites&template_id=${firstId}`);
    expect(hrefs).toContain(`/sitebuilder/templates/preview/${firstId}`);
    for (const card of cards) {
      const links = descendants(card).filter((el) => el.tagName === "a");
      // One link holds the picture and the name, in the card's heading: its name is the theme's (the picture's alt is empty).
      const [nameLink] = links;
      const img = descendants(nameLink!).find((el) => el.tagName === "img")!;
      const id = /screenshots\/(\d+)\.svg/.exec(attr(img, "src")!)![1];
      expect(attr(nameLink!, "href")).toBe(`/sitebuilder/templates/preview/${id}`);
      expect(attr(nameLink!, "aria-hidden")).toBeUndefined();
      expect(descendants(card).find((el) => el.tagName === "h2" && descendants(el).includes(nameLink!))).toBeDefined();
      expect(text(nameLink!).trim().length).toBeGreaterThan(2);
    }
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
  it("shows availability and prices under each extension: an Add to cart form for each free one, none for a taken one", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/Bakery" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    // The exact match (.com) in its card, every other extension in a row of its own.
    const rows = elements.filter((el) => /^domain-(?:result|exact) /.test(attr(el, "class") ?? ""));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const row = (domain: string) => rows.find((el) => attr(el, "id") === `domain-${domain.replace(/\./g, "-")}`)!;
    expect(text(row("bakery.com"))).toContain("Taken");
    expect(byTag(descendants(row("bakery.com")), "form")).toHaveLength(0);
    expect(text(row("bakery.org"))).toMatch(/\$\d+\.\d{2}/);
    const [form] = byTag(descendants(row("bakery.org")), "form");
    expect(attr(form!, "method")).toBe("post");
    expect(attr(form!, "action")).toBe("/domains/cart/add");
    const fields = Object.fromEntries(byTag(descendants(form!), "input").map((i) => [attr(i, "name"), attr(i, "value")]));
    expect(fields).toMatchObject({ domain: "bakery.org", back: "bakery" });
    expect(fields.csrf_token).toMatch(/^[\w-]{20,}$/);
    expect(text(form!)).toContain("Add to cart");
    // No cart is made for a visitor who has only looked.
    expect(String(res.headers["set-cookie"])).not.toContain("bw_cart=");
    expect(text(byTag(elements, "main")[0]!)).toContain("10% off the second domain when you buy 2");
  });

  it("puts the extension typed with the name first, in a card of its own with its price and one button", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/greenleaf.net" });
    expect(res.statusCode).toBe(200);
    const elements = parseHtml(res.body);
    const results = elements.find((el) => attr(el, "class") === "domain-results")!;
    const first = results.childNodes.find((node): node is Element => "tagName" in node)!;
    expect(attr(first, "id")).toBe("domain-greenleaf-net");
    expect(attr(first, "class")).toContain("domain-exact--free");
    expect(text(first)).toMatch(/\$11\.99 first yearthen \$18\.99\/yr/);
    expect(byTag(descendants(first), "button").map(text)).toEqual(["Add to cart greenleaf.net"]);
    expect(elements.filter((el) => attr(el, "class")?.startsWith("domain-exact "))).toHaveLength(1);
  });

  it("says when every extension is taken", async () => {
    const res = await t.app.inject({ url: "/domains/search/results/braveweb" });
    expect(text(byTag(parseHtml(res.body), "h2").find((h) => attr(h, "id") === "domain-results-heading")!)).toBe(
      "Every other extension of “braveweb” is taken",
    );
  });

  it.each([
    ["%20%20", messages["domain.ERROR_EMPTY"]],
    ["..%2F..%2F", messages["domain.ERROR_INVALID"]],
    ["%00", messages["domain.ERROR_INVALID"]],
    ["%3C%2F%3E", messages["domain.ERROR_INVALID"]],
    ["x".repeat(300), messages["domain.ERROR_INVALID"]],
  ])("a query with nothing searchable in it (%s) gets a clear page, not an error", async (query, message) => {
    const res = await t.app.inject({ url: `/domains/search/results/${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect(res.body).not.toContain("<script>alert");
  });

  it.each([
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "scriptalert1"],
    ["My%20Bakery", "mybakery"],
    ["b%C3%A4ckerei.de", "backerei"],
  ])("a query %s searches what is searchable in it (%s), never echoing markup", async (query, name) => {
    const res = await t.app.inject({ url: `/domains/search/results/${query}` });
    expect(res.statusCode).toBe(200);
    expect(text(byTag(parseHtml(res.body), "h1")[0]!)).toBe(`Domain search results for “${name}”`);
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
  it("mounts the domain-search island with the API base, checkout, sign-up and migrate_user, and no cart before the first domain", async () => {
    const res = await t.app.inject({ url: "/domains/search" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).not.toContain("bw_cart=");
    const island = byTag(parseHtml(res.body), "div").find((d) => attr(d, "data-island") === "domain-search")!;
    const script = island.childNodes.find((n) => "tagName" in n && (n as { tagName: string }).tagName === "script")!;
    const props = JSON.parse(text(script as never));
    expect(props.plugin).toEqual({ apiBase: "/api/domains", checkout: "login", signup: "register", migrateUser: true });
    expect(props.cart.cart).toMatchObject({ cartHash: null, domains: [] });
  });
});
