import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../content/prices.ts";
import { DOMAIN_PRICE_LIST } from "../../../legacy/domains/priceList.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

/** The home page's sale tiles: the links of its domain promo list (docs/product.md §2 home, "a domain promo with a list of sale extensions"). */
async function homeTiles(): Promise<Element[]> {
  const res = await t.app.inject({ url: "/" });
  expect(res.statusCode).toBe(200);
  const list = byTag(parseHtml(res.body), "ul").find((ul) => (attr(ul, "class") ?? "").split(" ").includes("domain-promo__list"));
  expect(list, "the home page's sale list").toBeDefined();
  return byTag(descendants(list!), "a");
}

const spaced = (element: Element) => text(element).replace(/\s+/g, " ").trim();

describe("the home page's sale tiles tell a sale price as /domains, the results and the cart do", () => {
  it("one tile per extension on sale, each linking to the provider's domain host (docs/product.md §2)", async () => {
    const tiles = await homeTiles();
    expect(tiles).toHaveLength(DOMAIN_PRICE_LIST.length);
    for (const [index, item] of DOMAIN_PRICE_LIST.entries()) {
      expect(attr(tiles[index]!, "href")).toMatch(new RegExp(`^https://[^/]+/domains\\?tld=${encodeURIComponent(item.tld).replace(/\./g, "\\.")}$`));
    }
  });

  it("names the first-year price and what each year after costs, in words: never a renewal price struck through as a 'was' price", async () => {
    const tiles = await homeTiles();
    for (const [index, item] of DOMAIN_PRICE_LIST.entries()) {
      const tile = tiles[index]!;
      expect(byTag(descendants(tile), "s").map(spaced), item.tld).toEqual([]);
      expect(byTag(descendants(tile), "del").map(spaced), item.tld).toEqual([]);
      // The tile's words, then the off-site mark every link to the provider's host carries.
      const words = `${item.tld} ${formatPrice(item.price_discounted)} first year, then ${formatPrice(item.price)}/yr`;
      expect(spaced(tile).slice(0, words.length)).toBe(words);
    }
  });

  it("has no struck-through price anywhere in the home page's domain section", async () => {
    const res = await t.app.inject({ url: "/" });
    const section = byTag(parseHtml(res.body), "section").find((s) => attr(s, "id") === "domain-search")!;
    expect(byTag(descendants(section), "s").map(spaced)).toEqual([]);
    expect(byTag(descendants(section), "del").map(spaced)).toEqual([]);
    expect(spaced(section)).not.toMatch(/\bwas \$/);
  });
});
