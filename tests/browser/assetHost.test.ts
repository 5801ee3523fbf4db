import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, watchForErrors } from "../fixtures/browser.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";
import { misbehavingAssetHost } from "../fixtures/misbehavingAssetHost.ts";
import { ROOMY_LIMITS } from "../fixtures/testApp.ts";

/**
 * The asset host on the site's origin, in Chromium: what a hostile host serves runs as nobody
 * (an opaque origin without scripts), while the gallery's screenshots and the preview's sample
 * site still show as they should.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a hostile asset host", () => {
  let host: Awaited<ReturnType<typeof misbehavingAssetHost>>;
  let site: LiveServer;
  beforeAll(async () => {
    host = await misbehavingAssetHost();
    site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: host.url });
  });
  afterAll(async () => {
    await site?.app.close();
    await host?.close();
  });

  it("cannot run script as the site: its page is an opaque origin without scripts, and sets no cookie", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(site.url("/asset-host/page"));
    await page.waitForLoadState("load");
    expect(await page.title()).toBe("asset page");
    expect(await page.evaluate(() => (window as unknown as { assetScriptRan?: boolean }).assetScriptRan)).toBeUndefined();
    expect(await page.evaluate(() => window.origin)).toBe("null");
    // Reading the site's cookies or pages from there is reading another origin's.
    expect(
      await page.evaluate(() =>
        fetch("/about").then(
          () => "read",
          () => "refused",
        ),
      ),
    ).toBe("refused");
    expect((await context.cookies()).map((c) => c.name)).not.toContain("bw_member");
    await context.close();
  });

  it("cannot lend its scripts to a page of the site (markup injected into /about loading one does not run)", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(site.url("/about"));
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const script = document.createElement("script");
          script.src = "/asset-host/evil.js";
          script.onload = () => resolve("loaded");
          script.onerror = () => resolve("refused");
          document.head.append(script);
        }),
    );
    expect(outcome).toBe("refused");
    expect(await page.evaluate(() => (window as unknown as { assetScriptRan?: boolean }).assetScriptRan)).toBeUndefined();
    expect(await page.title()).not.toContain("ran as");
    await context.close();
  });
});

describe("the embedded asset host", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer(ROOMY_LIMITS);
  });
  afterAll(() => site?.app.close());

  it("shows every screenshot of the gallery, and the preview's sample site styled, in an opaque origin, without a CSP error", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(site.url("/sitebuilder/templates"));
    // Screenshots below the fold load lazily: scroll through the gallery.
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("img[src*='/asset-host/']")].every((img) => img.complete));
    const screenshots = await page.$$eval("img[src*='/asset-host/screenshots/']", (imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(screenshots.length).toBe(26);
    expect(screenshots.filter((width) => width !== 640)).toEqual([]);

    await page.goto(site.url("/sitebuilder/templates/preview/101"));
    await page.frameLocator("iframe").locator("h1").waitFor();
    const sample = page.frames().find((frame) => frame.url().includes("/asset-host/sample/101"))!;
    const inside = await sample.evaluate(() => ({
      origin: window.origin,
      background: getComputedStyle(document.body).backgroundColor,
      classes: document.body.className,
    }));
    expect(inside.origin).toBe("null");
    // Styled by sample.css: the theme's palette, not the browser's transparent default.
    expect(inside.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(inside.classes).toContain("palette-101");
    expect(errors).toEqual([]);
    await context.close();
  });
});
