import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { misbehavingDomainApi } from "../../fixtures/misbehavingDomainApi.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor, type VisitorResponse } from "../../fixtures/visitor.ts";
import { refusalText } from "../../fixtures/refusalText.ts";

/**
 * The domain cart through the real site and the real embedded domain and member APIs, as a
 * visitor with JavaScript turned off: search, add, see the discounts, remove, check out, sign
 * up, and find the order in the members area. Then every bad input the cart can be sent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

const HASH = /^[a-f0-9]{32}$/;

/** The cart summary of a page: its domains, discount lines, totals and the two ways on. */
function cartOf(html: string) {
  const aside = byTag(parseHtml(html), "aside").find((a) => attr(a, "id") === "cart");
  if (!aside) return null;
  const inside = descendants(aside);
  const lines = byTag(inside, "li")
    .filter((li) => attr(li, "class") === "cart-line")
    .map((li) => text(li).replace(/Remove.*$/, ""));
  const totalRow = byTag(inside, "div").find((d) => attr(d, "class")?.includes("cart-totals__row--total"));
  const saving = byTag(inside, "div").find((d) => attr(d, "class")?.includes("cart-totals__row--saving"));
  const link = (label: string) => attr(byTag(inside, "a").find((a) => text(a) === label) ?? ({ attrs: [] } as unknown as Element), "href");
  return {
    lines,
    total: totalRow ? text(byTag(descendants(totalRow), "dd")[0]!) : null,
    saving: saving ? text(byTag(descendants(saving), "dd")[0]!) : null,
    notice: byTag(inside, "p").find((p) => attr(p, "class")?.startsWith("cart-notice")),
    checkout: link("Checkout"),
    signup: link("Create an account"),
    text: text(aside),
  };
}

/** A domain's row, or its exact-match card: where a no-JavaScript add comes back to. */
function rowOf(html: string, domain: string): Element {
  return parseHtml(html).find((el) => attr(el, "id") === `domain-${domain.replace(/\./g, "-")}`)!;
}

function setCookieLine(res: VisitorResponse, name: string): string | undefined {
  const raw = res.headers["set-cookie"];
  return (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).find((line) => line.startsWith(`${name}=`));
}

