import { z } from "zod";
import { ACCOUNT_API, ENDPOINT_REASONS, REASON_STATUS, accountAnswerSchema, type Reason } from "../../content/accountContract.ts";
import { CARRIED_QUERY_PARAMS } from "../../content/routes.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";

const carried = Object.fromEntries(CARRIED_QUERY_PARAMS.map((name) => [name, z.string().optional()]));
const captcha = { "cf-turnstile-response": z.string().optional().describe("Turnstile token, when the captcha is required (captchaRequired)") };

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** One response per HTTP status an endpoint can answer, naming the reasons behind each. */
function answers(success: string, reasons: readonly Reason[]) {
  const byStatus = new Map<number, Reason[]>();
  for (const reason of reasons) byStatus.set(REASON_STATUS[reason], [...(byStatus.get(REASON_STATUS[reason]) ?? []), reason]);
  const schema = json(accountAnswerSchema);
  const responses: Record<string, object> = { "200": { description: success, content: { "application/json": { schema } } } };
  for (const [status, named] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers = status === 429 ? { "Retry-After": { schema: { type: "integer" }, description: "Seconds until the limit's window ends" } } : undefined;
    responses[String(status)] = { description: named.join(", "), ...(headers ? { headers } : {}), content: { "application/json": { schema } } };
  }
  return responses;
}

const body = (schema: z.ZodObject) => ({
  required: true,
  content: { "application/json": { schema: json(schema.extend({ ...carried, ...captcha })) } },
});

let cached: object | undefined;

/** OpenAPI 3.1 for /api/v1, generated from the account contract and the forms' zod schemas. */
export function openApiDocument(): object {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "Braveweb account API",
      version: "1.0.0",
      description:
        "Log in, sign up, request a password reset and check a username. Send `X-Requested-With` or a JSON body. " +
        "Every answer is `{status, reason?, message?, ...}`; each reason has one HTTP status. " +
        "Cookies: send back the cookies you received to keep a session. A browser that sends no cookie at all gets COOKIES_REQUIRED " +
        "(its session could not stick); a server-side client without a cookie jar (no Origin, no Sec-Fetch-* headers) gets the real answer. " +
        "When an answer says `captchaRequired`, send the next attempt with a solved Turnstile token in `cf-turnstile-response`. " +
        "429 RATE_LIMITED answers carry Retry-After and RateLimit-* headers.",
    },
    paths: {
      [ACCOUNT_API.login]: {
        post: { summary: "Log in", requestBody: body(loginSchema), responses: answers("Logged in; follow redirect", ENDPOINT_REASONS.login) },
      },
      [ACCOUNT_API.register]: {
        post: { summary: "Sign up", requestBody: body(registerSchema), responses: answers("Signed up; follow redirect", ENDPOINT_REASONS.register) },
      },
      [ACCOUNT_API.lostpassword]: {
        post: {
          summary: "Request a password reset email",
          requestBody: body(lostPasswordSchema),
          responses: answers("The same message whether or not the address has an account", ENDPOINT_REASONS.lostpassword),
        },
      },
      [ACCOUNT_API.usernameAvailability]: {
        get: {
          summary: "Is a username free?",
          parameters: [{ name: "username", in: "query", required: true, schema: json(usernameSchema) }],
          responses: answers("Free", ENDPOINT_REASONS.usernameAvailability),
        },
      },
    },
  };
  return cached;
}
