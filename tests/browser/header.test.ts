import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
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

  // A link to #site-menu once scrolled the page on every tap without
  // JavaScript, and on the way to the island's replay with it.
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("opens and closes where the visitor is on /webhosting scrolled to 1500, %s", async (_what, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const menu = page.locator("#site-menu");
    const visible = (selector: string) => page.locator(selector).isVisible();
    // Pressed where it is on screen, as a finger would: Playwright's click() would first scroll
    // the sticky header "into view", which moves the page by itself. The first tap comes before
    // the island has loaded.
    const box = (await page.locator(".nav-toggle").boundingBox())!;
    const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    await press();
    await menu.waitFor({ state: "visible" });
    await expect(scrollY()).resolves.toBe(1500);
    expect(new URL(page.url()).hash).toBe("");
    // One control at a time: the toggle shows the X while the menu is open.
    await expect(visible(".nav-toggle__close")).resolves.toBe(true);
    await expect(visible(".nav-toggle__open")).resolves.toBe(false);
    if (javaScriptEnabled) {
      await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    }

    await press();
    await menu.waitFor({ state: "hidden" });
    await expect(scrollY()).resolves.toBe(1500);
    await expect(visible(".nav-toggle__open")).resolves.toBe(true);
    await expect(visible(".nav-toggle__close")).resolves.toBe(false);
    if (javaScriptEnabled) await expect(page.locator(".nav-toggle").getAttribute("aria-expanded")).resolves.toBe("false");
    await context.close();
  });

  it("Escape closes the menu and gives focus back to the toggle", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    await page.locator(".nav-toggle").click();
    await islandReady(page, "mobile-menu");
    await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    // With the tools dropdown open, Escape closes the dropdown only.
    await page.locator("summary", { hasText: "More tools" }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("details.nav-dropdown").evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(true);
    // Then it closes the menu, and focus, which was inside it, goes back to the toggle.
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
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
    // The toggle is a real button, named, and it closes the menu again.
    await expect(page.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(true);
    await page.locator(".nav-toggle").click();
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
    await page.locator(".nav-toggle").click();
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

describe("the desktop bar at every width from 1024 px", () => {
  it("keeps each item on one line, the whole brand, and everything inside the page, for a member with a cart too", async () => {
    for (const cookies of [[], ["bw_cart_count=2", "bw_signed_in=1"]]) {
      for (const width of [1024, 1100, 1200, 1240, 1279, 1280, 1366, 1440]) {
        const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
        if (cookies.length)
          await context.addCookies(cookies.map((pair) => ({ name: pair.split("=")[0]!, value: pair.split("=")[1]!, url: suite.server.url("/") })));
        const page = await context.newPage();
        await page.goto(suite.server.url("/webhosting"));
        await page.waitForLoadState("networkidle");
        const bar = await page.evaluate(() => {
          const items = [...document.querySelectorAll<HTMLElement>(".site-header .site-nav__link, .site-header .button, .site-header .logo")].filter(
            (e) => e.getClientRects().length > 0,
          );
          const lineHeight = (e: HTMLElement) => parseFloat(getComputedStyle(e).lineHeight) || 24;
          return {
            folded: items.filter((e) => e.getBoundingClientRect().height > lineHeight(e) * 1.6 + 16).map((e) => e.textContent),
            right: Math.max(...items.map((e) => e.getBoundingClientRect().right)),
            brand: document.querySelector(".site-header .logo svg")!.getBoundingClientRect().width,
          };
        });
        const where = `${width} px${cookies.length ? ", member with a cart" : ""}`;
        expect(bar.folded, where).toEqual([]);
        expect(bar.right, where).toBeLessThanOrEqual(width);
        expect(bar.brand, where).toBeGreaterThanOrEqual(28);
        await context.close();
      }
    }
  });
});

describe("signed-in header", () => {
  const accountLinks = (page: Page) => ({
    login: page.locator("#site-menu a", { hasText: "Account Login" }),
    register: page.locator("#site-menu a", { hasText: "Register" }),
    mine: page.locator("#site-menu a", { hasText: "My account" }),
    logout: page.locator("#site-menu button", { hasText: "Log out" }),
  });

  it("after a login through the form, shows the way to the members area instead of Account Login and Register, until logout", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/login"));
    await page.fill("#field-userid", "demo");
    await page.fill("#field-password", "demo-pass-2026");
    await page.click("form button[type=submit]");
    await page.waitForURL("**/members?braveui=1");

    await page.goto(suite.server.url("/"));
    await islandReady(page, "member-links");
    const links = accountLinks(page);
    await expect(links.mine.isVisible()).resolves.toBe(true);
    await expect(links.mine.getAttribute("href")).resolves.toBe("/members");
    await expect(links.logout.isVisible()).resolves.toBe(true);
    await expect(links.login.isVisible()).resolves.toBe(false);
    await expect(links.register.isVisible()).resolves.toBe(false);

    // Log out from the header: the members area ends the session, the flag goes with it.
    await links.logout.click();
    await page.waitForURL("**/members");
    await expect(page.locator("h1").textContent()).resolves.toBe("You are not signed in");
    await page.goto(suite.server.url("/"));
    await islandReady(page, "member-links");
    await expect(links.login.isVisible()).resolves.toBe(true);
    await expect(links.register.isVisible()).resolves.toBe(true);
    await expect(links.mine.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone, the open menu offers My account and Log out once signed in", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/login"));
    await page.fill("#field-userid", "demo");
    await page.fill("#field-password", "demo-pass-2026");
    await page.click("form button[type=submit]");
    await page.waitForURL("**/members?braveui=1");
    await page.goto(suite.server.url("/webhosting"));
    await islandReady(page, "member-links");
    await page.locator(".nav-toggle").click();
    const links = accountLinks(page);
    await expect(links.mine.isVisible()).resolves.toBe(true);
    await expect(links.logout.isVisible()).resolves.toBe(true);
    await expect(links.login.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("without JavaScript the header stays as it is for everyone", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    await context.addCookies([{ name: "bw_signed_in", value: "1", url: suite.server.url("/") }]);
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    const links = accountLinks(page);
    await expect(links.login.isVisible()).resolves.toBe(true);
    await expect(links.mine.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
