import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

describe("mobile menu at 375 px", () => {
  it("toggles with aria-expanded and closes when an item is chosen", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/"));
    const toggle = page.locator(".nav-toggle");
    const menu = page.locator("#site-menu");
    await expect(toggle.isVisible()).resolves.toBe(true);
    await expect(menu.isVisible()).resolves.toBe(false);

    await toggle.click();
    await islandReady(page, "mobile-menu");
    await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    await expect(menu.isVisible()).resolves.toBe(true);

    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu.isVisible()).resolves.toBe(false);

    // Open the menu and the tools dropdown and choose a tool. A listener on window, which runs
    // after the island's own, cancels the navigation so the closed menu can be seen.
    await toggle.click();
    await page.locator("summary", { hasText: "More tools" }).click();
    await page.evaluate(() => window.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    await page.locator("#site-menu a", { hasText: "Online Calendars" }).click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.locator("details.nav-dropdown").evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);

    // And without the cancel, choosing an item goes to its page.
    await toggle.click();
    await page.locator("summary", { hasText: "More tools" }).click();
    await page.locator("#site-menu a", { hasText: "Online Calendars" }).click();
    await page.waitForURL("**/onlinecalendars");
    await expect(page.locator("h1").textContent()).resolves.toBe("Shared online calendars");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens and closes where the visitor is: no jump to the top, and only one of the menu icon and the X at a time", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    // Pressed where it is on screen, as a finger would: Playwright's click() would first scroll
    // the sticky header "into view", which moves the page by itself.
    const box = (await page.locator(".nav-toggle").boundingBox())!;
    const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The first tap comes before the island has loaded: it is held and replayed, not followed.
    await press();
    await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(400);
    expect(new URL(page.url()).hash).toBe("");
    const visible = (selector: string) => page.locator(selector).isVisible();
    await expect(visible(".nav-toggle__close")).resolves.toBe(true);
    await expect(visible(".nav-toggle__open")).resolves.toBe(false);
    await expect(visible(".nav-close")).resolves.toBe(false);
    await press();
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(400);
    await expect(visible(".nav-toggle__open")).resolves.toBe(true);
    await expect(visible(".nav-toggle__close")).resolves.toBe(false);
    await context.close();
  });

  it("Escape closes the menu and gives focus back to the toggle", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    await page.locator(".nav-toggle").click();
    await islandReady(page, "mobile-menu");
    await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    await page.keyboard.press("Escape");
    await expect(page.locator(".nav-toggle").getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.classList.contains("nav-toggle"))).resolves.toBe(true);
    await context.close();
  });

  it("works without JavaScript: the toggle opens the menu and its links navigate", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
    await page.locator(".nav-toggle").click();
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(true);
    // The open menu has its own X; the toggle steps aside.
    await expect(page.locator(".nav-close").isVisible()).resolves.toBe(true);
    await expect(page.locator(".nav-toggle").isVisible()).resolves.toBe(false);
    await page.locator("summary", { hasText: "More tools" }).click();
    await page.locator("#site-menu a", { hasText: "Guestbooks" }).click();
    await page.waitForURL("**/guestbooks");
    await expect(page.locator("h1").textContent()).resolves.toBe("A guestbook for your visitors");
    await context.close();
  });
});

describe("header at 1280 px", () => {
  it("shows the whole bar, opens the tools dropdown and closes it on an outside click", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/webhosting"));
    await expect(page.locator(".nav-toggle").isVisible()).resolves.toBe(false);
    await expect(page.locator("#site-menu a", { hasText: "Account Login" }).isVisible()).resolves.toBe(true);
    await page.locator("summary", { hasText: "More tools" }).click();
    await islandReady(page, "mobile-menu");
    await expect(page.locator(".nav-dropdown__menu a", { hasText: "Photo Albums" }).isVisible()).resolves.toBe(true);
    await page.mouse.click(640, 700);
    await expect(page.locator(".nav-dropdown__menu").isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shrinks once the page scrolls and grows back at the top", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 400 } });
    const page = await context.newPage();
    await page.goto(suite.server.url("/sitemap"));
    await islandReady(page, "header-shrink");
    const header = page.locator("header.site-header");
    await expect(header.getAttribute("class")).resolves.not.toContain("is-shrunk");
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.querySelector("header.site-header")?.classList.contains("is-shrunk"));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector("header.site-header")?.classList.contains("is-shrunk"));
    await context.close();
  });
});
