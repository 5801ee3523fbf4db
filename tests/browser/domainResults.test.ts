import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../content/prices.ts";
import { isTaken } from "../../legacy/domains/takenDomains.ts";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** The stand-in domain API's own answer for a name, through the site's proxy of it. */
async function apiAnswer(name: string): Promise<Array<{ domain: string; price: number; price_discounted: number; available: boolean }>> {
  const res = await fetch(suite.server.url(`/api/domains/availability?query=${name}`));
  return ((await res.json()) as { results: Array<{ domain: string; price: number; price_discounted: number; available: boolean }> }).results;
}

/** The first element inside the results section. */
const firstResult = (page: Page) => page.locator(".domain-results > *").first();

describe("the exact match", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("comes first, %s, in a card of its own with its price, its renewal price and one button", async (_how, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/mybakery.org"));
    if (javaScriptEnabled) await islandReady(page, "domain-search");
    const card = firstResult(page);
    await expect(card.getAttribute("class")).resolves.toContain("domain-exact");
    await expect(card.locator(".domain-result__label").textContent()).resolves.toBe("mybakery.org");
    await expect(card.getByRole("button").count()).resolves.toBe(1);
    await expect(card.getByRole("button").textContent()).resolves.toBe("Add to cart mybakery.org");
    // The card is set apart from the rows: larger name, its own border.
    const cardBox = (await card.boundingBox())!;
    const rowBox = (await page.locator(".domain-result").first().boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(rowBox.y);
    await card.getByRole("button").click();
    await page.locator(".cart-line", { hasText: "mybakery.org" }).waitFor();
    await expect(firstResult(page).textContent()).resolves.toContain("In your cart");
    await context.close();
  });

  it("is .com when no extension was typed, and shows the API's renewal price beside every first-year price", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    await expect(firstResult(page).locator(".domain-result__label").textContent()).resolves.toBe("mybakery.com");
    const answer = await apiAnswer("mybakery");
    for (const result of answer.filter((r) => r.available && r.price_discounted < r.price)) {
      const anchor = `#domain-${result.domain.replace(/\./g, "-")}`;
      await expect(page.locator(`${anchor} .domain-result__renewal`).textContent()).resolves.toBe(`then ${formatPrice(result.price)}/yr`);
      await expect(page.locator(`${anchor} .domain-result__price strong`).textContent()).resolves.toBe(formatPrice(result.price_discounted));
    }
    await context.close();
  });
});

describe("suggested names", () => {
  it("appear when .com is taken, each one free at the domain API, and go into the cart", async () => {
    expect(isTaken("bakery", ".com")).toBe(true);
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/domains/search/results/bakery"));
    await islandReady(page, "domain-search");
    await expect(firstResult(page).getAttribute("class")).resolves.toContain("domain-exact--taken");
    await expect(firstResult(page).getByRole("button").count()).resolves.toBe(0);
    const names = await page.locator(".domain-suggestions .domain-result__label").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(6);
    for (const domain of names) {
      expect(domain).toMatch(/^[a-z0-9-]+\.com$/);
      expect(domain).not.toBe("bakery.com");
      const [label] = domain.split(".");
      const own = (await apiAnswer(label!)).find((r) => r.domain === domain)!;
      expect(own.available).toBe(true);
    }
    await page.getByRole("button", { name: `Add to cart ${names[0]}` }).click();
    await page.locator(".cart-line", { hasText: names[0] }).waitFor();
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("appear in place when the island searches a taken name, and without JavaScript too", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(suite.server.url("/domains/search/results/mybakery"));
      if (javaScriptEnabled) await islandReady(page, "domain-search");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await expect(page.locator(".domain-suggestions").count()).resolves.toBe(0);
      await page.getByLabel("Find your domain name").fill("Bakery");
      await page.getByRole("button", { name: "Search" }).click();
      await page.locator(".domain-suggestions .domain-result").first().waitFor();
      expect(new URL(page.url()).pathname).toBe("/domains/search/results/bakery");
      // With JavaScript the same document (no page load); without it, the page the server renders.
      const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
      expect(marker).toBe(javaScriptEnabled ? 42 : undefined);
      await context.close();
    }
  });
});

