import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../../content/accountContract.ts";
import { messages } from "../../../content/messages.ts";
import { CARRIED_QUERY_PARAMS, PREVIEW_MOUNT, pageRoutes, pathOf } from "../../../content/routes.ts";
import { STATE_CHANGING_METHODS } from "../../../server/platform/security/csrfPolicy.ts";
import { isLimitName } from "../../../server/platform/security/limitsTable.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * docs/decisions.md, 17 over a real socket: every route states its CSRF rule, one guard enforces
 * it, and no URL trick (a query naming the OpenAPI document, an encoded slash, a trailing
 * slash, another case, the preview prefix) gets a cross-site post past it.
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

interface Answer {
  status: number;
  setCookies: string[];
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

async function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await request(url, { method: method as "POST", headers, body });
  const raw = res.headers["set-cookie"];
  return { status: res.statusCode, setCookies: raw === undefined ? [] : [raw].flat(), text: await res.body.text(), headers: res.headers };
}

/** What a page of evil.example makes a browser send when it auto-posts a form here. */
const CROSS_SITE_BROWSER = {
  origin: "https://evil.example",
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  cookie: "bw_cookies=1; theme=dark",
  "content-type": "application/x-www-form-urlencoded",
};

/** A sign-up as the attacker posts it, with the fields of every other form too. */
const ATTACKER = "evesplant";
const hostileBody = new URLSearchParams({
  full_name: "Eve Attacker",
  email: "eve@example.com",
  username: ATTACKER,
  password: "open-sesame",
  password_validation: "open-sesame",
  userid: ATTACKER,
  domain: "greenleaf.com",
  back: "greenleaf",
}).toString();

/** The only cookies a refusal may set: the CSRF secret and the "keeps cookies" mark, never a session or a cart. */
const HARMLESS_COOKIE = /^(?:__Host-)?bw_(?:csrf|cookies)=/;

/** An address of a route pattern: the preview mount's identifier and the proxy's wildcard filled in. */
function concrete(pattern: string): string {
  return pattern.replace(":build_identifier", "build-7").replace(/\*$/, "logout");
}

/** The same route reached by tricks a string-matching guard would have fallen for. */
function tricks(path: string): string[] {
  const lastSlash = path.lastIndexOf("/");
  const variants = [
    path,
    `${path}?x=/api/v1/openapi.json`,
    `${path}?redirect_to=/&x=${encodeURIComponent("/api/v1/openapi.json")}`,
    `${path}#/api/v1/openapi.json`,
    `${path}/`,
    `${path}/?x=/api/v1/openapi.json`,
    path.toUpperCase(),
    `${path};/api/v1/openapi.json`,
    `/preview/build-7${path}`,
    `//${path.slice(1)}`,
  ];
  if (lastSlash > 0) variants.push(`${path.slice(0, lastSlash)}%2F${path.slice(lastSlash + 1)}`, `${path.slice(0, lastSlash)}%2f${path.slice(lastSlash + 1)}`);
  return variants;
}

