import * as z from "zod/mini";
import { FIELD_LIMITS, USERNAME_STATED, USERNAME_UNSTATED, usernameCharactersAllowed, type Rule } from "../../content/accountContract.ts";
import { INTERIOR_WHITE_SPACE, WHITE_SPACE, searchOnceTrimmed } from "../../content/portablePattern.ts";
import { message } from "../../content/messages.ts";
import { isChecked } from "./fieldErrors.ts";

/**
 * docs/product.md §5: the rules of every account form field, in one place for the server routes and the
 * browser forms. They are written with zod/mini, which the browser can afford (about 6 KiB
 * gzipped with these rules, where full zod cost about 25 KiB of the account form's script): the
 * server wraps these very fields in full zod objects (loginSchema.ts, registerSchema.ts,
 * lostPasswordSchema.ts) for its routes and OpenAPI document, the browser in zod/mini objects
 * (client/forms/formSchemas.ts). Either way the same checks run in the same order and give the
 * same messages (tests/unit/browserFormRules.test.ts).
 */

/**
 * docs/decisions.md, 18: every field's value is cut just past its bound before any other check
 * reads it. zod runs every check of a string even after one has failed, so without the cut a
 * pattern placed after `maxLength` would still read a value of any length (docs/decisions.md, 18: 62,000
 * dots took the email pattern 4 s). One character past the bound is kept, so `maxLength` still
 * refuses the value with the field's invalid text; a value that long never parses, so the cut
 * one only ever appears inside an issue.
 */
const cutPast = (max: number) => z.overwrite((value: string) => value.slice(0, unitsOfCodePoints(value, max + 1)));

/**
 * A field that forgives white space at its ends: the value trimmed, then cut as above. White
 * space counts toward the bound all the same, as the OpenAPI document's `maxLength` counts the
 * value as sent: a value past its bound that fits once trimmed keeps its white space, so
 * `maxLength` refuses it, and a client that checks by the document refuses nothing the server
 * would take. Any other value reads as before (blank is still blank, for its required text).
 */
const trimmedWithin = (max: number) =>
  z.overwrite((value: string) => {
    const trimmed = value.trim();
    const past = (text: string) => unitsOfCodePoints(text, max) < text.length;
    const kept = trimmed !== "" && past(value) && !past(trimmed) ? value : trimmed;
    return kept.slice(0, unitsOfCodePoints(kept, max + 1));
  });

/**
 * How many UTF-16 units the first `count` characters take. zod's lengths count characters (code
 * points), as JSON Schema's do: a cut by units would keep fewer than `max` + 1 characters of a
 * value with emoji in it, and a value far past the bound would pass `maxLength`, cut.
 */
function unitsOfCodePoints(value: string, count: number): number {
  let units = 0;
  for (let n = 0; n < count && units < value.length; n++) units += value.codePointAt(units)! > 0xffff ? 2 : 1;
  return units;
}

/**
 * An email address, plausible rather than proven: one "@" with something on each side, a dot in
 * the part after it with something on both sides of the dot, and no white space. Written as a
 * start and what may not occur anywhere, so that the OpenAPI document can give integrators the
 * same rule in patterns every engine reads alike (content/portablePattern.ts). Each character of
 * the start has one place it can go (the class before the dot excludes the dot), so it never
 * backtracks, and the second "@" is looked for from the first only.
 */
export const EMAIL_START = /^[^@]+@[^@][^@.]*\.[^@]/;
/** White space inside the address, or a second at-sign; stated for the value as sent (INTERIOR_WHITE_SPACE). */
const EMAIL_FORBIDDEN = `${INTERIOR_WHITE_SPACE}|@[^@]*@`;

/** A login's userid may not hold an at-sign (that has its own message, checked first), white space or control characters. */
const USERID_FORBIDDEN = searchOnceTrimmed([[0x40, 0x40], ...WHITE_SPACE, [0x00, 0x1f]]);

/**
 * A check that the value holds no match of `forbidden` (a portable pattern). The field states
 * the same pattern for the OpenAPI document with `stating`. A refinement has no code of its own:
 * it carries the rule's for the API's `details` (fieldDetails.ts).
 */
function without(forbidden: string, error: string, rule: Rule) {
  // Proven linear: every `forbidden` is also stated (`stating`) in the OpenAPI document, whose patterns tests/unit/linearPatterns.test.ts judges.
  const pattern = new RegExp(forbidden, "u");
  return z.refine<string>((value) => !pattern.test(value), { message: error, params: { rule } });
}

/**
 * The field, with its `without` rule registered for z.toJSONSchema, which writes it as `not:
 * {pattern}`. Each pattern here is stated for the value as sent: the server runs it on the
 * trimmed value, where it finds the same characters (INTERIOR_WHITE_SPACE).
 */
function stating(field: z.ZodMiniString<string>, forbidden: string, description?: string): z.ZodMiniString<string> {
  return field.register(z.globalRegistry, { not: { pattern: forbidden }, ...(description ? { description } : {}) });
}