describe("the cart beside the results", () => {
  it("keeps its lines in the order they were added, each with the discount its price earns", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    await islandReady(page, "domain-search");
    // Cheapest first, then dearest, then the middle one: not the order of their prices.
    for (const domain of ["mybakery.online", "mybakery.net", "mybakery.com"]) {
      await page.getByRole("button", { name: `Add to cart ${domain}` }).click();
      await page.locator(".cart-line", { hasText: domain }).waitFor();
    }
    const lines = await page.locator(".cart-line").evaluateAll((items) =>
      items.map((li) => ({
        domain: li.querySelector(".cart-line__domain")?.textContent,
        discount: li.querySelector(".cart-line__discount")?.textContent ?? null,
      })),
    );
    // Listed in the order added, priced by first-year price, highest first (docs/decisions.md, 16):
    // .net ($11.99) full price, .com ($9.99) 10% off, .online ($2.99) 20% off.
    expect(lines).toEqual([
      { domain: "mybakery.online", discount: "20% multi-domain discount−$0.60" },
      { domain: "mybakery.net", discount: null },
      { domain: "mybakery.com", discount: "10% multi-domain discount−$1.00" },
    ]);
    await expect(page.locator(".cart-totals__row--total dd").textContent()).resolves.toBe("$23.37");
    // The same order after a reload (the page as the server renders it).
    await page.reload();
    await expect(page.locator(".cart-line__domain").allTextContents()).resolves.toEqual(["mybakery.online", "mybakery.net", "mybakery.com"]);
    await context.close();
  });

  it("at 1280 px sits right of the results, which fill the rest of the row; on a phone it comes after them", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    const row = (await page.locator(".domain-layout").boundingBox())!;
    const results = (await page.locator(".domain-results").boundingBox())!;
    const cart = (await page.locator(".cart-summary").boundingBox())!;
    expect(cart.x).toBeGreaterThanOrEqual(results.x + results.width);
    expect(Math.abs(cart.y - results.y)).toBeLessThan(2);
    // Results from the row's left edge to the gap before the cart; the cart to the right edge.
    expect(Math.abs(results.x - row.x)).toBeLessThan(1);
    expect(cart.x - (results.x + results.width)).toBeLessThanOrEqual(48);
    expect(Math.abs(cart.x + cart.width - (row.x + row.width))).toBeLessThan(1);
    expect(results.width).toBeGreaterThan(row.width * 0.6);
    await context.close();

    const phone = await suite.browser.newContext(MOBILE);
    const small = await phone.newPage();
    await small.goto(suite.server.url("/domains/search/results/mybakery"));
    const below = (await small.locator(".cart-summary").boundingBox())!;
    const above = (await small.locator(".domain-results").boundingBox())!;
    expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
    await phone.close();
  });
});

describe("what was typed", () => {
  // "my bakery!!" cannot be a name; the results say what was searched instead, with JavaScript
  // (the island searches in place) and without (the lookup form's redirect), at phone width.
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("is named above the results when characters had to go, %s", async (_how, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/domains/search/results/bakery"));
    if (javaScriptEnabled) await islandReady(page, "domain-search");
    await page.getByLabel("Find your domain name").fill("my bakery!!");
    await page.getByLabel("Find your domain name").press("Enter");
    const note = page.locator(".domain-results__note");
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      "You typed “my bakery!!”. A domain name holds only letters, digits and hyphens, so we searched for “mybakery”.",
    );
    const at = new URL(page.url());
    expect([at.pathname, at.searchParams.get("typed")]).toEqual(["/domains/search/results/mybakery", "my bakery!!"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
