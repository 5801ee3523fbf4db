import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../content/site.ts";
import { MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

const T0 = new Date("2026-03-02T09:00:00Z").getTime();

/**
 * Opens a page on a fake clock that is paused before the banner island mounts: its chunk is
 * held back until the clock stands still, so the banner's 10 s timer starts at a known instant.
 */
async function openOnPausedClock(page: Page, path: string): Promise<void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/chunks/cookieBanner-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install({ time: T0 });
  await page.goto(suite.server.url(path));
  await page.clock.pauseAt(T0 + 3_000); // past the loader's 2 s idle timeout
  release();
  await islandReady(page, "cookie-banner");
}

const banner = (page: Page) => page.locator(".cookie-banner");

describe("cookie banner", () => {
  it("appears after 10 s, Accept stores the opt-in and it stays away after a reload", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await openOnPausedClock(page, "/");

    await page.clock.runFor(9_900);
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await page.clock.runFor(200);
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(banner(page).locator("h2").textContent()).resolves.toBe("Cookie Policy");

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBe("true");

    await page.reload();
    await page.clock.runFor(3_000);
    await islandReady(page, "cookie-banner");
    await page.clock.runFor(30_000);
    await expect(banner(page).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the close icon hides it without storing consent", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await openOnPausedClock(page, "/about");
    await page.clock.runFor(10_100);
    await banner(page).getByRole("button", { name: "Close cookie notice" }).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBeNull();
    await context.close();
  });

  it("Reject stores the refusal and it stays away after a reload", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await openOnPausedClock(page, "/");
    await page.clock.runFor(10_100);

    await banner(page).getByRole("button", { name: "Reject" }).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBe("false");

    await page.reload();
    await page.clock.runFor(3_000);
    await islandReady(page, "cookie-banner");
    await page.clock.runFor(30_000);
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).resolves.toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes at most a quarter of a 375 × 740 screen, with Reject and Accept alike", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await openOnPausedClock(page, "/about");
    await page.clock.runFor(10_100);
    await expect(banner(page).isVisible()).resolves.toBe(true);

    const box = await banner(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBeLessThanOrEqual(185);
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    await expect(banner(page).locator(".cookie-banner__text").textContent()).resolves.toMatch(/services.*analytics.*marketing.*Privacy Policy/s);

    const reject = banner(page).getByRole("button", { name: "Reject" });
    const accept = banner(page).getByRole("button", { name: "Accept" });
    const [rejectBox, acceptBox] = await Promise.all([reject.boundingBox(), accept.boundingBox()]);
    expect(rejectBox!.height).toBe(acceptBox!.height);
    expect(rejectBox!.width).toBe(acceptBox!.width);
    expect(rejectBox!.y).toBe(acceptBox!.y); // side by side
    const style = (el: Element) => {
      const s = getComputedStyle(el);
      return { weight: s.fontWeight, size: s.fontSize, background: s.backgroundColor, color: s.color };
    };
    const [rejectStyle, acceptStyle] = await Promise.all([reject.evaluate(style), accept.evaluate(style)]);
    expect(rejectStyle).toEqual(acceptStyle);
    await context.close();
  });

  it("floats clear of the screen's edges, on a phone and on a desktop, and stays under the open phone menu", async () => {
    for (const [options, margin] of [
      [MOBILE, 12],
      [{ viewport: { width: 1280, height: 800 } }, 24],
    ] as const) {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await openOnPausedClock(page, "/about");
      await page.clock.runFor(10_100);
      await expect(banner(page).isVisible()).resolves.toBe(true);
      const { width, height } = options.viewport!;
      const box = (await banner(page).boundingBox())!;
      expect(height - (box.y + box.height), `${width} px: room below`).toBeGreaterThanOrEqual(margin);
      expect(box.x, `${width} px: room on the left`).toBeGreaterThanOrEqual(margin);
      if (width < 600) expect(width - (box.x + box.width), `${width} px: room on the right`).toBeGreaterThanOrEqual(margin);
      const radius = await banner(page).evaluate((e) => parseFloat(getComputedStyle(e).borderTopLeftRadius));
      expect(radius).toBeGreaterThanOrEqual(12);

      if (width < 600) {
        // The menu's account buttons, at the foot of its panel, are not under the banner.
        await page.locator(".nav-toggle").tap();
        const register = page.locator("#site-menu a", { hasText: "Register" });
        await register.waitFor({ state: "visible" });
        const onTop = await register.evaluate((link) => {
          const b = link.getBoundingClientRect();
          const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
          return !!hit && link.contains(hit);
        });
        expect(onTop).toBe(true);
      }
      await context.close();
    }
  });
});