/** An email address field: its required text when empty, its invalid text otherwise. */
function emailField(required: string, invalid: string) {
  const field = z
    .string({ error: required })
    .check(
      trimmedWithin(FIELD_LIMITS.email.max),
      z.minLength(1, required),
      z.minLength(FIELD_LIMITS.email.min, invalid),
      z.maxLength(FIELD_LIMITS.email.max, invalid),
      z.regex(EMAIL_START, invalid),
      without(EMAIL_FORBIDDEN, invalid, "email"),
    );
  return stating(field, EMAIL_FORBIDDEN);
}

/** A password field: required, at least 3 characters (docs/product.md §5); never trimmed. */
function passwordField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .check(
      cutPast(FIELD_LIMITS.password.max),
      z.minLength(1, required),
      z.minLength(FIELD_LIMITS.password.min, invalid),
      z.maxLength(FIELD_LIMITS.password.max, invalid),
    );
}

/** What a form or a client may send for Remember Me, as text (isChecked reads the first three as set). */
const REMEMBER_ME_VALUES = ["1", "on", "true", "0", "off", "false"] as const;

/** docs/product.md §5 login fields. */
export const loginFields = {
  userid: stating(
    z.string({ error: message("validation.login.userid.required") }).check(
      trimmedWithin(FIELD_LIMITS.userid.max),
      z.minLength(1, message("validation.login.userid.required")),
      // The rule's code for the API's `details` (fieldDetails.ts): a refinement has no code of its own.
      z.refine((v) => !v.includes("@"), { message: message("validation.login.userid.email"), params: { rule: "not_email" } }),
      z.maxLength(FIELD_LIMITS.userid.max, message("validation.login.userid.invalid")),
      without(USERID_FORBIDDEN, message("validation.login.userid.invalid"), "pattern"),
    ),
    USERID_FORBIDDEN,
  ),
  password: passwordField(message("validation.login.password.required"), message("validation.login.password.invalid")),
  // The values a checkbox, a form's "1" and a JSON boolean give, and no others: the OpenAPI
  // document's schema is generated from this one, so what it names is what the server takes.
  rememberme: z
    .pipe(
      z.optional(z.union([z.boolean(), z.literal([0, 1]), z.enum(REMEMBER_ME_VALUES)], { error: message("validation.login.rememberme.invalid") })),
      z.transform((value: boolean | 0 | 1 | (typeof REMEMBER_ME_VALUES)[number] | undefined) => isChecked(value)),
    )
    .register(z.globalRegistry, {
      description: 'Keep the session for 30 days: true, 1, "1", "on" or "true"; false, 0, "0", "off", "false" or nothing give a browser-session cookie.',
    }),
};

/**
 * docs/product.md §5 sign-up username: its text when missing, then its checks in order. The sign-up field
 * and the server's availability check (registerSchema.ts usernameSchema) are both made of it.
 */
const usernameRule = {
  required: message("validation.register.username.required"),
  checks: [
    trimmedWithin(FIELD_LIMITS.username.max),
    z.minLength(1, message("validation.register.username.required")),
    z.minLength(FIELD_LIMITS.username.min, message("validation.register.username.invalid")),
    z.maxLength(FIELD_LIMITS.username.max, message("validation.register.username.invalid")),
    z.refine<string>(usernameCharactersAllowed, { message: message("validation.register.username.invalid"), params: { rule: "pattern" } }),
  ],
};

/** The sign-up username field, for the sign-up form and the server's availability check (registerSchema.ts usernameSchema). */
export function usernameField() {
  return stating(z.string({ error: usernameRule.required }).check(...usernameRule.checks), USERNAME_STATED, USERNAME_UNSTATED);
}

/** docs/product.md §5 sign-up fields; the two passwords must also match (passwordsMatch). */
export const registerFields = {
  full_name: z
    .string({ error: message("validation.register.full_name.required") })
    .check(
      trimmedWithin(FIELD_LIMITS.fullName.max),
      z.minLength(1, message("validation.register.full_name.required")),
      z.minLength(FIELD_LIMITS.fullName.min, message("validation.register.full_name.invalid")),
      z.maxLength(FIELD_LIMITS.fullName.max, message("validation.register.full_name.invalid")),
    ),
  email: emailField(message("validation.register.email.required"), message("validation.register.email.invalid")),
  username: usernameField(),
  password: passwordField(message("validation.register.password.required"), message("validation.register.password.invalid")),
  password_validation: passwordField(message("validation.register.password.required"), message("validation.register.password.invalid")),
};

/** The sign-up form's check across fields: the repeated password is the same. */
export const passwordsMatch = z.refine<{ password: string; password_validation: string }>((form) => form.password === form.password_validation, {
  path: ["password_validation"],
  message: message("validation.register.password_validation.mismatch"),
  params: { rule: "mismatch" },
});

/** docs/product.md §5 lost-password field. */
export const lostPasswordFields = {
  email: emailField(message("validation.lostpassword.email.required"), message("validation.lostpassword.email.invalid")),
};
