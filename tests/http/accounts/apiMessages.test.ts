import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../../content/accountContract.ts";
import { messageWith, messages } from "../../../content/messages.ts";
import { FIELD_HINTS } from "../../../views/forms/fieldHints.ts";
import { csrfTokenIn, httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { VALID_INPUT } from "../../fixtures/accountFields.ts";

/**
 * What the API's refusals say, over a real socket against the embedded member API: invalid
 * input names each field's rule (a code and words) beside the forms' docs/product.md §5 texts, which stay
 * as they are; a locked account says when to come back.
 */

let s: LiveServer;
beforeAll(async () => {
  s = await liveServer({ ...ROOMY_LIMITS });
});
afterAll(() => s.app.close());

interface Detail {
  field: string;
  rule: string;
  message: string;
}
interface Answer {
  status: string;
  reason: string;
  message: string;
  fieldErrors: Record<string, string>;
  details: Detail[];
}

describe("invalid input", () => {
  const CASES: Array<{ path: string; body: Record<string, unknown>; field: string; rule: string; text: string; words: string[] }> = [
    {
      path: "/api/v1/login",
      body: { userid: undefined },
      field: "userid",
      rule: "required",
      text: "Your Username is required",
      words: ["at most 64 characters"],
    },
    {
      path: "/api/v1/login",
      body: { userid: "ada@example.com", password: "s3cret" },
      field: "userid",
      rule: "not_email",
      text: "You must login with your username",
      words: ["not an email address"],
    },
    {
      path: "/api/v1/login",
      body: { userid: "ada lovelace", password: "s3cret" },
      field: "userid",
      rule: "pattern",
      text: "Invalid Username",
      words: ["no spaces"],
    },
    {
      path: "/api/v1/login",
      body: { userid: "ada", password: "ab" },
      field: "password",
      rule: "too_short",
      text: "Invalid Password",
      words: ["3 to 512 characters"],
    },
    { path: "/api/v1/register", body: { full_name: "X" }, field: "full_name", rule: "too_short", text: "Invalid name", words: ["2 to 100 characters"] },
    {
      path: "/api/v1/register",
      body: { full_name: "x".repeat(101) },
      field: "full_name",
      rule: "too_long",
      text: "Invalid name",
      words: ["2 to 100 characters"],
    },
    { path: "/api/v1/register", body: { email: "" }, field: "email", rule: "required", text: "Email address is required", words: ["name@example.com"] },
    { path: "/api/v1/register", body: { email: "a@b" }, field: "email", rule: "email", text: "Invalid email address", words: ["one at-sign (@)", "no spaces"] },
    { path: "/api/v1/register", body: { username: "ab" }, field: "username", rule: "too_short", text: "Invalid username", words: ["3 to 32 characters"] },
    {
      path: "/api/v1/register",
      body: { username: "x".repeat(33) },
      field: "username",
      rule: "too_long",
      text: "Invalid username",
      words: ["3 to 32 characters"],
    },
    {
      path: "/api/v1/register",
      body: { username: "ada@home" },
      field: "username",
      rule: "pattern",
      text: "Invalid username",
      words: ["no at-sign (@), spaces or control characters"],
    },
    { path: "/api/v1/register", body: { username: ["ada", "bob"] }, field: "username", rule: "type", text: "Username is required", words: ["one text value"] },
    {
      path: "/api/v1/register",
      body: { password_validation: "s3cret!" },
      field: "password_validation",
      rule: "mismatch",
      text: "The two passwords do not match",
      words: ["repeat the password exactly"],
    },
    { path: "/api/v1/lostpassword", body: { email: "nobody" }, field: "email", rule: "email", text: "Invalid email address", words: ["name@example.com"] },
  ];

  it.each(CASES)(
    "$path with a $field breaking $rule: 422, the rule as a code and in words, the form's text kept",
    async ({ path, body, field, rule, text, words }) => {
      const valid = path.endsWith("/login") ? VALID_INPUT.login : path.endsWith("/register") ? VALID_INPUT.register : VALID_INPUT.lostpassword;
      const client = httpClient(s.url("/"));
      const res = await client.post(path, { ...valid, ...body }, { cookie: "a=1" });
      expect(res.status).toBe(422);
      const answer = res.json<Answer>();
      expect(answer.reason).toBe("INVALID_INPUT");
      // The forms' docs/product.md §5 text, exactly, where the browser shows it.
      expect(answer.fieldErrors).toEqual({ [field]: text });
      expect(answer.details).toEqual([{ field, rule, message: expect.stringMatching(/\.$/) }]);
      const [detail] = answer.details;
      const lead = rule === "type" ? `${field} must be one text value` : text;
      expect(detail!.message.startsWith(`${lead}: `), detail!.message).toBe(true);
      for (const word of words) expect(detail!.message).toContain(word);
      expect(answer.message).toBe(detail!.message);
      await client.close();
    },
  );

  it("names every field that breaks a rule, in the schema's order, as one message", async () => {
    const client = httpClient(s.url("/"));
    const res = await client.post("/api/v1/register", { full_name: "X", email: "a@b", password: "ab", password_validation: "ab" }, { cookie: "a=1" });
    const answer = res.json<Answer>();
    expect(answer.details.map(({ field, rule }) => [field, rule])).toEqual([
      ["full_name", "too_short"],
      ["email", "email"],
      ["username", "required"],
      ["password", "too_short"],
      ["password_validation", "too_short"],
    ]);
    expect(answer.message).toBe(answer.details.map((detail) => detail.message).join(" "));
    await client.close();
  });

  it("on the username check too, from the query string", async () => {
    const client = httpClient(s.url("/"));
    const twice = await client.get("/api/v1/username-availability?username=ada&username=bob", { "x-requested-with": "t" });
    expect(twice.status).toBe(422);
    expect(twice.json<Answer>().details).toEqual([{ field: "username", rule: "type", message: expect.stringContaining("3 to 32 characters") }]);
    const spaced = await client.get("/api/v1/username-availability?username=ada%20l", { "x-requested-with": "t" });
    expect(spaced.json<Answer>()).toMatchObject({ fieldErrors: { username: "Invalid username" }, details: [{ field: "username", rule: "pattern" }] });
    await client.close();
  });

  it("leaves the form pages as they were: the specification's texts beside the fields, our alert above them", async () => {
    const client = httpClient(s.url("/"));
    const page = await client.get("/register");
    const res = await client.postForm("/register", { csrf_token: csrfTokenIn(page.text), ...VALID_INPUT.register, username: "ab" });
    expect(res.status).toBe(422);
    expect(res.text).toContain(messages["validation.register.username.invalid"]);
    expect(res.text).toContain(messages["form.ERROR_INVALID_FIELDS"]);
    // The API's rule in words stays in the API; the page has the field's hint instead.
    expect(res.text).not.toContain(messageWith("rule.username", FIELD_LIMITS.username));
    expect(res.text).toContain(FIELD_HINTS.register.username);
    await client.close();
  });
});

describe("a locked account", () => {
  it("answers 423 with the specification text and a Retry-After of the 15 minutes it names, in the API and on the page", async () => {
    // The member's own browser (it signed up, so it carries the device cookie) meets the member API's lock.
    const owner = httpClient(s.url("/"));
    await owner.get("/login");
    const password = "open-sesame";
    const member = { ...VALID_INPUT.register, username: "lockedout", email: "lockedout@example.com", password, password_validation: password };
    expect((await owner.post("/api/v1/register", member)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await owner.post("/api/v1/login", { userid: "lockedout", password: `wrong-${i}` })).status).toBe(401);

    const locked = await owner.post("/api/v1/login", { userid: "lockedout", password: password });
    expect(locked.status).toBe(423);
    expect(locked.json()).toEqual({ status: "ERROR", reason: "ACCOUNT_LOCKED", message: messages["login.ERROR_ACCOUNT_LOCKED"] });
    expect(locked.headers["retry-after"]).toBe("900");
    expect(messages["login.ERROR_ACCOUNT_LOCKED"]).toContain(`in ${900 / 60} minutes`);
    // A lock is not a rate limit: no RateLimit-* fields.
    expect(locked.headers["ratelimit-limit"]).toBeUndefined();

    const page = await owner.get("/login");
    const form = await owner.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "lockedout", password: password });
    expect(form.status).toBe(423);
    expect(form.headers["retry-after"]).toBe("900");
    await owner.close();
  });
});
