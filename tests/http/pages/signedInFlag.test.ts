import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API, MEMBER_SESSION_COOKIE } from "../../../content/accountContract.ts";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { SIGNED_IN_COOKIE } from "../../../content/signedInFlag.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(async () => {
  await t.app.close();
});

function setCookies(headers: { "set-cookie"?: string | string[] | number | undefined } | Record<string, unknown>): string[] {
  const raw = headers["set-cookie"];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw.map(String) : [typeof raw === "string" ? raw : JSON.stringify(raw)];
}
const named = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`));
/** A Set-Cookie line's attributes, lower-cased, without the name=value pair. */
const attributes = (line: string) =>
  line
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
const lifetime = (line: string) => attributes(line).filter((a) => a.startsWith("max-age=") || a.startsWith("expires="));

const member = (username: string) => ({
  full_name: "Flag Tester",
  email: `${username}@example.com`,
  username,
  password: "s3cret-pass",
  password_validation: "s3cret-pass",
});
const api = (path: string, body: Record<string, string>) =>
  t.app.inject({ method: "POST", url: path, headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" }, payload: body });

describe("the signed-in flag", () => {
  it.each([
    ["with remember me", "1"],
    ["without remember me", "0"],
  ])("a login through the form sets it readable, site-wide, with the member session's lifetime (%s)", async (_what, rememberme) => {
    const res = await new Visitor(t.app).submit("/login", { userid: "demo", password: "demo-pass-2026", rememberme });
    expect(res.statusCode).toBe(303);
    const lines = setCookies(res.headers);
    const flag = named(lines, SIGNED_IN_COOKIE)!;
    const session = named(lines, MEMBER_SESSION_COOKIE.name)!;
    expect(flag.split(";")[0]).toBe(`${SIGNED_IN_COOKIE}=1`);
    expect(attributes(flag)).toEqual(expect.arrayContaining(["path=/", "samesite=lax"]));
    expect(attributes(flag)).not.toContain("httponly");
    expect(lifetime(flag)).toEqual(lifetime(session));
    if (rememberme === "1") expect(lifetime(flag)).toContain(`max-age=${MEMBER_SESSION_COOKIE.rememberedSeconds}`);
    else expect(lifetime(flag)).toEqual([]);
  });

  it("a failed login sets no flag, by the form or by the API", async () => {
    const form = await new Visitor(t.app).submit("/login", { userid: "demo", password: "not-the-password" });
    expect(form.statusCode).toBe(401);
    expect(named(setCookies(form.headers), SIGNED_IN_COOKIE)).toBeUndefined();
    const json = await api(ACCOUNT_API.login, { userid: "demo", password: "not-the-password" });
    expect(json.json()).toMatchObject({ status: "ERROR" });
    expect(named(setCookies(json.headers), SIGNED_IN_COOKIE)).toBeUndefined();
    const invalid = await api(ACCOUNT_API.register, { username: "x" });
    expect(invalid.statusCode).toBe(422);
    expect(named(setCookies(invalid.headers), SIGNED_IN_COOKIE)).toBeUndefined();
  });

  it("a login and a sign-up through the JSON API (the dialogs' way) set it", async () => {
    const login = await api(ACCOUNT_API.login, { userid: "demo", password: "demo-pass-2026" });
    expect(login.json()).toMatchObject({ status: "SUCCESS" });
    expect(named(setCookies(login.headers), SIGNED_IN_COOKIE)).toMatch(/^bw_signed_in=1;/);
    const signup = await api(ACCOUNT_API.register, member("flagapi"));
    expect(signup.json()).toMatchObject({ status: "SUCCESS" });
    expect(named(setCookies(signup.headers), SIGNED_IN_COOKIE)).toMatch(/^bw_signed_in=1;/);
  });

  it("a sign-up through the form sets it, and the members area's logout clears it", async () => {
    const visitor = new Visitor(t.app);
    const signup = await visitor.submit("/register", member("flagform"));
    expect(signup.statusCode).toBe(303);
    expect(visitor.cookies.get(SIGNED_IN_COOKIE)).toBe("1");
    const logout = await visitor.post("/members/logout", {}, SAME_ORIGIN_POST);
    expect(logout.statusCode).toBe(303);
    const cleared = named(setCookies(logout.headers), SIGNED_IN_COOKIE)!;
    expect(attributes(cleared)).toEqual(expect.arrayContaining(["path=/", "max-age=0"]));
    expect(visitor.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    expect(visitor.cookies.has(MEMBER_SESSION_COOKIE.name)).toBe(false);
  });

  it("a logout refused as cross-site leaves the flag alone", async () => {
    const visitor = new Visitor(t.app);
    await visitor.submit("/login", { userid: "demo", password: "demo-pass-2026" });
    const refused = await visitor.post("/members/logout", {}, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" });
    expect(refused.statusCode).toBe(403);
    expect(named(setCookies(refused.headers), SIGNED_IN_COOKIE)).toBeUndefined();
  });

  it("changes no shared page: every page's HTML, as a browser is sent it, is the same with and without it", async () => {
    for (const path of pageRoutes.map(concretePath)) {
      const without = await t.app.inject({ url: path, headers: NAVIGATE });
      const signedIn = await t.app.inject({ url: path, headers: { ...NAVIGATE, cookie: `${SIGNED_IN_COOKIE}=1` } });
      expect(signedIn.statusCode, path).toBe(without.statusCode);
      expect(signedIn.body, path).toBe(without.body);
    }
  });
});
