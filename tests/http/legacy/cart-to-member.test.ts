import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { priceCart, type PricedCart } from "../../../content/cartPricing.ts";
import { formatPrice } from "../../../content/prices.ts";
import { byTag, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { legacyLoginForm, legacyServer, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

/** Free under every extension (legacy/domains/takenDomains.ts). */
const THREE_DOMAINS = ["bluebird-bakes.com", "bluebird-bakes.net", "bluebird-bakes.org"];

const loginForm = (extra: Record<string, string> = {}) => legacyLoginForm("demo", "demo-pass-2026", extra);

const signupForm = (username: string, extra: Record<string, string> = {}) => ({
  full_name: "Clara Oswald",
  email: "clara@example.com",
  username,
  password: "souffle-girl",
  password_validation: "souffle-girl",
  form_name: "signup_form",
  signup_form_submitted: "1",
  tosagree: "1",
  robot: "1",
  brandref: "",
  cart_hash: "",
  template_id: "",
  service_name: "",
  redirect_to: "",
  ...extra,
});

interface Cart {
  cart_hash: string;
  items: Array<{ domain: string; tld: string; price: number; price_discounted: number }>;
  pricing: PricedCart;
}

let s: LegacyServer;
beforeEach(async () => {
  s = await legacyServer();
});
afterEach(() => s.close());

async function cartCall(method: string, path: string, form?: Record<string, string>) {
  const res = await fetch(`${s.url}/domains/carts${path}`, {
    method,
    headers: form ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Cart & { error?: string } };
}

/** A cart holding these domains; with none, a cart whose only domain was taken out again. */
async function cartWith(domains: string[]): Promise<Cart> {
  const [first = "greenleaf.info", ...rest] = domains;
  const created = await cartCall("POST", "", { domain: first });
  expect(created.status).toBe(201);
  let cart = created.body;
  for (const domain of rest) {
    const added = await cartCall("POST", `/${cart.cart_hash}/items`, { domain });
    expect(added.status).toBe(201);
    cart = added.body;
  }
  if (domains.length === 0) cart = (await cartCall("DELETE", `/${cart.cart_hash}/items/${first}`)).body;
  return cart;
}

const count = (table: "orders" | "order_lines" | "carts") => (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** The outcome line of the last login or sign-up. */
function outcomeLine(event: "login" | "signup"): Record<string, unknown> {
  const lines = s.logs().filter((line) => line.event === event);
  return lines[lines.length - 1]!;
}

function descendants(el: Element, tag: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Element) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      if (child.tagName === tag) found.push(child);
      visit(child);
    }
  };
  visit(el);
  return found;
}

const cellsOf = (row: Element) => row.childNodes.filter((n): n is Element => "tagName" in n).map((cell) => text(cell).trim());

/** What the members page (the dashboard) shows of each order, in page order. */
async function ordersOnPage(setCookies: string[]) {
  const page = await s.get("/members", { cookie: `gdpr_seen=1; bw_member=${sessionCookieValue(setCookies)}` });
  expect(page.status).toBe(200);
  const elements = parseHtml(page.text);
  expect(byTag(elements, "script")).toHaveLength(0);
  const heading = byTag(elements, "h2").find((h) => text(h) === "Your orders");
  if (!heading) return [];
  return byTag(elements, "table").map((table) => ({
    caption: text(descendants(table, "caption")[0]!).trim(),
    rows: descendants(descendants(table, "tbody")[0]!, "tr").map(cellsOf),
    total: descendants(descendants(table, "tfoot")[0]!, "tr").map(cellsOf),
  }));
}

/** The rows the page should show for a priced cart: each domain for its one year, then its discount if any. */
function expectedRows(pricing: PricedCart): string[][] {
  return pricing.lines.flatMap((line) => [
    [`${line.domain} 1 year`, formatPrice(line.price)],
    ...(line.discountPercent > 0 ? [[`${line.discountPercent}% off`, `\u2212${formatPrice(line.discount)}`]] : []),
  ]);
}

describe("with migrate_user=1, the visitor's cart becomes the member's order", () => {
  it("at login: an order awaiting payment, priced as the cart was, and the cart's hash is spent", async () => {
    const cart = await cartWith(THREE_DOMAINS);
    expect(cart.pricing).toEqual(priceCart(cart.items));

    const res = await s.post("/global/login.php", loginForm({ cart_hash: cart.cart_hash, migrate_user: "1" }));
    expect(res.body.status).toBe("SUCCESS");

    const orders = await ordersOnPage(res.setCookies);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.rows).toEqual(expectedRows(cart.pricing));
    expect(orders[0]!.rows.map((row) => row[0])).toEqual([
      "bluebird-bakes.com 1 year",
      "20% off",
      "bluebird-bakes.net 1 year",
      "bluebird-bakes.org 1 year",
      "10% off",
    ]);
    expect(orders[0]!.total).toEqual([["Total", formatPrice(cart.pricing.total)]]);
    // Lines in the order added; shares by first-year price, highest first (docs/decisions.md, 16):
    // .net full price, .org the second at 10% off, .com the third at 20% off.
    expect(cart.pricing.total).toBe(999 - 200 + 1199 + (1099 - 110));

    const orderRows = s.db.prepare("SELECT member_id, cart_hash, status, subtotal, discount, total FROM orders").all();
    expect(orderRows).toEqual([
      {
        member_id: (s.db.prepare("SELECT id FROM members WHERE username = 'demo'").get() as { id: number }).id,
        cart_hash: cart.cart_hash,
        status: "awaiting_payment",
        subtotal: cart.pricing.subtotal,
        discount: cart.pricing.discount,
        total: cart.pricing.total,
      },
    ]);
    const lines = s.db.prepare("SELECT domain, tld, price, discount_percent, discount, total FROM order_lines ORDER BY position").all();
    expect(lines).toEqual(
      cart.pricing.lines.map((l) => ({
        domain: l.domain,
        tld: `.${l.domain.split(".")[1]}`,
        price: l.price,
        discount_percent: l.discountPercent,
        discount: l.discount,
        total: l.total,
      })),
    );

    for (const spent of [
      await cartCall("GET", `/${cart.cart_hash}`),
      await cartCall("POST", `/${cart.cart_hash}/items`, { domain: "greenleaf.com" }),
      await cartCall("DELETE", `/${cart.cart_hash}/items/bluebird-bakes.com`),
    ]) {
      expect(spent.status).toBe(400);
      expect(spent.body.error).toBe("INVALID_CART");
    }
    expect(count("carts")).toBe(0);

    const logged = outcomeLine("login");
    expect(logged).toMatchObject({ outcome: "SUCCESS", cart: "moved", cartItems: 3 });
    expect(JSON.stringify(s.logs().filter((line) => line.event === "login"))).not.toContain(cart.cart_hash);
  });

  it("at sign-up, for the new member", async () => {
    const cart = await cartWith(["greenleaf.com", "greenleaf.store"]);
    const res = await s.post("/signup/signup.php", signupForm("clara", { cart_hash: cart.cart_hash, migrate_user: "1" }));
    expect(res.body.status).toBe("SUCCESS");

    const orders = await ordersOnPage(res.setCookies);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.rows).toEqual(expectedRows(priceCart(cart.items)));
    expect(orders[0]!.total).toEqual([["Total", formatPrice(priceCart(cart.items).total)]]);
    expect((await cartCall("GET", `/${cart.cart_hash}`)).body.error).toBe("INVALID_CART");
    expect(outcomeLine("signup")).toMatchObject({ outcome: "SUCCESS", cart: "moved", cartItems: 2 });
    expect(JSON.stringify(s.logs().filter((line) => line.event === "signup"))).not.toContain(cart.cart_hash);

    // The demo member, signed in afterwards, sees none of it.
    const demo = await s.post("/global/login.php", loginForm());
    expect(await ordersOnPage(demo.setCookies)).toEqual([]);
  });

  it("shows the order on the member's own pick-item page (where a login at checkout lands), on no one else's", async () => {
    const cart = await cartWith(["greenleaf.com"]);
    const res = await s.post("/global/login.php", loginForm({ cart_hash: cart.cart_hash, migrate_user: "1" }));
    const cookie = `gdpr_seen=1; bw_member=${sessionCookieValue(res.setCookies)}`;
    const own = await s.get(`/members/${res.body.response.pub}/pick-item?pickItem=domain`, { cookie });
    expect(own.text).toContain("Orders awaiting payment");
    expect(own.text).toContain("greenleaf.com");
    const other = await s.get("/members/999999/pick-item?pickItem=domain", { cookie });
    expect(other.status).toBe(200);
    expect(other.text).not.toContain("greenleaf.com");
    const signedOut = await s.get(`/members/${res.body.response.pub}/pick-item?pickItem=domain`);
    expect(signedOut.text).not.toContain("greenleaf.com");
  });

  it("moves a cart once, and lists the member's orders newest first", async () => {
    const first = await cartWith(["greenleaf.com"]);
    const firstLogin = await s.post("/global/login.php", loginForm({ cart_hash: first.cart_hash, migrate_user: "1" }));
    expect(outcomeLine("login")).toMatchObject({ cart: "moved", cartItems: 1 });

    s.clock.advance(60 * 60 * 1000);
    const again = await s.post("/global/login.php", loginForm({ cart_hash: first.cart_hash, migrate_user: "1" }));
    expect(again.body.status).toBe("SUCCESS");
    expect(outcomeLine("login")).toMatchObject({ outcome: "SUCCESS", cart: "no-cart" });
    expect(count("orders")).toBe(1);

    const second = await cartWith(["bluebird-bakes.co", "greenleaf.net"]);
    await s.post("/global/login.php", loginForm({ cart_hash: second.cart_hash, migrate_user: "1" }));
    const orders = await ordersOnPage(firstLogin.setCookies);
    expect(orders.map((order) => order.rows.filter((row) => row[0]!.includes(".")).map((row) => row[0]))).toEqual([
      ["bluebird-bakes.co 1 year", "greenleaf.net 1 year"],
      ["greenleaf.com 1 year"],
    ]);
    expect(orders[1]!.rows).toEqual([["greenleaf.com 1 year", formatPrice(999)]]);
    expect(orders.map((order) => order.total[0])).toEqual([
      ["Total", formatPrice(priceCart(second.items).total)],
      ["Total", formatPrice(999)],
    ]);
  });
});

