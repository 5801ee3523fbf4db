import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { outboxRows, outboxRowsWhen } from "../../fixtures/outbox.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINTS } from "../../../server/features/accounts/accountEndpoints.ts";

/** The JSON API as an integrator calls it, through the real embedded member API. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

const json = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { "content-type": "application/json", cookie: "visited=1", ...headers }, payload });

describe("POST /api/v1/register and /api/v1/login", () => {
  it("signs up, then logs in, relaying the member session cookie", async () => {
    const signup = await json("/api/v1/register?template_id=5", {
      full_name: "Cy Integrator",
      email: "cy@example.com",
      username: "cyint",
      password: "pa55word",
      password_validation: "pa55word",
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toMatchObject({ status: "SUCCESS", redirect: "/members?braveui=1&template_id=5" });
    expect(String(signup.headers["set-cookie"])).toContain("bw_member=");

    const login = await json("/api/v1/login", { userid: "cyint", password: "pa55word", rememberme: true, type: "hosting" });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.status).toBe("SUCCESS");
    expect(body.message).toBe(messages["login.SUCCESS"]);
    expect(body.pub).toMatch(/^\d+$/);
    expect(body.redirect).toBe(`/members/${body.pub}/pick-item?pickItem=hosting`);
    expect(String(login.headers["set-cookie"])).toMatch(/bw_member=[^;]+;.*Max-Age=2592000/i);
  });

  it("answers field errors with 422", async () => {
    const res = await json("/api/v1/register", { full_name: "X" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: "ERROR",
      reason: "INVALID_INPUT",
      fieldErrors: { full_name: "Invalid name", email: "Email address is required", username: "Username is required" },
    });
  });

  it("answers a taken username with 409", async () => {
    const res = await json("/api/v1/register", {
      full_name: "Demo Two",
      email: "d2@example.com",
      username: "demo",
      password: "abcdef",
      password_validation: "abcdef",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "USERNAME_TAKEN", fieldErrors: { username: "This username has been taken, please try another" } });
  });

  it("answers a wrong password with 401 and the docs/product.md §8 text", async () => {
    const res = await json("/api/v1/login", { userid: "demo", password: "nope-nope" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: "ERROR", reason: "AUTHENTICATION_FAILED", message: messages["login.ERROR_AUTHENTICATION_FAILED"] });
  });

  it.each([
    ["Origin", { origin: "http://localhost:3000" }],
    ["Sec-Fetch-Site", { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" }],
  ])("answers COOKIES_REQUIRED to a browser (it sends %s) that sends no cookie at all", async (_name, browserHeaders) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json", ...browserHeaders },
      payload: { userid: "demo", password: "demo-pass-2026" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: "COOKIES_REQUIRED", message: messages["login.ERROR_COOKIES_REQUIRED"] });
  });

  it("gives a server-side client without a cookie jar (no Origin, no Sec-Fetch-*) the real answer", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload: { userid: "demo", password: "demo-pass-2026" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "SUCCESS", redirect: "/members?braveui=1" });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload: { userid: "demo", password: "not-it" },
    });
    expect(wrong.json()).toMatchObject({ reason: "AUTHENTICATION_FAILED" });
  });

  it("answers SECURITY_UPGRADE with the address the email went to", async () => {
    const res = await json("/api/v1/login", { userid: "oldtimer", password: "oldtimer-pass" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: "ERROR", reason: "SECURITY_UPGRADE", emailAddress: "oldtimer@braveweb.example" });
  });
});

describe("POST /api/v1/lostpassword", () => {
  it("answers known and unknown addresses alike, and mails only the known one", async () => {
    // Counted by address: an earlier test's email (the security upgrade's) may still be on its way.
    const toDemo = (rows: Array<{ to_address: string }>) => rows.filter((row) => row.to_address === "demo@braveweb.example").length;
    const before = toDemo(outboxRows(t.dataDir));
    // The unknown one first: the member API sends after it answers, in order, so once the known
    // one's email is there the unknown one's request has been dealt with too.
    const unknown = await json("/api/v1/lostpassword", { email: "ghost@example.com" });
    const known = await json("/api/v1/lostpassword", { email: "demo@braveweb.example" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().status).toBe("SUCCESS");
    const sent = await outboxRowsWhen(t.dataDir, (rows) => toDemo(rows) > before);
    expect(toDemo(sent)).toBe(before + 1);
    expect(sent.filter((row) => row.to_address === "ghost@example.com")).toEqual([]);
  });
});

describe("GET /api/v1/username-availability", () => {
  const check = (username: string) =>
    t.app.inject({ url: `/api/v1/username-availability?username=${encodeURIComponent(username)}`, headers: { "x-requested-with": "XMLHttpRequest" } });

  it("says SUCCESS for a free name and USERNAME_TAKEN for a taken one", async () => {
    expect((await check("free-name-42")).json()).toMatchObject({ status: "SUCCESS" });
    const taken = await check("demo");
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: "ERROR", reason: "USERNAME_TAKEN" });
  });

  it("refuses an invalid name with its message", async () => {
    const res = await check("a@b");
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ username: "Invalid username" });
  });
});

describe("request guard", () => {
  it("refuses a request with neither X-Requested-With nor a JSON body", async () => {
    const form = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "userid=demo&password=demo-pass-2026",
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toMatchObject({ status: "ERROR", reason: "FORBIDDEN" });
    expect((await t.app.inject({ url: "/api/v1/username-availability?username=abc" })).statusCode).toBe(403);
  });

  it("accepts a form body with X-Requested-With", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-requested-with": "XMLHttpRequest", cookie: "a=1" },
      payload: "userid=demo&password=demo-pass-2026",
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers malformed JSON and unknown endpoints as JSON 4xx", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/v1/login", headers: { "content-type": "application/json" }, payload: '{"userid":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe("ERROR");
    const missing = await t.app.inject({ url: "/api/v1/nothing", headers: { "x-requested-with": "x" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().reason).toBe("NOT_FOUND");
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("describes every account route with schemas from the forms", async () => {
    const res = await t.app.inject({ url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    // Every declared endpoint, among them the four published ones, and nothing else.
    expect(Object.keys(doc.paths).sort()).toEqual(ENDPOINTS.map((endpoint) => ACCOUNT_ENDPOINTS[endpoint].path).sort());
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/login", "/api/v1/lostpassword", "/api/v1/register", "/api/v1/username-availability"]),
    );
    const { $ref } = doc.paths["/api/v1/login"].post.requestBody.content["application/json"].schema;
    expect($ref).toBe("#/components/schemas/LoginRequest");
    const login = doc.components.schemas.LoginRequest;
    expect(login.required).toEqual(expect.arrayContaining(["userid", "password"]));
    expect(login.properties.password.minLength).toBe(3);
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(["from", "cart_hash", "template_id", "type", "redirect_to", "brand"]));
  });
});
