import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLegacyDatabase } from "../../../legacy/store/database.ts";
import { priceCart } from "../../../content/cartPricing.ts";
import { formatPrice } from "../../../content/prices.ts";
import { external } from "../../../content/site.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { legacyLoginForm, legacyServer, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

/**
 * The dashboard, where a login from a dialog on a marketing page lands (docs/product.md §4, "a dashboard URL
 * built from pub"): the signed-in member's own page, greeting them by name, with the template
 * they chose (docs/product.md §7 template_id), the next steps back to the site and their orders. The
 * publisher id is in its address only, never in what the member reads.
 */
let s: LegacyServer;
beforeAll(async () => {
  s = await legacyServer();
});
afterAll(() => s.close());

let signups = 0;
/** A new member signed up at the stand-in with these extra fields; its session cookie and pub. */
async function signUp(extra: Record<string, string> = {}, fullName = "Clara Oswald") {
  const username = `clara${++signups}`;
  const res = await s.post("/signup/signup.php", {
    full_name: fullName,
    email: `${username}@example.com`,
    username,
    password: "souffle-girl",
    password_validation: "souffle-girl",
    tosagree: "1",
    template_id: "",
    cart_hash: "",
    ...extra,
  });
  expect(res.body.status).toBe("SUCCESS");
  return { username, pub: res.body.response.pub!, cookie: `gdpr_seen=1; bw_member=${sessionCookieValue(res.setCookies)}` };
}

