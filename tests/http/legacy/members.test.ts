import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attr, byTag, parseHtml, text } from "../../fixtures/html.ts";
import { legacyServer, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

const member = {
  full_name: "Rory <b>Williams</b>",
  email: "rory&co@example.com",
  username: "rory<i>",
  password: "centurion",
  password_validation: "centurion",
  tosagree: "1",
};

let s: LegacyServer;
beforeAll(async () => {
  s = await legacyServer();
});
afterAll(() => s.close());

async function signedInCookie(userid = "demo", password = "demo-pass-2026"): Promise<string> {
  const res = await s.post("/global/login.php", { userid, password, rememberme: "0", flags: "login" });
  expect(res.body.status).toBe("SUCCESS");
  return `gdpr_seen=1; bw_member=${sessionCookieValue(res.setCookies)}`;
}

/** Every members page: a language, one heading, no script and no inline style. */
function expectPlainPage(html: string): ReturnType<typeof parseHtml> {
  const elements = parseHtml(html);
  expect(attr(byTag(elements, "html")[0]!, "lang")).toBe("en");
  expect(byTag(elements, "h1")).toHaveLength(1);
  expect(byTag(elements, "script")).toHaveLength(0);
  expect(byTag(elements, "style")).toHaveLength(0);
  for (const el of elements) {
    expect(attr(el, "style")).toBeUndefined();
    expect(el.attrs.some((a) => a.name.startsWith("on"))).toBe(false);
  }
  return elements;
}

describe("checkuserid.php", () => {
  it.each([
    ["demo", "ERROR"],
    ["DEMO", "ERROR"],
    ["oldtimer", "ERROR"],
    ["brand-new-name", "SUCCESS"],
    ["ab", "ERROR"],
    ["me@home", "ERROR"],
    ["", "ERROR"],
  ])("%j is %s", async (userid, status) => {
    const res = await s.post("/checkuserid.php", { userid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status, response: {} });
  });
});

describe("members area", () => {
  it("shows who is signed in, escaped", async () => {
    const signup = await s.post("/signup/signup.php", member);
    expect(signup.body.status).toBe("SUCCESS");
    const page = await s.get("/members", { cookie: `x=1; bw_member=${sessionCookieValue(signup.setCookies)}` });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const elements = expectPlainPage(page.text);
    expect(text(byTag(elements, "h1")[0]!)).toBe("Welcome, Rory <b>Williams</b>");
    expect(text(byTag(elements, "p")[0]!)).toContain("Signed in as rory<i>.");
    const details = text(byTag(elements, "dl")[0]!);
    expect(details).toContain("Rory <b>Williams</b>");
    expect(details).toContain("rory&co@example.com");
    // A member knows themselves by name: the publisher id is in addresses only, never in the text.
    expect(text(byTag(elements, "body")[0]!)).not.toContain(signup.body.response.pub);
    expect(byTag(elements, "b")).toHaveLength(0);
    expect(byTag(elements, "i")).toHaveLength(0);
  });

  it("says so when nobody is signed in, with a link to the login page", async () => {
    for (const cookie of [undefined, "bw_member=forged-token", `bw_member=${"A".repeat(43)}`]) {
      const page = await s.get("/members", cookie ? { cookie } : {});
      expect(page.status).toBe(200);
      const elements = expectPlainPage(page.text);
      expect(text(byTag(elements, "h1")[0]!)).toBe("You are not signed in");
      expect(byTag(elements, "a").map((a) => attr(a, "href"))).toContain("/login");
    }
  });

  it("ends a session that has expired", async () => {
    const cookie = await signedInCookie();
    s.clock.advance(24 * 60 * 60 * 1000);
    expect((await s.get("/members", { cookie })).text).toContain("You are not signed in");
  });

  it("logs out: the session row goes, the cookie is cleared, and the visitor lands on /members", async () => {
    const cookie = await signedInCookie();
    const before = (s.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;
    const res = await fetch(`${s.url}/members/logout`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/members");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("bw_member="))).toMatch(/^bw_member=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((s.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n).toBe(before - 1);
    expect((await s.get("/members", { cookie })).text).toContain("You are not signed in");
  });

  it("styles every page from its own stylesheet and font, which its CSP allows and nothing else", async () => {
    const page = await s.get("/members");
    const links = byTag(expectPlainPage(page.text), "link").filter((l) => attr(l, "rel") === "stylesheet");
    expect(links.map((l) => attr(l, "href"))).toEqual(["/members/assets/members.css"]);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|script-src/);

    const css = await s.get("/members/assets/members.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.text).toContain('url("/members/assets/inter-latin.woff2")');
    expect(css.text).toMatch(/font-family: var\(--font\)/);
    expect(css.text).not.toMatch(/Times|font-family:\s*serif/);
    const font = await s.get("/members/assets/inter-latin.woff2");
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.text.startsWith("wOF2")).toBe(true);
  });

  it("says in words what a pick-item address sets up, never whose publisher id it holds", async () => {
    for (const [item, words] of [
      ["hosting", "Set up web hosting"],
      ["domain", "Set up your domain"],
      ["template", "Set up a site from a template"],
      ["no-such-item", "Pick an item"],
    ]) {
      const pick = await s.get(`/members/100001/pick-item?pickItem=${item}`, { cookie: await signedInCookie() });
      expect(pick.status).toBe(200);
      const elements = expectPlainPage(pick.text);
      expect(text(byTag(elements, "h1")[0]!).trim(), item).toBe(words);
      const visible = text(byTag(elements, "body")[0]!);
      expect(visible, item).not.toContain("100001");
      expect(visible, item).not.toMatch(/publisher/i);
    }

    // The dashboard is the signed-in member's own (tests/http/legacy/dashboard.test.ts): to nobody, the signed-out page.
    const dash = await s.get("/members/dashboard?pub=100001");
    expect(dash.status).toBe(200);
    expect(text(byTag(expectPlainPage(dash.text), "h1")[0]!)).toBe("You are not signed in");
    expect(dash.text).not.toContain("100001");

    const hostile = await s.get("/members/%3Cscript%3E/pick-item?pickItem=%3Cimg%20src%3Dx%3E");
    expect(hostile.status).toBe(200);
    expect(hostile.text).not.toContain("<script>");
    expect(hostile.text).not.toContain("<img");
  });

  it("answers an unknown members address with a 404 page and an unknown API path with legacy JSON", async () => {
    const page = await s.get("/members/no/such/page");
    expect(page.status).toBe(404);
    expectPlainPage(page.text);
    const api = await s.post("/global/nothing.php", {});
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ status: "ERROR", response: { reason: "NOT_FOUND" } });
  });
});

