import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema } from "../../views/forms/registerSchema.ts";

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as never);
};

const validRegister = { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "s3cret", password_validation: "s3cret" };

describe("docs/product.md §5 login rules", () => {
  it.each([
    [{}, { userid: "Your Username is required", password: "Your Password is required" }],
    [
      { userid: "   ", password: "" },
      { userid: "Your Username is required", password: "Your Password is required" },
    ],
    [{ userid: "ada@example.com", password: "abc" }, { userid: "You must login with your username" }],
    [{ userid: "ada park", password: "abc" }, { userid: "Invalid Username" }],
    [{ userid: "x".repeat(65), password: "abc" }, { userid: "Invalid Username" }],
    [{ userid: "ada", password: "ab" }, { password: "Invalid Password" }],
    [{ userid: "a", password: "abc" }, {}],
  ])("%j gives %j", (input, expected) => {
    expect(errorsOf(loginSchema, input)).toEqual(expected);
  });

  it("reads Remember Me as a checkbox and trims the username", () => {
    expect(loginSchema.parse({ userid: " ada ", password: "abc", rememberme: "1" })).toEqual({ userid: "ada", password: "abc", rememberme: true });
    expect(loginSchema.parse({ userid: "ada", password: "abc" }).rememberme).toBe(false);
  });
});

describe("docs/product.md §5 sign-up rules", () => {
  it("accepts a complete form", () => {
    expect(errorsOf(registerSchema, validRegister)).toEqual({});
  });

  it("names every missing field with its required text", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      full_name: "Your full name is required",
      email: "Email address is required",
      username: "Username is required",
      password: "Password is required",
      password_validation: "Password is required",
    });
  });

  it.each([
    ["full_name", "A", "Invalid name"],
    ["email", "ab", "Invalid email address"],
    ["email", "not-an-address", "Invalid email address"],
    ["username", "ab", "Invalid username"],
    ["username", "ada@home", "Invalid username"],
    ["password", "ab", "Invalid password"],
  ])("%s %j gives %j", (field, value, text) => {
    const input = { ...validRegister, [field]: value, ...(field === "password" ? { password_validation: value } : {}) };
    expect(errorsOf(registerSchema, input)[field]).toBe(text);
  });

  it("needs the two passwords to match", () => {
    expect(errorsOf(registerSchema, { ...validRegister, password_validation: "other1" })).toEqual({
      password_validation: messages["validation.register.password_validation.mismatch"],
    });
  });
});

describe("docs/product.md §5 lost-password rule", () => {
  it.each([
    [{}, "Your email address is required"],
    [{ email: "" }, "Your email address is required"],
    [{ email: "ab" }, "Invalid email address"],
    [{ email: "nobody" }, "Invalid email address"],
  ])("%j gives %j", (input, text) => {
    expect(errorsOf(lostPasswordSchema, input)).toEqual({ email: text });
  });
});
