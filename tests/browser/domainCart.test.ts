import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** The text of the cart summary's total row, e.g. "$23.37". */
const totalOf = (page: import("playwright-core").Page) => page.locator(".cart-totals__row--total dd").textContent();

describe("the domain cart with JavaScript", () => {
  it("adds and removes in place (no page load), prices the discounts, shows the header badge, and checks out through sign-up into the members area", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const documents: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "document") documents.push(req.url());
    });
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    await islandReady(page, "domain-search");
    await islandReady(page, "cart-badge");
    await expect(page.locator(".header-cart").isVisible()).resolves.toBe(false);
    documents.length = 0;

    await page.getByRole("button", { name: "Add to cart mybakery.com" }).click();
    await page.locator(".cart-line", { hasText: "mybakery.com" }).waitFor();
    await expect(totalOf(page)).resolves.toBe("$9.99");
    await page.getByRole("button", { name: "Add to cart mybakery.net" }).click();
    await page.locator(".cart-line__discount", { hasText: "10% multi-domain discount" }).waitFor();
    await expect(totalOf(page)).resolves.toBe("$20.98");
    await page.getByRole("button", { name: "Add to cart mybakery.online" }).click();
    await page.locator(".cart-line__discount", { hasText: "20% multi-domain discount" }).waitFor();
    await expect(totalOf(page)).resolves.toBe("$23.37");
    // The row says it is in the cart, and the header's badge counts along.
    await expect(page.locator("#domain-mybakery-online").textContent()).resolves.toContain("In your cart");
    await expect(page.locator(".header-cart").isVisible()).resolves.toBe(true);
    await expect(page.locator("[data-cart-count]").textContent()).resolves.toBe("3");

    await page.locator(".cart-line", { hasText: "mybakery.com" }).getByRole("button", { name: "Remove mybakery.com" }).click();
    await page.locator(".cart-line", { hasText: "mybakery.com" }).waitFor({ state: "detached" });
    await expect(totalOf(page)).resolves.toBe("$14.68");
    await expect(page.locator("[data-cart-count]").textContent()).resolves.toBe("2");
    expect(documents).toEqual([]);

    // The badge is there on every page now, from the cookie; it links to the cart page.
    await page.goto(suite.server.url("/webhosting"));
    await islandReady(page, "cart-badge");
    await expect(page.locator("[data-cart-count]").textContent()).resolves.toBe("2");
    await page.locator(".header-cart a").click();
    await page.waitForURL("**/domains/cart");
    await expect(totalOf(page)).resolves.toBe("$14.68");

    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(/\/register\?cart_hash=[a-f0-9]{32}&type=domain&migrate_user=1$/);
    await page.getByText("2 domains in your cart — log in or create an account to check out").waitFor();
    // The checkout's sign-up form (the login form is below it, with its own Username and Password).
    const signup = page.locator("#checkout-signup");
    await page.waitForSelector('#checkout-signup [data-island="account-form"][data-island-state="ready"]', { state: "attached" });
    await signup.getByLabel("Full name").fill("Cass Baker");
    await signup.getByLabel("Email address").fill("cass@mybakery.example");
    await signup.getByLabel("Username").fill("cassbaker");
    await signup.getByLabel("Password", { exact: true }).fill("flour-and-water");
    await signup.getByLabel("Repeat password").fill("flour-and-water");
    await signup.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(/\/members/);
    await page.getByRole("heading", { name: "Your orders" }).waitFor();
    await expect(page.locator("body").textContent()).resolves.toMatch(/Total\s*\$14\.68/);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("on a phone, the cart sits below the results and a long name wraps instead of widening the page", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const long = `${"a".repeat(30)}-${"b".repeat(30)}`;
    await page.goto(suite.server.url(`/domains/search/results/${long}`));
    await islandReady(page, "domain-search");
    await page.getByRole("button", { name: `Add to cart ${long}.com` }).click();
    await page.locator(".cart-line", { hasText: `${long}.com` }).waitFor();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const results = await page.locator(".domain-results").boundingBox();
    const cart = await page.locator(".cart-summary").boundingBox();
    expect(cart!.y).toBeGreaterThan(results!.y + results!.height - 1);
    await context.close();
  });

  it("at 1280 px the cart page's cart fills the row: its lines on the left, the totals and Checkout beside them", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/mybakery"));
    await islandReady(page, "domain-search");
    for (const domain of ["mybakery.com", "mybakery.net"]) {
      await page.getByRole("button", { name: `Add to cart ${domain}` }).click();
      await page.locator(".cart-line", { hasText: domain }).waitFor();
    }
    await page.goto(suite.server.url("/domains/cart"));
    const row = (await page.locator(".domain-page").boundingBox())!;
    const cart = (await page.locator(".cart-summary").boundingBox())!;
    const lines = (await page.locator(".cart-lines").boundingBox())!;
    const totals = (await page.locator(".cart-totals").boundingBox())!;
    const checkout = (await page.getByRole("link", { name: "Checkout" }).boundingBox())!;
    expect(cart.width).toBeGreaterThan(row.width * 0.8);
    expect(totals.x).toBeGreaterThanOrEqual(lines.x + lines.width);
    expect(checkout.x).toBeGreaterThanOrEqual(lines.x + lines.width);
    expect(totals.y).toBeLessThan(lines.y + lines.height);
    await context.close();
  });

  it("says it could not add, in place, when the cart refuses (a taken name raced away), keeping the page", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/greenleaf"));
    await islandReady(page, "domain-search");
    // What a stale page would send: a domain that is taken by the time it is added.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#domain-greenleaf-com input[name="domain"]')!;
      input.value = "bakery.com";
    });
    await page.getByRole("button", { name: "Add to cart greenleaf.com" }).click();
    await page.locator(".cart-notice--error").waitFor();
    await expect(page.locator(".cart-notice--error").textContent()).resolves.toBe("Someone has registered that domain already. Try another extension.");
    expect(new URL(page.url()).pathname).toBe("/domains/search/results/greenleaf");
    await context.close();
  });
});
