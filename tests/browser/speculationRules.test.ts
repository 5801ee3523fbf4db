import type { IncomingMessage } from "node:http";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { request } from "undici";
import { describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../content/routes.ts";
import { CART_COUNT_COOKIE } from "../../content/pageShapes.ts";
import { SIGNED_IN_COOKIE } from "../../content/signedInFlag.ts";
import { DESKTOP, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";
import { NAVIGATE } from "../fixtures/browserHeaders.ts";
import { attr, byTag, parseHtml } from "../fixtures/html.ts";

/**
 * The speculation rules in Chromium (docs/architecture.md, "Speculation rules"): the browser
 * reads the rule set the pages' header names, prefetches a page link the visitor hovers and
 * uses it for the click, and, over every link the site's pages hold, picks exactly the links to
 * shared pages: never the cart, the members area, a checkout link, the API, a file or another
 * host. Chromium's own matching decides (the Preload domain of the DevTools protocol lists the
 * links a rule set picked), so the URLPattern and selector semantics are the browser's.
 */
const suite = browserSuite();

const PREFIX = "/preview/build-42";

/** A request as the server received it: what Chromium sends, not what it says it sent. */
interface Seen {
  path: string;
  purpose: string | undefined;
  dest: string | undefined;
}

/** Records every request the site receives from now on (before the front cache or Fastify answers it). */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  suite.server.app.server.on("request", (req: IncomingMessage) => {
    const purpose = req.headers["sec-purpose"];
    const dest = req.headers["sec-fetch-dest"];
    seen.push({
      path: (req.url ?? "").split("?")[0]!,
      purpose: typeof purpose === "string" ? purpose : undefined,
      dest: typeof dest === "string" ? dest : undefined,
    });
  });
  return seen;
}

interface Speculation {
  /** The rule sets Chromium read, with their error when it refused one. */
  ruleSets: Array<{ url?: string; errorType?: string; errorMessage?: string }>;
  /** The links the rules picked, as Chromium last listed them. */
  candidates: () => string[];
  /** Every prefetch Chromium started, by URL. */
  prefetched: string[];
  cdp: CDPSession;
}

/** What Chromium says of the page's speculation: its rule sets, its candidates, its prefetches. */
async function watchSpeculation(page: Page): Promise<Speculation> {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: Speculation["ruleSets"] = [];
  let candidates: string[] = [];
  const prefetched: string[] = [];
  cdp.on("Preload.ruleSetUpdated", (event) => ruleSets.push(event.ruleSet));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    candidates = event.preloadingAttemptSources.map((source) => source.key.url);
  });
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    if (!prefetched.includes(event.prefetchUrl)) prefetched.push(event.prefetchUrl);
  });
  await cdp.send("Preload.enable");
  return { ruleSets, candidates: () => candidates, prefetched, cdp };
}

/** Collects the page's CSP violations as the page itself sees them. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** Every island the page starts by itself has mounted: what a visitor who waits a moment has. */
async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")]
      .filter((e) => e.dataset.load === "load" || e.dataset.load === "idle")
      .every((e) => e.dataset.islandState === "ready"),
  );
}

