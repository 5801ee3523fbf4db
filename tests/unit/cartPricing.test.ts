import { describe, expect, it } from "vitest";
import { priceCart } from "../../content/cartPricing.ts";
import { formatPrice } from "../../content/prices.ts";

const com = { domain: "mybakery.com", price: 1799, price_discounted: 999 };
const net = { domain: "mybakery.net", price: 1899, price_discounted: 1199 };
const org = { domain: "mybakery.org", price: 1699, price_discounted: 1099 };
const online = { domain: "mybakery.online", price: 3499, price_discounted: 299 };

describe("the cart's one pricing rule (SPEC §9)", () => {
  it("takes nothing off a single domain, and prices it at its first-year (sale) price", () => {
    expect(priceCart([com])).toEqual({
      lines: [{ domain: "mybakery.com", price: 999, discountPercent: 0, discount: 0, total: 999 }],
      subtotal: 999,
      discount: 0,
      total: 999,
    });
    expect(priceCart([{ domain: "plain.info", price: 1999 }]).total).toBe(1999);
    expect(priceCart([])).toEqual({ lines: [], subtotal: 0, discount: 0, total: 0 });
  });

  it("gives 10% off the second domain of two: the cheaper one, whatever order they came in", () => {
    for (const cart of [priceCart([com, net]), priceCart([net, com])]) {
      expect(cart.lines.map((l) => [l.domain, l.discountPercent, l.discount])).toEqual([
        ["mybakery.net", 0, 0],
        ["mybakery.com", 10, 100], // 10% of 9.99 is 99.9 cents: a whole cent, half up
      ]);
      expect(cart.total).toBe(1199 + 999 - 100);
    }
  });

  it("with three or more, keeps 10% off the second and gives 20% off every one after it", () => {
    const cart = priceCart([online, com, org, net]);
    expect(cart.lines.map((l) => [l.domain, l.price, l.discountPercent, l.discount, l.total])).toEqual([
      ["mybakery.net", 1199, 0, 0, 1199],
      ["mybakery.org", 1099, 10, 110, 989], // 109.9 → 110
      ["mybakery.com", 999, 20, 200, 799], // 199.8 → 200
      ["mybakery.online", 299, 20, 60, 239], // 59.8 → 60
    ]);
    expect(cart.subtotal).toBe(1199 + 1099 + 999 + 299);
    expect(cart.discount).toBe(370);
    expect(cart.total).toBe(cart.subtotal - 370);
    expect(formatPrice(cart.total)).toBe("$32.26");
  });

  it("rounds an exact half cent up", () => {
    // 10% of $10.05 is 100.5 cents; 20% of $10.05 is 201 cents exactly.
    const cart = priceCart([
      { domain: "a.com", price: 2000 },
      { domain: "b.com", price: 1005 },
    ]);
    expect(cart.lines[1]).toMatchObject({ discountPercent: 10, discount: 101, total: 904 });
  });

  it("orders equal prices by name, so the same cart always prices the same", () => {
    const a = { domain: "a.net", price: 1000 };
    const b = { domain: "b.net", price: 1000 };
    expect(priceCart([b, a]).lines.map((l) => l.domain)).toEqual(["a.net", "b.net"]);
  });
});

/** First-year prices in cents, as the cart would hold them (sale price when there is one). */
const cart = (...prices: number[]) => prices.map((price, i) => ({ domain: `d${i}.com`, price }));

describe("the pricing rule as a table", () => {
  it.each([
    // items (first-year cents)         discounts per line, highest price first   total
    ["1 item", cart(999), [0], "$9.99"],
    ["2 items", cart(999, 1199), [0, 100], "$20.98"],
    ["3 items", cart(999, 1199, 299), [0, 100, 60], "$23.37"],
    ["5 items, mixed prices", cart(1199, 1099, 999, 1499, 299), [0, 120, 220, 200, 60], "$44.95"],
    ["rounding: 100.4¢ down, 100.5¢ up", cart(5000, 1004), [0, 100], "$59.04"],
    ["rounding: 100.5¢ up, then 201¢ exact and 200.6¢ up", cart(5000, 1005, 1003, 1005), [0, 101, 201, 201], "$75.10"],
  ])("%s", (_name, items, discounts, total) => {
    const priced = priceCart(items);
    expect(priced.lines.map((l) => l.discount)).toEqual(discounts);
    expect(priced.discount).toBe(discounts.reduce((a, b) => a + b, 0));
    expect(formatPrice(priced.total)).toBe(total);
  });

  it("a sale price counts, not the list price: the list-priced .info leads and the sale-priced .biz gets 10% off", () => {
    const priced = priceCart([
      { domain: "mybakery.biz", price: 1899, price_discounted: 799 },
      { domain: "mybakery.info", price: 1999 },
    ]);
    expect(priced.lines.map((l) => [l.domain, l.price, l.discount])).toEqual([
      ["mybakery.info", 1999, 0],
      ["mybakery.biz", 799, 80],
    ]);
    expect(formatPrice(priced.total)).toBe("$27.18");
  });
});
