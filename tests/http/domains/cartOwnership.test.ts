import Database from "libsql";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, descendants, parseHtml, text } from "../../fixtures/html.ts";
import { httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";

/**
 * Whose cart is it: the visitor's own cookie decides, never a cart_hash in the address (cart
 * fixation: a link naming an attacker's cart made the victim's adds land in it and replaced the
 * victim's cookie). Carts are made only by a successful add, and end after 30 days unused.
 * Over real sockets, to the embedded domain API.
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

const HASH = /^[a-f0-9]{32}$/;

type Client = ReturnType<typeof httpClient>;

/** A visitor whose cart holds these domains (none: a visitor without a cart). */
async function visitorWith(...domains: string[]): Promise<Client> {
  const visitor = httpClient(site.url("/"));
  await visitor.get("/domains/search/results/greenleaf", NAVIGATE);
  for (const domain of domains) expect((await visitor.postForm("/domains/cart/add", { domain }, SAME_ORIGIN_POST)).status).toBe(303);
  return visitor;
}

/** The domains of the cart summary of a page, or null when the page has none. */
function cartLines(html: string): string[] | null {
  const aside = byTag(parseHtml(html), "aside").find((a) => attr(a, "id") === "cart");
  if (!aside) return null;
  return byTag(descendants(aside), "span")
    .filter((span) => attr(span, "class") === "cart-line__domain")
    .map((span) => text(span));
}

function setCookies(res: HttpAnswer): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** Rows of the embedded domain API's carts table, read from its SQLite file. */
function withCartStore<T>(query: (db: InstanceType<typeof Database>) => T): T {
  const db = new Database(join(site.dataDir, "legacy.sqlite"));
  try {
    return query(db);
  } finally {
    db.close();
  }
}
const cartCount = () => withCartStore((db) => (db.prepare("SELECT count(*) AS n FROM carts").get() as { n: number }).n);

describe("a cart_hash in the address", () => {
  let attacker: Client;
  let attackerHash: string;
  beforeAll(async () => {
    attacker = await visitorWith("greenleaf.com");
    attackerHash = attacker.cookies.get("bw_cart")!;
    expect(attackerHash).toMatch(HASH);
  });

  const pages = pageRoutes.map((route) => concretePath(route));

  it.each(pages)("on %s is never adopted: no cookie is set to it, and the cart shown is the visitor's own", async (path) => {
    const victim = await visitorWith("bluebird-bakes.com");
    const own = victim.cookies.get("bw_cart")!;
    const stranger = httpClient(site.url("/"));
    const url = `${path}${path.includes("?") ? "&" : "?"}cart_hash=${attackerHash}`;
    for (const [visitor, cart] of [
      [victim, ["bluebird-bakes.com"]],
      [stranger, []],
    ] as const) {
      const res = await visitor.get(url, NAVIGATE);
      expect(res.status, url).toBeLessThan(500);
      expect(setCookies(res).filter((line) => line.startsWith("bw_cart=") && !line.startsWith(`bw_cart=${own};`))).toEqual([]);
      const lines = cartLines(res.text);
      if (lines) expect(lines, url).toEqual(cart);
    }
    expect(victim.cookies.get("bw_cart")).toBe(own);
    expect(stranger.cookies.has("bw_cart")).toBe(false);
  });

  it("never receives the visitor's adds or removes, by form or by the island's JSON", async () => {
    const victim = await visitorWith("bluebird-bakes.com");
    const own = victim.cookies.get("bw_cart")!;
    const posted = await victim.postForm(`/domains/cart/add?cart_hash=${attackerHash}`, { domain: "mybakery.net", back: "mybakery" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    const json = await victim.postForm(
      `/domains/cart/add?cart_hash=${attackerHash}`,
      { domain: "mybakery.org" },
      { ...SAME_ORIGIN_POST, accept: "application/json" },
    );
    expect(json.status).toBe(200);
    expect(json.json<{ cart: { cartHash: string } }>().cart.cartHash).toBe(own);
    // The attacker's domain cannot be taken out of the attacker's cart by the victim either.
    const removed = await victim.postForm(`/domains/cart/remove?cart_hash=${attackerHash}`, { domain: "greenleaf.com" }, SAME_ORIGIN_POST);
    expect(removed.status).toBe(404);

    expect(victim.cookies.get("bw_cart")).toBe(own);
    // In priceCart's order (dearest first), so compared as a set.
    expect(cartLines((await victim.get("/domains/cart", NAVIGATE)).text)?.sort()).toEqual(["bluebird-bakes.com", "mybakery.net", "mybakery.org"]);
    expect(cartLines((await attacker.get("/domains/cart", NAVIGATE)).text)).toEqual(["greenleaf.com"]);
  });

  it("makes a visitor without a cart a new one of their own", async () => {
    const newcomer = await visitorWith();
    const res = await newcomer.postForm(`/domains/cart/add?cart_hash=${attackerHash}`, { domain: "mybakery.com", back: "mybakery" }, SAME_ORIGIN_POST);
    expect(res.status).toBe(303);
    expect(newcomer.cookies.get("bw_cart")).toMatch(HASH);
    expect(newcomer.cookies.get("bw_cart")).not.toBe(attackerHash);
    expect(cartLines((await attacker.get("/domains/cart", NAVIGATE)).text)).toEqual(["greenleaf.com"]);
  });

  it("is shown at checkout, but the login hands over the visitor's own cart, never the one it names", async () => {
    const victim = await visitorWith("bluebird-bakes.com");
    const own = victim.cookies.get("bw_cart")!;
    // The cart's own checkout link names the visitor's cart, not the address's.
    const results = await victim.get(`/domains/search/results/bluebird-bakes?cart_hash=${attackerHash}`, NAVIGATE);
    const checkout = byTag(parseHtml(results.text), "a").find((a) => text(a) === "Checkout");
    expect(attr(checkout!, "href")).toBe(`/login?cart_hash=${own}&type=domain&migrate_user=1`);
    // A checkout through a link naming another cart: the login succeeds and moves this browser's
    // own cart (tests/http/domains/checkoutCartOwner.test.ts reads the orders); the named one stays its owner's.
    const login = await victim.postForm(`/login?cart_hash=${attackerHash}&migrate_user=1`, { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST);
    expect(login.status).toBe(303);
    expect(victim.cookies.get("bw_cart")).toBe("");
    expect(withCartStore((db) => db.prepare("SELECT count(*) AS n FROM carts WHERE cart_hash = ?").get(own))).toMatchObject({ n: 0 });
    expect(cartLines((await attacker.get("/domains/cart", NAVIGATE)).text)).toEqual(["greenleaf.com"]);
  });
});

describe("making a cart", () => {
  it.each([
    ["taken", "bakery.com", 409],
    ["not sold", "greenleaf.xyz", 400],
    ["not a domain", "<b>x</b>.com", 400],
  ])("a refused add (%s) of a visitor without a cart makes no cart, however many arrive at once", async (_what, domain, status) => {
    const before = cartCount();
    const visitors = await Promise.all(Array.from({ length: 8 }, () => visitorWith()));
    const answers = await Promise.all(visitors.map((v) => v.postForm("/domains/cart/add", { domain, back: "greenleaf" }, SAME_ORIGIN_POST)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(status));
    expect(visitors.filter((v) => v.cookies.has("bw_cart"))).toEqual([]);
    expect(cartCount()).toBe(before);
  });

  it("the first successful add makes one cart, and the next adds use it", async () => {
    const before = cartCount();
    const visitor = await visitorWith("greenleaf.net", "greenleaf.org");
    expect(cartCount()).toBe(before + 1);
    expect(cartLines((await visitor.get("/domains/cart", NAVIGATE)).text)?.sort()).toEqual(["greenleaf.net", "greenleaf.org"]);
  });
});

describe("a cart unused for 30 days", () => {
  it("is gone: the page shows no cart and clears the cookies, and the next add starts a new cart", async () => {
    const visitor = await visitorWith("greenleaf.info");
    const old = visitor.cookies.get("bw_cart")!;
    // Thirty days and a minute ago, as far as the domain API's store can tell.
    withCartStore((db) => db.prepare("UPDATE carts SET last_used_at = ? WHERE cart_hash = ?").run(Date.now() - (30 * 24 * 60 + 1) * 60_000, old));
    const page = await visitor.get("/domains/cart", NAVIGATE);
    expect(page.status).toBe(200);
    expect(cartLines(page.text)).toEqual([]);
    expect(visitor.cookies.get("bw_cart")).toBe("");
    expect(withCartStore((db) => db.prepare("SELECT count(*) AS n FROM carts WHERE cart_hash = ?").get(old))).toMatchObject({ n: 0 });

    visitor.cookies.set("bw_cart", old);
    const added = await visitor.postForm("/domains/cart/add", { domain: "greenleaf.biz" }, SAME_ORIGIN_POST);
    expect(added.status).toBe(303);
    expect(visitor.cookies.get("bw_cart")).toMatch(HASH);
    expect(visitor.cookies.get("bw_cart")).not.toBe(old);
    expect(cartLines((await visitor.get("/domains/cart", NAVIGATE)).text)).toEqual(["greenleaf.biz"]);
  });

  it("is kept as long as it is used: the cookie and the cart are renewed by each visit", async () => {
    const visitor = await visitorWith("greenleaf.co");
    const hash = visitor.cookies.get("bw_cart")!;
    const twentyNineDaysAgo = Date.now() - 29 * 24 * 60 * 60_000;
    withCartStore((db) => db.prepare("UPDATE carts SET last_used_at = ? WHERE cart_hash = ?").run(twentyNineDaysAgo, hash));
    const page = await visitor.get("/domains/cart", NAVIGATE);
    expect(cartLines(page.text)).toEqual(["greenleaf.co"]);
    expect(setCookies(page).find((line) => line.startsWith(`bw_cart=${hash};`))).toMatch(/Max-Age=2592000/);
    const lastUse = withCartStore(
      (db) => (db.prepare("SELECT last_used_at FROM carts WHERE cart_hash = ?").get(hash) as { last_used_at: number }).last_used_at,
    );
    expect(lastUse).toBeGreaterThan(twentyNineDaysAgo);
  });
});
