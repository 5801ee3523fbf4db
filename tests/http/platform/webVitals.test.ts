import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_VITALS_BODY_LIMIT_BYTES, WEB_VITALS_PATH } from "../../../content/vitalsBeacon.ts";
import { pagePatternOf } from "../../../server/features/vitals/pagePattern.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * The field Core Web Vitals beacon (docs/architecture.md, "Field Core Web Vitals") over a real
 * socket: what a page sends with navigator.sendBeacon is counted in the admin listener's
 * histograms by route pattern and device class, never by the raw path; anything else is a
 * clear 4xx in JSON; no answer sets a cookie.
 */

/** What Chromium sends with a page's navigator.sendBeacon(url, Blob of application/json), as seen by tests/browser/webVitals.test.ts. */
const BEACON_HEADERS = { "content-type": "application/json", "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const good = (path: string, device = "phone") => ({
  path,
  device,
  metrics: [
    { name: "LCP", value: 1830.4 },
    { name: "INP", value: 96 },
    { name: "CLS", value: 0.031 },
    { name: "TTFB", value: 212.7 },
    { name: "FCP", value: 1204.1 },
  ],
});

async function beacon(site: LiveServer, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await request(site.url(WEB_VITALS_PATH), {
    method: "POST",
    headers: { ...BEACON_HEADERS, origin: site.url("").replace(/\/$/, ""), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

async function scrape(site: LiveServer): Promise<string> {
  return (await fetch(site.adminUrl("/metrics"))).text();
}

/** The value of one sample line of the scrape, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`) || l.startsWith(`${name}{${labels},`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

function expectRefusal(res: Answer, status: number, reason: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["set-cookie"]).toBeUndefined();
  const body = JSON.parse(res.text) as Record<string, unknown>;
  expect(body).toMatchObject({ status: "ERROR", reason, message: expect.any(String) });
  expect(body.message).not.toMatch(/FST_ERR|body\/|Invalid input|expected/);
}

let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

describe("a beacon from one of the site's pages", () => {
  it("is answered 204 with no body, no cookie and no-store, and counted by route pattern and device class", async () => {
    const res = await beacon(site, good("/webhosting", "phone"), { cookie: "bw_cookies=1; theme=dark" });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");

    const text = await scrape(site);
    const labels = 'route="/webhosting",device="phone"';
    expect(sample(text, "site_web_vitals_beacons_total", labels)).toBe(1);
    for (const metric of ["lcp_seconds", "inp_seconds", "cls", "ttfb_seconds", "fcp_seconds"]) {
      expect(sample(text, `site_web_vitals_${metric}_count`, labels), metric).toBe(1);
    }
    // Milliseconds as seconds; CLS as it is; each in the bucket around its threshold.
    expect(sample(text, "site_web_vitals_lcp_seconds_sum", labels)).toBeCloseTo(1.8304, 6);
    expect(sample(text, "site_web_vitals_lcp_seconds_bucket", `le="2",${labels}`)).toBe(1);
    expect(sample(text, "site_web_vitals_lcp_seconds_bucket", `le="1.5",${labels}`)).toBe(0);
    expect(sample(text, "site_web_vitals_inp_seconds_bucket", `le="0.1",${labels}`)).toBe(1);
    expect(sample(text, "site_web_vitals_cls_bucket", `le="0.05",${labels}`)).toBe(1);
    expect(sample(text, "site_web_vitals_cls_bucket", `le="0.025",${labels}`)).toBe(0);
  });

  it("takes text/plain holding JSON too (sendBeacon's type without a preflight)", async () => {
    const res = await beacon(site, good("/about", "desktop"), { "content-type": "text/plain;charset=UTF-8" });
    expect(res.status).toBe(204);
    expect(sample(await scrape(site), "site_web_vitals_beacons_total", 'route="/about",device="desktop"')).toBe(1);
  });

  it("labels a page with a parameter by its pattern, a preview page as preview, and anything else as other: never the raw path", async () => {
    const paths = [
      "/domains/search/results/greenleaf",
      "/preview/build-7/webhosting",
      "/preview/build-7",
      "/webhosting?cart_hash=abc123&redirect_to=/members",
      "/webhosting#plans",
      "/no/such/page",
      "/WEBHOSTING",
      "/webhosting/",
      "/preview/%00bad/webhosting",
      `/${"x".repeat(1500)}`,
    ];
    for (const path of paths) expect((await beacon(site, good(path, "tablet"))).status, path).toBe(204);
    const text = await scrape(site);
    const routes = new Set([...text.matchAll(/^site_web_vitals_beacons_total\{route="([^"]*)",device="tablet"\} (\d+)/gm)].map((m) => `${m[1]} ${m[2]}`));
    expect([...routes].sort()).toEqual(["/domains/search/results/:query 1", "other 7", "preview 2"]);
    expect(text).not.toContain("cart_hash");
    expect(text).not.toContain("greenleaf");
    expect(text).not.toContain("build-7");
  });

  it("leaves out metrics of names it does not know, and counts the rest", async () => {
    const res = await beacon(site, {
      path: "/sitemap",
      device: "desktop",
      metrics: [
        { name: "LCP", value: 900 },
        { name: "SOFT", value: 3 },
      ],
    });
    expect(res.status).toBe(204);
    const text = await scrape(site);
    expect(sample(text, "site_web_vitals_lcp_seconds_count", 'route="/sitemap",device="desktop"')).toBe(1);
    expect(text).not.toContain("SOFT");
  });

  it("logs the access line and nothing of the body", async () => {
    const before = site.logs.length;
    await beacon(site, good("/terms?cart_hash=secretcart42", "phone"));
    await beacon(site, '{"path":"/terms?redirect_to=secretplace42", oops');
    await new Promise((r) => setTimeout(r, 50));
    expect(site.logText()).not.toMatch(/secretcart42|secretplace42/);
    const lines = site.logs.slice(before);
    expect(lines.map((line) => [line.msg, (line.req as { url?: string }).url, (line.res as { statusCode?: number }).statusCode])).toEqual([
      ["request completed", WEB_VITALS_PATH, 204],
      ["request completed", WEB_VITALS_PATH, 400],
    ]);
  });
});

describe("what is refused", () => {
  it("a body over the beacon's limit: 413 in JSON", async () => {
    const big = { ...good("/"), padding: "x".repeat(WEB_VITALS_BODY_LIMIT_BYTES) };
    expectRefusal(await beacon(site, big), 413, "BODY_TOO_LARGE");
  });

  it.each([
    ["not JSON", "{ nope"],
    ["an empty body", ""],
    ["a list", "[1,2]"],
    ["no metrics", { path: "/", device: "phone", metrics: [] }],
    ["an unknown device class", { ...good("/"), device: "watch" }],
    ["a value that is not a number", { path: "/", device: "phone", metrics: [{ name: "LCP", value: "fast" }] }],
    ["a negative time", { path: "/", device: "phone", metrics: [{ name: "TTFB", value: -1 }] }],
    ["an LCP over a minute", { path: "/", device: "phone", metrics: [{ name: "LCP", value: 60_001 }] }],
    ["a CLS over 10", { path: "/", device: "phone", metrics: [{ name: "CLS", value: 11 }] }],
    [
      "a metric sent twice",
      {
        path: "/",
        device: "phone",
        metrics: [
          { name: "INP", value: 50 },
          { name: "INP", value: 50 },
        ],
      },
    ],
    ["too many metrics", { path: "/", device: "phone", metrics: Array.from({ length: 9 }, (_, i) => ({ name: `X${i}`, value: 1 })) }],
    ["a path that is no path", { ...good("/"), path: "" }],
  ])("%s: 400 in JSON, and nothing counted", async (_what, body) => {
    const before = await scrape(site);
    expectRefusal(await beacon(site, body), 400, "BAD_REQUEST");
    const after = await scrape(site);
    const beacons = (text: string) => [...text.matchAll(/^site_web_vitals_beacons_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(beacons(after)).toBe(beacons(before));
  });

  it("another media type: 415 naming the ones it takes", async () => {
    const res = await beacon(site, "path=/", { "content-type": "application/x-www-form-urlencoded" });
    expectRefusal(res, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(res.headers["accept-post"]).toBe("application/json, text/plain");
  });

  it.each([
    ["Fetch Metadata says cross-site", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["Fetch Metadata says same-site (a sibling subdomain)", { "sec-fetch-site": "same-site", origin: "https://shop.braveweb.example" }],
    ["only Origin, of another site", { "sec-fetch-site": "", origin: "https://evil.example" }],
  ])("a beacon where %s: 403, counted nowhere", async (_what, headers) => {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
    const res = await request(site.url(WEB_VITALS_PATH), {
      method: "POST",
      headers: { "content-type": "text/plain", ...sent },
      body: JSON.stringify(good("/domains", "phone")),
    });
    const answer = { status: res.statusCode, headers: res.headers, text: await res.body.text() };
    expectRefusal(answer, 403, "FORBIDDEN");
    expect(sample(await scrape(site), "site_web_vitals_beacons_total", 'route="/domains",device="phone"')).toBe(0);
  });

  it("GET: 405 naming POST, as every /api path answers a method it lacks", async () => {
    const res = await request(site.url(WEB_VITALS_PATH));
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    await res.body.text();
  });
});

describe("the rate limit (RATE_LIMIT_WEB_VITALS)", () => {
  it("past the address's beacons: 429 with Retry-After and RateLimit headers, not counted", async () => {
    const limited = await liveServer({ ...ROOMY_LIMITS, RATE_LIMIT_WEB_VITALS: "3/1m" });
    try {
      const statuses: number[] = [];
      let last: Answer | undefined;
      for (let i = 0; i < 5; i++) {
        last = await beacon(limited, good("/webhosting", "desktop"));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      expectRefusal(last!, 429, "RATE_LIMITED");
      expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
      expect(last!.headers["ratelimit-policy"]).toBe('"webVitalsBeacons";q=3;w=60');
      const text = await scrape(limited);
      expect(sample(text, "site_web_vitals_beacons_total", 'route="/webhosting",device="desktop"')).toBe(3);
      expect(sample(text, "rate_limit_refusals_total", 'limit="webVitalsBeacons"')).toBe(2);
    } finally {
      await limited.app.close();
    }
  });
});

describe("the route pattern of a path", () => {
  it.each([
    ["/", "/"],
    ["/webhosting", "/webhosting"],
    ["/terms/privacy-policy", "/terms/privacy-policy"],
    ["/sitebuilder/templates/preview/42", "/sitebuilder/templates/preview/:id"],
    ["/domains/search/results/", "other"],
    ["/preview/build-7/domains/search/results/x", "preview"],
    ["/preview/build-7/nope", "other"],
    ["/preview/-bad/webhosting", "other"],
    ["webhosting", "other"],
    ["/webhosting\\", "other"],
  ])("%s → %s", (path, pattern) => {
    expect(pagePatternOf(path)).toBe(pattern);
  });
});
