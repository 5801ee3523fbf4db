import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../../content/accountContract.ts";
import type { AccountFormKind } from "../../../content/pageShapes.ts";
import { FIELD_HINTS, fieldHint } from "../../../views/forms/fieldHints.ts";
import { loginSchema } from "../../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../../views/forms/lostPasswordSchema.ts";
import { registerSchema } from "../../../views/forms/registerSchema.ts";
import { attr, byTag, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

/** Each account form's text fields, as the page shows them (the checkbox has no rule). */
const FIELDS: Record<AccountFormKind, string[]> = {
  login: ["userid", "password"],
  register: ["full_name", "email", "username", "password", "password_validation"],
  lostpassword: ["email"],
};

function fieldParts(html: string, name: string): { input: Element; hint: Element | undefined } {
  const elements = parseHtml(html);
  const input = byTag(elements, "input").find((i) => attr(i, "name") === name) as Element;
  const hint = byTag(elements, "p").find((p) => attr(p, "id") === `field-${name}-hint`);
  return { input, hint };
}

describe("the hint under each account field", () => {
  for (const kind of Object.keys(FIELDS) as AccountFormKind[]) {
    it(`${kind}: every field shows its rule before anything is typed, tied to the input with aria-describedby`, async () => {
      const res = await new Visitor(t.app).get(`/${kind}`);
      expect(res.statusCode).toBe(200);
      for (const name of FIELDS[kind]) {
        const { input, hint } = fieldParts(res.body, name);
        expect(hint, `${kind} ${name}`).toBeDefined();
        expect(text(hint!)).toBe(fieldHint(kind, name));
        expect(attr(input, "aria-describedby")).toBe(`field-${name}-hint`);
      }
    });
  }

  it("a re-rendered form keeps the hints, after the error in aria-describedby, and what was typed", async () => {
    const res = await new Visitor(t.app).submit("/register", {
      full_name: "A",
      email: "ann@example.com",
      username: "ann",
      password: "xy",
      password_validation: "xy",
    });
    expect(res.statusCode).toBe(422);
    const name = fieldParts(res.body, "full_name");
    expect(attr(name.input, "aria-describedby")).toBe("field-full_name-error field-full_name-hint");
    expect(attr(name.input, "value")).toBe("A");
    expect(text(name.hint!)).toBe(FIELD_HINTS.register.full_name);
    // A field without an error is described by its hint only.
    const email = fieldParts(res.body, "email");
    expect(attr(email.input, "aria-describedby")).toBe("field-email-hint");
    expect(attr(email.input, "value")).toBe("ann@example.com");
  });
});

/** The numbers a hint states, in order. */
const numbersIn = (hint: string | undefined) => (hint?.match(/\d+/g) ?? []).map(Number);

describe("the hints state the schemas' rules", () => {
  const cases = [
    { hint: FIELD_HINTS.register.full_name, limits: FIELD_LIMITS.fullName, schema: registerSchema.shape.full_name },
    { hint: FIELD_HINTS.register.username, limits: FIELD_LIMITS.username, schema: registerSchema.shape.username },
    { hint: FIELD_HINTS.register.password, limits: FIELD_LIMITS.password, schema: registerSchema.shape.password },
    { hint: FIELD_HINTS.login.password, limits: FIELD_LIMITS.password, schema: loginSchema.shape.password },
  ];

  it("each length in a hint is the bound its field's schema checks: the shortest and longest pass, one less or more fails", () => {
    for (const { hint, limits, schema } of cases) {
      const [min, max] = numbersIn(hint);
      expect([min, max], hint).toEqual([limits.min, limits.max]);
      expect(schema.safeParse("a".repeat(min!)).success, `${hint} (${min})`).toBe(true);
      expect(schema.safeParse("a".repeat(min! - 1)).success, `${hint} (${min! - 1})`).toBe(false);
      expect(schema.safeParse("a".repeat(max!)).success, `${hint} (${max})`).toBe(true);
      expect(schema.safeParse("a".repeat(max! + 1)).success, `${hint} (${max! + 1})`).toBe(false);
    }
  });

  it("what the other hints say is what their schemas check", () => {
    // Login: the username, not an email address (docs/product.md §5).
    expect(FIELD_HINTS.login.userid).toMatch(/not your email address/);
    expect(loginSchema.shape.userid.safeParse("someone@example.com").success).toBe(false);
    // Sign-up username: no @ and no spaces.
    expect(FIELD_HINTS.register.username).toMatch(/no @ and no spaces/);
    expect(registerSchema.shape.username.safeParse("ann@b").success).toBe(false);
    expect(registerSchema.shape.username.safeParse("ann b").success).toBe(false);
    // The example address of both email hints passes both email rules.
    for (const hint of [FIELD_HINTS.register.email, FIELD_HINTS.lostpassword.email]) {
      const example = hint
        .split(" ")
        .find((word) => word.includes("@"))!
        .replace(/\.$/, "");
      expect(registerSchema.shape.email.safeParse(example).success, hint).toBe(true);
      expect(lostPasswordSchema.shape.email.safeParse(example).success, hint).toBe(true);
    }
    // The repeated password must be the same.
    expect(FIELD_HINTS.register.password_validation).toMatch(/same password/);
    expect(registerSchema.safeParse({ full_name: "Ann", email: "ann@example.com", username: "ann", password: "abc", password_validation: "abd" }).success).toBe(
      false,
    );
  });
});
