import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isTaken } from "../../legacy/domains/takenDomains.ts";
import { axeViolations } from "../fixtures/axe.ts";
import { DESKTOP, MOBILE, islandReady } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** A name whose .com, .net and .online the local registry has free (legacy/domains/takenDomains.ts). */
function freeName(stem: string): string {
  for (let n = 0; ; n++) {
    const name = `${stem}${"abcdefghij"[n % 10]}${n >= 10 ? "x".repeat(Math.floor(n / 10)) : ""}`;
    if (![".com", ".net", ".online"].some((tld) => isTaken(name, tld))) return name;
  }
}

/** Adds the domains from the results page one after another, with or without the island. */
async function addFromResults(page: Page, name: string, tlds: readonly string[], javaScript: boolean): Promise<void> {
  await page.goto(suite.server.url(`/domains/search/results/${name}`));
  if (javaScript) await islandReady(page, "domain-search");
  for (const tld of tlds) {
    await page.getByRole("button", { name: `Add to cart ${name}.${tld}` }).click();
    // Without JavaScript the post answers 303 back to the results, whose cart then has the line.
    await page.locator(".cart-line", { hasText: `${name}.${tld}` }).waitFor();
  }
}

/** Each line of a cart view as the visitor reads it: the domain, its renewal and its discount. */
async function linesOf(page: Page, scope: string) {
  return page.locator(`${scope} .cart-line`).evaluateAll((lines) =>
    lines.map((line) => ({
      domain: line.querySelector(".cart-line__domain")?.textContent ?? "",
      renewal: line.querySelector(".cart-line__renewal")?.textContent ?? "",
      discount: line.querySelector(".cart-line__discount")?.textContent ?? "",
    })),
  );
}

describe("one cart, one order, one reason for each discount", () => {
  it("lists .com then .net, as added, on the results' cart card, the cart page and checkout; the lower first-year price has the 10%, and each view says why and what they renew at", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const name = freeName("orderly");
    await addFromResults(page, name, ["com", "net"], true);
    // .net's first year ($11.99) is dearer than .com's ($9.99): .com has the 10%, though added first (docs/decisions.md, 16).
    const expected = [
      { domain: `${name}.com`, renewal: "first year, then $17.99/yr", discount: "10% multi-domain discount−$1.00" },
      { domain: `${name}.net`, renewal: "first year, then $18.99/yr", discount: "" },
    ];
    const sentence = `Counted from the highest first-year price, whatever order you added them in: ${name}.net is full price, ${name}.com is 10% off as the second domain.`;

    await expect(linesOf(page, ".cart-summary")).resolves.toEqual(expected);
    await expect(page.locator(".cart-summary .cart-discount-note").textContent()).resolves.toBe(sentence);
    await page.goto(suite.server.url("/domains/cart"));
    await expect(linesOf(page, ".cart-summary")).resolves.toEqual(expected);
    await expect(page.locator(".cart-summary .cart-discount-note").textContent()).resolves.toBe(sentence);
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/login\?cart_hash=/);
    await expect(linesOf(page, ".checkout-cart")).resolves.toEqual(expected);
    await expect(page.locator(".checkout-cart .cart-discount-note").textContent()).resolves.toBe(sentence);
    await expect(page.locator(".checkout-cart .cart-totals__row--total dd").textContent()).resolves.toBe("$20.98");
    await context.close();
  });

  it("prices .net then .com as it prices .com then .net: the same total and the same discount on each domain, only the lines' order differs", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const name = freeName("reversed");
    await addFromResults(page, name, ["net", "com"], true);
    await expect(linesOf(page, ".cart-summary")).resolves.toEqual([
      { domain: `${name}.net`, renewal: "first year, then $18.99/yr", discount: "" },
      { domain: `${name}.com`, renewal: "first year, then $17.99/yr", discount: "10% multi-domain discount−$1.00" },
    ]);
    await expect(page.locator(".cart-summary .cart-totals__row--total dd").textContent()).resolves.toBe("$20.98");
    await expect(page.locator(".cart-summary .cart-discount-note").textContent()).resolves.toBe(
      `Counted from the highest first-year price, whatever order you added them in: ${name}.net is full price, ${name}.com is 10% off as the second domain.`,
    );
    await context.close();
  });

  it("checkout names the ways to pay a domain order (docs/product.md §9: cards and PayPal; money orders and checks are for web tools) and, right under the total, that domains are non-refundable; it promises no money back", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const name = freeName("payable");
    await addFromResults(page, name, ["com", "net"], true);
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/login\?cart_hash=/);
    const cart = page.getByRole("complementary", { name: "Your order" });
    await expect(cart.locator(".payment-methods li").allTextContents()).resolves.toEqual(["Visa", "Mastercard", "PayPal"]);
    const terms = await page.evaluate(() => {
      const total = document.querySelector(".checkout-cart .cart-totals")!;
      const next = total.nextElementSibling;
      return { next: next?.textContent ?? "", gap: next ? next.getBoundingClientRect().top - total.getBoundingClientRect().bottom : -1 };
    });
    expect(terms.next).toBe("Prices in USD. Domain registrations, renewals, transfers and redemptions are non-refundable.");
    expect(terms.gap).toBeLessThan(16);
    await expect(cart.textContent()).resolves.not.toMatch(/money.back/i);
    // The checkout's buttons stay on this site: none says it opens another one.
    await expect(page.locator(".checkout .button .offsite-mark, .checkout button .offsite-mark, .checkout-ways .offsite-mark").count()).resolves.toBe(0);
    await context.close();
  });

  it("the hosting plans' purchase buttons go on with the purchase in the same tab, without the off-site arrow", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    const buttons = page.locator(".tier .button");
    await expect(buttons.count()).resolves.toBe(3);
    await expect(page.locator(".tier .button .offsite-mark").count()).resolves.toBe(0);
    await expect(buttons.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).target))).resolves.toEqual(["", "", ""]);
    await context.close();
  });
});