/** A cart of the domain API holding these domains (free under every extension: legacy/domains/takenDomains.ts). */
async function cartWith(domains: string[]) {
  let cart: { cart_hash: string; items: Array<{ domain: string; price: number; price_discounted: number }> } | undefined;
  for (const domain of domains) {
    const path = cart ? `/domains/carts/${cart.cart_hash}/items` : "/domains/carts";
    const res = await fetch(`${s.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ domain }),
    });
    expect(res.status).toBe(201);
    cart = (await res.json()) as typeof cart;
  }
  return cart!;
}

async function dashboard(cookie: string | undefined, pub: string) {
  const res = await s.get(`/members/dashboard?pub=${pub}`, cookie ? { cookie } : {});
  const elements = parseHtml(res.text);
  const body = byTag(elements, "body")[0]!;
  expect(byTag(elements, "h1")).toHaveLength(1);
  expect(byTag(elements, "script")).toHaveLength(0);
  expect(elements.some((el) => attr(el, "style") !== undefined)).toBe(false);
  return {
    res,
    elements,
    heading: text(byTag(elements, "h1")[0]!).trim(),
    /** What a member reads: the body's text, spaces collapsed (the title is the browser's, not the page's). */
    visible: text(body).replace(/\s+/g, " ").trim(),
    section: (labelledBy: string) => elements.find((el) => attr(el, "aria-labelledby") === labelledBy),
  };
}

const links = (root: Element) => byTag(descendants(root), "a").map((a) => ({ text: text(a).replace(/\s+/g, " ").trim(), href: attr(a, "href") }));
const cells = (row: Element) => row.childNodes.filter((n): n is Element => "tagName" in n).map((cell) => text(cell).replace(/\s+/g, " ").trim());

describe("the dashboard of the signed-in member", () => {
  it("greets them by their full name, escaped, and shows no publisher id or the word publisher", async () => {
    const member = await signUp({ template_id: "101" }, "Rory <b>Williams</b>");
    const page = await dashboard(member.cookie, member.pub);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    expect(page.heading).toBe("Welcome, Rory <b>Williams</b>");
    expect(byTag(page.elements, "b")).toHaveLength(0);
    expect(page.visible).not.toContain(member.pub);
    expect(page.visible).not.toMatch(/publisher/i);
    // The account's own details, but not its number.
    expect(text(page.section("account-details")!)).toContain(`${member.username}@example.com`);
  });

  it("shows the template chosen at sign-up by name and picture, to preview or start building with", async () => {
    const member = await signUp({ template_id: "101" });
    expect(s.db.prepare("SELECT template_id FROM members WHERE pub = ?").get(member.pub)).toMatchObject({ template_id: 101 });
    const page = await dashboard(member.cookie, member.pub);
    const template = page.section("your-template")!;
    expect(text(byTag(descendants(template), "h2")[0]!)).toBe("Harbor Café");
    expect(links(template)).toEqual([
      { text: "Start building with it", href: "/sitebuilder?template_id=101" },
      { text: "Preview Harbor Café", href: "/sitebuilder/templates/preview/101" },
    ]);
    // Its picture is the asset host's screenshot, which the page's CSP lets in, and nothing else.
    const img = byTag(descendants(template), "img")[0]!;
    expect(attr(img, "src")).toBe("/asset-host/screenshots/101.svg");
    expect(attr(img, "alt")).toBe("");
    expect(page.res.headers.get("content-security-policy")).toContain("img-src 'self';");
    expect(page.res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const shot = await s.get("/asset-host/screenshots/101.svg");
    expect([shot.status, shot.headers.get("content-type")]).toEqual([200, "image/svg+xml; charset=utf-8"]);
  });

  it("names a template the stand-in's catalog does not have by its number, and offers the gallery when none was chosen", async () => {
    const unknown = await dashboard((await signUp({ template_id: "999" })).cookie, "");
    const template = unknown.section("your-template")!;
    expect(text(byTag(descendants(template), "h2")[0]!)).toBe("Template #999");
    expect(links(template).map((l) => l.href)).toEqual(["/sitebuilder?template_id=999", "/sitebuilder/templates/preview/999"]);
    expect(byTag(descendants(template), "img")).toHaveLength(0);

    for (const template_id of ["", "abc", "0101", "1e2", "-5", "1234567890"]) {
      const member = await signUp({ template_id });
      expect(s.db.prepare("SELECT template_id FROM members WHERE pub = ?").get(member.pub), template_id).toMatchObject({ template_id: null });
      const none = (await dashboard(member.cookie, member.pub)).section("your-template")!;
      expect(text(none), template_id).toContain("Pick a template to start from");
      expect(links(none), template_id).toEqual([{ text: "Browse templates", href: "/sitebuilder/templates" }]);
    }
  });

  it("takes the template a login carries as the member's latest choice, and keeps it through a login without one", async () => {
    const member = await signUp({ template_id: "101" });
    const chosen = () => s.db.prepare("SELECT template_id FROM members WHERE pub = ?").get(member.pub);
    await s.post("/global/login.php", legacyLoginForm(member.username, "souffle-girl", { template_id: "102" }));
    expect(chosen()).toMatchObject({ template_id: 102 });
    await s.post("/global/login.php", legacyLoginForm(member.username, "souffle-girl"));
    expect(chosen()).toMatchObject({ template_id: 102 });
    const page = await dashboard(member.cookie, member.pub);
    expect(text(byTag(descendants(page.section("your-template")!), "h2")[0]!)).toBe("Northwind Studio");
  });

  it("offers the next steps as cards leading back to the site's own pages", async () => {
    const member = await signUp();
    const page = await dashboard(member.cookie, member.pub);
    const steps = page.section("next-steps")!;
    expect(byTag(descendants(steps), "li")).toHaveLength(3);
    expect(links(steps)).toEqual([
      { text: "Build your site", href: "/sitebuilder" },
      { text: "Set up email", href: "/emailhosting" },
      { text: "Find a domain", href: "/domains/search" },
    ]);
    // Every link stays on the site's own host (a path), but the help centre of content/site.ts.
    for (const { href } of links(byTag(page.elements, "body")[0]!)) {
      expect(href === external.helpCenter.href || /^\/(?!\/)/.test(href ?? ""), href).toBe(true);
    }
  });

  it("lists an order after a checkout: its domains for a year each, its discounts, its total and its status", async () => {
    const cart = await cartWith(["bluebird-bakes.com", "bluebird-bakes.net", "bluebird-bakes.org"]);
    const member = await signUp({ template_id: "101", cart_hash: cart.cart_hash, migrate_user: "1" });
    const page = await dashboard(member.cookie, member.pub);
    const orders = page.section("your-orders")!;
    const tables = byTag(descendants(orders), "table");
    expect(tables).toHaveLength(1);
    const pricing = priceCart(cart.items);
    const rows = byTag(descendants(byTag(descendants(tables[0]!), "tbody")[0]!), "tr").map(cells);
    expect(rows).toEqual(
      pricing.lines.flatMap((line) => [
        [`${line.domain} 1 year`, formatPrice(line.price)],
        ...(line.discountPercent > 0 ? [[`${line.discountPercent}% off`, `\u2212${formatPrice(line.discount)}`]] : []),
      ]),
    );
    expect(byTag(descendants(byTag(descendants(tables[0]!), "tfoot")[0]!), "tr").map(cells)).toEqual([["Total", formatPrice(pricing.total)]]);
    expect(text(byTag(descendants(tables[0]!), "caption")[0]!)).toContain("Awaiting payment");
    expect(page.visible).not.toContain("No orders yet");
    expect(links(orders)).toEqual([{ text: "Set up your domain", href: `/members/${member.pub}/pick-item?pickItem=domain` }]);
  });

  it("says there are no orders yet, with a link to find a domain", async () => {
    const member = await signUp();
    const orders = (await dashboard(member.cookie, member.pub)).section("your-orders")!;
    expect(byTag(descendants(orders), "table")).toHaveLength(0);
    expect(text(orders)).toContain("No orders yet");
    expect(links(orders)).toEqual([{ text: "Find a domain", href: "/domains/search" }]);
  });
});

describe("who sees a dashboard", () => {
  it("nobody signed in sees the signed-out page, whatever the pub, and none of the member's data", async () => {
    const member = await signUp({ template_id: "101" }, "Private Person");
    for (const cookie of [undefined, "gdpr_seen=1", "bw_member=forged-token", `bw_member=${"A".repeat(43)}`]) {
      const page = await dashboard(cookie, member.pub);
      expect(page.res.status, cookie).toBe(200);
      expect(page.heading, cookie).toBe("You are not signed in");
      expect(page.visible, cookie).not.toContain("Private Person");
      expect(page.visible, cookie).not.toContain("Harbor Café");
      expect(page.visible, cookie).not.toMatch(/publisher/i);
    }
  });

  it("a member at another member's address sees nothing of that account, and the way to their own", async () => {
    const owner = await signUp({ template_id: "102" }, "Owner Person");
    const visitor = await signUp({}, "Visiting Person");
    for (const pub of [owner.pub, "100001", "999999", "%3Cb%3E"]) {
      const page = await dashboard(visitor.cookie, pub);
      expect(page.res.status, pub).toBe(403);
      expect(page.heading, pub).toBe("This page belongs to another account");
      for (const secret of ["Owner Person", "Northwind Studio", "Demo Member", owner.username, "Visiting Person"])
        expect(page.visible, pub).not.toContain(secret);
      expect(links(byTag(page.elements, "main")[0]!)[0], pub).toEqual({ text: "Go to your dashboard", href: `/members/dashboard?pub=${visitor.pub}` });
    }
    // Their own address, or none, is their own page.
    expect((await dashboard(visitor.cookie, visitor.pub)).heading).toBe("Welcome, Visiting Person");
    expect((await dashboard(visitor.cookie, "")).heading).toBe("Welcome, Visiting Person");
  });

  it("the demo member's dashboard, as a demo lands on it", async () => {
    const login = await s.post("/global/login.php", legacyLoginForm("demo", "demo-pass-2026"));
    const page = await dashboard(`gdpr_seen=1; bw_member=${sessionCookieValue(login.setCookies)}`, "100001");
    expect(page.heading).toBe("Welcome, Demo Member");
    expect(page.visible).not.toContain("100001");
    expect(page.visible).not.toMatch(/publisher/i);
  });
});

describe("the chosen template in the store", () => {
  it("upgrades a data folder of the release before: its members have chosen none, and can still sign in to their dashboard", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "legacy-upgrade-"));
    try {
      // The schema as migration 6 left it, with the demo members in it.
      const first = await legacyServer({ dataDir });
      await first.close();
      const old = openLegacyDatabase(dataDir, 0);
      old.exec("ALTER TABLE members DROP COLUMN template_id; DELETE FROM schema_migrations WHERE version = 7;");
      old.close();

      const upgraded = await legacyServer({ dataDir });
      try {
        expect(upgraded.db.prepare("SELECT username, template_id FROM members ORDER BY id").all()).toEqual([
          { username: "demo", template_id: null },
          { username: "oldtimer", template_id: null },
        ]);
        const login = await upgraded.post("/global/login.php", legacyLoginForm("demo", "demo-pass-2026"));
        const page = await upgraded.get("/members/dashboard?pub=100001", { cookie: `gdpr_seen=1; bw_member=${sessionCookieValue(login.setCookies)}` });
        expect(page.status).toBe(200);
        expect(page.text).toContain("Pick a template to start from");
      } finally {
        await upgraded.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