describe("the store", () => {
  it("records its migrations and seeds the demo members once, across restarts", async () => {
    const dataDir = s.dataDir;
    const versions = (s.db.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as Array<{ version: number }>).map((r) => r.version);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const again = await legacyServer({ dataDir });
    try {
      const demos = again.db.prepare("SELECT username, pub FROM members WHERE username IN ('demo', 'oldtimer') ORDER BY pub").all();
      expect(demos).toEqual([
        { username: "demo", pub: "100001" },
        { username: "oldtimer", pub: "100002" },
      ]);
      // The member signed up by the first app is still there.
      expect(again.db.prepare("SELECT 1 AS found FROM members WHERE username = ?").get(member.username)).toMatchObject({ found: 1 });
      expect(again.db.prepare("SELECT count(*) AS n FROM schema_migrations").get()).toMatchObject({ n: 7 });
    } finally {
      await again.close();
    }
  });
});

describe("its log", () => {
  it("names itself when it starts listening, so it is not taken for the site", () => {
    const messages = s.logs().map((l) => l.msg);
    expect(messages).toContain(`Legacy member API listening at ${s.url}`);
    expect(messages.some((m) => typeof m === "string" && m.startsWith("Server listening at"))).toBe(false);
  });
});

describe("a members area under another path", () => {
  it("serves the pages at the path of membersUrl and answers that URL as the redirect", async () => {
    const other = await legacyServer({ membersUrl: "https://www.braveweb.example/account/" });
    try {
      const res = await other.post("/global/login.php", { userid: "demo", password: "demo-pass-2026", rememberme: "0" });
      expect(res.body.response.redirect).toBe("https://www.braveweb.example/account");
      // Reached over HTTPS, so the session cookie is Secure.
      expect(res.setCookies.find((c) => c.startsWith("bw_member="))).toContain("Secure");
      const page = await other.get("/account", { cookie: `bw_member=${sessionCookieValue(res.setCookies)}` });
      expect(page.text).toContain("Signed in as demo");
      expect(page.text).toContain('action="/account/logout"');
      expect((await other.get("/members")).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
