import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORM_SCHEMAS, usernameSchema as browserUsername } from "../../client/forms/formSchemas.ts";
import { FIELD_LIMITS } from "../../content/accountContract.ts";
import { messages } from "../../content/messages.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";
import { REQUEST_FIELD_NAMES } from "../../views/forms/requestFields.ts";
import { ACCOUNT_FIELDS, VALID_INPUT, type FieldRule } from "../fixtures/accountFields.ts";

/**
 * docs/decisions.md, 18, for the account forms: whatever length a field's value has, no check of
 * it reads more than one character past the field's bound, and the value is refused with the
 * field's own docs/product.md §5 text. zod reports the value each check saw as an issue's `input`
 * (`reportInput`), which is how a check that read the whole value shows.
 */

type Rule = FieldRule;
const RULES: Record<string, Record<string, Rule>> = ACCOUNT_FIELDS;

type AnySchema = {
  safeParse: (
    value: unknown,
    params?: { reportInput?: boolean },
  ) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; input?: unknown }[] } };
};
const SCHEMAS: Record<keyof typeof RULES, { server: AnySchema; browser: AnySchema; valid: Record<string, string> }> = {
  login: { server: loginSchema, browser: FORM_SCHEMAS.login, valid: VALID_INPUT.login },
  register: { server: registerSchema, browser: FORM_SCHEMAS.register, valid: VALID_INPUT.register },
  lostpassword: { server: lostPasswordSchema, browser: FORM_SCHEMAS.lostpassword, valid: VALID_INPUT.lostpassword },
};

/** Units that patterns like to chew on, repeated to any length up to past 60,000 characters. */
const unit = fc
  .array(fc.constantFrom(".", "@", "-", " ", "a", "a@", "@.", ".@", "é", "\t", "\u0000", "x.y"), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));
const longValue = (max: number) =>
  fc.tuple(unit, fc.integer({ min: max + 20, max: 62_000 })).map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** What the field must say about a value longer than its bound. */
function expectedMessage(rule: Rule, value: string): string {
  const seen = rule.trimmed ? value.trim() : value;
  if (seen === "") return rule.required;
  if (rule.atSign && seen.slice(0, rule.max + 1).includes("@")) return rule.atSign;
  return rule.invalid;
}

describe("every account field is judged within its bound", () => {
  it.each(Object.keys(RULES))("the %s form's rules name a bound for each of its text fields", (form) => {
    const shape = (SCHEMAS[form]!.server as unknown as { shape: Record<string, unknown> }).shape;
    // Less Remember Me and what a post carries besides its fields (views/forms/requestFields.ts): none of them is typed.
    expect(Object.keys(shape).filter((field) => field !== "rememberme" && !REQUEST_FIELD_NAMES.includes(field))).toEqual(Object.keys(RULES[form]!));
  });

  for (const [form, fields] of Object.entries(RULES)) {
    for (const [field, rule] of Object.entries(fields)) {
      it(`${form} ${field}: a value of any length is refused with its text from the specification, and no check reads past ${rule.max + 1} characters`, () => {
        const { server, browser, valid } = SCHEMAS[form]!;
        fc.assert(
          fc.property(longValue(rule.max), (value) => {
            const input = { ...valid, [field]: value, ...(field === "password" && form === "register" ? { password_validation: value } : {}) };
            for (const schema of [server, browser]) {
              const result = schema.safeParse(input, { reportInput: true });
              expect(result.success).toBe(false);
              const issues = result.error!.issues.filter((issue) => issue.path[0] === field);
              expect(issues[0]?.message).toBe(expectedMessage(rule, value));
              for (const issue of issues) expect(typeof issue.input === "string" ? issue.input.length : 0).toBeLessThanOrEqual(rule.max + 1);
            }
          }),
          { numRuns: 40 },
        );
      });
    }
  }

  it("the username availability check alone, on the server and in the browser", () => {
    fc.assert(
      fc.property(longValue(FIELD_LIMITS.username.max), (value) => {
        for (const schema of [usernameSchema, browserUsername]) {
          const result = schema.safeParse(value, { reportInput: true });
          expect(result.error?.issues[0]?.message).toBe(expectedMessage(RULES.register!.username!, value));
          for (const issue of result.error?.issues ?? []) expect(String(issue.input).length).toBeLessThanOrEqual(FIELD_LIMITS.username.max + 1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("counts characters as zod and JSON Schema do, so a value of emoji past the bound is refused, not cut below it and taken", () => {
    // Each emoji is two UTF-16 units: a cut by units kept 33 of these 70 and let them through.
    for (const [field, max] of [
      ["userid", FIELD_LIMITS.userid.max],
      ["password", FIELD_LIMITS.password.max],
    ] as const) {
      const value = "\u{1F600}".repeat(max + 6);
      for (const schema of [loginSchema, FORM_SCHEMAS.login]) {
        const result = schema.safeParse({ ...VALID_INPUT.login, [field]: value }, { reportInput: true });
        expect(result.success, field).toBe(false);
        const issue = result.error!.issues.find((i) => i.path[0] === field)!;
        expect([...String(issue.input)].length, field).toBe(max + 1);
      }
    }
  });

  it("the issue's email payload: 'a@', 62,000 dots, '@'", () => {
    const value = `a@${".".repeat(62_000)}@`;
    for (const schema of [lostPasswordSchema, FORM_SCHEMAS.lostpassword]) {
      const result = schema.safeParse({ email: value }, { reportInput: true });
      expect(result.error?.issues.map((issue) => [issue.message, String(issue.input).length])).toEqual([
        [messages["validation.lostpassword.email.invalid"], FIELD_LIMITS.email.max + 1],
      ]);
    }
  });
});
