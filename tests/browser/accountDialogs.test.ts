import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { axeViolations } from "../fixtures/axe.ts";
import { DESKTOP, MOBILE, islandReady } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** Console errors other than the browser's note about an answered 4xx/5xx request. */
function watchScriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && !msg.text().startsWith("Failed to load resource") && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

async function openPage(path: string, options: BrowserContextOptions = DESKTOP) {
  const context = await suite.browser.newContext({ ...options, bypassCSP: false });
  const page = await context.newPage();
  const errors = watchScriptErrors(page);
  await page.goto(suite.server.url(path));
  return { context, page, errors };
}

const dialog = (page: Page) => page.locator("dialog[open]").last();

async function openLoginDialog(page: Page) {
  await page.locator("#site-menu a", { hasText: "Account Login" }).click();
  await dialog(page).waitFor();
}

/** Fills and sends the login dialog, and waits for the API's answer to be shown or acted on. */
async function login(page: Page, userid: string, password: string) {
  await dialog(page).getByLabel("Username").fill(userid);
  await dialog(page).getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([page.waitForResponse("**/api/v1/login"), dialog(page).getByRole("button", { name: "Log in" }).click()]);
  await page.waitForFunction(() => !document.querySelector("dialog[open] fieldset[disabled]") || document.querySelector("dialog[open] [role=status]"));
}

/** Waits until the dialog's heading reads as given. */
async function dialogTitled(page: Page, title: string) {
  await dialog(page).locator("h2", { hasText: title }).waitFor();
}

async function alertText(page: Page): Promise<string | null> {
  await dialog(page).locator("[role=alert]").waitFor();
  return dialog(page).locator("[role=alert]").textContent();
}

describe("account dialogs", () => {
  it("open from the header, move focus in, swap keeping the carried values, close with Escape and return focus", async () => {
    const { context, page, errors } = await openPage("/about?from=hosting&template_id=4&type=domain");
    await openLoginDialog(page);
    await expect(dialog(page).locator("h2").textContent()).resolves.toBe("Log in to your account");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("userid");
    await expect(page.evaluate(() => document.documentElement.dataset.viewingModal)).resolves.toBe("true");

    await dialog(page).getByRole("link", { name: "Register" }).click();
    await dialogTitled(page, "Create your free account");
    await expect(dialog(page).locator("form").getAttribute("action")).resolves.toBe("/register?from=hosting&template_id=4&type=domain");
    await dialog(page).getByRole("link", { name: "Log in" }).click();
    await dialogTitled(page, "Log in to your account");
    await dialog(page).getByRole("link", { name: "Forgot your password?" }).click();
    await dialogTitled(page, "Reset your password");
    await expect(dialog(page).locator("form").getAttribute("action")).resolves.toBe("/lostpassword?from=hosting&template_id=4&type=domain");
    await expect(page.locator("dialog[open]").count()).resolves.toBe(1);

    // docs/product.md §4: the page stays flagged for 200 ms after the last dialog closes. The page notes when
    // Escape closed it and when the flag went, so a slow test runner cannot miss the window.
    await page.evaluate(() => {
      const seen: { closed?: number; unflagged?: number } = {};
      (window as unknown as { flagTimes: typeof seen }).flagTimes = seen;
      window.addEventListener("keydown", (e) => e.key === "Escape" && (seen.closed ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.documentElement.dataset.viewingModal === undefined) seen.unflagged ??= performance.now();
      }).observe(document.documentElement, { attributes: true });
    });
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Account Login");
    await page.waitForFunction(() => document.documentElement.dataset.viewingModal === undefined, null, { timeout: 5000 });
    const { closed, unflagged } = await page.evaluate(() => (window as unknown as { flagTimes: { closed: number; unflagged: number } }).flagTimes);
    expect(unflagged - closed, "ms the page stayed flagged after the dialog closed").toBeGreaterThanOrEqual(195);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("close on a click outside", async () => {
    const { context, page } = await openPage("/sitemap");
    await page.locator("#site-menu a", { hasText: "Register" }).click();
    await dialog(page).waitFor();
    await page.mouse.click(5, 5);
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await context.close();
  });

  it("fill the screen on a phone, opened from the mobile menu", async () => {
    const { context, page } = await openPage("/sitemap", MOBILE);
    await page.locator(".nav-toggle").click();
    await page.locator("#site-menu a", { hasText: "Register" }).click();
    await dialog(page).waitFor();
    await expect(dialog(page).getAttribute("class")).resolves.toContain("modal--fullscreen");
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(375);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await context.close();
  });

  it("can be used with the keyboard alone", async () => {
    const { context, page } = await openPage("/terms");
    await page.locator("#site-menu a", { hasText: "Account Login" }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    await page.keyboard.type("demo");
    await page.keyboard.press("Tab");
    await page.keyboard.type("wrong-password");
    await page.keyboard.press("Enter");
    await expect(alertText(page)).resolves.toBe(messages["login.ERROR_AUTHENTICATION_FAILED"]);
    // Tab moves through the dialog and never leaves it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await context.close();
  });

  it("show the sending state while the API answers", async () => {
    const { context, page } = await openPage("/about");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/login", async (route) => {
      await held;
      await route.continue();
    });
    await openLoginDialog(page);
    await dialog(page).getByLabel("Username").fill("demo");
    await dialog(page).getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await dialog(page).locator("fieldset[disabled]").waitFor();
    await expect(
      dialog(page)
        .getByLabel("Username")
        .evaluate((input) => input.matches(":disabled")),
    ).resolves.toBe(true);
    await expect(
      dialog(page)
        .getByRole("button", { name: "Sending…" })
        .evaluate((b) => b.matches(":disabled")),
    ).resolves.toBe(true);
    await expect(dialog(page).locator("form").getAttribute("aria-busy")).resolves.toBe("true");
    release();
    await expect(alertText(page)).resolves.toBe(messages["login.ERROR_AUTHENTICATION_FAILED"]);
    await expect(dialog(page).locator("fieldset").isDisabled()).resolves.toBe(false);
    await context.close();
  });

  it("validate live with the shared schemas and messages", async () => {
    const { context, page } = await openPage("/about");
    await openLoginDialog(page);
    await dialog(page).getByLabel("Username").fill("me@example.com");
    await dialog(page).getByLabel("Username").blur();
    await expect(dialog(page).locator(".field__error").first().textContent()).resolves.toBe("You must login with your username");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await dialog(page).locator("[role=alert]").waitFor();
    await expect(dialog(page).locator(".field__error").allTextContents()).resolves.toEqual(["You must login with your username", "Your Password is required"]);
    await expect(dialog(page).locator("[role=alert]").textContent()).resolves.toBe(messages["form.ERROR_INVALID_FIELDS"]);
    await context.close();
  });
});