describe("the cart without JavaScript", () => {
  it("search, add two, 10% off the second, add a third at 20% off, remove one, check out, sign up: the members area lists the order at the same total", async () => {
    const visitor = new Visitor(t.app);

    const lookup = await visitor.get(`/domains/lookup?domain=${encodeURIComponent("My Bakery")}`);
    expect(lookup.statusCode).toBe(303);
    expect(lookup.headers.location).toBe("/domains/search/results/mybakery?typed=My+Bakery");
    const results = await visitor.get("/domains/search/results/mybakery");
    expect(results.statusCode).toBe(200);
    expect(cartOf(results.body)!.text).toContain("Your cart is empty");

    // 1: .com at $9.99, no discount.
    const first = await visitor.post("/domains/cart/add", { domain: "mybakery.com", back: "mybakery" });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/domains/search/results/mybakery#domain-mybakery-com");
    expect(visitor.cookies.get("bw_cart")).toMatch(HASH);
    expect(setCookieLine(first, "bw_cart")).toMatch(/HttpOnly/i);
    // The badge's cookie is readable by scripts on purpose, and says only a count.
    expect(setCookieLine(first, "bw_cart_count")).not.toMatch(/HttpOnly/i);
    expect(visitor.cookies.get("bw_cart_count")).toBe("1");
    let page = await visitor.get("/domains/search/results/mybakery");
    expect(text(rowOf(page.body, "mybakery.com"))).toContain("In your cart");
    expect(cartOf(page.body)).toMatchObject({ lines: ["mybakery.com$9.99first year, then $17.99/yr"], total: "$9.99", saving: null });
    expect(cartOf(page.body)!.text).toContain("Add a second domain and get 10% off the lower-priced of the two.");

    // 2: .net's first year ($11.99) is dearer than .com's, so .com gets the 10% off ($1.00, half
    // up from 99.9¢), though it was added first (docs/decisions.md, 16); the lines stay in the order
    // they were added, each with its renewal and its own discount, and one sentence says which
    // domain has which discount and why (docs/product.md §9).
    await visitor.post("/domains/cart/add", { domain: "mybakery.net", back: "mybakery" });
    page = await visitor.get("/domains/search/results/mybakery");
    expect(cartOf(page.body)).toMatchObject({
      lines: ["mybakery.com$9.99first year, then $17.99/yr10% multi-domain discount−$1.00", "mybakery.net$11.99first year, then $18.99/yr"],
      saving: "−$1.00",
      total: "$20.98",
    });
    expect(cartOf(page.body)!.text).toContain(
      "Counted from the highest first-year price, whatever order you added them in: mybakery.net is full price, mybakery.com is 10% off as the second domain.",
    );
    expect(cartOf(page.body)!.text).toContain("Prices in USD. Domain registrations, renewals, transfers and redemptions are non-refundable.");
    expect(cartOf(page.body)!.text).toContain("We acceptVisaMastercardPayPal");
    // Each way to pay shows its brand's mark in the brand's colour, its name for screen readers.
    const brands = byTag(parseHtml(page.body), "li").filter((li) => attr(li, "class") === "payment-methods__brand");
    expect(brands.map((li) => [text(li), byTag(descendants(li), "path").map((path) => attr(path, "fill"))])).toEqual([
      ["Visa", ["#1A1F71"]],
      ["Mastercard", ["#EB001B"]],
      ["PayPal", ["#002991"]],
    ]);

    // 3: .online at $2.99 is the lowest-priced of three: 20% off it ($0.60).
    await visitor.post("/domains/cart/add", { domain: "mybakery.online", back: "mybakery" });
    page = await visitor.get("/domains/search/results/mybakery");
    expect(cartOf(page.body)).toMatchObject({
      lines: [
        "mybakery.com$9.99first year, then $17.99/yr10% multi-domain discount−$1.00",
        "mybakery.net$11.99first year, then $18.99/yr",
        "mybakery.online$2.99first year, then $34.99/yr20% multi-domain discount−$0.60",
      ],
      saving: "−$1.60",
      total: "$23.37",
    });
    expect(cartOf(page.body)!.text).toContain(
      "Counted from the highest first-year price, whatever order you added them in: mybakery.net is full price, mybakery.com is 10% off as the second domain, and mybakery.online is 20% off, as a domain beyond 2 when you buy 3 or more.",
    );
    expect(visitor.cookies.get("bw_cart_count")).toBe("3");

    // Remove .com, from the cart summary: .net is still full price, .online now the second, at 10% off.
    const removed = await visitor.post("/domains/cart/remove", { domain: "mybakery.com", back: "mybakery" });
    expect(removed.statusCode).toBe(303);
    page = await visitor.get("/domains/search/results/mybakery");
    const cart = cartOf(page.body)!;
    expect(cart).toMatchObject({
      lines: ["mybakery.net$11.99first year, then $18.99/yr", "mybakery.online$2.99first year, then $34.99/yr10% multi-domain discount−$0.30"],
      total: "$14.68",
    });
    expect(text(rowOf(page.body, "mybakery.com"))).toContain("Add to cart");

    // Check out: the login page and the sign-up page carry the cart, and say so.
    const hash = visitor.cookies.get("bw_cart")!;
    expect(cart.checkout).toBe(`/login?cart_hash=${hash}&type=domain&migrate_user=1`);
    expect(cart.signup).toBe(`/register?cart_hash=${hash}&type=domain&migrate_user=1`);
    const login = await visitor.get(cart.checkout!);
    expect(login.body).toContain("2 domains in your cart — log in or create an account to check out");
    // The checkout: the sign-up form first, the login form second, both posting the cart on.
    expect(byTag(parseHtml(login.body), "form").map((form) => attr(form, "action"))).toEqual([
      `/register?cart_hash=${hash}&type=domain&migrate_user=1`,
      `/login?cart_hash=${hash}&type=domain&migrate_user=1`,
    ]);

    const signup = await visitor.submit(cart.signup!, {
      full_name: "Bea Baker",
      email: "bea@mybakery.example",
      username: "beabaker",
      password: "flour-and-water",
      password_validation: "flour-and-water",
    });
    expect(signup.statusCode).toBe(303);
    expect(signup.headers.location).toMatch(/^\/members\?/);
    // The cart is the member's now: this browser forgets it, and its hash opens nothing.
    expect(visitor.cookies.has("bw_cart")).toBe(false);
    expect(visitor.cookies.has("bw_cart_count")).toBe(false);

    const members = await visitor.get("/members");
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain("Your orders");
    expect(members.body).toContain("Awaiting payment");
    expect(members.body).toContain("mybakery.net");
    expect(members.body).toContain("mybakery.online");
    expect(members.body).not.toContain("mybakery.com");
    expect(text(byTag(parseHtml(members.body), "body")[0]!)).toMatch(/Total\s*\$14\.68/);

    // The spent hash in an address opens nothing: the page shows this visitor's own cart (none).
    const stale = await visitor.get(`/domains/cart?cart_hash=${hash}`);
    expect(stale.statusCode).toBe(200);
    expect(cartOf(stale.body)!.text).toContain("Your cart is empty");
    expect(visitor.cookies.has("bw_cart")).toBe(false);
    // Whoever holds a cart's hash holds the cart: it is in no log line, access log included.
    expect(t.logText()).toContain("cart_hash=[redacted]");
    expect(t.logText()).not.toContain(hash);
  });

  it("shows the cart on its own page, where changes come back to", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    await visitor.post("/domains/cart/add", { domain: "greenleaf.org", back: "greenleaf" });
    const page = await visitor.get("/domains/cart");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(text(byTag(parseHtml(page.body), "h1")[0]!)).toBe("Your domain cart");
    expect(text(byTag(parseHtml(page.body), "title")[0]!)).toBe("Domain Cart | Braveweb");
    expect(cartOf(page.body)).toMatchObject({ lines: ["greenleaf.org$10.99first year, then $16.99/yr"], total: "$10.99" });
    // A remove without `back` (the cart page's own form) returns to the cart page.
    const removed = await visitor.post("/domains/cart/remove", { domain: "greenleaf.org" });
    expect(removed.headers.location).toBe("/domains/cart#cart");
    expect(cartOf((await visitor.get("/domains/cart")).body)!.text).toContain("Your cart is empty");
  });

  it("adds a domain once, however many times it is pressed", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    for (let i = 0; i < 3; i++) await visitor.post("/domains/cart/add", { domain: "GreenLeaf.com ", back: "greenleaf" });
    expect(cartOf((await visitor.get("/domains/cart")).body)!.lines).toEqual(["greenleaf.com$9.99first year, then $17.99/yr"]);
  });

  it("works in a build preview, staying under its prefix", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/preview/b7/domains/search/results/greenleaf");
    const res = await visitor.post("/preview/b7/domains/cart/add?from=hosting", { domain: "greenleaf.co", back: "greenleaf" });
    expect(res.headers.location).toBe("/preview/b7/domains/search/results/greenleaf?from=hosting#domain-greenleaf-co");
  });
});