describe("both ways in on the checkout's first screen", () => {
  it.each<[string, BrowserContextOptions]>([
    ["1280×800", DESKTOP],
    ["375×740", MOBILE],
  ])("at %s, a new account and a login are both in view without scrolling", async (_size, device) => {
    const context = await suite.browser.newContext(device);
    const page = await context.newPage();
    const name = freeName(device === DESKTOP ? "foldwide" : "foldnarrow");
    await addFromResults(page, name, ["com", "net"], false);
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/login\?cart_hash=/);
    const height = page.viewportSize()!.height;
    for (const way of [/New here\? Create an account/, /Already a member\? Log in/]) {
      const link = page.getByRole("navigation", { name: "Ways to check out" }).getByRole("link", { name: way });
      const box = (await link.boundingBox())!;
      expect(box, String(way)).not.toBeNull();
      expect(box.y + box.height, `${String(way)} ends at ${box.y + box.height}`).toBeLessThanOrEqual(height);
    }
    // Each leads to its form, without JavaScript.
    await page
      .getByRole("navigation", { name: "Ways to check out" })
      .getByRole("link", { name: /Already a member\? Log in/ })
      .click();
    await page.waitForURL(/#checkout-login$/);
    // The site scrolls smoothly: the login form's heading comes into view and stays there.
    const heading = page.getByRole("heading", { name: "Already a member? Log in" });
    await expect.poll(async () => (await heading.boundingBox())!.y, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await heading.boundingBox())!.y, { timeout: 5000 }).toBeLessThan(height - 40);
    await context.close();
  });
});

/** Where the phone's cart bar is and whether it shows, with the cart card's place. */
async function barState(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector(".cart-bar")!;
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const card = document.querySelector(".cart-summary")!.getBoundingClientRect();
    return {
      shown: style.visibility !== "hidden" && Number(style.opacity) > 0.05 && style.display !== "none",
      gapBelow: innerHeight - box.bottom,
      cardInView: card.top < innerHeight && card.bottom > 0,
      cardTop: card.top,
    };
  });
}

describe("the phone's cart bar", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "%s: sits flush at the foot of the screen over the results, and gives way to the cart card (no copy of it, no strip under it)",
    async (_how, javaScript) => {
      const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      const name = freeName(javaScript ? "barjs" : "barplain");
      await addFromResults(page, name, ["com", "net"], javaScript);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.waitForTimeout(100);
      const top = await barState(page);
      expect(top.shown).toBe(true);
      expect(top.gapBelow).toBe(0);
      await expect(page.locator(".cart-bar").textContent()).resolves.toContain("$20.98");

      // The cart card wholly in view: the bar is gone, not a second cart under it.
      await page.locator(".cart-summary").evaluate((card) => card.scrollIntoView({ block: "end", behavior: "instant" }));
      await page.waitForTimeout(100);
      const atCard = await barState(page);
      expect(atCard.cardInView).toBe(true);
      expect(atCard.shown).toBe(false);

      // The end of the page: no bar beside the card, and nothing blank under a bar.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.waitForTimeout(100);
      const end = await barState(page);
      if (end.shown) {
        expect(end.gapBelow).toBe(0);
        expect(end.cardInView).toBe(false);
      }
      expect(end.shown).toBe(false);
      await context.close();
    },
  );
});

describe("the domain search button", () => {
  it("is one colour, the site's primary action's, on /, /domains and the results", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const colours: Record<string, string> = {};
    for (const path of ["/", "/domains", "/domains/search/results/mybakery"]) {
      await page.goto(suite.server.url(path));
      colours[path] = await page
        .locator(".domain-search__submit")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    }
    const primary = await page.evaluate(() => {
      const probe = document.createElement("a");
      probe.className = "button";
      document.body.append(probe);
      return getComputedStyle(probe).backgroundColor;
    });
    expect(colours).toEqual({ "/": primary, "/domains": primary, "/domains/search/results/mybakery": primary });
    await context.close();
  });
});

