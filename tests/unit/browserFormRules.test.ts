import { describe, expect, it } from "vitest";
import { accountAnswerSchema } from "../../content/accountContract.ts";
import { readAccountAnswer } from "../../client/forms/accountAnswer.ts";
import { FORM_SCHEMAS, usernameSchema as browserUsername } from "../../client/forms/formSchemas.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";

/**
 * The browser reads forms and answers without full zod (its forms would weigh a quarter more):
 * zod/mini objects around the server's own fields, and a hand-written answer reader. These
 * hold them to the server's verdicts, message for message.
 */

type Parsed = { success: boolean; data?: unknown; error?: { issues: { code: string; path: PropertyKey[]; message: string }[] } };
const verdict = (result: Parsed) =>
  result.success ? { data: result.data } : { issues: result.error!.issues.map(({ code, path, message }) => ({ code, path, message })) };

const texts = [
  undefined,
  null,
  1,
  true,
  "",
  " ",
  "a",
  "ab",
  "abc",
  " ada ",
  "ada park",
  "ada@home",
  "ada@example.com",
  " ada@example.com ",
  "a@b.c",
  "x".repeat(64),
  "x".repeat(65),
  "\u0001abc",
  "é漢字",
  "a\u200bb",
  "p".repeat(512),
  "p".repeat(513),
  "a".repeat(101),
];
const validRegister = { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "s3cret", password_validation: "s3cret" };

const inputs = {
  login: [
    {},
    ...texts.flatMap((text) => [
      { userid: text, password: "abc" },
      { userid: "ada", password: text },
      { userid: "ada", password: "abc", rememberme: text },
    ]),
  ],
  register: [
    {},
    { ...validRegister, password_validation: "other1" },
    { full_name: "", email: "", username: "", password: "abc", password_validation: "abd" },
    ...texts.flatMap((text) => [
      ...Object.keys(validRegister).map((field) => ({ ...validRegister, [field]: text })),
      { ...validRegister, password: text, password_validation: text },
    ]),
  ],
  lostpassword: [{}, { extra: "1" }, ...texts.map((email) => ({ email }))],
};
const serverSchemas = { login: loginSchema, register: registerSchema, lostpassword: lostPasswordSchema };

describe("the browser's form rules", () => {
  it.each(Object.keys(inputs) as (keyof typeof inputs)[])("judge every %s form as the server's do", (kind) => {
    for (const input of inputs[kind]) {
      expect(verdict(FORM_SCHEMAS[kind].safeParse(input)), JSON.stringify(input)).toEqual(verdict(serverSchemas[kind].safeParse(input)));
    }
  });

  it("check a username alone as the availability check does", () => {
    for (const text of texts) expect(verdict(browserUsername.safeParse(text)), String(text)).toEqual(verdict(usernameSchema.safeParse(text)));
  });
});

describe("the browser's reading of an account answer", () => {
  const answers: unknown[] = [
    null,
    1,
    "SUCCESS",
    [],
    {},
    { status: "SUCCESS" },
    { status: "success" },
    { status: "ERROR", reason: "UNEXPECTED", extra: 1 },
    { status: "ERROR", reason: "NOPE" },
    { status: "ERROR", reason: "toString" },
    { status: "ERROR", reason: 1 },
    { status: "ERROR", reason: null },
    { status: "SUCCESS", message: 1 },
    { status: "SUCCESS", message: "Welcome", redirect: "/x", pub: "p", emailAddress: "e@x.example", captchaRequired: true },
    { status: "SUCCESS", captchaRequired: "yes" },
    { status: "SUCCESS", redirect: null },
    { status: "ERROR", reason: "INVALID_INPUT", message: "Fix", fieldErrors: { userid: "Invalid Username", password: "Invalid Password" } },
    { status: "ERROR", fieldErrors: { a: 1 } },
    { status: "ERROR", fieldErrors: { a: null } },
    { status: "ERROR", fieldErrors: [] },
    { status: "ERROR", fieldErrors: null },
    { status: "ERROR", fieldErrors: "x" },
    { status: "ERROR", fieldErrors: {} },
    { status: "ERROR", reason: "INVALID_INPUT", details: [{ field: "username", rule: "too_short", message: "Invalid username: 3 to 32", extra: 1 }] },
    { status: "ERROR", details: [] },
    { status: "ERROR", details: {} },
    { status: "ERROR", details: [null] },
    { status: "ERROR", details: [{ field: "username", rule: "nope", message: "x" }] },
    { status: "ERROR", details: [{ field: "username", rule: "toString", message: "x" }] },
    { status: "ERROR", details: [{ field: 1, rule: "required", message: "x" }] },
    { status: "ERROR", details: [{ field: "a", rule: "required" }] },
    ...Object.keys(accountAnswerSchema.shape.reason.unwrap().enum).map((reason) => ({ status: "ERROR", reason })),
  ];

  it("is the contract's schema's, for every answer a JSON body can hold", () => {
    // Answers come from JSON.parse, which is also how a "__proto__" key can arrive.
    const bodies = [
      ...answers.map((answer) => JSON.stringify(answer)),
      '{"status":"ERROR","fieldErrors":{"__proto__":"x","a":"b"}}',
      '{"status":"ERROR","fieldErrors":{"__proto__":1}}',
    ];
    for (const body of bodies) {
      const answer = JSON.parse(body) as unknown;
      const parsed = accountAnswerSchema.safeParse(answer);
      expect(readAccountAnswer(answer), body).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
