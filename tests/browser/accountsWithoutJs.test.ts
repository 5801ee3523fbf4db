import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { MOBILE, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";
import { outboxRowsWhen } from "../fixtures/outbox.ts";

const suite = browserSuite();

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.fill(`#field-${name}`, value);
}

/** A visitor with JavaScript turned off, in real Chromium (CSP, cookies and redirects included). */
describe("accounts with JavaScript off", () => {
  it("signs up, sees the members area, fails, gets locked and asks for a reset", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    const errors = watchForErrors(page);

    await page.goto(suite.server.url("/register?from=hosting&template_id=12"));
    await fill(page, { full_name: "Nora Script", email: "nora@example.com", username: "nojsnora", password: "quiet-pass", password_validation: "quiet-pass" });
    await page.click("button[type=submit]");
    await page.waitForURL("**/members?braveui=1&template_id=12");
    await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as nojsnora.");

    await page.goto(suite.server.url("/login"));
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fill(page, { userid: "nojsnora", password: `wrong-${attempt}` });
      await page.click("button[type=submit]");
      await expect(page.locator("[role=alert]").textContent()).resolves.toBe(messages["login.ERROR_AUTHENTICATION_FAILED"]);
      await expect(page.inputValue("#field-userid")).resolves.toBe("nojsnora");
      await expect(page.inputValue("#field-password")).resolves.toBe("");
      // Only the banner speaks: the emptied password is not called required.
      await expect(page.locator(".field__error").count()).resolves.toBe(0);
    }
    await fill(page, { password: "quiet-pass" });
    await page.click("button[type=submit]");
    await expect(page.locator("[role=alert]").textContent()).resolves.toBe(messages["login.ERROR_ACCOUNT_LOCKED"]);

    await page.click("text=Forgot your password?");
    await fill(page, { email: "nora@example.com" });
    await page.click("button[type=submit]");
    await expect(page.locator("[role=status]").textContent()).resolves.toContain("reset");
    // The member API writes the email after its answer.
    await outboxRowsWhen(suite.server.dataDir, (rows) => rows.some((r) => r.to_address === "nora@example.com"));
    // Chromium reports each refused login page (401, 423) as a failed load; nothing else may appear.
    expect(errors.filter((e) => !/status of (?:401|423) /.test(e))).toEqual([]);
    await context.close();
  });

  it("logs the demo member in and shows the security notice for a legacy hash", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url("/login"));
    await fill(page, { userid: "demo", password: "demo-pass-2026" });
    await page.click("button[type=submit]");
    await page.waitForURL("**/members?braveui=1");
    await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as demo.");

    await page.goto(suite.server.url("/login"));
    await fill(page, { userid: "oldtimer", password: "oldtimer-pass" });
    await page.click("button[type=submit]");
    await page.waitForURL("**/security-update");
    await expect(page.locator("strong").textContent()).resolves.toBe("oldtimer@braveweb.example");
    await context.close();
  });
});