describe("every route", () => {
  it("declares a CSRF rule on every state-changing method, on both mounts and the members proxy", () => {
    const routes = site.app.csrfRoutes();
    const changing = routes.filter((route) => route.methods.some((method) => STATE_CHANGING_METHODS.has(method)));
    // The walk sees what is really registered: the site's forms on both mounts, the API, the proxy.
    expect(changing.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/login", "/preview/:build_identifier/login", "/domains/cart/add", "/api/v1/register", "/members/*"]),
    );
    const undeclared = changing.filter((route) => route.csrf === undefined || route.csrf === "none").map((r) => `${r.methods.join(",")} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("declares a limit on every state-changing route, and names only rows of the limits table", () => {
    const key = (route: { url: string; methods: readonly string[] }) => `${route.methods.join(",")} ${route.url}`;
    const changes = (route: { methods: readonly string[] }) => route.methods.some((method) => STATE_CHANGING_METHODS.has(method));
    const limited = site.app.rateLimitRoutes();
    // The rate-limit guard sees every state-changing route the CSRF guard sees.
    const seen = new Set(limited.map(key));
    expect(
      site.app
        .csrfRoutes()
        .filter(changes)
        .map(key)
        .filter((route) => !seen.has(route)),
    ).toEqual([]);
    const undeclared = limited.filter((route) => changes(route) && route.limit === undefined).map(key);
    expect(undeclared).toEqual([]);
    const named = limited.flatMap((route) => [...(typeof route.limit === "string" ? [route.limit] : []), ...route.budgets]);
    expect(named.filter((name) => !isLimitName(name))).toEqual([]);
    // What the walk reads is what the routes declare: a login spends the address's account posts
    // and may spend the failure budgets; a cart change its own limit.
    const declared = (url: string) => limited.find((route) => route.url === url && route.methods.includes("POST"));
    for (const url of ["/login", "/preview/:build_identifier/login", "/api/v1/login"]) {
      expect(declared(url), url).toMatchObject({ limit: "accountPosts", budgets: expect.arrayContaining(["loginFailures", "usernameFailures"]) });
    }
    expect(declared("/domains/cart/add")).toMatchObject({ limit: "cartChanges" });
    // The pages' Web Vitals beacon: sendBeacon cannot add X-Requested-With, so same-origin, with a limit of its own.
    expect(declared("/api/vitals")).toMatchObject({ limit: "webVitalsBeacons", budgets: [] });
    expect(site.app.csrfRoutes().find((route) => route.url === "/api/vitals")?.csrf).toBe("same-origin");
    expect(declared("/members/*")?.limit).toEqual({ exempt: expect.any(String) });
  });

  it("declares the carried parameters on every page, account post and action of the route table, and names only parameters of the table", () => {
    const walked = site.app.carriedRoutes();
    const key = (route: { url: string; methods: readonly string[] }) => `${route.methods.join(",")} ${route.url}`;
    const unmounted = (url: string) => (url.startsWith(PREVIEW_MOUNT) ? url.slice(PREVIEW_MOUNT.length) || "/" : url);
    // What the route table says carries values: every page (its links carry them on), the
    // account forms' posts, the actions that lead to a page, and the JSON API's account posts.
    const pagePaths = new Set(pageRoutes.map((route) => route.path));
    const formPaths = new Set(pageRoutes.filter((route) => ["login", "register", "lostpassword"].includes(route.page)).map((route) => route.path));
    const actions = new Set((["domains-lookup", "domains-cart-add", "domains-cart-remove", "cookies-check"] as const).map(pathOf));
    const apiPosts = new Set<string>([ACCOUNT_API.login, ACCOUNT_API.register, ACCOUNT_API.lostpassword]);
    const carrying = walked.filter((route) => {
      const path = unmounted(route.url);
      if (route.methods.includes("GET") && pagePaths.has(path)) return true;
      if (route.methods.includes("POST") && (formPaths.has(path) || apiPosts.has(route.url))) return true;
      return actions.has(path);
    });
    // The walk sees what is really registered: pages and posts on both mounts, the API's posts.
    expect(carrying.map(key)).toEqual(
      expect.arrayContaining(["GET /webhosting", "GET /preview/:build_identifier/webhosting", "POST /login", "POST /api/v1/register", "GET /domains/lookup"]),
    );
    expect(carrying.filter((route) => route.carries === undefined || route.carries.length === 0).map(key)).toEqual([]);
    const known = new Set<string>(CARRIED_QUERY_PARAMS);
    expect(walked.flatMap((route) => (route.carries ?? []).filter((name) => !known.has(name)).map((name) => `${key(route)}: ${name}`))).toEqual([]);
  });

  it("refuses a cross-site browser post to every state-changing route with 403 and no session, whatever is appended to the URL", async () => {
    const attempts = site.app
      .csrfRoutes()
      .flatMap((route) =>
        route.methods.filter((m) => STATE_CHANGING_METHODS.has(m)).flatMap((method) => tricks(concrete(route.url)).map((path) => ({ method, path }))),
      );
    expect(attempts.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path } of attempts) {
      const res = await send(site.url(path), method, CROSS_SITE_BROWSER, hostileBody);
      const cookies = res.setCookies.filter((line) => !HARMLESS_COOKIE.test(line));
      if (res.status !== 403 || cookies.length > 0) wrong.push(`${method} ${path} → ${res.status} ${cookies.join(" | ")}`);
    }
    expect(wrong).toEqual([]);
    // And nothing reached the member API: the attacker's sign-up never happened.
    const check = await send(site.url(`/api/v1/username-availability?username=${ATTACKER}`), "GET", { "x-requested-with": "t" });
    expect(JSON.parse(check.text)).toMatchObject({ status: "SUCCESS" });
  });

  it("refuses a cross-site post with a 60 KB hostile body before reading it: no parser's 413 or 415, the CSRF 403", async () => {
    const big = `domain=x&back=${".".repeat(63_000)}x`;
    const changing = site.app.csrfRoutes().filter((route) => route.methods.includes("POST"));
    for (const route of changing) {
      const url = site.url(concrete(route.url));
      // A text/plain form (which no route here parses: it would be 415) and one over the 64 KB limit (413).
      const unparsable = await send(url, "POST", { ...CROSS_SITE_BROWSER, "content-type": "text/plain" }, big);
      expect([route.url, unparsable.status]).toEqual([route.url, 403]);
      const oversized = await send(url, "POST", CROSS_SITE_BROWSER, big + ".".repeat(40_000));
      expect([route.url, oversized.status]).toEqual([route.url, 403]);
      const hostile = await send(url, "POST", CROSS_SITE_BROWSER, big);
      expect([route.url, hostile.status]).toEqual([route.url, 403]);
    }
  });
});

describe("the issue's reproduction (broken case 3)", () => {
  it("a cross-site form post to /api/v1/register?x=/api/v1/openapi.json is refused, and no account is made", async () => {
    const res = await send(site.url("/api/v1/register?x=/api/v1/openapi.json"), "POST", CROSS_SITE_BROWSER, hostileBody);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ status: "ERROR", reason: "FORBIDDEN" });
    expect(res.setCookies.some((line) => line.startsWith("bw_member="))).toBe(false);
    const check = await send(site.url(`/api/v1/username-availability?username=${ATTACKER}`), "GET", { "x-requested-with": "t" });
    expect(JSON.parse(check.text)).toMatchObject({ status: "SUCCESS" });
  });

  it("while the document itself stays public, and the same query on a real API call changes nothing", async () => {
    const doc = await send(site.url("/api/v1/openapi.json"), "GET", {});
    expect(doc.status).toBe(200);
    const scripted = await send(
      site.url("/api/v1/register?x=/api/v1/openapi.json"),
      "POST",
      { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", cookie: "bw_cookies=1" },
      JSON.stringify({
        full_name: "Real Person",
        email: "real@example.com",
        username: "realperson",
        password: "open-sesame",
        password_validation: "open-sesame",
      }),
    );
    expect(scripted.status).toBe(200);
  });
});

/** Logs demo in through the login form as Chromium posts it, and gives the session cookie. */
async function signedIn(): Promise<string> {
  const res = await send(
    site.url("/login"),
    "POST",
    { origin: site.url("").replace(/\/$/, ""), "sec-fetch-site": "same-origin", cookie: "bw_cookies=1", "content-type": "application/x-www-form-urlencoded" },
    "userid=demo&password=demo-pass-2026",
  );
  expect(res.status).toBe(303);
  const session = res.setCookies.find((line) => line.startsWith("bw_member="));
  return session!.split(";")[0]!;
}

async function membersHeading(session: string): Promise<string | undefined> {
  const page = await send(site.url("/members"), "GET", { cookie: session });
  return /(Signed in as [^.<]*)\./.exec(page.text)?.[1] ?? /<h1>([^<]*)<\/h1>/.exec(page.text)?.[1];
}

describe("the members area proxied on the site's origin (weak case: logout CSRF)", () => {
  it.each([
    ["Fetch Metadata and Origin say another site", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["a sibling subdomain (same-site)", { "sec-fetch-site": "same-site", origin: "https://shop.braveweb.example" }],
    ["only Origin, of another site", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["neither header, but the session cookie", {}],
  ])("a post to /members/logout where %s is refused, and the member stays signed in", async (_what, headers) => {
    const session = await signedIn();
    const res = await send(site.url("/members/logout"), "POST", { ...headers, cookie: session, "content-type": "application/x-www-form-urlencoded" }, "");
    expect(res.status).toBe(403);
    expect(res.setCookies).toEqual([]);
    expect(await membersHeading(session)).toBe("Signed in as demo");
  });

  it("the members page's own logout form still ends the session, posted as a browser posts it from that page", async () => {
    const session = await signedIn();
    const page = await send(site.url("/members"), "GET", { cookie: session });
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1];
    expect(action).toBe("/members/logout");
    const own = site.url("").replace(/\/$/, "");
    // Chromium sends Origin "null" from it (the page says Referrer-Policy: no-referrer), with
    // Sec-Fetch-Site: same-origin; a browser without Fetch Metadata sends its origin.
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    const browsers: Array<Record<string, string>> = [{ "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", origin: "null" }, { origin: own }];
    for (const headers of browsers) {
      const again = await signedIn();
      const res = await send(site.url(action!), "POST", { ...headers, cookie: again, "content-type": "application/x-www-form-urlencoded" }, "");
      expect(res.status).toBe(303);
      expect(res.setCookies.some((line) => /^bw_member=;/.test(line))).toBe(true);
      expect(await membersHeading(again)).toBe("You are not signed in");
    }
    expect(await membersHeading(session)).toBe("Signed in as demo");
  });

  it("pages and the reset link stay reachable by link from anywhere (safe methods pass)", async () => {
    const res = await send(site.url("/members"), "GET", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(res.status).toBe(200);
  });
});

describe("Origin, compared with scheme and port", () => {
  const form = "userid=demo&password=demo-pass-2026";
  const post = (headers: Record<string, string>) =>
    send(site.url("/login"), "POST", { cookie: "bw_cookies=1", "content-type": "application/x-www-form-urlencoded", ...headers }, form);

  it("http://localhost:3000 accepts its own origin only: not https, not another port, not another host", async () => {
    expect((await post({ host: "localhost:3000", origin: "http://localhost:3000" })).status).toBe(303);
    for (const origin of ["https://localhost:3000", "http://localhost:3001", "http://127.0.0.1:3000", "http://localhost"]) {
      const res = await post({ host: "localhost:3000", origin });
      expect([origin, res.status]).toEqual([origin, 403]);
      expect(res.text).toContain(messages["form.ERROR_CROSS_SITE"]);
    }
  });

  it("reads X-Forwarded-Proto only from a trusted proxy", async () => {
    const port = new URL(site.url("/")).port;
    // TRUST_PROXY is off here: a client cannot make its http origin count as https.
    expect((await post({ origin: `https://127.0.0.1:${port}`, "x-forwarded-proto": "https" })).status).toBe(403);
    const behind = await liveServer({ ...ROOMY_LIMITS, TRUST_PROXY: "true" });
    try {
      const url = behind.url("/login");
      const proxied = (origin: string) =>
        send(
          url,
          "POST",
          {
            cookie: "bw_cookies=1",
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "www.braveweb.example",
            origin,
          },
          form,
        );
      expect((await proxied("https://www.braveweb.example")).status).toBe(303);
      expect((await proxied("http://www.braveweb.example")).status).toBe(403);
      expect((await proxied("https://www.braveweb.example:8443")).status).toBe(403);
    } finally {
      await behind.app.close();
    }
  });

  it("with PUBLIC_URL, is compared with it: scheme, host and port", async () => {
    const https = await liveServer({ ...ROOMY_LIMITS, PUBLIC_URL: "https://www.braveweb.example" });
    try {
      const url = https.url("/login");
      const withOrigin = (origin: string) => send(url, "POST", { cookie: "bw_cookies=1", "content-type": "application/x-www-form-urlencoded", origin }, form);
      expect((await withOrigin("https://www.braveweb.example")).status).toBe(303);
      for (const origin of ["http://www.braveweb.example", "https://www.braveweb.example:8443", "https://braveweb.example", https.url("").replace(/\/$/, "")]) {
        expect([origin, (await withOrigin(origin)).status]).toEqual([origin, 403]);
      }
    } finally {
      await https.app.close();
    }
  });
});

describe("on an https site (PUBLIC_URL https)", () => {
  let https: LiveServer;
  beforeAll(async () => {
    https = await liveServer({ ...ROOMY_LIMITS, PUBLIC_URL: "https://www.braveweb.example" });
  });
  afterAll(() => https.app.close());

  it("keeps the CSRF secret in a __Host- cookie (Secure, Path=/, no Domain), and the 'keeps cookies' mark too", async () => {
    const page = await send(https.url("/login"), "GET", {});
    const secret = page.setCookies.find((line) => line.startsWith("__Host-bw_csrf="));
    expect(secret).toMatch(/^__Host-bw_csrf=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(page.setCookies.some((line) => line.startsWith("bw_csrf="))).toBe(false);
    // The shared page sets nothing; the mark comes with the answer to a post that had no cookie.
    const shared = await send(https.url("/login"), "GET", { "sec-fetch-site": "none" });
    expect(shared.setCookies).toEqual([]);
    const posted = await send(
      https.url("/login"),
      "POST",
      { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      "userid=demo&password=wrong-pass",
    );
    expect(posted.setCookies).toContain("__Host-bw_cookies=1; Path=/; Secure; SameSite=Lax");
  });

  it("takes the token with the __Host- cookie only: the same secret under the plain name (a sibling could plant it) is refused", async () => {
    const page = await send(https.url("/login"), "GET", {});
    const pair = page.setCookies.find((line) => line.startsWith("__Host-bw_csrf="))!.split(";")[0]!;
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.text)![1]!;
    const body = new URLSearchParams({ csrf_token: token, userid: "demo", password: "demo-pass-2026" }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const planted = await send(https.url("/login"), "POST", { ...headers, cookie: pair.replace(/^__Host-/, "") }, body);
    expect(planted.status).toBe(403);
    const own = await send(https.url("/login"), "POST", { ...headers, cookie: pair }, body);
    expect(own.status).toBe(303);
  });
});

describe("who is a browser (docs/decisions.md, 20)", () => {
  it("Node's own fetch sends Sec-Fetch-Mode: cors and nothing else a browser sends", async () => {
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: "POST", body: "{}" })).text();
    } finally {
      server.close();
    }
    // What makes the next test mean something: Sec-Fetch-Mode alone must not make it a browser.
    expect(seen["sec-fetch-mode"]).toBe("cors");
    expect(seen.origin).toBeUndefined();
    expect(seen["sec-fetch-site"]).toBeUndefined();
  });

  it("an integrator's server logging in with Node's fetch, without a cookie jar, gets the real answers, not COOKIES_REQUIRED", async () => {
    const login = (password: string) =>
      fetch(site.url("/api/v1/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userid: "demo", password }) });
    const ok = await login("demo-pass-2026");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "SUCCESS", redirect: "/members?braveui=1" });
    expect(ok.headers.getSetCookie().some((line) => line.startsWith("bw_member="))).toBe(true);
    const wrong = await login("not-it");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ reason: "AUTHENTICATION_FAILED" });
  });
});

describe("a refused cart change", () => {
  it("shows the visitor's own cart, and that page never reaches the next visitor from the page cache", async () => {
    const own = site.url("").replace(/\/$/, "");
    const browser = { origin: own, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
    const added = await send(site.url("/domains/cart/add"), "POST", { ...browser, cookie: "bw_cookies=1" }, "domain=greenleaf.com");
    expect(added.status).toBe(303);
    const cookies = added.setCookies.map((line) => line.split(";")[0]!);
    const hash = cookies.find((pair) => pair.startsWith("bw_cart="))!.slice("bw_cart=".length);
    const refused = await send(site.url("/domains/cart/add"), "POST", { ...CROSS_SITE_BROWSER, cookie: cookies.join("; ") }, "domain=greenleaf.net");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(messages["form.ERROR_CROSS_SITE"]);
    expect(refused.text).toContain("greenleaf.com");
    const stranger = await send(site.url("/domains/cart"), "GET", { "sec-fetch-site": "none" });
    expect(stranger.status).toBe(200);
    expect(stranger.text).not.toContain("greenleaf.com");
    expect(stranger.text).not.toContain(hash);
  });
});
