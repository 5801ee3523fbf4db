/**
 * Screenshots of pages at 375 px and 1280 px, to look at before calling a page done.
 * Usage: node scripts/screenshots.mjs [base-url] [path ...]
 * With CART=mybakery.com,mybakery.net the domains are put in the cart first (by pressing their
 * Add to cart buttons, as a visitor would), to see the pages that show it.
 * Writes test-results/screenshots/<path>-<width>.png (full page).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
const out = join(process.cwd(), "test-results", "screenshots");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 } });
  const page = await context.newPage();
  for (const domain of (process.env.CART ?? "").split(",").filter(Boolean)) {
    await page.goto(`${base}/domains/search/results/${domain.split(".")[0]}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: `Add to cart ${domain}` }).click();
    await page.locator(".cart-line", { hasText: domain }).waitFor();
  }
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home") + `-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
    process.stdout.write(`${join(out, name)}\n`);
  }
  await context.close();
}
await browser.close();