/** Waits until the server has seen a prefetch of the path, or a second has passed. */
async function prefetchOf(seen: Seen[], path: string, ms = 3000): Promise<Seen | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const found = seen.find((s) => s.path === path && s.purpose !== undefined);
    if (found || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a hovered page link", () => {
  it.each([
    ["", "/webhosting"],
    [PREFIX, `${PREFIX}/webhosting`],
  ])("is prefetched (mount %j) and the click is served from the prefetch, with no CSP violation", async (prefix, target) => {
    const context = await suite.browser.newContext(DESKTOP);
    await watchCsp(context);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const speculation = await watchSpeculation(page);
    await page.goto(suite.server.url(prefix || "/"));
    await islandsSettled(page);
    expect(speculation.ruleSets.map((set) => [set.url, set.errorType])).toEqual([[suite.server.url("/speculation-rules.json"), undefined]]);

    const seen = recordRequests();
    const link = page.locator(`.site-nav__list a[href="${target}"]`);
    await link.hover();
    const prefetch = await prefetchOf(seen, target);
    expect(prefetch).toEqual({ path: target, purpose: "prefetch", dest: "document" });

    await link.click();
    await page.waitForURL(suite.server.url(target));
    await page.waitForLoadState("load");
    // The document came from the prefetch: Chromium says so, and the server saw no second request.
    // (Resource Timing's deliveryType: newer than TypeScript's DOM types.)
    const deliveryType = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
    expect(seen.filter((s) => s.path === target)).toEqual([prefetch]);
    await islandsSettled(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("links that are never prefetched", () => {
  it("hovering the cart link, the members area link and an off-site link fetches none of them", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    // A visitor with a cart who has logged in: the header shows the cart and "My account".
    const url = new URL(suite.server.url("/"));
    await context.addCookies([
      { name: CART_COUNT_COOKIE, value: "1", domain: url.hostname, path: "/" },
      { name: SIGNED_IN_COOKIE, value: "1", domain: url.hostname, path: "/" },
    ]);
    await watchCsp(context);
    const page = await context.newPage();
    const speculation = await watchSpeculation(page);
    await page.goto(suite.server.url("/about"));
    await islandReady(page, "cart-badge");
    await islandReady(page, "member-links");
    await islandsSettled(page);
    const seen = recordRequests();

    const cart = page.locator(".header-cart__link");
    const members = page.locator(".site-nav__member a", { hasText: "My account" });
    const offsite = page.locator("footer a[href^='https://']").first();
    for (const link of [cart, members, offsite]) {
      await expect(link.isVisible()).resolves.toBe(true);
      await link.hover();
      await page.waitForTimeout(600);
    }
    const offsiteHref = String(await offsite.getAttribute("href"));
    expect(await cart.getAttribute("href")).toBe("/domains/cart");
    expect(await members.getAttribute("href")).toBe("/members");
    expect(seen.filter((s) => s.purpose !== undefined)).toEqual([]);
    expect(speculation.prefetched.filter((u) => u.includes("/domains/cart") || u.includes("/members") || u.startsWith(offsiteHref))).toEqual([]);

    // The rules are working on this page all the while: a page link hovered next is prefetched.
    const about = page.locator(".site-nav__list a[href='/webhosting']");
    await about.hover();
    expect(await prefetchOf(seen, "/webhosting")).toMatchObject({ purpose: "prefetch" });
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});

/** A link as a page writes it: its address and the attributes the rules read. */
interface Link {
  href: string;
  rel: string | null;
  target: string | null;
  download: string | null;
  /** The header's account links, which open a dialog when the island runs. */
  dialog: string | null;
}

const key = (link: Link) => JSON.stringify([link.href, link.rel, link.target, link.download, link.dialog]);

/** Every link of every page of the route table, at both mounts, made absolute. */
async function linksOfTheSite(): Promise<Link[]> {
  const links = new Map<string, Link>();
  const paths = pageRoutes.flatMap((route) => [concretePath(route), `${PREFIX}${concretePath(route) === "/" ? "" : concretePath(route)}`]);
  for (const path of paths) {
    const res = await request(suite.server.url(path), { headers: NAVIGATE });
    const html = await res.body.text();
    for (const a of byTag(parseHtml(html), "a")) {
      const href = attr(a, "href");
      if (!href || href.startsWith("#")) continue;
      const link = {
        href: new URL(href, suite.server.url(path)).href.split("#")[0]!,
        rel: attr(a, "rel") ?? null,
        target: attr(a, "target") ?? null,
        download: attr(a, "download") ?? null,
        dialog: attr(a, "data-dialog") ?? null,
      };
      links.set(key(link), link);
    }
  }
  return [...links.values()];
}

/**
 * Links the site's pages do not hold today but could, one per kind the rules must refuse: they
 * keep the walk honest for the kinds no page happens to link to.
 */
function linksTheSiteMightHold(origin: string): Link[] {
  const plain = (href: string, extra: Partial<Link> = {}): Link => ({
    href: new URL(href, origin).href,
    rel: null,
    target: null,
    download: null,
    dialog: null,
    ...extra,
  });
  return [
    plain("/login?cart_hash=0123456789abcdef0123456789abcdef"),
    plain(`${PREFIX}/register?from=hosting&cart_hash=0123456789abcdef0123456789abcdef`),
    plain("/login?migrate_user=1"),
    plain(`${PREFIX}/domains/cart`),
    plain("/domains/cart?from=hosting"),
    plain("/domains/search/results/example"),
    plain("/members/logout"),
    plain("/members/dashboard?pub=1"),
    plain("/api/v1/openapi.json"),
    plain("/robots.txt"),
    // Page links but for an attribute; each at an address of its own, as Chromium lists candidates by address.
    plain("/webhosting?probe=nofollow", { rel: "external NoFollow" }),
    plain(`${PREFIX}/webhosting?probe=blank`, { target: "_blank" }),
    plain("/privacy-policy?probe=download", { download: "" }),
    plain("/login?probe=dialog", { dialog: "login" }),
    plain("/help.php"),
    plain("https://www.facebook.com/braveweb"),
  ];
}

/** Checkout steps: a link carrying the cart (docs/product.md §2, docs/decisions.md, 16). */
const CHECKOUT = /[?&](?:cart_hash|migrate_user)=/;
/** What no rule may pick whatever it answers: the cart, a results page, the members area, the API, files. */
const NEVER_PATHS = /^(?:\/preview\/[^/]+)?\/domains\/(?:cart|search\/results)(?:\/|$)|^\/(?:members|api|assets|asset-host)(?:\/|$)/;

/**
 * Whether a link should be prefetched, decided without the rules: a same-origin link, opened
 * here, not a download, nofollow or a dialog's link, to an address that is none of the never-kinds and that
 * answers a page everyone gets (200, HTML, kept by shared caches).
 */
async function shouldPrefetch(link: Link, origin: string): Promise<boolean> {
  const url = new URL(link.href);
  if (url.origin !== origin) return false;
  if (/\bnofollow\b/i.test(link.rel ?? "") || link.target?.toLowerCase() === "_blank" || link.download !== null || link.dialog !== null) return false;
  if (CHECKOUT.test(url.search) || NEVER_PATHS.test(url.pathname)) return false;
  const res = await request(url, { headers: NAVIGATE });
  await res.body.dump();
  return res.statusCode === 200 && String(res.headers["content-type"]).startsWith("text/html") && /\bpublic\b/.test(String(res.headers["cache-control"]));
}

describe("every link the site holds", () => {
  it("is picked by Chromium exactly when it leads to a page everyone gets on this site", async () => {
    const origin = new URL(suite.server.url("/")).origin;
    const links = [...(await linksOfTheSite()), ...linksTheSiteMightHold(origin)];
    const expected = new Map<string, boolean>();
    for (const link of links) expected.set(key(link), await shouldPrefetch(link, origin));

    // One page at the site's origin holding every link, with the header the pages send: the
    // rule set comes from the server, the matching is Chromium's.
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const speculation = await watchSpeculation(page);
    const walk = suite.server.url("/speculation-walk");
    await page.route(walk, (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8", "speculation-rules": '"/speculation-rules.json"' },
        body: `<!doctype html><html lang="en"><title>walk</title><ul>${links
          .map(
            (link, i) =>
              `<li><a id="l${i}" href="${link.href.replace(/&/g, "&amp;")}"${link.rel === null ? "" : ` rel="${link.rel}"`}${link.target === null ? "" : ` target="${link.target}"`}${link.download === null ? "" : " download"}${link.dialog === null ? "" : ` data-dialog="${link.dialog}"`}>${i}</a></li>`,
          )
          .join("")}</ul></html>`,
      }),
    );
    await page.goto(walk);
    // Chromium lists a candidate per distinct address: a link counts as picked when its address is.
    await expect.poll(() => speculation.candidates().length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const picked = new Set(speculation.candidates());
    expect(speculation.ruleSets.map((set) => set.errorType)).toEqual([undefined]);

    // An address is picked when any link to it is; so the expectation is per address too.
    const byAddress = new Map<string, boolean>();
    for (const link of links) byAddress.set(link.href, (byAddress.get(link.href) ?? false) || expected.get(key(link))!);
    const wrong = [...byAddress].filter(([href, should]) => picked.has(href) !== should).map(([href, should]) => `${should ? "missed" : "picked"} ${href}`);
    expect(wrong).toEqual([]);

    // The walk covered every kind: page links at both mounts, and each kind that must stay out.
    const hrefs = [...byAddress.keys()].map((href) => new URL(href));
    expect([...byAddress.values()].filter(Boolean).length).toBeGreaterThan(40);
    expect(hrefs.some((u) => u.pathname.startsWith(`${PREFIX}/`) && byAddress.get(u.href))).toBe(true);
    for (const kind of [/\/domains\/cart$/, /\/members$/, /^https:\/\/(?!127\.0\.0\.1)/, /cart_hash=/, /\/api\//]) {
      expect(
        hrefs.some((u) => kind.test(u.href)),
        String(kind),
      ).toBe(true);
    }
    await context.close();
  });
});
