import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, islandReady } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

/**
 * docs/decisions.md, 26 (WCAG 2.2 SC 2.4.11, Focus Not Obscured): with the cookie banner up, no
 * control the keyboard reaches lies wholly under it or under a fixed or sticky bar (the header,
 * the phone's cart bar). The banner's delay is cut to nothing, as docs/product.md §4's timing is the
 * cookieBanner test's business; reduced motion makes every focus scroll instant.
 */
const suite = browserSuite({ COOKIE_BANNER_DELAY_MS: "0" });

const WIDTHS: readonly [string, BrowserContextOptions][] = [
  ["375", { ...MOBILE, reducedMotion: "reduce" }],
  ["1280", { ...DESKTOP, reducedMotion: "reduce" }],
];
const RESULTS = "/domains/search/results/mybakery";

async function bannerUp(page: Page): Promise<void> {
  await islandReady(page, "cookie-banner");
  await page.locator(".cookie-banner").waitFor({ state: "visible" });
}

/** Puts two domains in the cart (a cookie), so the results page shows its cart and cart bar. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(suite.server.url(RESULTS));
  await islandReady(page, "domain-search");
  for (const tld of ["com", "net"]) {
    await page.getByRole("button", { name: `Add to cart mybakery.${tld}` }).click();
    await page.locator(".cart-line", { hasText: `mybakery.${tld}` }).waitFor();
  }
}

/**
 * Tabs through the page from its top and names every focused control that nothing of shows: at
 * none of nine points over its box is it (or its label) what the browser would hit there.
 */
async function hiddenWhileTabbing(page: Page): Promise<{ seen: number; hidden: string[] }> {
  await page.evaluate(() => (window as unknown as { seenFocus: Set<Element> }).seenFocus?.clear());
  const hidden: string[] = [];
  let seen = 0;
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press("Tab");
    const verdict = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const w = window as unknown as { seenFocus?: Set<Element> };
      const seenFocus = (w.seenFocus ??= new Set());
      const el = document.activeElement;
      if (!el || el === document.body || seenFocus.has(el)) return "end";
      seenFocus.add(el);
      const box = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      const owns = (hit: Element | null) => !!hit && (el.contains(hit) || [...((el as HTMLInputElement).labels ?? [])].some((l) => l.contains(hit)));
      let cover: Element | null = null;
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          const hit = document.elementFromPoint(x, y);
          if (owns(hit)) return null;
          cover ??= hit;
        }
      }
      const name = (e: Element) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? "." + e.className.split(" ")[0] : ""}`;
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const fixed = cover?.closest(".cookie-banner, .site-header, .cart-bar, .gallery-tools");
      return `${name(el)} "${label}" under ${fixed ? name(fixed) : cover ? name(cover) : "nothing (off screen)"}`;
    });
    if (verdict === "end") break;
    seen++;
    if (verdict) hidden.push(verdict);
  }
  return { seen, hidden };
}

describe("no focused control hidden under the cookie banner or a fixed bar", () => {
  it.each(WIDTHS)(
    "at %s px: /webhosting, /terms, the template gallery (its phone's search bar sticks under the header) and a results page with a cart (the banner above the phone's cart bar and the exact match's renewal price)",
    async (width, options) => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await fillCart(page);
      const found: Record<string, string[]> = {};
      for (const path of ["/webhosting", "/terms", "/sitebuilder/templates", RESULTS]) {
        await page.goto(suite.server.url(path));
        await bannerUp(page);
        if (path === RESULTS && width === "375") {
          // On a phone the banner floats above the cart bar, never over it.
          const [bannerBox, barBox] = await Promise.all([page.locator(".cookie-banner").boundingBox(), page.locator(".cart-bar").boundingBox()]);
          expect(barBox!.y + barBox!.height, "the cart bar at the foot of the screen").toBeLessThanOrEqual(740);
          expect(bannerBox!.y + bannerBox!.height, "the banner's foot above the cart bar").toBeLessThanOrEqual(barBox!.y);
        }
        if (path === RESULTS && width === "1280") {
          // On a desktop, the exact match's renewal price shows on the first screen, banner up.
          const [bannerBox, priceBox] = await Promise.all([
            page.locator(".cookie-banner").boundingBox(),
            page.locator(".domain-exact .domain-result__renewal").boundingBox(),
          ]);
          expect(priceBox!.y + priceBox!.height, "the exact match's renewal price above the banner").toBeLessThanOrEqual(bannerBox!.y);
        }
        const { seen, hidden } = await hiddenWhileTabbing(page);
        expect(seen, `${path}: controls reached`).toBeGreaterThan(10);
        if (hidden.length) found[`${path} (${hidden.length} of ${seen})`] = hidden;
      }
      expect(found, `${width} px`).toEqual({});
      await context.close();
    },
  );
});