describe("the cart's views with two domains", () => {
  it.each<[string, BrowserContextOptions]>([
    ["375 px", MOBILE],
    ["1280 px", DESKTOP],
  ])("at %s, the results (cart card and bar) and the cart page have no axe-core violations, contrast included", async (_width, device) => {
    const context = await suite.browser.newContext({ ...device, bypassCSP: true });
    const page = await context.newPage();
    await addFromResults(page, freeName(device === DESKTOP ? "axewide" : "axenarrow"), ["com", "net"], true);
    const found: string[] = [];
    for (const where of ["results", "cart"]) {
      if (where === "cart") await page.goto(suite.server.url("/domains/cart"));
      for (const v of await axeViolations(page, "html"))
        found.push(`${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe("two domains beside the results at 1280 × 900", () => {
  it("the next discount's hint, the total and Checkout are all in view at once, the terms after the buttons", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const name = freeName("hintfits");
    await page.goto(suite.server.url(`/domains/search/results/${name}`));
    await islandReady(page, "domain-search");
    for (let added = 0; added < 2; added++) {
      await page.locator(".domain-results button", { hasText: "Add to cart" }).first().click();
      await expect.poll(() => page.locator(".cart-summary .cart-line").count()).toBe(added + 1);
    }
    await page.mouse.wheel(0, 450);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    const at = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return {
        total: box(".cart-totals__row--total"),
        hint: box(".cart-summary__hint"),
        actions: box(".cart-summary__actions"),
        terms: box(".cart-summary .cart-terms"),
      };
    });
    // Nothing of the hint under the sticky buttons, and all of it on the screen.
    expect(at.hint.top).toBeGreaterThanOrEqual(at.total.bottom);
    expect(at.hint.bottom).toBeLessThanOrEqual(at.actions.top);
    expect(at.actions.bottom).toBeLessThanOrEqual(900);
    expect(at.terms.top).toBeGreaterThanOrEqual(at.actions.top);
    await context.close();
  });
});

describe("a long cart beside the results", () => {
  it("at 1280 × 800 with six domains stays within the screen as the page scrolls, its Checkout reachable inside it", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const name = freeName("longcart");
    await page.goto(suite.server.url(`/domains/search/results/${name}`));
    await islandReady(page, "domain-search");
    for (let added = 0; added < 6; added++) {
      await page.locator(".domain-results button", { hasText: "Add to cart" }).first().click();
      await expect.poll(() => page.locator(".cart-summary .cart-line").count()).toBe(added + 1);
    }
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    const box = (await page.locator(".cart-summary").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    const checkout = page.locator(".cart-summary").getByRole("link", { name: "Checkout" });
    await checkout.scrollIntoViewIfNeeded();
    const link = (await checkout.boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(800);
    await context.close();
  });
});

describe("one loud button on the results, as the island draws them", () => {
  /** Each result's button: its row (or the exact card), its words and whether it is filled or outlined. */
  const buttonsOf = (page: Page) =>
    page.locator(".domain-results button").evaluateAll((buttons) =>
      buttons.map((b) => ({
        row: b.closest("[id^='domain-']")?.id ?? "",
        text: b.textContent ?? "",
        outlined: b.classList.contains("button--ghost") || b.classList.contains("button--quiet"),
        colour: getComputedStyle(b).color,
        filled: getComputedStyle(b).backgroundColor !== "rgba(0, 0, 0, 0)",
      })),
    );

  it("after hydration, after an add and after a search in place: the exact match's Add is the one filled button", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const name = freeName("oneloud");
    await page.goto(suite.server.url(`/domains/search/results/${name}`));
    await islandReady(page, "domain-search");
    const check = async (exact: string) => {
      // The pointer off the buttons: an outlined button under it is tinted.
      await page.mouse.move(0, 0);
      const buttons = await buttonsOf(page);
      expect(buttons.filter((b) => b.filled).map((b) => b.text)).toEqual([`Add to cart ${exact}`]);
      expect(buttons.filter((b) => b.row !== `domain-${exact.replace(/\./g, "-")}`).every((b) => b.outlined)).toBe(true);
    };
    await check(`${name}.com`);
    await page.getByRole("button", { name: `Add to cart ${name}.net` }).click();
    await page
      .locator(".domain-results")
      .getByRole("button", { name: `Remove ${name}.net` })
      .waitFor();
    await check(`${name}.com`);
    // Remove undoes a choice: grey words, never the blue of the Adds beside it.
    const after = await buttonsOf(page);
    const removeColour = after.find((b) => b.text === `Remove ${name}.net`)?.colour;
    const addColours = new Set(after.filter((b) => b.text.startsWith("Add to cart") && !b.filled).map((b) => b.colour));
    expect(addColours.size).toBe(1);
    expect(addColours.has(removeColour!)).toBe(false);
    const other = freeName("twoloud");
    await page.locator("#domain-query").fill(other);
    await page.locator("#domain-query").press("Enter");
    await page.waitForURL(new RegExp(`/domains/search/results/${other}`));
    await page.getByRole("button", { name: `Add to cart ${other}.com` }).waitFor();
    await check(`${other}.com`);
    await context.close();
  });
});
