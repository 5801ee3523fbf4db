import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../content/site.ts";
import { MOBILE, islandReady, launchBrowser, watchForErrors } from "../fixtures/browser.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";

let server: LiveServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([liveServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

/**
 * Advances the fake clock in small steps until the idle-loaded banner island has mounted.
 * Fake time stands still between steps, so the banner's timer starts at the current fake time.
 */
async function advanceUntilMounted(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.clock.runFor(100);
    const state = await page.locator('[data-island="cookie-banner"]').getAttribute("data-island-state");
    if (state === "ready") return;
    if (state === "loading") {
      await islandReady(page, "cookie-banner");
      return;
    }
  }
  throw new Error("the cookie-banner island never mounted");
}

async function openOnFakeClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(server.url(path));
  await advanceUntilMounted(page);
}

const banner = (page: Page) => page.locator(".cookie-banner");

describe("cookie banner", () => {
  it("appears after 10 s, Accept stores the opt-in and it stays away after a reload", async () => {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await openOnFakeClock(page, "/");

    await page.clock.runFor(9_900);
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await page.clock.runFor(200);
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(banner(page).locator("h2").textContent()).resolves.toBe("Cookie Policy");

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBe("true");

    await page.reload();
    await advanceUntilMounted(page);
    await page.clock.runFor(30_000);
    await expect(banner(page).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the close icon hides it without storing consent", async () => {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    await openOnFakeClock(page, "/about");
    await page.clock.runFor(10_100);
    await banner(page).getByRole("button", { name: "Close cookie notice" }).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBeNull();
    await context.close();
  });
});
