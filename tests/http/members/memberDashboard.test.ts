import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../content/prices.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * A newcomer's way to the dashboard through the site, over real HTTP to the legacy member API
 * as its own listener: sign-up from "Use theme" (the form carries template_id on, docs/product.md §7), a
 * domain checkout, and the dashboard at the address a login from a dialog lands on (docs/product.md §4),
 * reached through the site's /members proxy.
 */
let legacy: LegacyServer;
let site: LiveServer;
beforeAll(async () => {
  legacy = await legacyServer();
  site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: legacy.url });
});
afterAll(async () => {
  await site?.app.close();
  await legacy?.close();
});

const links = (root: Element) => byTag(descendants(root), "a").map((a) => ({ text: text(a).replace(/\s+/g, " ").trim(), href: attr(a, "href") }));

describe("the dashboard, reached through the site", () => {
  it("greets the member who signed up from a template by name, with that template, the next steps and their order", async () => {
    const browser = httpClient(site.url("/"));
    browser.cookies.set("gdpr_seen", "1");

    // "Use theme" on Harbor Café (101), then the site's sign-up form.
    expect((await browser.get("/register?from=bravesites&template_id=101", NAVIGATE)).status).toBe(200);
    const account = {
      full_name: "Martha Jones",
      email: "martha@example.com",
      username: "marthajones",
      password: "bad-wolf-2026",
      password_validation: "bad-wolf-2026",
    };
    const signedUp = await browser.postForm("/register?from=bravesites&template_id=101", account, SAME_ORIGIN_POST);
    expect(signedUp.status, signedUp.text.slice(0, 300)).toBe(303);
    expect(signedUp.headers.location).toContain("template_id=101");

    // Two domains in the cart, checked out by logging in from the checkout's link.
    await browser.get("/domains/search/results/greenleaf", NAVIGATE);
    for (const domain of ["greenleaf.com", "greenleaf.net"]) {
      expect((await browser.postForm("/domains/cart/add", { domain }, SAME_ORIGIN_POST)).status).toBe(303);
    }
    const cart = browser.cookies.get("bw_cart")!;
    const checkout = await browser.postForm(
      `/login?cart_hash=${cart}&migrate_user=1&type=domain`,
      { userid: account.username, password: account.password },
      SAME_ORIGIN_POST,
    );
    expect(checkout.status, checkout.text.slice(0, 300)).toBe(303);
    const pub = /^\/members\/(\d+)\/pick-item\?pickItem=domain$/.exec(String(checkout.headers.location))?.[1];
    expect(String(checkout.headers.location)).toMatch(/^\/members\/\d{6,}\/pick-item\?pickItem=domain$/);

    const page = await browser.get(`/members/dashboard?pub=${pub}`, NAVIGATE);
    expect(page.status).toBe(200);
    const elements = parseHtml(page.text);
    const section = (id: string) => elements.find((el) => attr(el, "aria-labelledby") === id)!;
    const visible = text(byTag(elements, "body")[0]!).replace(/\s+/g, " ");

    expect(text(byTag(elements, "h1")[0]!).trim()).toBe("Welcome, Martha Jones");
    expect(visible).not.toMatch(/publisher/i);
    expect(visible).not.toContain(pub!);

    const template = section("your-template");
    expect(text(byTag(descendants(template), "h2")[0]!)).toBe("Harbor Café");
    expect(links(template)[0]).toEqual({ text: "Start building with it", href: "/sitebuilder?template_id=101" });
    // Its picture comes through the site's own asset-host proxy.
    const shot = await browser.get(attr(byTag(descendants(template), "img")[0]!, "src")!);
    expect([shot.status, shot.headers["content-type"]]).toEqual([200, "image/svg+xml; charset=utf-8"]);

    expect(links(section("next-steps")).map((l) => l.href)).toEqual(["/sitebuilder", "/emailhosting", "/domains/search"]);
    // Each next step is a page the site answers.
    for (const { href } of links(section("next-steps"))) expect((await browser.get(href!, NAVIGATE)).status, href).toBe(200);

    const orders = section("your-orders");
    const rows = byTag(descendants(orders), "tbody")
      .flatMap((tbody) => byTag(descendants(tbody), "tr"))
      .map((row) => byTag(descendants(row), "th").map((th) => text(th).replace(/\s+/g, " ").trim())[0]);
    expect(rows.filter((name) => name?.includes("."))).toEqual(["greenleaf.com 1 year", "greenleaf.net 1 year"]);
    const total = (
      legacy.db.prepare("SELECT o.total FROM orders o JOIN members m ON m.id = o.member_id WHERE m.username = ?").get(account.username) as { total: number }
    ).total;
    expect(
      text(byTag(descendants(orders), "tfoot")[0]!)
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(`Total ${formatPrice(total)}`);
    expect(text(orders)).toContain("Awaiting payment");
  });

  it("shows another visitor, signed in or not, none of it", async () => {
    const stranger = httpClient(site.url("/"));
    stranger.cookies.set("gdpr_seen", "1");
    const pub = (legacy.db.prepare("SELECT pub FROM members WHERE username = 'marthajones'").get() as { pub: string }).pub;
    const signedOut = await stranger.get(`/members/dashboard?pub=${pub}`, NAVIGATE);
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toContain("You are not signed in");
    expect(signedOut.text).not.toContain("Martha Jones");

    expect((await stranger.postForm("/login", { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST)).status).toBe(303);
    const other = await stranger.get(`/members/dashboard?pub=${pub}`, NAVIGATE);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain("Martha Jones");
    expect(other.text).not.toContain("greenleaf");
  });
});
