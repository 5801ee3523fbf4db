import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, descendants, text, type Element } from "../../fixtures/html.ts";
import { parseHtml } from "../../fixtures/html.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(async () => {
  await t.app.close();
});

/** The site as the test app answers it (inject's Host): anything else is another site. */
const SITE = new URL("http://localhost/");

function leavesSite(href: string): boolean {
  const target = new URL(href, SITE);
  return (target.protocol === "http:" || target.protocol === "https:") && target.host !== SITE.host;
}

/**
 * A purchase button (a hosting plan's "Choose …"): the next step of buying, in the same tab, on
 * the provider's order host (docs/product.md §2). It leaves this host but not the purchase, so it is not
 * marked as opening another site.
 */
function isPurchase(href: string): boolean {
  const target = new URL(href, SITE);
  return target.host.endsWith(".hosting.braveweb.example") && target.pathname === "/order";
}

/** A link says it leaves: a hidden arrow for the eye and "(opens another site)" for a screen reader. */
function carriesMark(link: Element): boolean {
  const inside = descendants(link);
  const arrow = inside.some((el) => el.tagName === "svg" && attr(el, "aria-hidden") === "true");
  const words = inside.some((el) => attr(el, "class") === "visually-hidden" && text(el).trim() === "(opens another site)");
  return arrow && words;
}

// Every page of the route table, the 404 page (it lists the help site) and a page of the preview prefix.
const pages = [...pageRoutes.map(concretePath), "/no-such-page", "/preview/build-42/webhosting"];

describe("every link that leaves the site says so", () => {
  const offsite = new Set<string>();
  const purchases = new Set<string>();

  it.each(pages)("on %s", async (page) => {
    const res = await t.app.inject({ url: page });
    expect(res.statusCode, page).toBeLessThan(page === "/no-such-page" ? 500 : 400);
    for (const link of byTag(parseHtml(res.body), "a")) {
      const href = attr(link, "href") ?? "";
      if (!leavesSite(href)) continue;
      if (isPurchase(href)) {
        purchases.add(href);
        expect(carriesMark(link), `${page}: the purchase button to ${href} ("${text(link).trim()}") says it opens another site`).toBe(false);
        continue;
      }
      offsite.add(href);
      expect(carriesMark(link), `${page}: the link to ${href} ("${text(link).trim()}") has no off-site mark`).toBe(true);
    }
  });

  it("met the header's Features, the help desk, social sites and the provider's order pages", () => {
    const hosts = new Set([...offsite].map((href) => new URL(href).host));
    expect([...offsite]).toContain("https://siteblocks.braveweb.example/features");
    expect(hosts).toContain("help.braveweb.example");
    expect(hosts).toContain("www.facebook.com");
    expect([...hosts].some((host) => host.endsWith(".hosting.braveweb.example"))).toBe(true);
  });

  it("met the hosting plans' purchase buttons, unmarked", () => {
    expect([...purchases].some((href) => href.includes("/order?plan=serviceplan_25gb"))).toBe(true);
  });

  it("leaves the site's own links unmarked", async () => {
    const res = await t.app.inject({ url: "/about" });
    const own = byTag(parseHtml(res.body), "a").filter((a) => !leavesSite(attr(a, "href") ?? ""));
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter(carriesMark).map((a) => attr(a, "href"))).toEqual([]);
  });
});
