import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { recordingProxy, type RecordingProxy } from "../../fixtures/recordingProxy.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { cookieAttributes, setCookieLines } from "../../fixtures/setCookies.ts";

/**
 * On an https site the cart's cookie is `__Host-bw_cart`: Secure, Path=/, no Domain, so neither
 * a sibling subdomain nor a plain-http page can plant a cart hash of its choosing in it, and the
 * plain name is not read there. The badge's count stays readable by scripts. Over real HTTP to
 * a site whose PUBLIC_URL is https, in front of the legacy member API behind a recording proxy.
 */
const PUBLIC = "https://www.braveweb.example";
const FROM_PAGE = { origin: PUBLIC, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
const NAVIGATE = { "sec-fetch-site": "none", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

let legacy: LegacyServer;
let proxy: RecordingProxy;
let site: LiveServer;
beforeAll(async () => {
  legacy = await legacyServer();
  proxy = await recordingProxy(legacy.url);
  site = await liveServer({ ...ROOMY_LIMITS, PUBLIC_URL: PUBLIC, UPSTREAM_URL: proxy.url });
});
afterAll(async () => {
  await site?.app.close();
  await proxy?.close();
  await legacy?.close();
});

async function browserWithCart() {
  const browser = httpClient(site.url("/"));
  browser.cookies.set("gdpr_seen", "1");
  await browser.get("/domains/search/results/bluebird-bakes", NAVIGATE);
  const added = await browser.postForm("/domains/cart/add", { domain: "bluebird-bakes.com" }, FROM_PAGE);
  expect(added.status).toBe(303);
  return { browser, added };
}

describe("the cart's cookie on an https site", () => {
  it("is __Host-bw_cart, HttpOnly, Secure, for the whole site and no Domain; the count stays readable", async () => {
    const { browser, added } = await browserWithCart();
    const lines = setCookieLines(added);
    const cart = lines.find((line) => line.startsWith("__Host-bw_cart="))!;
    expect(cart).toMatch(/^__Host-bw_cart=[a-f0-9]{32};/);
    expect(cookieAttributes(cart)).toEqual(expect.arrayContaining(["path=/", "httponly", "secure", "samesite=lax"]));
    expect(cookieAttributes(cart).some((a) => a.startsWith("domain="))).toBe(false);
    expect(lines.filter((line) => line.startsWith("bw_cart="))).toEqual([]);
    const count = lines.find((line) => line.startsWith("bw_cart_count="))!;
    expect(count).toMatch(/^bw_cart_count=1;/);
    expect(cookieAttributes(count)).not.toContain("httponly");
    expect(browser.cookies.get("__Host-bw_cart")).toMatch(/^[a-f0-9]{32}$/);
  });

  it("is read under that name only: the same hash as a plain bw_cart is no cart", async () => {
    const { browser } = await browserWithCart();
    const hash = browser.cookies.get("__Host-bw_cart")!;
    expect(hash).toMatch(/^[a-f0-9]{32}$/);
    expect((await browser.get("/domains/cart", NAVIGATE)).text).toContain("bluebird-bakes.com");

    const planted = httpClient(site.url("/"));
    planted.cookies.set("bw_cart", hash);
    const page = await planted.get("/domains/cart", NAVIGATE);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("bluebird-bakes.com");
  });

  it("moves to the member at checkout, is cleared as a __Host- cookie, and never reaches the member API", async () => {
    const { browser } = await browserWithCart();
    const hash = browser.cookies.get("__Host-bw_cart")!;
    const link = `/login?cart_hash=${hash}&migrate_user=1&type=domain`;
    await browser.get(link, NAVIGATE);
    const calls = proxy.calls.length;
    const login = await browser.postForm(link, { userid: "demo", password: "demo-pass-2026" }, FROM_PAGE);
    expect(login.status).toBe(303);

    const cleared = setCookieLines(login).find((line) => line.startsWith("__Host-bw_cart="))!;
    expect(cleared).toMatch(/^__Host-bw_cart=;/);
    expect(cookieAttributes(cleared)).toEqual(expect.arrayContaining(["path=/", "secure"]));
    const moved = legacy.db.prepare("SELECT count(*) AS n FROM orders WHERE cart_hash = ?").get(hash) as { n: number };
    expect(moved.n).toBe(1);

    const toMemberApi = proxy.calls.slice(calls).filter((call) => call.path === "/global/login.php");
    expect(toMemberApi).toHaveLength(1);
    expect(toMemberApi[0]!.fields.cart_hash).toBe(hash);
    expect(toMemberApi[0]!.cookie).toContain("gdpr_seen=1");
    expect(toMemberApi[0]!.cookie).not.toContain("bw_cart");
  });
});
