import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLines, discountSentence, priceCart, type CartItem } from "../../content/cartPricing.ts";
import { formatPrice } from "../../content/prices.ts";

const com = { domain: "mybakery.com", price: 1799, price_discounted: 999 };
const net = { domain: "mybakery.net", price: 1899, price_discounted: 1199 };
const org = { domain: "mybakery.org", price: 1699, price_discounted: 1099 };
const online = { domain: "mybakery.online", price: 3499, price_discounted: 299 };

describe("the cart's one pricing rule (SPEC §9)", () => {
  it("takes nothing off a single domain, prices it at its first-year (sale) price and names what it renews at", () => {
    expect(priceCart([com])).toEqual({
      lines: [{ domain: "mybakery.com", price: 999, discountPercent: 0, discount: 0, total: 999, renewal: 1799 }],
      subtotal: 999,
      discount: 0,
      total: 999,
    });
    expect(priceCart([{ domain: "plain.info", price: 1999 }]).total).toBe(1999);
    expect(priceCart([])).toEqual({ lines: [], subtotal: 0, discount: 0, total: 0 });
  });

  it("knows a renewal price only when the domain API gave a sale price beside the list price", () => {
    expect(priceCart([{ domain: "plain.info", price: 1999 }]).lines[0]!.renewal).toBeNull();
    expect(priceCart([net]).lines[0]!.renewal).toBe(1899);
  });

  it("gives 10% off the second domain of two: the one added second, whichever is cheaper", () => {
    const comFirst = priceCart([com, net]);
    expect(comFirst.lines.map((l) => [l.domain, l.discountPercent, l.discount])).toEqual([
      ["mybakery.com", 0, 0],
      ["mybakery.net", 10, 120], // 10% of 11.99 is 119.9 cents: a whole cent, half up
    ]);
    expect(formatPrice(comFirst.total)).toBe("$20.78");
    const netFirst = priceCart([net, com]);
    expect(netFirst.lines.map((l) => [l.domain, l.discountPercent, l.discount])).toEqual([
      ["mybakery.net", 0, 0],
      ["mybakery.com", 10, 100], // 99.9 → 100
    ]);
    expect(formatPrice(netFirst.total)).toBe("$20.98");
  });

  it("with three or more, keeps 10% off the second and gives 20% off every one after it", () => {
    const cart = priceCart([online, com, org, net]);
    expect(cart.lines.map((l) => [l.domain, l.price, l.discountPercent, l.discount, l.total])).toEqual([
      ["mybakery.online", 299, 0, 0, 299],
      ["mybakery.com", 999, 10, 100, 899], // 99.9 → 100
      ["mybakery.org", 1099, 20, 220, 879], // 219.8 → 220
      ["mybakery.net", 1199, 20, 240, 959], // 239.8 → 240
    ]);
    expect(cart.subtotal).toBe(1199 + 1099 + 999 + 299);
    expect(cart.discount).toBe(560);
    expect(formatPrice(cart.total)).toBe("$30.36");
  });

  it("rounds an exact half cent up", () => {
    // 10% of $10.05 is 100.5 cents; 20% of $10.05 is 201 cents exactly.
    const cart = priceCart([
      { domain: "a.com", price: 2000 },
      { domain: "b.com", price: 1005 },
    ]);
    expect(cart.lines[1]).toMatchObject({ discountPercent: 10, discount: 101, total: 904 });
  });

  it("keeps the cart's order (the order added) and counts a domain listed twice once", () => {
    const a = { domain: "a.net", price: 1000 };
    const b = { domain: "b.net", price: 1000 };
    expect(priceCart([b, a]).lines.map((l) => l.domain)).toEqual(["b.net", "a.net"]);
    expect(cartLines([b, a, b]).map((l) => l.domain)).toEqual(["b.net", "a.net"]);
  });
});

describe("the sentence that says which domain gets which discount and why", () => {
  it("says nothing for none or one domain", () => {
    expect(discountSentence(priceCart([]))).toBeNull();
    expect(discountSentence(priceCart([com]))).toBeNull();
  });

  it("names the full-price first, the 10% second and the 20% further domains, in the order added", () => {
    expect(discountSentence(priceCart([net, com]))).toBe(
      "In the order you added them: mybakery.net is full price, mybakery.com is 10% off as your second domain.",
    );
    expect(discountSentence(priceCart([net, com, online]))).toBe(
      "In the order you added them: mybakery.net is full price, mybakery.com is 10% off as your second domain, and mybakery.online is 20% off, as a domain beyond 2 when you buy 3 or more.",
    );
    expect(discountSentence(priceCart([net, com, online, org]))).toContain("and mybakery.online and mybakery.org are 20% off, as domains beyond 2");
  });
});

