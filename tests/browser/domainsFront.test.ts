import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../content/prices.ts";
import { DOMAIN_PRICE_LIST } from "../../legacy/domains/priceList.ts";
import { DESKTOP, MOBILE, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

const WIDTHS: [string, BrowserContextOptions][] = [
  ["375 × 740", MOBILE],
  ["1280 × 800", DESKTOP],
];

/** Where the page's first domain search box and its button are, in page coordinates. */
function firstSearch(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('form[role="search"] input[name="domain"]');
    const form = input?.form;
    const button = form?.querySelector('button[type="submit"]');
    if (!input || !form || !button) return null;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, height: r.height };
    };
    return { form: box(form), input: box(input), button: box(button), screen: window.innerHeight };
  });
}

/** The chip text each sale extension must show: the first-year price, then the yearly price after it. */
const priced = DOMAIN_PRICE_LIST.map((item) => ({
  tld: item.tld,
  text: `${item.tld} ${formatPrice(item.price_discounted)}` + (item.price > item.price_discounted ? ` first year, then ${formatPrice(item.price)}/yr` : ""),
}));

describe("the home page's sale tiles on a phone", () => {
  // Two a row from 360 px (a phone, or a 375 px window less a classic scrollbar): eight tiles in
  // one column took about 900 px of a phone's home page.
  it.each([360, 375])("at %i px stand two a row", async (width) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    const tops = await page.locator(".domain-promo__item").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(DOMAIN_PRICE_LIST.length);
    expect(new Set(tops).size).toBe(Math.ceil(DOMAIN_PRICE_LIST.length / 2));
    await context.close();
  });
});

describe("the domain search as the front door", () => {
  it("on a phone's home page, the domain search starts within the first two screens (375 × 740)", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    const search = await firstSearch(page);
    expect(search).toMatchObject({ form: { top: expect.any(Number) }, input: { height: expect.any(Number) } });
    expect(search!.form.top).toBeLessThan(2 * 740);
    // The box and its button are there to be used, not squeezed out of sight.
    expect(search!.input.height).toBeGreaterThanOrEqual(44);
    expect(search!.button.bottom).toBeLessThan(2 * 740 + 100);
    await context.close();
  });

  for (const [label, options] of WIDTHS) {
    it(`at ${label}, /domains opens on the search box and shows every sale extension with its prices`, async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(suite.server.url("/domains"));
      const search = await firstSearch(page);
      expect(search).toMatchObject({ form: { top: expect.any(Number) }, input: { height: expect.any(Number) } });
      // The whole box and its button in the first screen, and large enough to be the page's main act.
      expect(search!.input.bottom).toBeLessThanOrEqual(search!.screen);
      expect(search!.button.bottom).toBeLessThanOrEqual(search!.screen);
      expect(search!.input.height).toBeGreaterThanOrEqual(52);
      // No button that only scrolls down to a smaller form.
      await expect(page.getByRole("link", { name: "Search domains" }).count()).resolves.toBe(0);

      const items = await page.locator("main li").evaluateAll((lis) =>
        lis.map((li) => ({
          text: (li.textContent ?? "").replace(/\s+/g, " ").trim(),
          top: li.getBoundingClientRect().top + window.scrollY,
          visible: li.getClientRects().length > 0,
        })),
      );
      for (const { tld, text } of priced) {
        const chip = items.find((item) => item.text === text);
        expect(chip, `a visible "${text}" for ${tld}`).toMatchObject({ visible: true });
        // Right under the box, within the first two screens.
        expect(chip!.top).toBeLessThan(2 * search!.screen);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`submitting the /domains search ${javaScriptEnabled ? "with" : "without"} JavaScript lands on the results for the typed name`, async () => {
      const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(suite.server.url("/domains"));
      const name = javaScriptEnabled ? "Greenleaf Studio" : "harbour-lights.net";
      // The box a visitor sees on arrival, without scrolling: the hero's.
      const search = await firstSearch(page);
      expect(search!.button.bottom).toBeLessThanOrEqual(search!.screen);
      await page.getByLabel("Find your domain name").first().fill(name);
      await page.getByRole("button", { name: "Search", exact: true }).first().click();
      const expected = javaScriptEnabled ? "/domains/search/results/greenleafstudio" : "/domains/search/results/harbour-lights.net";
      await page.waitForURL((url) => url.pathname === expected);
      // "Greenleaf Studio" lost its space and capitals: the results say what was typed (?typed=).
      expect(new URL(page.url()).searchParams.get("typed")).toBe(javaScriptEnabled ? "Greenleaf Studio" : null);
      // The results of that name, whatever the results page looks like.
      await page.locator("main", { hasText: javaScriptEnabled ? "greenleafstudio" : "harbour-lights" }).waitFor();
      await expect(page.locator("main").textContent()).resolves.toMatch(/available/i);
      await context.close();
    });
  }
});
