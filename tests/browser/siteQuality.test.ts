import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { pageRoutes } from "../../content/routes.ts";
import { axeViolations } from "../fixtures/axe.ts";
import { DESKTOP, MOBILE, islandReady } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** Every page of the route table, at a concrete address. */
const routes = pageRoutes.map((route) => route.example ?? route.path).filter((path) => !path.includes(":"));

/** What a page looks like to a careful reviewer: the problems found, in words. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const svg of Array.from(document.querySelectorAll("svg.illustration"))) {
      const drawing = svg.innerHTML;
      const label = svg.getAttribute("aria-label") ?? "";
      const earlier = seen.get(drawing);
      if (earlier !== undefined) problems.push(`illustration repeated: "${label}" draws the same as "${earlier}"`);
      else seen.set(drawing, label);
    }
    for (const section of Array.from(document.querySelectorAll("main section"))) {
      const buttons = Array.from(section.querySelectorAll<HTMLElement>(".button")).filter((b) => b.getClientRects().length > 0);
      const last = buttons.at(-1);
      if (!last || last.closest("dialog, .cart-bar")) continue;
      const gap = section.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
      if (gap < 24) problems.push(`last button of #${section.id || section.className} is ${Math.round(gap)} px above the section's bottom edge`);
    }
    for (const list of Array.from(document.querySelectorAll<HTMLElement>("main ul, main ol, main div"))) {
      if (getComputedStyle(list).display !== "grid" || list.children.length < 4) continue;
      const rows = new Map<number, number>();
      for (const child of Array.from(list.children)) {
        const top = Math.round(child.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      if (counts.length >= 2 && counts.at(-1) === 1 && counts[0]! >= 3)
        problems.push(`one card alone on the last row of .${list.className} (${counts.join(", ")})`);
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    return problems;
  });
}

describe.each([
  ["375 px", MOBILE],
  ["1280 px", DESKTOP],
])("every route at %s", (_width, viewport) => {
  // Each walks all the site's routes (about 30 page loads): the limit bounds a hang, not a speed.
  const EVERY_ROUTE_TIMEOUT = 240_000;

  it(
    "repeats no illustration, keeps each section's last button 24 px off its edge, leaves no card alone, never scrolls sideways, and reports no CSP violation",
    async () => {
      const context = await suite.browser.newContext(viewport);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const reports: string[] = [];
        (window as unknown as { cspReports: string[] }).cspReports = reports;
        document.addEventListener("securitypolicyviolation", (e) => reports.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const found: string[] = [];
      for (const path of routes) {
        await page.goto(suite.server.url(path), { waitUntil: "networkidle" });
        // The islands load on idle: give their scripts their chance to trip the CSP.
        await page.waitForTimeout(150);
        for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
        for (const report of await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)) found.push(`${path}: CSP ${report}`);
      }
      expect(found).toEqual([]);
      await context.close();
    },
    EVERY_ROUTE_TIMEOUT,
  );

  it(
    "has no axe-core violations, contrast included",
    async () => {
      const context = await suite.browser.newContext({ ...viewport, bypassCSP: true });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of routes) {
        await page.goto(suite.server.url(path), { waitUntil: "networkidle" });
        for (const v of await axeViolations(page, "html"))
          found.push(`${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      }
      expect(found).toEqual([]);
      await context.close();
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

describe("on narrow phones", () => {
  it("a 60-character domain search at 320 px wraps instead of widening the page", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const name = `${"long".repeat(7)}-${"name".repeat(6)}xyz`;
    expect(`${name}.com`).toHaveLength(60);
    await page.goto(suite.server.url(`/domains/lookup?domain=${name}.com`));
    await page.waitForURL(`**/domains/search/results/${name}.com`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await context.close();
  });
});

describe("forms typed into before their script loads", () => {
  it("reports a taken username as soon as the form hydrates, without another keystroke", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    // A slow connection: the form's chunk arrives a while after the page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/chunks/accountForm-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(suite.server.url("/register"));
    await page.locator("#field-username").fill("demo");
    await page.locator("#field-email").click();
    release();
    await islandReady(page, "account-form");
    await expect(page.locator("#field-username-error").textContent({ timeout: 5000 })).resolves.toBe(messages["register.ERROR_USERNAME_TAKEN"]);
    await context.close();
  });
});

describe("focus in the account dialogs", () => {
  it("moves to the first field after each swap, and on a phone returns to a visible control on close", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    await page.locator(".nav-toggle").click();
    await page.waitForFunction(() => document.querySelector(".nav-toggle")?.getAttribute("aria-expanded") === "true");
    await page.locator("#site-menu a", { hasText: "Account Login" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
    await dialog.getByRole("link", { name: "Register" }).click();
    await expect.poll(focusedId).toMatch(/-full_name$/);
    await page.keyboard.type("Typed after the swap");
    await expect(dialog.getByLabel("Full name").inputValue()).resolves.toBe("Typed after the swap");
    await dialog
      .getByRole("link", { name: /log in/i })
      .first()
      .click();
    await expect.poll(focusedId).toMatch(/-userid$/);
    await dialog.getByRole("link", { name: "Forgot your password?" }).click();
    await expect.poll(focusedId).toMatch(/-email$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    // The opener sat in the menu, which closed: focus is on the menu's toggle, which is visible.
    await expect(page.evaluate(() => document.activeElement?.classList.contains("nav-toggle"))).resolves.toBe(true);
    await context.close();
  });
});
