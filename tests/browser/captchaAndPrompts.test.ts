import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { axeViolations } from "../fixtures/axe.ts";
import { DESKTOP, islandReady } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

// Cloudflare's documented always-pass test keys.
const withSiteKey = browserSuite({ TURNSTILE_SITEKEY: "1x00000000000000000000AA" });
const withSecretOnly = browserSuite({ TURNSTILE_SECRET: "1x0000000000000000000000000000000AA" });

const dialog = (page: Page) => page.locator("dialog[open]").last();

describe("captcha with a site key and no network", () => {
  it("loads Turnstile from its own origin, reports api-not-loaded after 20 polls and asks for the check", async () => {
    const context = await withSiteKey.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const scripts: string[] = [];
    await page.route("https://challenges.cloudflare.com/**", (route) => {
      scripts.push(route.request().url());
      return route.abort();
    });
    const warnings: string[] = [];
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()));
    // Held still until the test moves it: an installed clock otherwise goes on with real time,
    // and on a busy machine the page's own load ran part of the 20 polls before the test looked.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const res = await page.goto(withSiteKey.server.url("/register"));
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self' https://challenges.cloudflare.com");
    await page.clock.runFor(3_000);
    await islandReady(page, "account-form");
    await page.clock.runFor(9_000);
    await expect(page.locator(".captcha").getAttribute("data-captcha-code")).resolves.toBeNull();
    await page.clock.runFor(1_500);
    await page.locator('.captcha[data-captcha-code="api-not-loaded"]').waitFor({ state: "attached" });
    // The polls run on the page's held clock, the script's request on the network: on a busy
    // machine the route's handler can run after the page has already given up on the script.
    await expect.poll(() => scripts).toEqual(["https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=braveTurnstileLoaded"]);
    await expect.poll(() => warnings).toContain("[captcha] api-not-loaded");

    await page.getByLabel("Full name").fill("Cap Tcha");
    await page.getByLabel("Email address").fill("cap@example.com");
    await page.getByLabel("Username").fill("captcha-user");
    await page.getByLabel("Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Repeat password").fill("secret-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.locator("[role=alert]").waitFor();
    // Not "You must verify the captcha." alone: the form says it was not sent and why, beside the check.
    await expect(page.locator("[role=alert]").textContent()).resolves.toBe(messages["captcha.NOT_WORKING"]);
    await expect(page.locator(".captcha__problem-text").textContent()).resolves.toBe(messages["captcha.PROBLEM_NOT_LOADED"]);
    await context.close();
  });

  it("without JavaScript the form says the bot check needs it", async () => {
    const context = await withSiteKey.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(withSiteKey.server.url("/register"));
    await expect(page.locator(".captcha__notice").textContent()).resolves.toBe(messages["captcha.NEEDS_JAVASCRIPT"]);
    await context.close();
  });

  it("the login page shows no bot check unless the server asks", async () => {
    const context = await withSiteKey.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(withSiteKey.server.url("/login"));
    await expect(page.locator(".captcha").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("captcha required by the server without a site key", () => {
  it("reports sitekey-not-configured and shows 'You must verify the captcha.'", async () => {
    const context = await withSecretOnly.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(withSecretOnly.server.url("/about"));
    await page.locator("#site-menu a", { hasText: "Register" }).click();
    await dialog(page).waitFor();
    await dialog(page).getByLabel("Full name").fill("No Key");
    await dialog(page).getByLabel("Email address").fill("nokey@example.com");
    await dialog(page).getByLabel("Username").fill("nokeyuser");
    await dialog(page).getByLabel("Password", { exact: true }).fill("secret-1");
    await dialog(page).getByLabel("Repeat password").fill("secret-1");
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await dialog(page).locator("[role=alert]").waitFor();
    await expect(dialog(page).locator("[role=alert]").textContent()).resolves.toBe("You must verify the captcha.");
    await dialog(page).locator('.captcha[data-captcha-code="sitekey-not-configured"]').waitFor({ state: "attached" });
    await context.close();
  });
});

describe("confirm and prompt dialogs", () => {
  async function pageWithDialogs() {
    const context = await withSiteKey.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(withSiteKey.server.url("/about"));
    // Opening and closing a dialog loads the dialog module.
    await page.locator("#site-menu a", { hasText: "Account Login" }).click();
    await dialog(page).waitFor();
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => Boolean(window.braveDialogs));
    return { context, page };
  }

  it("confirm shows its title and HTML with Ok and Cancel by default, and emits confirm or cancel", async () => {
    const { context, page } = await pageWithDialogs();
    const confirmed = page.evaluate(() => window.braveDialogs!.confirm({ title: "Remove this page?", html: "<p>It cannot be <b>undone</b>.</p>" }));
    await dialog(page).waitFor();
    await expect(dialog(page).locator("h2").textContent()).resolves.toBe("Remove this page?");
    await expect(dialog(page).locator("b").textContent()).resolves.toBe("undone");
    await dialog(page).getByRole("button", { name: "Ok" }).click();
    await expect(confirmed).resolves.toBe(true);
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);

    const cancelled = page.evaluate(() => window.braveDialogs!.confirm({ title: "Leave?", html: "", confirmText: "Leave", cancelText: "Stay" }));
    await dialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(cancelled).resolves.toBe(false);

    const escaped = page.evaluate(() => window.braveDialogs!.confirm({ title: "Escape?", html: "" }));
    await dialog(page).waitFor();
    await page.keyboard.press("Escape");
    await expect(escaped).resolves.toBe(false);
    await context.close();
  });

  it("prompt focuses its input after about 50 ms; Enter confirms with the value, cancel gives none", async () => {
    const { context, page } = await pageWithDialogs();
    const value = page.evaluate(() =>
      window.braveDialogs!.prompt({
        title: "Name your site",
        html: "<p>You can change it later.</p>",
        input: { name: "site", id: "site-name", maxLength: 20, placeholder: "My site" },
      }),
    );
    await page.waitForFunction(() => document.activeElement?.id === "site-name");
    await expect(page.locator("#site-name").getAttribute("maxlength")).resolves.toBe("20");
    await expect(page.locator("#site-name").getAttribute("placeholder")).resolves.toBe("My site");
    await page.keyboard.type("Bakery");
    await page.keyboard.press("Enter");
    await expect(value).resolves.toBe("Bakery");

    const none = page.evaluate(() => window.braveDialogs!.prompt({ title: "Name?", html: "", input: { name: "n", id: "n" } }));
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(none).resolves.toBeNull();
    await context.close();
  });
});

describe("accessibility of confirm and prompt", () => {
  it("axe-core finds no violations in either", async () => {
    const context = await withSiteKey.browser.newContext({ ...DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(withSiteKey.server.url("/about"));
    await page.locator("#site-menu a", { hasText: "Account Login" }).click();
    await dialog(page).waitFor();
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => Boolean(window.braveDialogs));
    const confirmed = page.evaluate(() => window.braveDialogs!.confirm({ title: "Remove this page?", html: "<p>It cannot be undone.</p>" }));
    await dialog(page).waitFor();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(confirmed).resolves.toBe(false);
    const named = page.evaluate(() => window.braveDialogs!.prompt({ title: "Name your site", html: "", input: { name: "site", id: "site-name" } }));
    await dialog(page).waitFor();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(named).resolves.toBeNull();
    await context.close();
  });
});
