import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNNEL_PATHS, FUNNEL_ROUTES, FUNNEL_STEPS } from "../../../server/platform/operations/funnel.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * The domain funnel as operators see it on the admin /metrics: every step a visitor takes,
 * once through plain pages (as without JavaScript) and once through the islands' JSON calls,
 * each counted once under its path, over real HTTP to the site and its embedded APIs.
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer({ ...ROOMY_LIMITS });
});
afterAll(() => site.app.close());

type Counts = Record<string, number>;

async function funnel(): Promise<Counts> {
  const text = await (await fetch(site.adminUrl("/metrics"))).text();
  const counts: Counts = {};
  for (const [, step, path, value] of text.matchAll(/^funnel_steps_total\{step="(\w+)",path="(\w+)"\} (\d+)$/gm)) counts[`${step}/${path}`] = Number(value);
  return counts;
}

async function pageCacheHits(): Promise<number> {
  const text = await (await fetch(site.adminUrl("/metrics"))).text();
  return Number(/^page_cache_lookups_total\{result="hit"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** What changed between two scrapes, leaving out what did not. */
function change(before: Counts, after: Counts): Counts {
  const moved: Counts = {};
  for (const [key, value] of Object.entries(after)) if (value !== (before[key] ?? 0)) moved[key] = value - (before[key] ?? 0);
  return moved;
}

const signUp = (who: string) => ({
  full_name: "Bea Baker",
  email: `${who}@mybakery.example`,
  username: who,
  password: "flour-and-water",
  password_validation: "flour-and-water",
});

describe("the funnel's counters", () => {
  it("are exported from the start at 0 for every step and path, so rates and ratios exist before the first visitor", async () => {
    const counts = await funnel();
    expect(Object.keys(counts).sort()).toEqual(FUNNEL_STEPS.flatMap((step) => FUNNEL_PATHS.map((path) => `${step}/${path}`)).sort());
  });

  it("observe only routes the site has, at the site and under the preview mount (a renamed path would count nothing)", () => {
    for (const key of FUNNEL_ROUTES) {
      const [method, url] = key.split(" ") as ["GET" | "POST", string];
      expect(site.app.hasRoute({ method, url }), key).toBe(true);
      if (!url.startsWith("/api/")) expect(site.app.hasRoute({ method, url: `/preview/:build_identifier${url}` }), key).toBe(true);
    }
  });

  it("count each step of a visitor without JavaScript once, under page: search, results, two adds, a removal, checkout, sign-up, order", async () => {
    const before = await funnel();
    const browser = httpClient(site.url("/"));
    const origin = { origin: site.url("").replace(/\/$/, ""), "sec-fetch-site": "same-origin" };

    expect((await browser.get("/domains/lookup?domain=fresh%20loaves")).status).toBe(303);
    expect((await browser.get("/domains/search/results/freshloaves")).status).toBe(200);
    for (const domain of ["freshloaves.com", "freshloaves.net"])
      expect((await browser.postForm("/domains/cart/add", { domain, back: "freshloaves" }, origin)).status).toBe(303);
    expect((await browser.postForm("/domains/cart/remove", { domain: "freshloaves.net", back: "freshloaves" }, origin)).status).toBe(303);
    const hash = browser.cookies.get("bw_cart");
    expect(hash).toMatch(/^[a-f0-9]{32}$/);
    const checkout = `/login?cart_hash=${hash}&type=domain&migrate_user=1`;
    expect((await browser.get(checkout)).status).toBe(200);
    const signup = await browser.postForm(`/register?cart_hash=${hash}&type=domain&migrate_user=1`, signUp("loafmaker"), origin);
    expect(signup.status).toBe(303);

    expect(change(before, await funnel())).toEqual({
      "search/page": 1,
      "results_shown/page": 1,
      "cart_add/page": 2,
      "cart_remove/page": 1,
      "checkout_started/page": 1,
      "signup_with_cart/page": 1,
      "order_made/page": 1,
    });
  });

  it("count the islands' JSON calls under script, and a refused login with a cart as an attempt without an order", async () => {
    const before = await funnel();
    const browser = httpClient(site.url("/"));
    const json = { accept: "application/json", origin: site.url("").replace(/\/$/, ""), "sec-fetch-site": "same-origin" };

    // The island runs on a results page, which this browser opened first (as a page: counted so).
    expect((await browser.get("/domains/search/results/ryecrumbs")).status).toBe(200);
    expect((await browser.get("/api/domains/search?query=ryecrumbs", { accept: "application/json" })).status).toBe(200);
    expect((await browser.postForm("/domains/cart/add", { domain: "ryecrumbs.com" }, json)).status).toBe(200);
    const hash = browser.cookies.get("bw_cart");
    expect(hash).toMatch(/^[a-f0-9]{32}$/);
    const carried = { cart_hash: hash!, type: "domain", migrate_user: "1" };
    const xrw = { "x-requested-with": "XMLHttpRequest", origin: json.origin, "sec-fetch-site": "same-origin" };
    expect((await browser.post("/api/v1/login", { userid: "nobody-here", password: "not-the-password", ...carried }, xrw)).status).toBe(401);
    const registered = await browser.post("/api/v1/register", { ...signUp("crumbmaker"), ...carried }, xrw);
    expect(registered.status, registered.text).toBe(200);

    expect(change(before, await funnel())).toEqual({
      "results_shown/page": 1,
      "search/script": 1,
      "results_shown/script": 1,
      "cart_add/script": 1,
      "login_with_cart/script": 1,
      "signup_with_cart/script": 1,
      "order_made/script": 1,
    });
  });

  it("count refusals as no step: an unusable search, an invalid domain, the login page without a cart", async () => {
    const before = await funnel();
    const browser = httpClient(site.url("/"));
    const origin = { origin: site.url("").replace(/\/$/, ""), "sec-fetch-site": "same-origin" };
    expect((await browser.get("/domains/lookup?domain=%20")).status).toBe(422);
    expect((await browser.postForm("/domains/cart/add", { domain: "not a domain" }, origin)).status).toBe(400);
    expect((await browser.get("/login")).status).toBe(200);
    expect((await browser.get("/login?type=domain&migrate_user=1")).status).toBe(200);
    expect(change(before, await funnel())).toEqual({});
  });

  it("count the same steps under the preview mount, whose routes are the site's own", async () => {
    const before = await funnel();
    const browser = httpClient(site.url("/"));
    const lookup = await browser.get("/preview/build-42/domains/lookup?domain=oatcakes");
    expect(lookup.status).toBe(303);
    expect(lookup.headers.location).toBe("/preview/build-42/domains/search/results/oatcakes");
    expect((await browser.get("/preview/build-42/domains/search/results/oatcakes")).status).toBe(200);
    expect(change(before, await funnel())).toEqual({ "search/page": 1, "results_shown/page": 1 });
  });

  it("count a results page the caches answered, each view once, the front cache's answers too", async () => {
    const path = "/domains/search/results/seedbread";
    // A browser (Fetch Metadata) that keeps cookies and has no cart gets the shared page, from
    // the page cache after its first render.
    const browser = { "sec-fetch-site": "none", cookie: "bw_cookies=1" };
    const first = await fetch(site.url(path), { headers: browser });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    // Asked for twice, a page is kept (server/platform/render/admittingCache.ts).
    await (await fetch(site.url(path), { headers: browser })).arrayBuffer();
    const hitsBefore = await pageCacheHits();
    const before = await funnel();
    for (let i = 0; i < 3; i++) expect((await fetch(site.url(path), { headers: browser })).status).toBe(200);
    expect(await pageCacheHits()).toBeGreaterThanOrEqual(hitsBefore + 3);
    expect(change(before, await funnel())).toEqual({ "results_shown/page": 3 });
    // The checkout address of a cart that cannot be shown is the plain login page, shared and
    // answered from the front cache: each view still starts a checkout.
    const checkout = "/login?cart_hash=00000000000000000000000000000000";
    const again = await funnel();
    for (let i = 0; i < 3; i++) expect((await fetch(site.url(checkout), { headers: browser })).headers.get("cache-control")).toMatch(/public/);
    expect(change(again, await funnel())).toEqual({ "checkout_started/page": 3 });
  });
});
