import { z } from "zod";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";
import { CARRIED_QUERY_PARAMS } from "../../content/routes.ts";

/** The normalized answer of every account endpoint. */
const answerSchema = z.object({
  status: z.enum(["SUCCESS", "ERROR"]),
  reason: z
    .string()
    .optional()
    .describe("INVALID_INPUT, AUTHENTICATION_FAILED, ACCOUNT_LOCKED, COOKIES_REQUIRED, SECURITY_UPGRADE, USERNAME_TAKEN, CAPTCHA_REQUIRED, RATE_LIMITED, REJECTED, UNEXPECTED, FORBIDDEN"),
  message: z.string().optional().describe("Text to show the visitor"),
  redirect: z.string().optional().describe("Where to send the visitor after SUCCESS"),
  pub: z.string().optional().describe("The member's publisher id"),
  emailAddress: z.string().optional().describe("Where the password-reset email went (SECURITY_UPGRADE)"),
  fieldErrors: z.record(z.string(), z.string()).optional().describe("The first message for each invalid field"),
  captchaRequired: z
    .boolean()
    .optional()
    .describe("The next attempt must carry a solved bot check in cf-turnstile-response (a login after repeated failures for its username; a sign-up)"),
});

const carried = Object.fromEntries(CARRIED_QUERY_PARAMS.map((name) => [name, z.string().optional()]));
const captcha = { "cf-turnstile-response": z.string().optional().describe("Turnstile token, when the captcha is required (captchaRequired)") };

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

const answers = (success: string, errors: Record<string, string>) => ({
  "200": { description: success, content: { "application/json": { schema: json(answerSchema) } } },
  ...Object.fromEntries(
    Object.entries(errors).map(([code, description]) => [code, { description, content: { "application/json": { schema: json(answerSchema) } } }]),
  ),
  "403": { description: "Neither X-Requested-With nor a JSON body (CSRF protection)" },
  "429": {
    description: "RATE_LIMITED: too many requests from this address; Retry-After and RateLimit-* say when to come back",
    content: { "application/json": { schema: json(answerSchema) } },
  },
});

const body = (schema: z.ZodObject) => ({
  required: true,
  content: { "application/json": { schema: json(schema.extend({ ...carried, ...captcha })) } },
});

let cached: object | undefined;

/** OpenAPI 3.1 for /api/v1, generated from the same zod schemas the forms use. */
export function openApiDocument(): object {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "Braveweb account API",
      version: "1.0.0",
      description:
        "Log in, sign up, request a password reset and check a username. Send `X-Requested-With` or a JSON body. " +
        "Cookies work as in a browser: send the cookies you received (the member API needs at least one cookie for a login) and keep the Set-Cookie it returns.",
    },
    paths: {
      "/api/v1/login": {
        post: {
          summary: "Log in",
          requestBody: body(loginSchema),
          responses: answers("Logged in; follow redirect", {
            "401": "AUTHENTICATION_FAILED",
            "423": "ACCOUNT_LOCKED (5 failures within 15 minutes)",
            "403": "SECURITY_UPGRADE: a reset email went to emailAddress",
            "422": "INVALID_INPUT, COOKIES_REQUIRED, or CAPTCHA_REQUIRED (failed logins for this username: send a solved bot check)",
            "502": "UNEXPECTED: the member API failed",
          }),
        },
      },
      "/api/v1/register": {
        post: {
          summary: "Sign up",
          requestBody: body(registerSchema),
          responses: answers("Signed up; follow redirect", {
            "409": "USERNAME_TAKEN",
            "422": "INVALID_INPUT, CAPTCHA_REQUIRED or REJECTED",
            "502": "UNEXPECTED",
          }),
        },
      },
      "/api/v1/lostpassword": {
        post: {
          summary: "Request a password reset email",
          requestBody: body(lostPasswordSchema),
          responses: answers("The same message whether or not the address has an account", { "422": "INVALID_INPUT", "502": "UNEXPECTED" }),
        },
      },
      "/api/v1/username-availability": {
        get: {
          summary: "Is a username free?",
          parameters: [{ name: "username", in: "query", required: true, schema: json(usernameSchema) }],
          responses: answers("Free", { "409": "USERNAME_TAKEN", "422": "INVALID_INPUT", "502": "UNEXPECTED" }),
        },
      },
    },
  };
  return cached;
}
