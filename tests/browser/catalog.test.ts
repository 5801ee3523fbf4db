import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

describe("theme preview", () => {
  it("opens in a dialog; the viewport buttons set the iframe width; Escape closes; CREATE SITE goes to sign-up", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/sitebuilder/templates"));
    const firstPreview = page.locator("a[data-preview-id]").first();
    const id = await firstPreview.getAttribute("data-preview-id");
    await firstPreview.click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    const frame = dialog.locator("iframe");
    await expect(frame.getAttribute("width")).resolves.toBe("1280");
    await dialog.getByRole("button", { name: "Phone" }).click();
    await expect(frame.getAttribute("width")).resolves.toBe("375");
    await expect(dialog.getByRole("button", { name: "Phone" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await dialog.getByRole("button", { name: "Tablet" }).click();
    await expect(frame.getAttribute("width")).resolves.toBe("768");
    // The sample site really loads in the frame (CSP and framing allow it).
    const inner = page.frameLocator("dialog[open] iframe");
    await inner.locator("h1").waitFor();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);

    await firstPreview.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "CREATE SITE" }).click();
    await page.waitForURL(`**/register?template_id=${id}`);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("in a preview build, Back closes the dialog and CREATE SITE keeps the preview prefix", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/preview/build-9/sitebuilder/templates"));
    const firstPreview = page.locator("a[data-preview-id]").first();
    const id = await firstPreview.getAttribute("data-preview-id");
    await firstPreview.click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    // The dialog is named as the card is.
    const name = await page.locator(".theme-card").first().locator(".theme-card__name").textContent();
    await expect(dialog.locator("h2").textContent()).resolves.toBe(name);
    await dialog.getByRole("button", { name: "Back to templates" }).click();
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await firstPreview.click();
    await dialog.getByRole("button", { name: "CREATE SITE" }).click();
    await page.waitForURL(`**/preview/build-9/register?template_id=${id}`);
    await context.close();
  });

  it("without JavaScript is a page with the same controls as links", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url("/sitebuilder/templates"));
    await page.locator("a[data-preview-id]").first().click();
    await page.waitForURL(/\/sitebuilder\/templates\/preview\/\d+$/);
    await expect(page.locator("iframe").getAttribute("width")).resolves.toBe("1280");
    await page.getByRole("link", { name: "Phone" }).click();
    await page.waitForURL(/viewport=phone_portrait$/);
    await expect(page.locator("iframe").getAttribute("width")).resolves.toBe("375");
    await page.getByRole("link", { name: "CREATE SITE" }).click();
    await page.waitForURL(/\/register\?template_id=\d+$/);
    await context.close();
  });
});

describe("domain search", () => {
  it("the results island refines the results without a reload", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/domains/search/results/bakery"));
    await islandReady(page, "domain-search");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByLabel("Find your domain name").fill("Greenleaf");
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator("#domain-results-heading", { hasText: "greenleaf" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    expect(new URL(page.url()).pathname).toBe("/domains/search/results/greenleaf");
    // The exact match in its card, every other extension in a row.
    await expect(page.locator(".domain-exact--free, .domain-result--free").count()).resolves.toBeGreaterThanOrEqual(8);
    await page.getByLabel("Find your domain name").fill("!!! ???");
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator(".field__error").waitFor();
    await context.close();
  });

  it("without JavaScript the home search reaches the results and checkout", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    await page.locator("#home-domain").fill("my-new-shop");
    await page.locator("#home-domain").press("Enter");
    await page.waitForURL("**/domains/search/results/my-new-shop");
    await page.getByRole("button", { name: "Add to cart my-new-shop.com" }).click();
    await page.waitForURL("**/domains/search/results/my-new-shop#domain-my-new-shop-com");
    await page.locator(".cart-line", { hasText: "my-new-shop.com" }).waitFor();
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(/\/login\?cart_hash=[a-f0-9]{32}&type=domain&migrate_user=1$/);
    await page.getByText("1 domain in your cart — log in or create an account to check out").waitFor();
    await context.close();
  });
});
