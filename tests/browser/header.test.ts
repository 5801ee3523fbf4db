import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** Every island the page starts by itself has mounted: what a visitor who waits a moment has. */
async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")]
      .filter((e) => e.dataset.load === "load" || e.dataset.load === "idle")
      .every((e) => e.dataset.islandState === "ready"),
  );
}

/** Waits out the header's 0.2 s transitions and a smooth scroll's first frames: whatever a change set moving has stopped. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** Loads a page, waits for its islands, scrolls to y as a visitor would and waits for the header to shrink. */
async function openScrolled(page: Page, path: string, y: number, javaScript: boolean): Promise<number> {
  await page.goto(suite.server.url(path));
  if (javaScript) await islandsSettled(page);
  // On a loaded machine a late layout (a font swap, scroll anchoring) once moved the page 61 px
  // after the scroll; the visitor then scrolls again, and so does this, up to three times.
  let at = -1;
  for (let attempt = 0; attempt < 3 && Math.abs(at - y) > 20; attempt++) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    if (javaScript) await page.waitForFunction(() => document.querySelector(".site-header")?.classList.contains("is-shrunk"));
    await settle(page);
    at = await page.evaluate(() => window.scrollY);
  }
  expect(Math.abs(at - y)).toBeLessThanOrEqual(20);
  return at;
}

