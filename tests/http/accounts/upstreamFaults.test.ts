import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { byTag, parseHtml, text } from "../../fixtures/html.ts";
import { fakeUpstream, type FakeBehaviour } from "../../fixtures/fakeUpstream.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let t: TestApp;
beforeAll(async () => {
  upstream = await fakeUpstream();
  t = await testApp({ ...ROOMY_LIMITS, UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: "400" });
});
afterAll(async () => {
  await t.app.close();
  await upstream.close();
});

const FAULTS: FakeBehaviour[] = ["html", "server-error", "hang", "reset", "truncated", "empty", "redirect"];
/**
 * A username of its own for each login: an answer that never came or cannot be read counts as a
 * failed login (docs/decisions.md, 23), so one name would be paused after three of them.
 */
const usernameFor = (fault: FakeBehaviour, via: "page" | "api") => `ada${via}${FAULTS.indexOf(fault)}`;

describe("a broken member API", () => {
  it.each(FAULTS)("%s: the login page answers 502 with the unexpected-error message, in time", async (fault) => {
    upstream.behave(fault);
    const visitor = new Visitor(t.app);
    // How soon it comes is measured in tests/load/answersInTime.test.ts.
    const res = await visitor.submit("/login?from=hosting", { userid: usernameFor(fault, "page"), password: "secret" });
    expect(res.statusCode).toBe(502);
    const elements = parseHtml(res.body);
    expect(byTag(elements, "div").some((d) => text(d) === messages["login.ERROR_UNEXPECTED"])).toBe(true);
    // What was typed is still there; the password is not.
    expect(res.body).toContain(`value="${usernameFor(fault, "page")}"`);
    expect(res.body).not.toContain("secret");
  });

  it.each(FAULTS)("%s: the JSON API answers 502 UNEXPECTED", async (fault) => {
    upstream.behave(fault);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json", cookie: "a=1" },
      payload: { userid: usernameFor(fault, "api"), password: "secret" },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: "ERROR", reason: "UNEXPECTED", message: messages["login.ERROR_UNEXPECTED"] });
  });

  it.each(FAULTS)("%s: sign-up and lost password fail cleanly too", async (fault) => {
    upstream.behave(fault);
    const signup = await new Visitor(t.app).submit("/register", {
      full_name: "Ada Park",
      email: "ada@example.com",
      username: "adapark",
      password: "secret1",
      password_validation: "secret1",
    });
    expect(signup.statusCode).toBe(502);
    expect(signup.body).toContain(messages["register.ERROR_DEFAULT"]);
    expect(signup.body).toContain('value="adapark"');
    const lost = await new Visitor(t.app).submit("/lostpassword", { email: "ada@example.com" });
    expect(lost.statusCode).toBe(502);
    expect(lost.body).toContain(messages["login.ERROR_UNEXPECTED"]);
  });

  it("logs each failed call with its duration and no password", async () => {
    upstream.behave("hang");
    await new Visitor(t.app).submit("/login", { userid: "ada", password: "hunter2-secret" });
    // docs/product.md §8's timeout message.
    const line = t.logs.find((l) => (l.upstream as { details?: string } | undefined)?.details === "timeout of 400ms exceeded");
    expect(line).toBeDefined();
    expect((line!.upstream as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(390);
    expect(t.logText()).not.toContain("hunter2-secret");
  });

  it("serves a members area on this origin from UPSTREAM_URL, starting no member API of its own", async () => {
    upstream.behave("ok");
    const res = await t.app.inject({ url: "/members/dashboard?pub=7" });
    expect(res.statusCode).toBe(200);
    expect(upstream.requests).toContain("GET /members/dashboard?pub=7");
    expect(t.logs.some((line) => line.msg === "embedded legacy services started")).toBe(false);
  });
});
