import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/**
 * A page of another origin that posts a form to the members area's logout as soon as it loads.
 * Served from 127.0.0.1 on another port, it is same-site with the site (ports do not make a
 * site), so Chromium sends the SameSite=Lax session cookie with its post: only the CSRF rule
 * stands between it and the member's session.
 */
let attacker: Server;
let attackerOrigin: string;
beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Win a prize</title>
      <form id="f" method="post" action="${suite.server.url("/members/logout")}"></form>
      <script>document.getElementById("f").submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

async function logIn(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(suite.server.url("/login"));
  await page.fill("#field-userid", "demo");
  await page.fill("#field-password", "demo-pass-2026");
  await page.click("form button[type=submit]");
  await page.waitForURL("**/members?braveui=1");
  await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as demo.");
  return page;
}

describe("the members area's logout (proxied on the site's origin)", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("works from its own page %s", async (_what, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled });
    const page = await logIn(context);
    const sent = page.waitForRequest((req) => req.url().endsWith("/members/logout"));
    await page.click("text=Log out");
    await expect(page.locator("h1").textContent()).resolves.toBe("You are not signed in");
    // What the guard judges: Fetch Metadata, with Origin "null" (the page is no-referrer).
    const headers = await (await sent).allHeaders();
    expect([headers["sec-fetch-site"], headers.origin]).toEqual(["same-origin", "null"]);
    await context.close();
  });

  it("cannot be triggered by another origin's page: the member stays signed in", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await logIn(context);
    const lure = await context.newPage();
    const answer = lure.waitForResponse((res) => res.url().endsWith("/members/logout"));
    await lure.goto(attackerOrigin);
    expect((await answer).status()).toBe(403);
    await page.reload();
    await expect(page.locator(".hello .lead").textContent()).resolves.toContain("Signed in as demo.");
    await context.close();
  });
});
