import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLines, discountSentence, priceCart, type CartItem } from "../../content/cartPricing.ts";
import { formatPrice } from "../../content/prices.ts";

const com = { domain: "mybakery.com", price: 1799, price_discounted: 999 };
const net = { domain: "mybakery.net", price: 1899, price_discounted: 1199 };
const org = { domain: "mybakery.org", price: 1699, price_discounted: 1099 };
const online = { domain: "mybakery.online", price: 3499, price_discounted: 299 };

describe("the cart's one pricing rule (docs/product.md §9)", () => {
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

  it("gives 10% off the lower-priced of two, whichever was added first: one price for the pair", () => {
    // .net's first year ($11.99) is dearer than .com's ($9.99), so .com gets the 10% either way.
    for (const order of [
      [com, net],
      [net, com],
    ]) {
      const priced = priceCart(order);
      expect(Object.fromEntries(priced.lines.map((l) => [l.domain, [l.discountPercent, l.discount]]))).toEqual({
        "mybakery.net": [0, 0],
        "mybakery.com": [10, 100], // 10% of 9.99 is 99.9 cents: a whole cent, half up
      });
      expect(formatPrice(priced.total)).toBe("$20.98");
    }
  });

  it("with three or more, the dearest is full price, the next 10% off and every one after 20% off, lines in the order added", () => {
    const cart = priceCart([online, com, org, net]);
    expect(cart.lines.map((l) => [l.domain, l.price, l.discountPercent, l.discount, l.total])).toEqual([
      ["mybakery.online", 299, 20, 60, 239],
      ["mybakery.com", 999, 20, 200, 799], // 199.8 → 200
      ["mybakery.org", 1099, 10, 110, 989], // 109.9 → 110
      ["mybakery.net", 1199, 0, 0, 1199],
    ]);
    expect(cart.subtotal).toBe(1199 + 1099 + 999 + 299);
    expect(cart.discount).toBe(370);
    expect(formatPrice(cart.total)).toBe("$32.26");
  });

  it("gives equal prices their shares by name, so a tie cannot depend on the order of adding", () => {
    const a = { domain: "a.net", price: 1000 };
    const b = { domain: "b.net", price: 1000 };
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      expect(Object.fromEntries(priceCart(order).lines.map((l) => [l.domain, l.discountPercent]))).toEqual({ "a.net": 0, "b.net": 10 });
    }
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

  it("names the full-price, the 10% and the 20% domains from the highest first-year price down, whatever the order added", () => {
    const two =
      "Counted from the highest first-year price, whatever order you added them in: mybakery.net is full price, mybakery.com is 10% off as the second domain.";
    expect(discountSentence(priceCart([net, com]))).toBe(two);
    expect(discountSentence(priceCart([com, net]))).toBe(two);
    expect(discountSentence(priceCart([online, com, net]))).toBe(
      "Counted from the highest first-year price, whatever order you added them in: mybakery.net is full price, mybakery.com is 10% off as the second domain, and mybakery.online is 20% off, as a domain beyond 2 when you buy 3 or more.",
    );
    expect(discountSentence(priceCart([online, net, com, org]))).toContain(
      "mybakery.net is full price, mybakery.org is 10% off as the second domain, and mybakery.com and mybakery.online are 20% off, as domains beyond 2",
    );
  });
});

/** First-year prices in cents, as the cart would hold them (sale price when there is one). */
const cart = (...prices: number[]) => prices.map((price, i) => ({ domain: `d${i}.com`, price }));

describe("the pricing rule as a table", () => {
  it.each([
    // items (first-year cents, in the order added)   discounts per line (by price rank)   total
    ["1 item", cart(999), [0], "$9.99"],
    ["2 items", cart(999, 1199), [100, 0], "$20.98"],
    ["3 items", cart(999, 1199, 299), [100, 0, 60], "$23.37"],
    ["5 items, mixed prices", cart(1199, 1099, 999, 1499, 299), [120, 220, 200, 0, 60], "$44.95"],
    ["rounding: 100.4¢ down, 100.5¢ up", cart(5000, 1004), [0, 100], "$59.04"],
    ["rounding: 100.5¢ up, then 201¢ exact and 200.6¢ up (equal prices by name)", cart(5000, 1005, 1005, 1003), [0, 101, 201, 201], "$75.10"],
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
  it("keeps the order added; by first-year price, highest first, the first is full price, the second 10% off, every later one 20% off", () => {
    fc.assert(
      fc.property(items, (cartItems) => {
        const priced = priceCart(cartItems);
        expect(priced.lines.map((l) => l.domain)).toEqual(cartItems.map((i) => i.domain));
        const byPrice = [...priced.lines].sort((a, b) => b.price - a.price || (a.domain < b.domain ? -1 : 1));
        byPrice.forEach((line, rank) => {
          const expected = rank === 0 ? 0 : rank === 1 ? 10 : 20;
          expect(line.discountPercent).toBe(expected);
          // Half up to a whole cent: never more than half a cent from the exact share.
          expect(Math.abs(line.discount * 100 - line.price * expected)).toBeLessThanOrEqual(50);
          expect(line.total).toBe(line.price - line.discount);
          expect(line.total).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it("one price for one cart: every order of adding the same domains gives the same total and the same discount on each domain", () => {
    // docs/decisions.md, 16: the price of a set of domains never depends on the order of clicks.
    // Few distinct prices, so ties between domains are common.
    const tied = fc
      .uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 12 })
      .chain((names) =>
        fc.tuple(
          fc.constant(names),
          fc.array(fc.constantFrom(299, 999, 1199, 1799, 1899, 1005), { minLength: names.length, maxLength: names.length }),
          fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
        ),
      )
      .map(([names, prices, onSale]): CartItem[] =>
        names.map((name, i) =>
          onSale[i] ? { domain: `${name}.net`, price: 3499, price_discounted: prices[i]! } : { domain: `${name}.com`, price: prices[i]! },
        ),
      );
    const perDomain = (cartItems: readonly CartItem[]) => {
      const priced = priceCart(cartItems);
      const lines = [...priced.lines].sort((a, b) => (a.domain < b.domain ? -1 : 1));
      return { total: priced.total, subtotal: priced.subtotal, discount: priced.discount, lines, sentence: discountSentence(priced) };
    };
    for (const arbitrary of [tied, items]) {
      fc.assert(
        fc.property(
          arbitrary.chain((cartItems) =>
            fc.tuple(fc.constant(cartItems), fc.shuffledSubarray(cartItems, { minLength: cartItems.length, maxLength: cartItems.length })),
          ),
          ([cartItems, reordered]) => {
            expect(perDomain(reordered)).toEqual(perDomain(cartItems));
          },
        ),
      );
    }
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
        const share = (percent: number) => priced.lines.filter((l) => l.discountPercent === percent).map((l) => l.domain);
        const [[first], [second], rest] = [share(0), share(10), share(20)];
        expect(sentence).toContain(`${first} is full price`);
        expect(sentence).toContain(`${second} is 10% off as the second domain`);
        for (const name of rest) expect(sentence).toContain(name);
        expect(sentence!.includes("20% off")).toBe(rest.length > 0);
      }),
    );
  });
});