describe("checking out by logging in", () => {
  it("the login form page carries the cart, and a login moves it to the member; so does the JSON API's login", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/bluebird-bakes");
    await visitor.post("/domains/cart/add", { domain: "bluebird-bakes.org", back: "bluebird-bakes" });
    const hash = visitor.cookies.get("bw_cart")!;
    const login = await visitor.submit(`/login?cart_hash=${hash}&type=domain&migrate_user=1`, { userid: "demo", password: "demo-pass-2026" });
    expect(login.statusCode).toBe(303);
    expect(visitor.cookies.has("bw_cart")).toBe(false);
    const members = await visitor.get("/members");
    expect(members.body).toContain("Your orders");
    expect(members.body).toContain("Awaiting payment");
    expect(members.body).toContain("bluebird-bakes.org");

    const scripted = new Visitor(t.app);
    await scripted.get("/domains/search/results/bluebird-bakes");
    await scripted.post("/domains/cart/add", { domain: "bluebird-bakes.store", back: "bluebird-bakes" });
    const second = scripted.cookies.get("bw_cart")!;
    const res = await scripted.post(
      "/api/v1/login",
      { userid: "demo", password: "demo-pass-2026", cart_hash: second, type: "domain", migrate_user: "1" },
      { "x-requested-with": "XMLHttpRequest", accept: "application/json" },
    );
    expect(res.statusCode).toBe(200);
    expect(scripted.cookies.has("bw_cart")).toBe(false);
    expect((await scripted.get("/members")).body).toContain("bluebird-bakes.store");
  });

  it("without a cart in the address, the login page says nothing about one", async () => {
    const res = await t.app.inject({ url: "/login" });
    expect(res.body).not.toContain("in your cart");
    const unknown = await t.app.inject({ url: "/register?cart_hash=0123456789abcdef0123456789abcdef&migrate_user=1" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain("in your cart");
  });
});

describe("the JSON the search island asks for", () => {
  it("answers the cart after a change, and why not after a refusal", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/bluebird-bakes");
    const json = { accept: "application/json" };
    const added = await visitor.post("/domains/cart/add", { domain: "bluebird-bakes.com" }, json);
    expect(added.statusCode).toBe(200);
    expect(added.headers["cache-control"]).toBe("no-store");
    const { cart } = added.json<{ cart: { cartHash: string; domains: string[]; pricing: { total: number } } }>();
    expect(cart).toMatchObject({ domains: ["bluebird-bakes.com"], pricing: { total: 999 } });
    expect(cart.cartHash).toMatch(HASH);
    const taken = await visitor.post("/domains/cart/add", { domain: "bakery.com" }, json);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: "TAKEN", message: messages["cart.ERROR_TAKEN"] });
  });
});

