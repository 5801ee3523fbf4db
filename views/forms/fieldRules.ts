import * as z from "zod/mini";
import { FIELD_LIMITS, USERNAME_SHAPE } from "../../content/accountContract.ts";
import { message } from "../../content/messages.ts";
import { isChecked } from "./fieldErrors.ts";

/**
 * SPEC §5: the rules of every account form field, in one place for the server routes and the
 * browser forms. They are written with zod/mini, which the browser can afford (about 6 KiB
 * gzipped with these rules, where full zod cost about 25 KiB of the account form's script): the
 * server wraps these very fields in full zod objects (loginSchema.ts, registerSchema.ts,
 * lostPasswordSchema.ts) for its routes and OpenAPI document, the browser in zod/mini objects
 * (client/forms/formSchemas.ts). Either way the same checks run in the same order and give the
 * same messages (tests/unit/browserFormRules.test.ts).
 */

/**
 * DESIGN decision 18: every field's value is cut just past its bound before any other check
 * reads it. zod runs every check of a string even after one has failed, so without the cut a
 * pattern placed after `maxLength` would still read a value of any length (issue 21: 62,000
 * dots took the email pattern 4 s). One character past the bound is kept, so `maxLength` still
 * refuses the value with the field's invalid text; a value that long never parses, so the cut
 * one only ever appears inside an issue.
 */
const cutPast = (max: number) => z.overwrite((value: string) => value.slice(0, unitsOfCodePoints(value, max + 1)));

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
 * Plausible, not proven: something without spaces or "@" on each side of one "@", and a dot
 * inside the part after it. Each character has one place it can go (the class before the dot
 * excludes the dot), so it never backtracks.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

/** A login's userid: no whitespace or control characters (an at-sign has its own message). */
const USERID_SHAPE = /^[^\s\u0000-\u001f]+$/;

/** An email address field: its required text when empty, its invalid text otherwise. */
function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      cutPast(FIELD_LIMITS.email.max),
      z.minLength(1, required),
      z.minLength(FIELD_LIMITS.email.min, invalid),
      z.maxLength(FIELD_LIMITS.email.max, invalid),
      z.regex(EMAIL_SHAPE, invalid),
    );
}

/** A password field: required, at least 3 characters (SPEC §5); never trimmed. */
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

/** SPEC §5 login fields. */
export const loginFields = {
  userid: z.string({ error: message("validation.login.userid.required") }).check(
    z.trim(),
    cutPast(FIELD_LIMITS.userid.max),
    z.minLength(1, message("validation.login.userid.required")),
    z.refine((v) => !v.includes("@"), message("validation.login.userid.email")),
    z.maxLength(FIELD_LIMITS.userid.max, message("validation.login.userid.invalid")),
    z.regex(USERID_SHAPE, message("validation.login.userid.invalid")),
  ),
  password: passwordField(message("validation.login.password.required"), message("validation.login.password.invalid")),
  rememberme: z.pipe(z.optional(z.unknown()), z.transform(isChecked)),
};

/**
 * SPEC §5 sign-up username: its text when missing, then its checks in order. The sign-up field
 * and the server's availability check (registerSchema.ts usernameSchema) are both made of it.
 */
export const usernameRule = {
  required: message("validation.register.username.required"),
  checks: [
    z.trim(),
    cutPast(FIELD_LIMITS.username.max),
    z.minLength(1, message("validation.register.username.required")),
    z.minLength(FIELD_LIMITS.username.min, message("validation.register.username.invalid")),
    z.maxLength(FIELD_LIMITS.username.max, message("validation.register.username.invalid")),
    z.regex(USERNAME_SHAPE, message("validation.register.username.invalid")),
  ],
};

/** SPEC §5 sign-up fields; the two passwords must also match (passwordsMatch). */
export const registerFields = {
  full_name: z
    .string({ error: message("validation.register.full_name.required") })
    .check(
      z.trim(),
      cutPast(FIELD_LIMITS.fullName.max),
      z.minLength(1, message("validation.register.full_name.required")),
      z.minLength(FIELD_LIMITS.fullName.min, message("validation.register.full_name.invalid")),
      z.maxLength(FIELD_LIMITS.fullName.max, message("validation.register.full_name.invalid")),
    ),
  email: emailField(message("validation.register.email.required"), message("validation.register.email.invalid")),
  username: z.string({ error: usernameRule.required }).check(...usernameRule.checks),
  password: passwordField(message("validation.register.password.required"), message("validation.register.password.invalid")),
  password_validation: passwordField(message("validation.register.password.required"), message("validation.register.password.invalid")),
};

/** The sign-up form's check across fields: the repeated password is the same. */
export const passwordsMatch = z.refine<{ password: string; password_validation: string }>((form) => form.password === form.password_validation, {
  path: ["password_validation"],
  message: message("validation.register.password_validation.mismatch"),
});

/** SPEC §5 lost-password field. */
export const lostPasswordFields = {
  email: emailField(message("validation.lostpassword.email.required"), message("validation.lostpassword.email.invalid")),
};
