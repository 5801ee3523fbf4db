import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

describe("a legal page's contents", () => {
  it("at 1280 px stay beside the text as it scrolls, whole or scrolling by themselves, and lead to each section", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(suite.server.url("/terms"));
    const contents = page.locator("nav.legal__toc");
    const text = (await page.locator(".legal__body").boundingBox())!;
    const beside = (await contents.boundingBox())!;
    expect(beside.x + beside.width).toBeLessThanOrEqual(text.x);
    // Halfway down the terms the contents are still on the screen, under the header.
    const half = await page.evaluate(() => Math.round(document.documentElement.scrollHeight / 2));
    await page.mouse.wheel(0, half);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(half - 100);
    const header = (await page.locator(".site-header").boundingBox())!;
    const box = (await contents.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // A link in them goes to its section.
    const last = contents.locator("a").last();
    await last.scrollIntoViewIfNeeded();
    const target = (await last.getAttribute("href"))!;
    await last.click();
    await expect.poll(() => page.evaluate((id) => document.getElementById(id.slice(1))!.getBoundingClientRect().top, target)).toBeLessThan(300);
    await context.close();
  });

  it("at 375 px come before the text, in the page's one column", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/terms"));
    const contents = (await page.locator("nav.legal__toc").boundingBox())!;
    const text = (await page.locator(".legal__body").boundingBox())!;
    expect(contents.y + contents.height).toBeLessThanOrEqual(text.y);
    await expect(page.locator("nav.legal__toc").evaluate((el) => getComputedStyle(el).position)).resolves.toBe("static");
    await context.close();
  });
});