describe("login outcomes in a dialog, against the local member API", () => {
  it("success on a service page goes to the dashboard built from pub", async () => {
    const { context, page } = await openPage("/webhosting");
    await openLoginDialog(page);
    await login(page, "demo", "demo-pass-2026");
    await page.waitForURL("**/members/dashboard?pub=100001");
    await context.close();
  });

  it("success elsewhere follows the returned redirect with braveui=1 and template_id", async () => {
    const { context, page } = await openPage("/about?template_id=9");
    await openLoginDialog(page);
    await login(page, "demo", "demo-pass-2026");
    await page.waitForURL("**/members?braveui=1&template_id=9");
    await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as demo.");
    await context.close();
  });

  it("a legacy password hash opens the security-upgrade dialog on top", async () => {
    const { context, page } = await openPage("/about");
    await openLoginDialog(page);
    await login(page, "oldtimer", "oldtimer-pass");
    await page.locator("dialog[open] >> nth=1").waitFor();
    await expect(page.locator("dialog[open]").count()).resolves.toBe(2);
    await expect(dialog(page).locator("strong").textContent()).resolves.toBe("oldtimer@braveweb.example");
    await context.close();
  });

  it("locked, unexpected and cookie errors show their docs/product.md §8 texts", async () => {
    const { context, page } = await openPage("/about");
    // Strangers are stopped before the member API's lock; a member's own browser (signed up
    // here, so it holds the device cookie) still meets the lock after its own 5 failures.
    const signup = await context.request.post(suite.server.url("/api/v1/register"), {
      data: { full_name: "Locked Out", email: "lockedout@example.com", username: "lockedout", password: "right-one", password_validation: "right-one" },
    });
    expect(signup.status()).toBe(200);
    // As after a logout: the header's signed-in flag goes (the header would otherwise offer
    // My account, not Account Login), the device cookie stays.
    await context.clearCookies({ name: "bw_signed_in" });
    await page.reload();
    await openLoginDialog(page);
    for (let i = 0; i < 5; i++) await login(page, "lockedout", `wrong-${i}`);
    await login(page, "lockedout", "right-one");
    await expect(alertText(page)).resolves.toBe(messages["login.ERROR_ACCOUNT_LOCKED"]);

    await page.route("**/api/v1/login", (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>oops</h1>" }));
    await login(page, "demo", "demo-pass-2026");
    await dialog(page).locator("[role=alert]", { hasText: "unexpected" }).waitFor();
    await expect(alertText(page)).resolves.toBe(messages["login.ERROR_UNEXPECTED"]);
    await page.unroute("**/api/v1/login");
    await context.close();

    // A browser that refuses cookies (the cached /about sets none, and document.cookie is
    // ignored): the member API answers COOKIES_REQUIRED.
    const context2 = await suite.browser.newContext(DESKTOP);
    await context2.addInitScript(() => Object.defineProperty(Document.prototype, "cookie", { get: () => "", set: () => {} }));
    const noCookies = { context: context2, page: await context2.newPage() };
    await noCookies.page.goto(suite.server.url("/about"));
    await openLoginDialog(noCookies.page);
    await login(noCookies.page, "demo", "demo-pass-2026");
    await expect(alertText(noCookies.page)).resolves.toBe(messages["login.ERROR_COOKIES_REQUIRED"]);
    await noCookies.context.close();
  });
});

describe("sign-up in a dialog", () => {
  it("says a username is taken before submit, then signs up", async () => {
    const { context, page } = await openPage("/sitemap?from=bravesites");
    await page.locator("#site-menu a", { hasText: "Register" }).click();
    await dialog(page).waitFor();
    await dialog(page).getByLabel("Username").fill("demo");
    const usernameError = dialog(page).locator('[id$="-username-error"]');
    await usernameError.waitFor();
    await expect(usernameError.textContent()).resolves.toBe("This username has been taken, please try another");
    await dialog(page).getByLabel("Full name").fill("Dee Dialog");
    await dialog(page).getByLabel("Email address").fill("dee@example.com");
    await dialog(page).getByLabel("Username").fill("deedialog");
    await dialog(page).getByLabel("Password", { exact: true }).fill("dialog-pass");
    await dialog(page).getByLabel("Repeat password").fill("dialog-pass");
    await page.waitForFunction(() => !document.querySelector("dialog[open] .field--pending") && !document.querySelector("dialog[open] .field__error"));
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/members?braveui=1");
    await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as deedialog.");
    await context.close();
  });
});

describe("sign-up from Use theme in the gallery", () => {
  // Without JavaScript "Use theme" is the sign-up page that names the theme (tests/http/accounts/chosenTheme.test.ts);
  // with it, the same block in the sign-up dialog over the gallery, at phone width here.
  it("names the theme with its picture, Change theme goes back to the gallery, and the member API gets its template_id", async () => {
    const { context, page, errors } = await openPage("/sitebuilder/templates", MOBILE);
    const use = page.getByRole("link", { name: "Use theme Harbor Café" });
    await use.click();
    await dialog(page).waitFor();
    await expect(dialog(page).locator(".modal__title").textContent()).resolves.toBe("Create your free account");
    await expect(dialog(page).locator(".chosen-theme__text").textContent()).resolves.toBe("You’re starting with Harbor CaféChange theme");
    await expect(dialog(page).locator(".chosen-theme__shot").getAttribute("src")).resolves.toMatch(/\/screenshots\/101\.svg$/);
    await dialog(page).getByRole("link", { name: "Change theme" }).click();
    await page.locator("dialog[open]").waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/sitebuilder/templates");
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith("Use theme"));

    await use.click();
    await dialog(page).getByLabel("Full name").fill("Tess Theme");
    await dialog(page).getByLabel("Email address").fill("tess@example.com");
    await dialog(page).getByLabel("Username").fill("tesstheme");
    await dialog(page).getByLabel("Password", { exact: true }).fill("theme-pass-1");
    await dialog(page).getByLabel("Repeat password").fill("theme-pass-1");
    await page.waitForFunction(() => !document.querySelector("dialog[open] .field--pending") && !document.querySelector("dialog[open] .field__error"));
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/template_id=101/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the page forms with JavaScript", () => {
  it("hydrate in place and submit through the API", async () => {
    const { context, page, errors } = await openPage("/login?type=hosting");
    const before = await page.locator("form").boundingBox();
    await islandReady(page, "account-form");
    const after = await page.locator("form").boundingBox();
    expect(after).toEqual(before);
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password", { exact: true }).fill("demo-pass-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/members\/100001\/pick-item\?pickItem=hosting$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  it("axe-core finds no violations in any dialog", async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    await openLoginDialog(page);
    await login(page, "demo", "wrong-one");
    await dialog(page).locator("[role=alert]").waitFor();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await dialog(page).getByRole("link", { name: "Register" }).click();
    await dialogTitled(page, "Create your free account");
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await dialog(page).locator("[role=alert]").waitFor();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await dialog(page).getByRole("link", { name: "Log in" }).click();
    await dialogTitled(page, "Log in to your account");
    await dialog(page).getByRole("link", { name: "Forgot your password?" }).click();
    await dialogTitled(page, "Reset your password");
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await page.keyboard.press("Escape");
    await openLoginDialog(page);
    await login(page, "oldtimer", "oldtimer-pass");
    await page.locator("dialog[open] >> nth=1").waitFor();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await context.close();
  });
});
