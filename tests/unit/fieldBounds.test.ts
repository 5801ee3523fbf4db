import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORM_SCHEMAS, usernameSchema as browserUsername } from "../../client/forms/formSchemas.ts";
import { FIELD_LIMITS } from "../../content/accountContract.ts";
import { messages } from "../../content/messages.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";

/**
 * DESIGN decision 18, for the account forms: whatever length a field's value has, no check of
 * it reads more than one character past the field's bound, and the value is refused with the
 * field's own SPEC §5 text. zod reports the value each check saw as an issue's `input`
 * (`reportInput`), which is how a check that read the whole value shows.
 */

type Rule = { max: number; required: string; invalid: string; trimmed: boolean; atSign?: string };

/** Every text field of every account form, with its bound and texts. A field missing here fails the walk below. */
const RULES: Record<string, Record<string, Rule>> = {
  login: {
    userid: {
      max: FIELD_LIMITS.userid.max,
      required: messages["validation.login.userid.required"],
      invalid: messages["validation.login.userid.invalid"],
      trimmed: true,
      atSign: messages["validation.login.userid.email"],
    },
    password: {
      max: FIELD_LIMITS.password.max,
      required: messages["validation.login.password.required"],
      invalid: messages["validation.login.password.invalid"],
      trimmed: false,
    },
  },
  register: {
    full_name: {
      max: FIELD_LIMITS.fullName.max,
      required: messages["validation.register.full_name.required"],
      invalid: messages["validation.register.full_name.invalid"],
      trimmed: true,
    },
    email: {
      max: FIELD_LIMITS.email.max,
      required: messages["validation.register.email.required"],
      invalid: messages["validation.register.email.invalid"],
      trimmed: true,
    },
    username: {
      max: FIELD_LIMITS.username.max,
      required: messages["validation.register.username.required"],
      invalid: messages["validation.register.username.invalid"],
      trimmed: true,
    },
    password: {
      max: FIELD_LIMITS.password.max,
      required: messages["validation.register.password.required"],
      invalid: messages["validation.register.password.invalid"],
      trimmed: false,
    },
    password_validation: {
      max: FIELD_LIMITS.password.max,
      required: messages["validation.register.password.required"],
      invalid: messages["validation.register.password.invalid"],
      trimmed: false,
    },
  },
  lostpassword: {
    email: {
      max: FIELD_LIMITS.email.max,
      required: messages["validation.lostpassword.email.required"],
      invalid: messages["validation.lostpassword.email.invalid"],
      trimmed: true,
    },
  },
};

type AnySchema = {
  safeParse: (
    value: unknown,
    params?: { reportInput?: boolean },
  ) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; input?: unknown }[] } };
};
const SCHEMAS: Record<keyof typeof RULES, { server: AnySchema; browser: AnySchema; valid: Record<string, string> }> = {
  login: { server: loginSchema, browser: FORM_SCHEMAS.login, valid: { userid: "ada", password: "s3cret" } },
  register: {
    server: registerSchema,
    browser: FORM_SCHEMAS.register,
    valid: { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "s3cret", password_validation: "s3cret" },
  },
  lostpassword: { server: lostPasswordSchema, browser: FORM_SCHEMAS.lostpassword, valid: { email: "ada@example.com" } },
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
    expect(Object.keys(shape).filter((field) => field !== "rememberme")).toEqual(Object.keys(RULES[form]!));
  });

  for (const [form, fields] of Object.entries(RULES)) {
    for (const [field, rule] of Object.entries(fields)) {
      it(`${form} ${field}: a value of any length is refused with its SPEC text, and no check reads past ${rule.max + 1} characters`, () => {
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