describe("the header's cart badge", () => {
  it("is in every full page, hidden in the shared markup, linking to the cart; pages stay cacheable with a cart", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    await visitor.post("/domains/cart/add", { domain: "greenleaf.info", back: "greenleaf" });
    expect(visitor.cookies.get("bw_cart_count")).toBe("1");
    for (const path of ["/", "/webhosting", "/domains"]) {
      const res = await visitor.get(path);
      expect(res.headers["cache-control"], path).toMatch(/^max-age=0, public, s-maxage=/);
      const island = byTag(parseHtml(res.body), "div").find((d) => attr(d, "data-island") === "cart-badge")!;
      expect(attr(island, "data-load"), path).toBe("load");
      expect(attr(island, "hidden"), path).toBe("");
      expect(attr(byTag(descendants(island), "a")[0]!, "href")).toBe("/domains/cart");
      // The same bytes as a visitor without a cart gets: nothing per visitor in a cached page.
      const anonymous = await t.app.inject({ url: path });
      expect(anonymous.body).toBe(res.body);
    }
  });
});

describe("bad input to the cart", () => {
  async function withCart() {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    await visitor.post("/domains/cart/add", { domain: "greenleaf.com", back: "greenleaf" });
    return visitor;
  }

  it.each([
    ["markup", "<b>x</b>.com"],
    ["a path", "../etc.com"],
    ["a NUL", "greenleaf\u0000.com"],
    ["300 characters", `${"x".repeat(296)}.com`],
    ["no extension", "greenleaf"],
    ["two dots", "a.b.com"],
  ])("a domain with %s gets 400 and the results again, with the cart untouched", async (_what, domain) => {
    const visitor = await withCart();
    const res = await visitor.post("/domains/cart/add", { domain, back: "greenleaf" });
    expect(res.statusCode).toBe(400);
    expect(text(cartOf(res.body)!.notice!)).toBe(messages["cart.ERROR_INVALID_DOMAIN"]);
    expect(res.body).not.toContain("<b>x</b>");
    // Nothing is lost: the results and the cart are both there.
    expect(text(rowOf(res.body, "greenleaf.net"))).toContain("Add to cart");
    expect(cartOf(res.body)!.lines).toEqual(["greenleaf.com$9.99first year, then $17.99/yr"]);
  });

  it("a taken domain gets 409, an extension we do not sell 400", async () => {
    const visitor = await withCart();
    const taken = await visitor.post("/domains/cart/add", { domain: "bakery.com", back: "bakery" });
    expect(taken.statusCode).toBe(409);
    expect(text(cartOf(taken.body)!.notice!)).toBe(messages["cart.ERROR_TAKEN"]);
    const unsold = await visitor.post("/domains/cart/add", { domain: "greenleaf.xyz", back: "greenleaf" });
    expect(unsold.statusCode).toBe(400);
    expect(text(cartOf(unsold.body)!.notice!)).toBe(messages["cart.ERROR_NOT_SOLD"]);
  });

  it("removing a domain that is not in the cart gets 404; so does removing from no cart at all", async () => {
    const visitor = await withCart();
    const res = await visitor.post("/domains/cart/remove", { domain: "greenleaf.org", back: "greenleaf" });
    expect(res.statusCode).toBe(404);
    expect(text(cartOf(res.body)!.notice!)).toBe(messages["cart.ERROR_NOT_IN_CART"]);
    const stranger = new Visitor(t.app);
    await stranger.get("/domains/search/results/greenleaf");
    expect((await stranger.post("/domains/cart/remove", { domain: "greenleaf.org" })).statusCode).toBe(404);
  });

  it.each([
    ["an unknown", "0123456789abcdef0123456789abcdef"],
    ["a malformed", "../../etc/passwd"],
  ])("%s cart_hash in the address is not the visitor's cart: the add starts their own", async (_what, hash) => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    const res = await visitor.post(`/domains/cart/add?cart_hash=${encodeURIComponent(hash)}`, { domain: "greenleaf.com", back: "greenleaf" });
    expect(res.statusCode).toBe(303);
    expect(visitor.cookies.get("bw_cart")).toMatch(HASH);
    expect(visitor.cookies.get("bw_cart")).not.toBe(hash);
    const page = await visitor.get(`/domains/cart?cart_hash=${encodeURIComponent(hash)}`);
    expect(page.statusCode).toBe(200);
    expect(cartOf(page.body)!.lines).toEqual(["greenleaf.com$9.99first year, then $17.99/yr"]);
    expect(page.body).not.toContain("../../etc");
  });

  it("a cookie naming a cart the domain API no longer knows starts a new cart instead", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    visitor.cookies.set("bw_cart", "fedcba9876543210fedcba9876543210");
    expect((await visitor.get("/domains/cart")).statusCode).toBe(200);
    const res = await visitor.post("/domains/cart/add", { domain: "greenleaf.biz" });
    expect(res.statusCode).toBe(303);
    expect(visitor.cookies.get("bw_cart")).toMatch(HASH);
    expect(visitor.cookies.get("bw_cart")).not.toBe("fedcba9876543210fedcba9876543210");
  });

  it("a post from another site gets 403 and changes nothing", async () => {
    const visitor = await withCart();
    const res = await visitor.post("/domains/cart/remove", { domain: "greenleaf.com", back: "greenleaf" }, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(text(cartOf(res.body)!.notice!)).toBe(messages["form.ERROR_CROSS_SITE"]);
    visitor.token = "forged";
    expect((await visitor.post("/domains/cart/remove", { domain: "greenleaf.com" })).statusCode).toBe(403);
    expect(cartOf((await visitor.get("/domains/cart")).body)!.lines).toEqual(["greenleaf.com$9.99first year, then $17.99/yr"]);
    expect(t.logs.some((l) => (l.cart as { outcome?: string } | undefined)?.outcome === "CSRF_REJECTED")).toBe(true);
  });

  it("a GET of an add or remove address changes nothing and shows the cart (inside a preview too)", async () => {
    for (const path of ["/domains/cart/add?domain=greenleaf.com", "/domains/cart/remove", "/preview/build-42/domains/cart/add"]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(303);
      expect(res.headers.location, path).toBe(`${path.startsWith("/preview/") ? "/preview/build-42" : ""}/domains/cart#cart`);
      expect(String(res.headers["set-cookie"] ?? "")).not.toContain("bw_cart=");
    }
  });

  it("a JSON or text body gets 415, not a 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/domains/cart/add", payload: { domain: "greenleaf.com" } });
    expect(res.statusCode).toBe(415);
  });

  it("the 51st domain gets 409: a cart holds 50", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/greenleaf");
    const json = { accept: "application/json" };
    let count = 0;
    for (let i = 0; count < 50; i++) {
      const res = await visitor.post("/domains/cart/add", { domain: `fiftyshop${i}.com` }, json);
      if (res.statusCode === 200) count = res.json<{ cart: { domains: string[] } }>().cart.domains.length;
      else expect(res.json<{ error: string }>().error).toBe("TAKEN");
    }
    let res: VisitorResponse;
    for (let i = 1000; ; i++) {
      res = await visitor.post("/domains/cart/add", { domain: `fiftyshop${i}.com` }, json);
      if (res.json<{ error: string }>().error !== "TAKEN") break;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "CART_FULL", message: messages["cart.ERROR_FULL"] });
    expect(visitor.cookies.get("bw_cart_count")).toBe("50");
  });
});

