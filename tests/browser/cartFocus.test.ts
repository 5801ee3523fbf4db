import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** The focused element as a visitor's screen reader names it: its tag, its row and its words. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      row: active?.closest("[id^='domain-']")?.id ?? null,
      text: active?.textContent?.replace(/\s+/g, " ").trim() ?? null,
    };
  });
}

const status = (page: Page) => page.locator(".cart-summary [role='status']").textContent();

describe("the cart from the keyboard, with JavaScript (WCAG 2.2 SC 2.4.3 and 4.1.3)", () => {
  it("at 1280 px, Add and Remove keep the focus on the row's button, which changes its words, and the status region says what changed and the new total", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    await islandReady(page, "domain-search");
    await expect(page.locator(".cart-summary [aria-live='polite']").count()).resolves.toBe(1);

    const add = page.getByRole("button", { name: "Add to cart mybakery.com" });
    await add.focus();
    await page.keyboard.press("Enter");
    await page.locator(".cart-line", { hasText: "mybakery.com" }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: "button", row: "domain-mybakery-com", text: "Remove mybakery.com" });
    await expect(status(page)).resolves.toBe("mybakery.com is in your cart. Total for the first year: $9.99.");

    // A second domain: the total the status gives is the cart's, discounts and all (docs/decisions.md, 16).
    await page.getByRole("button", { name: "Add to cart mybakery.net" }).focus();
    await page.keyboard.press("Enter");
    await page.locator(".cart-line", { hasText: "mybakery.net" }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: "button", row: "domain-mybakery-net", text: "Remove mybakery.net" });
    await expect(status(page)).resolves.toBe("mybakery.net is in your cart. Total for the first year: $20.98.");

    // Remove, from the same button: it reads Add again and keeps the focus.
    await page.keyboard.press("Enter");
    await page.locator(".cart-line", { hasText: "mybakery.net" }).waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toEqual({ tag: "button", row: "domain-mybakery-net", text: "Add to cart mybakery.net" });
    await expect(status(page)).resolves.toBe("mybakery.net is out of your cart. Total for the first year: $9.99.");

    // Remove from the cart's own line, which goes: the focus goes to that domain's row in the results.
    await page.locator(".cart-line", { hasText: "mybakery.com" }).getByRole("button", { name: "Remove mybakery.com" }).focus();
    await page.keyboard.press("Enter");
    await page.locator(".cart-line", { hasText: "mybakery.com" }).waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toEqual({ tag: "button", row: "domain-mybakery-com", text: "Add to cart mybakery.com" });
    await expect(status(page)).resolves.toBe("mybakery.com is out of your cart. Your cart is empty now.");
    expect(errors).toEqual([]);
    await context.close();
  });
});
