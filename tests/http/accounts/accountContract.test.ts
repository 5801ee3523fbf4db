import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS, REASONS, REASON_STATUS } from "../../../content/accountContract.ts";
import { ENDPOINT_REASONS } from "../../../server/features/accounts/accountEndpoints.ts";
import { messages } from "../../../content/messages.ts";
import { signupForm } from "../../../legacy/forms/signupForm.ts";
import { registerSchema } from "../../../views/forms/registerSchema.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(async () => {
  await t.app.close();
});

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
  components: { schemas: Record<string, { properties: { reason: { enum: string[] } } }> };
}

describe("the account contract", () => {
  it("is what the OpenAPI document lists: the reason codes as an enum, and every status of each endpoint", async () => {
    const doc = (await t.app.inject({ url: "/api/v1/openapi.json" })).json<OpenApi>();
    const login = doc.paths["/api/v1/login"]!.post!.responses;
    expect(doc.components.schemas.ApiError!.properties.reason.enum).toEqual(REASONS);
    const statuses = (reasons: readonly (keyof typeof REASON_STATUS)[]) => ["200", "default", ...new Set(reasons.map((r) => String(REASON_STATUS[r])))].sort();
    expect(Object.keys(login).sort()).toEqual(statuses(ENDPOINT_REASONS.login));
    expect(login["401"]!.description).toMatch(/^AUTHENTICATION_FAILED: /);
    expect(login["422"]!.description).toContain("CAPTCHA_REQUIRED: ");
    expect(login["429"]!.description).toMatch(/^RATE_LIMITED: /);
    expect(Object.keys(doc.paths["/api/v1/register"]!.post!.responses).sort()).toEqual(statuses(ENDPOINT_REASONS.register));
    expect(Object.keys(doc.paths["/api/v1/username-availability"]!.get!.responses).sort()).toEqual(statuses(ENDPOINT_REASONS.usernameAvailability));
  });

  it("gives each refusal its table's status", async () => {
    const forbidden = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "userid=a",
    });
    expect(forbidden.statusCode).toBe(REASON_STATUS.FORBIDDEN);
    expect(forbidden.json()).toMatchObject({ status: "ERROR", reason: "FORBIDDEN" });
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ userid: "a".repeat(70_000) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ reason: "BODY_TOO_LARGE" });
    const unknown = await t.app.inject({ url: "/api/v1/nothing", headers: { "x-requested-with": "t" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: "NOT_FOUND" });
  });
});

describe("sign-up field limits shared with the member API", () => {
  const longName = "a".repeat(FIELD_LIMITS.username.max + 8);

  it("are the same in the site's schema and the local member API's", () => {
    const form = { full_name: "Ada Park", email: "ada@example.com", password: "secret1", password_validation: "secret1", tosagree: "1" };
    for (const username of ["abc", "a".repeat(FIELD_LIMITS.username.max), longName, "ab", "a@b", "a b"]) {
      expect(registerSchema.safeParse({ ...form, username }).success, username).toBe(signupForm.safeParse({ ...form, username }).success);
    }
    const longPassword = "p".repeat(FIELD_LIMITS.password.max + 1);
    expect(registerSchema.safeParse({ ...form, username: "adapark", password: longPassword, password_validation: longPassword }).success).toBe(false);
    expect(signupForm.safeParse({ ...form, username: "adapark", password: longPassword, password_validation: longPassword }).success).toBe(false);
  });

  it("put a too-long username's message beside the field, not in a general alert", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/register",
      headers: { "content-type": "application/json", cookie: "a=1" },
      payload: { full_name: "Ada Park", email: "ada@example.com", username: longName, password: "secret1", password_validation: "secret1" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: "INVALID_INPUT", fieldErrors: { username: messages["validation.register.username.invalid"] } });
  });
});