/** First-year prices in cents, as the cart would hold them (sale price when there is one). */
const cart = (...prices: number[]) => prices.map((price, i) => ({ domain: `d${i}.com`, price }));

describe("the pricing rule as a table", () => {
  it.each([
    // items (first-year cents, in the order added)   discounts per line   total
    ["1 item", cart(999), [0], "$9.99"],
    ["2 items", cart(999, 1199), [0, 120], "$20.78"],
    ["3 items", cart(999, 1199, 299), [0, 120, 60], "$23.17"],
    ["5 items, mixed prices", cart(1199, 1099, 999, 1499, 299), [0, 110, 200, 300, 60], "$44.25"],
    ["rounding: 100.4¢ down, 100.5¢ up", cart(5000, 1004), [0, 100], "$59.04"],
    ["rounding: 100.5¢ up, then 201¢ exact and 200.6¢ up", cart(5000, 1005, 1005, 1003), [0, 101, 201, 201], "$75.10"],
  ])("%s", (_name, items, discounts, total) => {
    const priced = priceCart(items);
    expect(priced.lines.map((l) => l.discount)).toEqual(discounts);
    expect(priced.discount).toBe(discounts.reduce((a, b) => a + b, 0));
    expect(formatPrice(priced.total)).toBe(total);
  });

  it("a sale price counts, not the list price", () => {
    const priced = priceCart([
      { domain: "mybakery.info", price: 1999 },
      { domain: "mybakery.biz", price: 1899, price_discounted: 799 },
    ]);
    expect(priced.lines.map((l) => [l.domain, l.price, l.discount, l.renewal])).toEqual([
      ["mybakery.info", 1999, 0, null],
      ["mybakery.biz", 799, 80, 1899],
    ]);
    expect(formatPrice(priced.total)).toBe("$27.18");
  });
});

/** 1..N distinct domains, each with a list price and sometimes a lower or equal sale price. */
const items = fc
  .uniqueArray(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 50 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc
          .record({ price: fc.integer({ min: 0, max: 1_000_000 }), sale: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }) })
          .map(({ price, sale }): CartItem =>
            sale === undefined ? { domain: `${name}.com`, price } : { domain: `${name}.com`, price, price_discounted: Math.min(sale, price) },
          ),
      ),
    ),
  );

describe("the pricing rule for any cart of 1 to 50 domains (properties)", () => {
  it("keeps the order added; the first line is full price, the second 10% off, every later one 20% off", () => {
    fc.assert(
      fc.property(items, (cartItems) => {
        const priced = priceCart(cartItems);
        expect(priced.lines.map((l) => l.domain)).toEqual(cartItems.map((i) => i.domain));
        priced.lines.forEach((line, index) => {
          const expected = index === 0 ? 0 : index === 1 ? 10 : 20;
          expect(line.discountPercent).toBe(expected);
          // Half up to a whole cent: never more than half a cent from the exact share.
          expect(Math.abs(line.discount * 100 - line.price * expected)).toBeLessThanOrEqual(50);
          expect(line.total).toBe(line.price - line.discount);
          expect(line.total).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it("adds up: the total is the subtotal less the discount, each the sum of its lines", () => {
    fc.assert(
      fc.property(items, (cartItems) => {
        const priced = priceCart(cartItems);
        const sum = (pick: (l: (typeof priced.lines)[number]) => number) => priced.lines.reduce((s, l) => s + pick(l), 0);
        expect(priced.subtotal).toBe(cartItems.reduce((s, i) => s + (i.price_discounted ?? i.price), 0));
        expect(priced.discount).toBe(sum((l) => l.discount));
        expect(priced.total).toBe(priced.subtotal - priced.discount);
        expect(priced.total).toBe(sum((l) => l.total));
      }),
    );
  });

  it("the sentence names exactly the discounted lines, with their shares", () => {
    fc.assert(
      fc.property(items, (cartItems) => {
        const priced = priceCart(cartItems);
        const sentence = discountSentence(priced);
        if (priced.lines.length < 2) {
          expect(sentence).toBeNull();
          return;
        }
        const [first, second, ...rest] = priced.lines.map((l) => l.domain);
        expect(sentence).toContain(`${first} is full price`);
        expect(sentence).toContain(`${second} is 10% off as your second domain`);
        for (const name of rest) expect(sentence).toContain(name);
        expect(sentence!.includes("20% off")).toBe(rest.length > 0);
      }),
    );
  });
});
