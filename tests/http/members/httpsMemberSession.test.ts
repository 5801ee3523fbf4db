import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { recordingProxy, type RecordingProxy } from "../../fixtures/recordingProxy.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { cookieAttributes, setCookieLines } from "../../fixtures/setCookies.ts";

/**
 * The member's session on an https site (docs/decisions.md, 23): the member API's session cookie
 * and the site's signed-in flag reach the browser only under `__Host-` names (Secure, Path=/,
 * no Domain), so a sibling subdomain cannot plant a session of its choosing; the site hands
 * the session back to the member API under the member API's own name, from the login and
 * sign-up flows and the /members proxy alike, and a plain `bw_member` from the browser is not
 * passed on. Over real HTTP to a site whose PUBLIC_URL is https (the members area on its own
 * origin), in front of the legacy member API behind a recording proxy; and the same on an
 * http site, where the plain names stay.
 */
const PUBLIC = "https://www.braveweb.example";
const FROM_PAGE = { ...SAME_ORIGIN_POST, origin: PUBLIC };
const DEMO = { userid: "demo", password: "demo-pass-2026" };

let legacy: LegacyServer;
let proxy: RecordingProxy;
let site: LiveServer;
let plainSite: LiveServer;
/** A live session of another member's, as an attacker holds one of their own to plant in a victim's browser. */
let attackerToken: string;
beforeAll(async () => {
  legacy = await legacyServer();
  const signup = await legacy.post("/signup/signup.php", {
    full_name: "Mallory Maker",
    email: "mallory@example.com",
    username: "mallory",
    password: "planted-session",
    password_validation: "planted-session",
    form_name: "signup_form",
    signup_form_submitted: "1",
    tosagree: "1",
    robot: "1",
  });
  attackerToken = sessionCookieValue(signup.setCookies)!;
  proxy = await recordingProxy(legacy.url);
  site = await liveServer({ ...ROOMY_LIMITS, PUBLIC_URL: PUBLIC, UPSTREAM_URL: proxy.url });
  plainSite = await liveServer({ ...ROOMY_LIMITS, PUBLIC_URL: "http://localhost:3000", UPSTREAM_URL: proxy.url });
});
afterAll(async () => {
  await site?.app.close();
  await plainSite?.app.close();
  await proxy?.close();
  await legacy?.close();
});

const named = (lines: string[], name: string) => lines.filter((line) => line.startsWith(`${name}=`));

/** What `__Host-` asks of a cookie (RFC 6265bis §4.1.3.2): Secure, Path=/, no Domain. */
function expectHostCookie(line: string | undefined) {
  expect(line).toBeDefined();
  expect(cookieAttributes(line!)).toEqual(expect.arrayContaining(["secure", "path=/"]));
  expect(cookieAttributes(line!).some((a) => a.startsWith("domain="))).toBe(false);
  expect(cookieAttributes(line!).filter((a) => a.startsWith("path="))).toEqual(["path=/"]);
}

/** The members area's page as the member API made it for this browser. */
async function membersPage(browser: ReturnType<typeof httpClient>) {
  const calls = proxy.calls.length;
  const page = await browser.get("/members", NAVIGATE);
  expect(page.status).toBe(200);
  const toMemberApi = proxy.calls.slice(calls).filter((call) => call.path === "/members");
  expect(toMemberApi).toHaveLength(1);
  const who = /Signed in as (\w+)/.exec(page.text)?.[1] ?? null;
  return { who, cookie: toMemberApi[0]!.cookie ?? "" };
}

async function loggedIn(target: LiveServer, way: "form" | "api", origin = PUBLIC) {
  const browser = httpClient(target.url("/"));
  // A cookie of the old site's, as a browser that keeps cookies has (the member API asks for one).
  browser.cookies.set("gdpr_seen", "1");
  await browser.get("/login", NAVIGATE);
  const answer =
    way === "form"
      ? await browser.postForm("/login", DEMO, { ...SAME_ORIGIN_POST, origin })
      : await browser.post("/api/v1/login", DEMO, { "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" });
  expect(answer.status, answer.text).toBe(way === "form" ? 303 : 200);
  return { browser, lines: setCookieLines(answer) };
}