describe("nothing moves", () => {
  it.each<Record<string, string>>([{}, { migrate_user: "" }, { migrate_user: "0" }, { migrate_user: "true" }])(
    "without migrate_user=1 (%j): the cart stays the visitor's",
    async (flag) => {
      const cart = await cartWith(THREE_DOMAINS);
      const res = await s.post("/global/login.php", loginForm({ cart_hash: cart.cart_hash, ...flag }));
      expect(res.body.status).toBe("SUCCESS");
      expect(count("orders")).toBe(0);
      expect(await ordersOnPage(res.setCookies)).toEqual([]);
      const still = await cartCall("GET", `/${cart.cart_hash}`);
      expect(still.status).toBe(200);
      expect(still.body.items).toHaveLength(3);
      expect(outcomeLine("login")).not.toHaveProperty("cart");
    },
  );

  it("with migrate_user=1 but no cart_hash", async () => {
    const res = await s.post("/signup/signup.php", signupForm("nocart", { migrate_user: "1" }));
    expect(res.body.status).toBe("SUCCESS");
    expect(count("orders")).toBe(0);
    expect(outcomeLine("signup")).not.toHaveProperty("cart");
  });

  it.each([
    ["an unknown hash", "0123456789abcdef0123456789abcdef"],
    ["a word", "not-a-hash"],
    ["upper-case hex", "0123456789ABCDEF0123456789ABCDEF"],
    ["a path", "../../etc/passwd"],
    ["5000 characters", "x".repeat(5000)],
  ])("for a cart_hash that is %s, and the login still succeeds", async (_label, hash) => {
    await cartWith(["greenleaf.com"]);
    const res = await s.post("/global/login.php", loginForm({ cart_hash: hash, migrate_user: "1" }));
    expect(res.body.status).toBe("SUCCESS");
    expect(sessionCookieValue(res.setCookies)).toMatch(/^[\w-]{43}$/);
    expect(count("orders")).toBe(0);
    expect(count("carts")).toBe(1);
    expect(outcomeLine("login")).toMatchObject({ outcome: "SUCCESS", cart: "no-cart" });
  });

  it("for an empty cart, which stays a cart", async () => {
    const cart = await cartWith([]);
    const login = await s.post("/global/login.php", loginForm({ cart_hash: cart.cart_hash, migrate_user: "1" }));
    const signup = await s.post("/signup/signup.php", signupForm("emptycart", { cart_hash: cart.cart_hash, migrate_user: "1" }));
    expect([login.body.status, signup.body.status]).toEqual(["SUCCESS", "SUCCESS"]);
    expect(count("orders")).toBe(0);
    expect(outcomeLine("login")).toMatchObject({ cart: "empty" });
    expect(outcomeLine("signup")).toMatchObject({ cart: "empty" });
    expect((await cartCall("GET", `/${cart.cart_hash}`)).status).toBe(200);
  });

  it("for a cart unused for 30 days, which is gone: the login succeeds and orders nothing", async () => {
    const cart = await cartWith(THREE_DOMAINS);
    s.clock.advance(30 * 24 * 60 * 60 * 1000);
    const res = await s.post("/global/login.php", loginForm({ cart_hash: cart.cart_hash, migrate_user: "1" }));
    expect(res.body.status).toBe("SUCCESS");
    expect(count("orders")).toBe(0);
    expect(count("carts")).toBe(0);
    expect(outcomeLine("login")).toMatchObject({ outcome: "SUCCESS", cart: "no-cart" });
  });

  it("when the login or sign-up fails", async () => {
    const cart = await cartWith(THREE_DOMAINS);
    const moving = { cart_hash: cart.cart_hash, migrate_user: "1" };
    const attempts = [
      await s.post("/global/login.php", loginForm({ ...moving, password: "not-the-password" })),
      await s.post("/global/login.php", loginForm({ ...moving, userid: "nobody-here" })),
      // The right password kept the old way: no session yet, so no member to move the cart to.
      await s.post("/global/login.php", loginForm({ ...moving, userid: "oldtimer", password: "oldtimer-pass" })),
      await s.post("/signup/signup.php", signupForm("demo", moving)),
      await s.post("/signup/signup.php", signupForm("newbie", { ...moving, password_validation: "something-else" })),
    ];
    expect(attempts.map((a) => a.body.status)).toEqual(["ERROR", "ERROR", "ERROR", "ERROR", "ERROR"]);
    expect(count("orders")).toBe(0);
    expect(count("order_lines")).toBe(0);
    expect((await cartCall("GET", `/${cart.cart_hash}`)).body.items).toHaveLength(3);
  });
});
