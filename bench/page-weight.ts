/**
 * Page weight of the home page as a first-time visitor gets it, with budgets.
 * - HTML: bytes on the wire with gzip and with brotli.
 * - JavaScript loaded before any interaction: every script response Chromium fetched
 *   while the page loaded and went idle (loader + load/idle islands), gzip-encoded.
 * Run: npm run bench   (needs Debian's chromium). Exits 1 when a budget is exceeded.
 */
import { ensureBuilt } from "../scripts/build.mjs";
import { DESKTOP, launchBrowser } from "../tests/fixtures/browser.ts";
import { liveServer } from "../tests/fixtures/liveServer.ts";

/**
 * jsGzipBeforeInteraction: the loader and the load/idle islands (2.5 KB on /), and the field
 * Core Web Vitals measurement the loader imports once the page has loaded and is idle
 * (web-vitals 6 with the beacon, 4.2 KB: docs/architecture.md, "Field Core Web Vitals").
 */
const BUDGET = { htmlGzip: 12_000, jsGzipBeforeInteraction: 8_000 };

await ensureBuilt();
const server = await liveServer({ LOG_LEVEL: "warn" });
const browser = await launchBrowser();
try {
  const results: Record<string, Record<string, number>> = {};
  for (const path of ["/", "/webhosting", "/login"]) {
    const html = await server.app.inject({ url: path, headers: { "accept-encoding": "gzip" } });
    const htmlBr = await server.app.inject({ url: path, headers: { "accept-encoding": "br" } });

    const context = await browser.newContext({ ...DESKTOP, extraHTTPHeaders: { "accept-encoding": "gzip" } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(server.url(path), { waitUntil: "networkidle" });
    await page.waitForTimeout(2_500); // past the idle strategy's 2 s timeout
    await context.close();

    let jsGzip = 0;
    for (const url of scripts) {
      const res = await server.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      jsGzip += res.rawPayload.length;
    }
    results[path] = {
      htmlRaw: Buffer.byteLength((await server.app.inject({ url: path })).body),
      htmlGzip: html.rawPayload.length,
      htmlBrotli: htmlBr.rawPayload.length,
      scripts: scripts.length,
      jsGzipBeforeInteraction: jsGzip,
    };
  }
  // The JavaScript the home page loads before and after opening the login dialog.
  {
    const context = await browser.newContext({ ...DESKTOP, extraHTTPHeaders: { "accept-encoding": "gzip" } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(server.url("/"), { waitUntil: "networkidle" });
    await page.waitForTimeout(2_500);
    const before = scripts.length;
    await page.locator("#site-menu a", { hasText: "Account Login" }).click();
    await page.locator("dialog[open]").waitFor();
    await page.waitForLoadState("networkidle");
    await context.close();
    const gzipBytes = async (urls: string[]) => {
      let total = 0;
      for (const url of urls) total += (await server.app.inject({ url, headers: { "accept-encoding": "gzip" } })).rawPayload.length;
      return total;
    };
    results["/ + login dialog"] = {
      scripts: scripts.length,
      jsGzipBeforeInteraction: await gzipBytes(scripts.slice(0, before)),
      jsGzipAfterLoginDialog: await gzipBytes(scripts),
    };
  }
  console.table(results);
  const home = results["/"]!;
  const over = Object.entries(BUDGET).filter(([key, budget]) => home[key]! > budget);
  for (const [key, budget] of over) console.error(`over budget: home ${key} = ${home[key]} > ${budget}`);
  process.exitCode = over.length ? 1 : 0;
} finally {
  await browser.close();
  await server.app.close();
}
