import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyServer, type LegacyServer } from "../fixtures/legacyServer.ts";

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

async function newCart(): Promise<string> {
  const created = await call("POST", "/domains/carts");
  expect(created.status).toBe(201);
  expect(created.body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
  return created.body.cart_hash;
}

describe("the domain API's carts (the local stand-in)", () => {
  it("adds domains once each and prices them with the site's rule", async () => {
    const hash = await newCart();
    expect((await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.com" })).status).toBe(201);
    expect((await call("POST", `/domains/carts/${hash}/items`, { domain: "MyBakery.com" })).status).toBe(200);
    const cart = (await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.net" })).body;
    expect(cart.items.map((i) => i.domain)).toEqual(["mybakery.com", "mybakery.net"]);
    expect(cart.pricing.lines.map((l) => [l.domain, l.discountPercent, l.discount])).toEqual([
      ["mybakery.net", 0, 0],
      ["mybakery.com", 10, 100],
    ]);
    expect(cart.pricing.total).toBe(1199 + 999 - 100);
    expect((await call("GET", `/domains/carts/${hash}`)).body.items).toHaveLength(2);
  });

  it("removes a domain, and says so when it is not there", async () => {
    const hash = await newCart();
    await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.org" });
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
  ])("refuses %j with %i %s", async (form, status, error) => {
    const hash = await newCart();
    const res = await call("POST", `/domains/carts/${hash}/items`, form);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect((await call("GET", `/domains/carts/${hash}`)).body.items).toEqual([]);
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
    let added = 0;
    for (let i = 0; added < 50; i++) {
      const res = await call("POST", `/domains/carts/${hash}/items`, { domain: `shop${i}.com` });
      if (res.status === 201) added++;
    }
    const full = await call("POST", `/domains/carts/${hash}/items`, { domain: "mybakery.com" });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe("CART_FULL");
    expect((await call("GET", `/domains/carts/${hash}`)).body.items).toHaveLength(50);
  });
});
