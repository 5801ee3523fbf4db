import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLegacyDatabase } from "../../../legacy/store/database.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";

let api: LegacyServer;
beforeAll(async () => {
  api = await legacyServer();
});
afterAll(async () => {
  await api.close();
});

interface Cart {
  cart_hash: string;
  items: Array<{ domain: string; tld: string; price: number; price_discounted: number }>;
  pricing: { lines: Array<{ domain: string; discountPercent: number; discount: number; total: number }>; subtotal: number; discount: number; total: number };
}

async function call(method: string, path: string, form?: Record<string, string>) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: form ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Cart & { error?: string; message?: string } };
}

/** A new cart, made as the API makes every cart: with its first domain. */
async function newCart(first = "greenleaf.info"): Promise<string> {
  const created = await call("POST", "/domains/carts", { domain: first });
  expect(created.status).toBe(201);
  expect(created.body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
  expect(created.body.items.map((i) => i.domain)).toEqual([first]);
  return created.body.cart_hash;
}

const cartRows = () => (api.db.prepare("SELECT count(*) AS n FROM carts").get() as { n: number }).n;
const DAY = 24 * 60 * 60 * 1000;

describe("the domain API's carts (the local stand-in)", () => {
  it("adds domains once each and prices them with the site's rule", async () => {
    const hash = await newCart("mybakery.com");
    expect((await call("POST", `/domains/carts/${hash}/items`, { domain: "MyBakery.com" })).status).toBe(200);
    const cart = (await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.net" })).body;
    expect(cart.items.map((i) => i.domain)).toEqual(["mybakery.com", "mybakery.net"]);
    // Lines in the order added; the 10% on the lower first-year price, .com's (docs/decisions.md, 16).
    expect(cart.pricing.lines.map((l) => [l.domain, l.discountPercent, l.discount])).toEqual([
      ["mybakery.com", 10, 100],
      ["mybakery.net", 0, 0],
    ]);
    expect(cart.pricing.total).toBe(1199 + 999 - 100);
    expect((await call("GET", `/domains/carts/${hash}`)).body.items).toHaveLength(2);
  });

  it("removes a domain, and says so when it is not there", async () => {
    const hash = await newCart("mybakery.org");
    const removed = await call("DELETE", `/domains/carts/${hash}/items/mybakery.org`);
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    const again = await call("DELETE", `/domains/carts/${hash}/items/mybakery.org`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("NOT_IN_CART");
  });

  it.each([
    [{ domain: "bakery.com" }, 409, "TAKEN"],
    [{ domain: "mybakery.xyz" }, 400, "NOT_SOLD"],
    [{ domain: "mybakery" }, 400, "INVALID_DOMAIN"],
    [{ domain: "<b>x</b>.com" }, 400, "INVALID_DOMAIN"],
    [{ domain: "../etc.com" }, 400, "INVALID_DOMAIN"],
    [{ domain: "a%00b.com" }, 400, "INVALID_DOMAIN"],
    [{ domain: `${"a".repeat(300)}.com` }, 400, "INVALID_DOMAIN"],
    [{}, 400, "INVALID_DOMAIN"],
  ])("refuses %j with %i %s, as a first domain (making no cart) and as a next one", async (form, status, error) => {
    const before = cartRows();
    const first = await call("POST", "/domains/carts", form);
    expect(first.status).toBe(status);
    expect(first.body.error).toBe(error);
    expect(first.body).not.toHaveProperty("cart_hash");
    expect(cartRows()).toBe(before);

    const hash = await newCart();
    const res = await call("POST", `/domains/carts/${hash}/items`, form);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect((await call("GET", `/domains/carts/${hash}`)).body.items.map((i) => i.domain)).toEqual(["greenleaf.info"]);
  });

  it.each(["0123456789abcdef0123456789abcdef", "not-a-hash", "..%2F..%2Fetc"])("refuses the cart %s it never gave out", async (hash) => {
    for (const res of [
      await call("GET", `/domains/carts/${hash}`),
      await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.com" }),
      await call("DELETE", `/domains/carts/${hash}/items/mybakery.com`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("INVALID_CART");
    }
  });

  it("holds at most 50 domains", async () => {
    const hash = await newCart();
    let added = 1;
    for (let i = 0; added < 50; i++) {
      const res = await call("POST", `/domains/carts/${hash}/items`, { domain: `shop${i}.com` });
      if (res.status === 201) added++;
    }
    const full = await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.com" });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe("CART_FULL");
    expect((await call("GET", `/domains/carts/${hash}`)).body.items).toHaveLength(50);
  });

  it("refuses and deletes a cart unused for 30 days; any call on it before then keeps it for 30 more", async () => {
    const kept = await newCart("mybakery.com");
    const idle = await newCart("mybakery.net");
    // Day 29: a read is a use.
    api.clock.advance(29 * DAY);
    expect((await call("GET", `/domains/carts/${kept}`)).status).toBe(200);
    // Day 30: the idle cart is gone for every call, and its row with it; the used one is not.
    api.clock.advance(DAY);
    for (const res of [
      await call("GET", `/domains/carts/${idle}`),
      await call("POST", `/domains/carts/${idle}/items`, { domain: "mybakery.org" }),
      await call("DELETE", `/domains/carts/${idle}/items/mybakery.net`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("INVALID_CART");
    }
    expect(api.db.prepare("SELECT count(*) AS n FROM carts WHERE cart_hash = ?").get(idle)).toMatchObject({ n: 0 });
    expect(api.db.prepare("SELECT count(*) AS n FROM cart_items WHERE cart_hash = ?").get(idle)).toMatchObject({ n: 0 });
    expect((await call("GET", `/domains/carts/${kept}`)).body.items.map((i) => i.domain)).toEqual(["mybakery.com"]);
  });

  it("deletes idle carts nobody asks for again when the next cart is made", async () => {
    const forgotten = await Promise.all([newCart("mybakery.com"), newCart("mybakery.net"), newCart("mybakery.org")]);
    api.clock.advance(30 * DAY);
    const fresh = await newCart("mybakery.online");
    const left = (api.db.prepare("SELECT cart_hash FROM carts").all() as Array<{ cart_hash: string }>).map((row) => row.cart_hash);
    expect(left).toContain(fresh);
    for (const hash of forgotten) expect(left).not.toContain(hash);
  });

  it("upgrades a data folder of the release before: its carts count as last used when they were made", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "legacy-upgrade-"));
    try {
      // The schema as migration 5 left it, with a cart made on 1 March.
      const old = openLegacyDatabase(dataDir, 0);
      old.exec("DROP INDEX carts_by_last_use; ALTER TABLE carts DROP COLUMN last_used_at; DELETE FROM schema_migrations WHERE version = 6;");
      old.prepare("INSERT INTO carts (cart_hash, created_at) VALUES (?, ?)").run("0123456789abcdef0123456789abcdef", Date.parse("2026-03-01T00:00:00Z"));
      old.close();
      const upgraded = openLegacyDatabase(dataDir, 0);
      try {
        expect(upgraded.prepare("SELECT created_at, last_used_at FROM carts").get()).toMatchObject({
          created_at: Date.parse("2026-03-01T00:00:00Z"),
          last_used_at: Date.parse("2026-03-01T00:00:00Z"),
        });
      } finally {
        upgraded.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