describe("with a domain API whose carts fail", () => {
  let api: Awaited<ReturnType<typeof misbehavingDomainApi>>;
  let broken: TestApp;
  beforeAll(async () => {
    api = await misbehavingDomainApi();
    broken = await testApp({ ...ROOMY_LIMITS, DOMAIN_API_URL: api.url, CATALOG_TIMEOUT_MS: "800" });
  });
  afterAll(async () => {
    await broken.app.close();
    await api.close();
  });

  it.each([
    ["answers something that is not a cart", "ok"],
    ["answers an HTML error page", "html"],
    ["does not answer", "hang"],
  ] as const)("when it %s, adding answers 502 with the results still shown and the typed name kept", async (_what, behaviour) => {
    const visitor = new Visitor(broken.app);
    api.behave("ok");
    await visitor.get("/domains/search/results/bakery");
    api.behave(behaviour);
    const res = await visitor.post("/domains/cart/add", { domain: "bakery.com", back: "bakery" });
    api.behave("ok");
    expect(res.statusCode).toBe(502);
    expect(text(cartOf(res.body)!.notice!)).toBe(messages["cart.ERROR_UNREACHABLE"]);
    const input = byTag(parseHtml(res.body), "input").find((i) => attr(i, "name") === "domain" && attr(i, "type") === "text")!;
    expect(attr(input, "value")).toBe("bakery");
    if (behaviour === "ok") expect(text(rowOf(res.body, "bakery.com"))).toContain("Add to cart");
    const json = await visitor.post("/domains/cart/add", { domain: "bakery.com" }, { accept: "application/json" });
    expect(json.statusCode).toBe(502);
    expect(json.json()).toEqual({ error: "UNAVAILABLE", message: messages["cart.ERROR_UNREACHABLE"] });
    expect(broken.logs.some((l) => l.msg === "domain cart call failed")).toBe(true);
  });
});

describe("the per-address limit on cart changes", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_CART_CHANGES, in the page and in JSON", async () => {
    const limited = await testApp({ ...ROOMY_LIMITS, RATE_LIMIT_CART_CHANGES: "3/1m" });
    try {
      const visitor = new Visitor(limited.app);
      await visitor.get("/domains/search/results/greenleaf");
      for (let i = 0; i < 3; i++) expect((await visitor.post("/domains/cart/add", { domain: "greenleaf.com", back: "greenleaf" })).statusCode).toBe(303);
      const page = await visitor.post("/domains/cart/add", { domain: "greenleaf.net", back: "greenleaf" });
      expect(page.statusCode).toBe(429);
      expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
      expect(text(cartOf(page.body)!.notice!)).toBe(refusalText("limits.ERROR_RATE_LIMITED", page.headers["retry-after"]));
      const json = await visitor.post("/domains/cart/add", { domain: "greenleaf.net" }, { accept: "application/json" });
      expect(json.statusCode).toBe(429);
      expect(json.json<{ error: string }>().error).toBe("RATE_LIMITED");
    } finally {
      await limited.app.close();
    }
  });
});