/** A finger drawn 300 px up from (x, y), in small steps, as the browser's touch scrolling sees one. */
async function swipeUp(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y: at }] });
  await touch("touchStart", y);
  for (let at = y - 10; at >= y - 300; at -= 10) await touch("touchMove", at);
  await touch("touchEnd", y - 300);
  await cdp.detach();
  await settle(page);
}

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

  // A link to #site-menu once scrolled the page on every tap without JavaScript. Later the page
  // jumped by 367 px on each tap once the islands had loaded and the header had shrunk: an
  // earlier version of this test tapped before that and never saw it. Here the visitor waits for
  // the page, scrolls, then taps (Playwright's tap and click bring the toggle "into view" first,
  // as a browser does for a focused control: a header control must never count as out of view).
  it.each([
    ["tapped, with JavaScript", MOBILE, "tap"],
    ["clicked, with JavaScript", { viewport: MOBILE.viewport }, "click"],
    ["tapped, without JavaScript", { ...MOBILE, javaScriptEnabled: false }, "tap"],
  ] as [string, BrowserContextOptions, "tap" | "click"][])(
    "opens and closes where the visitor is on /webhosting scrolled to 1500, %s",
    async (_what, options, how) => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      const javaScript = options.javaScriptEnabled !== false;
      const at = await openScrolled(page, "/webhosting", 1500, javaScript);
      const scrollY = () => page.evaluate(() => window.scrollY);
      const toggle = page.locator(".nav-toggle");
      const menu = page.locator("#site-menu");
      const visible = (selector: string) => page.locator(selector).isVisible();
      const press = () => (how === "tap" ? toggle.tap() : toggle.click());

      await press();
      await menu.waitFor({ state: "visible" });
      await settle(page);
      await expect(scrollY()).resolves.toBe(at);
      expect(new URL(page.url()).hash).toBe("");
      // One control at a time: the toggle shows the X while the menu is open.
      await expect(visible(".nav-toggle__close")).resolves.toBe(true);
      await expect(visible(".nav-toggle__open")).resolves.toBe(false);
      if (javaScript) await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");

      await press();
      await menu.waitFor({ state: "hidden" });
      await settle(page);
      await expect(scrollY()).resolves.toBe(at);
      await expect(visible(".nav-toggle__open")).resolves.toBe(true);
      await expect(visible(".nav-toggle__close")).resolves.toBe(false);
      if (javaScript) await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

      // Open once more and leave it another way: a tap on the dimmed page beside the panel, or Escape.
      await press();
      await menu.waitFor({ state: "visible" });
      await settle(page);
      if (javaScript) {
        const panel = (await page.locator(".site-nav__panel").boundingBox())!;
        expect(panel.y + panel.height, "room below the panel for the backdrop").toBeLessThan(700);
        await page.touchscreen.tap(187, 720).catch(() => page.mouse.click(187, 720));
        await menu.waitFor({ state: "hidden" });
        await settle(page);
        await expect(scrollY()).resolves.toBe(at);
        await press();
        await menu.waitFor({ state: "visible" });
      }
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      await settle(page);
      await expect(scrollY()).resolves.toBe(at);
      await expect(page.evaluate(() => document.activeElement?.classList.contains("nav-toggle"))).resolves.toBe(true);
      await expect(scrollY()).resolves.toBe(at);
      await context.close();
    },
  );

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("with More tools open, the panel fits the screen and scrolls by itself down to Register, the page held still, %s", async (_what, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled });
    const page = await context.newPage();
    const at = await openScrolled(page, "/webhosting", 1500, javaScriptEnabled);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.locator(".nav-toggle").tap();
    await page.locator("#site-menu").waitFor({ state: "visible" });
    await page.locator("summary", { hasText: "More tools" }).tap();
    await page.locator(".nav-dropdown__menu a", { hasText: "Photo Albums" }).waitFor({ state: "visible" });
    await settle(page);

    const panel = page.locator(".site-nav__panel");
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height, "the panel ends on the screen").toBeLessThanOrEqual(740);
    expect(box.height).toBeLessThanOrEqual(740);
    const scrolls = await panel.evaluate((e) => ({ content: e.scrollHeight, shown: e.clientHeight }));
    expect(scrolls.content, "the open panel holds more than the screen").toBeGreaterThan(scrolls.shown);

    // A swipe on the panel scrolls the panel, not the page behind it; nor does one on the backdrop.
    const register = page.locator("#site-menu a", { hasText: "Register" });
    const inPanel = () =>
      page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLElement>("#site-menu a")].find((a) => a.textContent === "Register")!;
        const b = link.getBoundingClientRect();
        const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
        return b.bottom <= document.querySelector(".site-nav__panel")!.getBoundingClientRect().bottom && !!hit && link.contains(hit);
      });
    await expect(inPanel()).resolves.toBe(false);
    for (let i = 0; i < 12 && !(await inPanel()); i++) {
      await swipeUp(page, box.x + box.width / 2, box.y + box.height - 20);
      await expect(scrollY()).resolves.toBe(at);
    }
    await expect(inPanel()).resolves.toBe(true);
    await expect(panel.evaluate((e) => e.scrollTop)).resolves.toBeGreaterThan(0);
    await swipeUp(page, box.x + box.width / 2, box.y + box.height - 20);
    await expect(scrollY()).resolves.toBe(at);
    // Nor does one on the dimmed strip below the panel.
    await swipeUp(page, box.x + box.width / 2, 736);
    await expect(scrollY()).resolves.toBe(at);

    // Every item can be reached: the last one, Register, is tapped where it is.
    const target = (await register.boundingBox())!;
    await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
    if (javaScriptEnabled) {
      // With JavaScript, Register opens its dialog and the menu goes.
      await page.locator("dialog[open]").waitFor();
      await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
    } else {
      await page.waitForURL("**/register");
    }
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

  it("opens More tools as a panel inside the screen from 1024 to 1440 px: the services, then the free tools, each with its icon and line; a tool's page marks More tools", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    for (const width of [1024, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(suite.server.url("/onlinestore"));
      const summary = page.locator("summary", { hasText: "More tools" });
      // The bar marks where the visitor is, as it marks a section.
      await expect(summary.evaluate((el) => getComputedStyle(el).boxShadow)).resolves.toContain("inset");
      await summary.click();
      const panel = (await page.locator(".nav-dropdown__menu").boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      expect(panel.y + panel.height).toBeLessThanOrEqual(720);
      await expect(page.locator(".nav-dropdown__heading").allTextContents()).resolves.toEqual(["Services", "Free web tools"]);
      const store = page.locator('.nav-dropdown__link[aria-current="page"]');
      await expect(store.locator(".nav-dropdown__name").textContent()).resolves.toBe("Online Store");
      // Every tool shows its icon and its line, in sight.
      for (const link of await page.locator(".nav-dropdown__group .nav-dropdown__link").all()) {
        await expect(link.locator("svg").isVisible()).resolves.toBe(true);
        await expect(link.locator(".nav-dropdown__line").isVisible()).resolves.toBe(true);
      }
    }
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
  // Sixteen page loads: longer than the default minute on a busy machine.
  it("keeps each item on one line, the whole brand, and everything inside the page, for a member with a cart too", { timeout: 180_000 }, async () => {
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

describe("the desktop bar with a domain in the cart", () => {
  /** Each item of the bar: its box, and whether its content fits inside it. */
  const measureBar = (page: Page) =>
    page.evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => e.getClientRects().length > 0);
      const items = shown(".site-header .logo, .site-header .site-nav__list > li > .site-nav__link, .site-header .site-nav__account a");
      return {
        items: items.map((e) => {
          const b = e.getBoundingClientRect();
          return { name: e.textContent.trim(), left: b.left, width: b.width, fits: e.scrollWidth <= e.clientWidth + 1 };
        }),
        chevron: shown(".nav-dropdown__summary svg").map((e) => e.getBoundingClientRect().width),
        cart: shown(".header-cart__link")
          .filter((e) => e.checkVisibility({ visibilityProperty: true }))
          .map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      };
    });

  it("keeps every item where and as wide as it was, and puts the cart beside the account links, at 1100 to 1440 px", { timeout: 120_000 }, async () => {
    // A domain put in the cart the way a visitor does, on the results page.
    const shopping = await suite.browser.newContext(DESKTOP);
    const shop = await shopping.newPage();
    await shop.goto(suite.server.url("/domains/search/results/mybakery"));
    await islandReady(shop, "domain-search");
    await shop.getByRole("button", { name: "Add to cart mybakery.com" }).click();
    await shop.locator(".cart-line", { hasText: "mybakery.com" }).waitFor();
    const withCart = await shopping.storageState();
    await shopping.close();

    for (const width of [1100, 1200, 1280, 1440]) {
      const bars = [];
      for (const storageState of [undefined, withCart]) {
        const context = await suite.browser.newContext({ viewport: { width, height: 800 }, storageState });
        const page = await context.newPage();
        await page.goto(suite.server.url("/webhosting"));
        await islandReady(page, "cart-badge");
        bars.push(await measureBar(page));
        await context.close();
      }
      const [empty, cart] = bars as [Awaited<ReturnType<typeof measureBar>>, Awaited<ReturnType<typeof measureBar>>];
      const where = `${width} px`;
      expect(empty.cart, where).toEqual([]);
      expect(cart.cart, where).toHaveLength(1);
      expect(
        cart.items.map((i) => i.name),
        where,
      ).toEqual(empty.items.map((i) => i.name));
      for (const [i, item] of cart.items.entries()) {
        const before = empty.items[i]!;
        expect(item.fits, `${where}: ${item.name} holds its text`).toBe(true);
        expect(Math.abs(item.left - before.left), `${where}: ${item.name} stays put`).toBeLessThanOrEqual(0.5);
        expect(Math.abs(item.width - before.width), `${where}: ${item.name} keeps its width`).toBeLessThanOrEqual(0.5);
      }
      expect(empty.chevron, where).toEqual([16]);
      expect(cart.chevron, where).toEqual([16]);
      // The cart comes right after Register, inside the page.
      const register = cart.items.find((i) => i.name === "Register")!;
      const gap = cart.cart[0]!.left - (register.left + register.width);
      expect(gap, `${where}: cart beside Register`).toBeGreaterThanOrEqual(0);
      expect(gap, `${where}: cart beside Register`).toBeLessThanOrEqual(16);
      expect(cart.cart[0]!.right, where).toBeLessThanOrEqual(width);
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
