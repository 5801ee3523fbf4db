import { describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../content/routes.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/**
 * Every route reads well from 320 px to 1920 px; nothing may widen the page sideways. Measured
 * in a context without isMobile (Chromium would widen its layout viewport to the content), and
 * against the page's own width, not the window's: a classic scrollbar takes its 15 px from the
 * window, so a page wider than what is left of it scrolls sideways though narrower than the window.
 */
describe("no horizontal overflow", () => {
  it.each([320, 768, 1024, 1920])("at %i px on every route", async (width) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const route of pageRoutes) {
      await page.goto(suite.server.url(concretePath(route)));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > Math.min(width, clientWidth)) overflowing.push(`${concretePath(route)} (${scrollWidth} in ${clientWidth})`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  // A word longer than its column (an address, a domain) breaks rather than run into the next
  // column: a two-column feature grid on a phone once printed "you@yourbusiness.example" over its
  // neighbour's text without widening the page.
  it.each([320, 375])("at %i px no text runs out of its own box, on every route", async (width) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const spilling: string[] = [];
    for (const route of pageRoutes) {
      await page.goto(suite.server.url(concretePath(route)));
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body :is(p, li, h1, h2, h3, h4, dd, dt, label, figcaption, blockquote)"))
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).overflowX === "visible")
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? "").trim().slice(0, 50)}" (${el.scrollWidth} in ${el.clientWidth})`),
      );
      for (const text of found) spilling.push(`${concretePath(route)}: ${text}`);
    }
    expect(spilling).toEqual([]);
    await context.close();
  });

  it("the promo banner to /login shows only under 768 px", async () => {
    for (const [width, visible] of [
      [375, true],
      [767, true],
      [768, false],
      [1280, false],
    ] as const) {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(suite.server.url("/"));
      await expect(page.locator(".promo-banner").isVisible(), `${width}px`).resolves.toBe(visible);
      await context.close();
    }
  });
});