describe("an https site's login", () => {
  it.each(["form", "api"] as const)("by the %s sets the member's session and the signed-in flag only under __Host- names", async (way) => {
    const { browser, lines } = await loggedIn(site, way);
    const session = named(lines, "__Host-bw_member")[0];
    expectHostCookie(session);
    expect(session).toMatch(/^__Host-bw_member=[\w-]{20,};/);
    expect(cookieAttributes(session!)).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    const flag = named(lines, "__Host-bw_signed_in")[0];
    expectHostCookie(flag);
    expect(flag).toMatch(/^__Host-bw_signed_in=1;/);
    expect(cookieAttributes(flag!)).not.toContain("httponly");
    // Nothing under the plain names, which a sibling subdomain could also set.
    expect([...named(lines, "bw_member"), ...named(lines, "bw_signed_in")]).toEqual([]);
    expect([...browser.cookies.keys()].filter((name) => /bw_member|bw_signed_in/.test(name)).sort()).toEqual(["__Host-bw_member", "__Host-bw_signed_in"]);
  });

  it("a sign-up (JSON API) sets them under __Host- names too", async () => {
    const browser = httpClient(site.url("/"));
    await browser.get("/register", NAVIGATE);
    const password = "flour-and-water";
    const answer = await browser.post(
      "/api/v1/register",
      { full_name: "Bea Baker", email: "bea@mybakery.example", username: "hostbaker", password, password_validation: password },
      { "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" },
    );
    expect(answer.status).toBe(200);
    const lines = setCookieLines(answer);
    expectHostCookie(named(lines, "__Host-bw_member")[0]);
    expectHostCookie(named(lines, "__Host-bw_signed_in")[0]);
    expect([...named(lines, "bw_member"), ...named(lines, "bw_signed_in")]).toEqual([]);
  });
});

describe("the members area on an https site", () => {
  it("is signed in with the __Host- session, which the member API gets under its own name", async () => {
    const { browser } = await loggedIn(site, "form");
    const token = browser.cookies.get("__Host-bw_member")!;
    const seen = await membersPage(browser);
    expect(seen.who).toBe("demo");
    expect(seen.cookie.split("; ")).toContain(`bw_member=${token}`);
    expect(seen.cookie).not.toContain("__Host-bw_member");
    expect(seen.cookie).not.toContain("bw_signed_in");
  });

  it("is not signed in with a planted plain bw_member (another member's live session): it never reaches the member API", async () => {
    expect(attackerToken).toMatch(/^[\w-]{43}$/);
    const planted = httpClient(site.url("/"));
    planted.cookies.set("bw_member", attackerToken);
    planted.cookies.set("bw_signed_in", "1");
    const seen = await membersPage(planted);
    expect(seen.who).toBeNull();
    expect(seen.cookie).not.toContain(attackerToken);
    expect(seen.cookie).not.toContain("bw_member");
  });

  it("a victim signed in with __Host- stays themselves with a plain bw_member planted beside it", async () => {
    const { browser } = await loggedIn(site, "form");
    const token = browser.cookies.get("__Host-bw_member")!;
    browser.cookies.set("bw_member", attackerToken);
    const seen = await membersPage(browser);
    expect(seen.who).toBe("demo");
    expect(seen.cookie.split("; ").filter((pair) => pair.includes("bw_member="))).toEqual([`bw_member=${token}`]);
  });

  it("logs out: both __Host- cookies cleared (Secure, Path=/), none under a plain name, and the session is over", async () => {
    const { browser } = await loggedIn(site, "form");
    const token = browser.cookies.get("__Host-bw_member")!;
    const out = await browser.postForm("/members/logout", {}, FROM_PAGE);
    expect(out.status).toBe(303);
    const lines = setCookieLines(out);
    for (const name of ["__Host-bw_member", "__Host-bw_signed_in"]) {
      const cleared = named(lines, name)[0];
      expect(cleared, name).toMatch(new RegExp(`^${name}=;`));
      expectHostCookie(cleared);
      expect(cookieAttributes(cleared!).some((a) => a === "max-age=0" || a.startsWith("expires=thu, 01 jan 1970"))).toBe(true);
    }
    expect([...named(lines, "bw_member"), ...named(lines, "bw_signed_in")]).toEqual([]);
    expect((await membersPage(browser)).who).toBeNull();
    // The member API ended the session itself: the token no longer signs anyone in.
    const replayed = httpClient(site.url("/"));
    replayed.cookies.set("__Host-bw_member", token);
    expect((await membersPage(replayed)).who).toBeNull();
  });
});

describe("an http site (a local run)", () => {
  it("keeps the plain names, and /members signs in with them as before", async () => {
    const { browser, lines } = await loggedIn(plainSite, "form", "http://localhost:3000");
    expect(named(lines, "bw_member")[0]).toMatch(/^bw_member=[\w-]{20,};/);
    expect(named(lines, "bw_signed_in")[0]).toMatch(/^bw_signed_in=1;/);
    expect(lines.filter((line) => line.startsWith("__Host-bw_member") || line.startsWith("__Host-bw_signed_in"))).toEqual([]);
    const seen = await membersPage(browser);
    expect(seen.who).toBe("demo");
    expect(seen.cookie).toContain(`bw_member=${browser.cookies.get("bw_member")}`);
  });
});
