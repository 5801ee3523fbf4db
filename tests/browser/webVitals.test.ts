import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../content/site.ts";
import { WEB_VITALS_PATH } from "../../content/vitalsBeacon.ts";
import { DESKTOP, MOBILE, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";
import { recordingProxy, type RecordingProxy } from "../fixtures/recordingProxy.ts";

/**
 * Field Core Web Vitals in real Chromium (docs/architecture.md, "Field Core Web Vitals"): a
 * visitor opens a page, scrolls, taps, and leaves; the page's one beacon reaches the server,
 * which counts LCP, CLS, TTFB, INP and FCP under the page's route pattern and the device class.
 * No console error, no CSP violation, no cookie.
 */
const suite = browserSuite();

// The beacon leaves a page that is going away, which Playwright's request events no longer
// see: the pages are opened through a recording proxy, which sees it as the server does.
let proxy: RecordingProxy;
beforeAll(async () => {
  proxy = await recordingProxy(suite.server.url(""));
});
afterAll(() => proxy?.close());

const beaconsSent = () => proxy.calls.filter((call) => call.method === "POST" && call.path === WEB_VITALS_PATH);

/**
 * Opens `url` and returns once the measurement runs: its chunk has arrived, been evaluated and
 * started. A visitor who leaves before that sends nothing, which on a busy machine can be 300 ms
 * after the chunk arrived; importing the same URL in the page resolves once the module has been
 * evaluated, after the loader's own `then`, which starts it.
 */
async function openMeasured(page: Page, url: string): Promise<void> {
  const measuring = page.waitForResponse((res) => /\/chunks\/webVitals-[^/]+\.js$/.test(res.url()));
  await page.goto(url);
  const chunk = await measuring;
  // A string, so that the test runner does not rewrite this import() as its own.
  await page.evaluate(`import(${JSON.stringify(chunk.url())}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
}

async function scrape(): Promise<string> {
  return (await fetch(suite.server.adminUrl("/metrics"))).text();
}

/** The value of one sample line of the scrape, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe.each([
  ["/", "/", MOBILE, "phone"],
  ["/", "/", DESKTOP, "desktop"],
  ["/webhosting", "/webhosting", MOBILE, "phone"],
  ["/webhosting", "/webhosting", DESKTOP, "desktop"],
] as Array<[string, string, BrowserContextOptions, string]>)("a visit to %s (route %s)", (path, route, options, device) => {
  it(`at ${options.viewport?.width} px sends one beacon on leaving, counted as ${device}`, async () => {
    const context = await suite.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const sentBefore = beaconsSent().length;
    const beacons = () => beaconsSent().slice(sentBefore);
    const labels = `route="${route}",device="${device}"`;
    const before = sample(await scrape(), "site_web_vitals_beacons_total", labels);

    // The measurement loads once the page has loaded and the main thread is idle.
    await openMeasured(page, `${proxy.url}${path}`);
    await page.waitForFunction(() => document.readyState === "complete");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await page.waitForTimeout(200);
    // A tap (a click at 1280 px) on the page's heading: an interaction for INP that changes nothing.
    const heading = page.locator("h1").first();
    await (options.hasTouch ? heading.tap() : heading.click());
    await page.waitForTimeout(200);
    expect(beacons()).toEqual([]);

    // Leaving: pagehide, then visibilitychange to hidden, which sends the beacon.
    await page.goto("about:blank");
    const deadline = Date.now() + 10_000;
    let text = await scrape();
    while (sample(text, "site_web_vitals_beacons_total", labels) === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      text = await scrape();
    }
    expect(sample(text, "site_web_vitals_beacons_total", labels)).toBe(before + 1);
    for (const metric of ["lcp_seconds", "cls", "ttfb_seconds", "inp_seconds", "fcp_seconds"]) {
      expect(sample(text, `site_web_vitals_${metric}_count`, labels), metric).toBe(before + 1);
    }

    // One beacon, sent as navigator.sendBeacon sends it, with the path alone and no cookie.
    expect(beacons()).toHaveLength(1);
    const [beacon] = beacons();
    expect(beacon!.headers["content-type"]).toBe("application/json");
    expect(beacon!.headers["sec-fetch-site"]).toBe("same-origin");
    expect(beacon!.cookie).toBeUndefined();
    const body = JSON.parse(beacon!.body) as { path: string; device: string; metrics: Array<{ name: string; value: number }> };
    expect(body.path).toBe(path);
    expect(body.device).toBe(device);
    expect(body.metrics.map((m) => m.name).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    // The site set no cookie for it, nor for the page.
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a page whose query carries a cart", () => {
  it("sends the path without its query or hash, counted under the page's pattern", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const sentBefore = beaconsSent().length;
    await openMeasured(page, `${proxy.url}/about?cart_hash=abc123def456&from=hosting#team`);
    await page.waitForTimeout(300);
    await page.goto("about:blank");
    await expect.poll(() => beaconsSent().length - sentBefore, { timeout: 10_000 }).toBe(1);
    const [beacon] = beaconsSent().slice(sentBefore);
    expect(JSON.parse(beacon!.body)).toMatchObject({ path: "/about", device: "desktop" });
    expect(beacon!.body).not.toContain("cart_hash");
    await context.close();
  });
});

describe("a visitor who rejected analytics in the cookie banner", () => {
  it("sends no beacon", async () => {
    const context = await suite.browser.newContext(MOBILE);
    await context.addInitScript((key) => localStorage.setItem(key, "false"), CONSENT_STORAGE_KEY);
    const page = await context.newPage();
    const sentBefore = beaconsSent().length;
    // Measured as the others are, so nothing but the refusal keeps the beacon back.
    await openMeasured(page, `${proxy.url}/webhosting`);
    await page.locator("h1").first().tap();
    await page.goto("about:blank");
    // Time enough for a beacon to arrive, were one sent (the others arrive within a second).
    await new Promise((r) => setTimeout(r, 1_500));
    expect(beaconsSent().length - sentBefore).toBe(0);
    await context.close();
  });
});
