import { z } from "zod";
import {
  ACCEPTED_MEDIA_TYPES,
  ACCOUNT_API,
  REASONS,
  REASON_FIELDS,
  REASON_STATUS,
  REQUEST_BODY_LIMIT_BYTES,
  accountAnswerSchema,
  type AccountAnswer,
  type Reason,
} from "../../../content/accountContract.ts";
import { message, messageWith, waitInWords } from "../../../content/messages.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINT_REASONS, ENDPOINTS, type Endpoint } from "./accountEndpoints.ts";
import { defaultOf } from "../../platform/config/config.ts";
import { fieldDetailsOf } from "../../../views/forms/fieldDetails.ts";
import { fieldErrorsOf } from "../../../views/forms/fieldErrors.ts";

export type JsonSchema = Record<string, unknown>;

/**
 * What the examples of a refusal over a limit show: the account posts' limit (login, sign-up,
 * lost password) as the settings table sets it by default, its count and its window in seconds.
 */
const LIMIT_EXAMPLE = (({ max, windowMs }) => ({ max, seconds: windowMs / 1000 }))(defaultOf("RATE_LIMIT_ACCOUNT"));

/** The Retry-After of an overloaded server's 503 as the settings table sets it by default. */
export const SHED_RETRY_AFTER_EXAMPLE = defaultOf("LOAD_SHED_RETRY_AFTER_S");

/** RFC 9110's names of the statuses, for the schemas of the answers given with them. */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "ContentTooLarge",
  415: "UnsupportedMediaType",
  422: "UnprocessableContent",
  423: "Locked",
  429: "TooManyRequests",
  502: "BadGateway",
  503: "ServiceUnavailable",
};

/** What each reason means to an integrator, for the descriptions of the answers. */
const REASON_MEANINGS: Record<Reason, string> = {
  INVALID_INPUT: "a field is missing or breaks its rule; `fieldErrors` gives each field's message",
  AUTHENTICATION_FAILED: "the username and password do not match (an unknown username gets the same answer)",
  ACCOUNT_LOCKED: "five failed logins locked the username for 15 minutes",
  COOKIES_REQUIRED: "a browser sent no cookie at all, so a session could not stick",
  SECURITY_UPGRADE:
    "the password is right but was stored the old way: a reset link went to `emailAddress`, and there is no session until the member sets a new one",
  USERNAME_TAKEN: "someone has that username",
  CAPTCHA_REQUIRED: "send the attempt again with a solved bot check in `cf-turnstile-response`",
  RATE_LIMITED: "too many requests from this address (or failures for this username): wait `Retry-After` seconds",
  REJECTED: "the member API refused the sign-up for a reason of its own, given in `message`",
  SERVER_MESSAGE: "the member API refused the login with a message of its own, given in `message`",
  FORBIDDEN: "the request had neither an `X-Requested-With` header nor a JSON body",
  NOT_FOUND: "no such path under /api/",
  METHOD_NOT_ALLOWED: "the path does not take this method; `Allow` lists those it takes",
  BAD_REQUEST: "the body could not be read (JSON that does not parse, or not an object of named fields); `details` names the rule",
  BODY_TOO_LARGE: `the body is larger than the ${REQUEST_BODY_LIMIT_BYTES} bytes an endpoint reads`,
  UNSUPPORTED_MEDIA_TYPE: `the body is not ${ACCEPTED_MEDIA_TYPES.join(" or ")}; \`Accept-Post\` lists those`,
  UNEXPECTED: "the member API failed, not the request: try again later",
  UNAVAILABLE: "this server is overloaded and did not read the request: try again after `Retry-After` seconds",
};

function invalidInputExample(endpoint: Endpoint): AccountAnswer {
  const [schema, input] = ACCOUNT_ENDPOINTS[endpoint].openapi.invalid;
  const { error } = z.safeParse(schema, input);
  if (!error) throw new Error(`the ${endpoint} example of invalid input is valid`);
  const details = fieldDetailsOf(error, input);
  // As the API words it (accountApi.ts): the rules in words, one after the other.
  return { status: "ERROR", reason: "INVALID_INPUT", message: details.map((d) => d.message).join(" "), fieldErrors: fieldErrorsOf(error), details };
}

const error = (reason: Reason, text: string, extra: Partial<AccountAnswer> = {}): AccountAnswer => ({ status: "ERROR", reason, message: text, ...extra });
const unreadable = (reason: Reason, text: string, field: string, rule: "json" | "too_long" | "media_type") =>
  error(reason, text, { details: [{ field, rule, message: text }] });

/** What the answers of each reason say, as each endpoint gives them (the waits as LIMIT_EXAMPLE's Retry-After says them). */
const EXAMPLES: Record<Reason, (endpoint: Endpoint) => AccountAnswer> = {
  INVALID_INPUT: invalidInputExample,
  AUTHENTICATION_FAILED: () => error("AUTHENTICATION_FAILED", message("login.ERROR_AUTHENTICATION_FAILED")),
  ACCOUNT_LOCKED: () => error("ACCOUNT_LOCKED", message("login.ERROR_ACCOUNT_LOCKED")),
  COOKIES_REQUIRED: () => error("COOKIES_REQUIRED", message("login.ERROR_COOKIES_REQUIRED")),
  SECURITY_UPGRADE: () => error("SECURITY_UPGRADE", message("login.SECURITY_UPGRADE"), { emailAddress: "oldtimer@braveweb.example" }),
  USERNAME_TAKEN: () =>
    error("USERNAME_TAKEN", message("register.ERROR_USERNAME_TAKEN"), { fieldErrors: { username: message("register.ERROR_USERNAME_TAKEN") } }),
  CAPTCHA_REQUIRED: (endpoint) => error("CAPTCHA_REQUIRED", message(ACCOUNT_ENDPOINTS[endpoint].openapi.messages.captcha), { captchaRequired: true }),
  RATE_LIMITED: () => error("RATE_LIMITED", messageWith("limits.ERROR_RATE_LIMITED", { wait: waitInWords(LIMIT_EXAMPLE.seconds) })),
  REJECTED: () => error("REJECTED", "Please accept the Terms of Service to sign up."),
  SERVER_MESSAGE: () => error("SERVER_MESSAGE", "This account is closed. Please contact support."),
  FORBIDDEN: () => error("FORBIDDEN", message("api.ERROR_CROSS_SITE")),
  NOT_FOUND: () => error("NOT_FOUND", messageWith("api.ERROR_NOT_FOUND", { document: ACCOUNT_API.openapi })),
  METHOD_NOT_ALLOWED: () => error("METHOD_NOT_ALLOWED", messageWith("api.ERROR_METHOD_NOT_ALLOWED", { methods: "POST" })),
  BAD_REQUEST: () => unreadable("BAD_REQUEST", message("api.ERROR_BAD_JSON"), "body", "json"),
  BODY_TOO_LARGE: () => unreadable("BODY_TOO_LARGE", messageWith("api.ERROR_BODY_TOO_LARGE", { limit: REQUEST_BODY_LIMIT_BYTES }), "body", "too_long"),
  UNSUPPORTED_MEDIA_TYPE: () =>
    unreadable(
      "UNSUPPORTED_MEDIA_TYPE",
      messageWith("api.ERROR_UNSUPPORTED_MEDIA_TYPE", { types: ACCEPTED_MEDIA_TYPES.join(" or ") }),
      "content-type",
      "media_type",
    ),
  UNEXPECTED: (endpoint) => error("UNEXPECTED", message(ACCOUNT_ENDPOINTS[endpoint].openapi.messages.unexpected)),
  UNAVAILABLE: () => error("UNAVAILABLE", messageWith("server.ERROR_BUSY", { wait: waitInWords(SHED_RETRY_AFTER_EXAMPLE) })),
};

const exampleOf = (endpoint: Endpoint, reason: Reason): AccountAnswer => EXAMPLES[reason](endpoint);

/** The answer's fields as the contract's zod schema describes them. */
const FIELD_SCHEMAS = (z.toJSONSchema(accountAnswerSchema, { io: "output" }) as { properties: Record<string, JsonSchema> }).properties;

type Field = keyof typeof FIELD_SCHEMAS;

/** An answer's schema: these fields and no others, SUCCESS or ERROR in `status` as the answer is one or the other. */
function answerSchema(description: string, reasons: readonly Reason[] | null, always: readonly Field[], sometimes: readonly Field[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required = ["status", ...(reasons ? ["reason", "message"] : []), ...always];
  properties.status = { type: "string", const: reasons ? "ERROR" : "SUCCESS" };
  if (reasons) properties.reason = { ...FIELD_SCHEMAS.reason, enum: reasons };
  for (const field of new Set([...required, ...sometimes])) properties[field] ??= FIELD_SCHEMAS[field]!;
  return { type: "object", description, properties, required: [...new Set(required)], additionalProperties: false };
}

/** The fields every one of these reasons carries (required), and those some of them may carry. */
function errorFields(reasons: readonly Reason[]): { always: Field[]; sometimes: Field[] } {
  const fieldsOf = (reason: Reason): { always: readonly Field[]; sometimes: readonly Field[] } => REASON_FIELDS[reason] ?? { always: [], sometimes: [] };
  const always = reasons.slice(1).reduce<readonly Field[]>((kept, r) => kept.filter((f) => fieldsOf(r).always.includes(f)), fieldsOf(reasons[0]!).always);
  const any = new Set(reasons.flatMap((r) => [...fieldsOf(r).always, ...fieldsOf(r).sometimes]));
  return { always: [...always], sometimes: [...any].filter((f) => !always.includes(f)) };
}

export interface DocumentedAnswer {
  status: number | "default";
  reasons: readonly Reason[];
  /** The name of its schema under components. */
  schema: string;
  description: string;
  examples: Record<string, { summary: string; value: AccountAnswer }>;
}

/**
 * The answers of every endpoint, one per HTTP status, each with a named schema: `{Endpoint}Success`
 * for SUCCESS, and for each error status one schema whose `reason` enum holds the reasons given
 * with it (REASON_STATUS). Endpoints that give the same reasons with a status share its schema,
 * named after the status alone; the others' names start with the endpoint's. `ApiError` is any
 * error, for statuses no operation lists (404 and 405 on paths and methods the API lacks).
 */
export function answerComponents(): { schemas: Record<string, JsonSchema>; endpoints: Record<Endpoint, { name: string; responses: DocumentedAnswer[] }> } {
  const endpoints = ENDPOINTS;
  const reasonsAt = (endpoint: Endpoint, status: number) => ENDPOINT_REASONS[endpoint].filter((r) => REASON_STATUS[r] === status);
  const statuses = [...new Set(REASONS.map((r) => REASON_STATUS[r]))].sort((a, b) => a - b);

  /** The schema name of each (endpoint, status) with reasons. */
  const names = new Map<string, string>();
  for (const status of statuses) {
    const groups = new Map<string, Endpoint[]>();
    for (const endpoint of endpoints) {
      const reasons = reasonsAt(endpoint, status);
      if (reasons.length > 0) groups.set(reasons.join(","), [...(groups.get(reasons.join(",")) ?? []), endpoint]);
    }
    const sizes = [...groups.values()].map((g) => g.length).sort((a, b) => b - a);
    const statusName = STATUS_NAMES[status] ?? `Status${status}`;
    for (const group of groups.values()) {
      const shared = group.length === sizes[0] && (sizes[1] ?? 0) < group.length;
      for (const endpoint of group) names.set(`${endpoint} ${status}`, shared ? statusName : `${ACCOUNT_ENDPOINTS[endpoint].openapi.name}${statusName}`);
    }
  }

  const schemas: Record<string, JsonSchema> = {};
  const documented = Object.fromEntries(
    endpoints.map((endpoint) => {
      const { name } = ACCOUNT_ENDPOINTS[endpoint].openapi;
      const declared = ACCOUNT_ENDPOINTS[endpoint].success;
      const success: DocumentedAnswer = {
        status: 200,
        reasons: [],
        schema: `${name}Success`,
        description: declared.description,
        examples: { SUCCESS: { summary: "SUCCESS", value: declared.example } },
      };
      schemas[success.schema] = answerSchema(success.description, null, declared.always, declared.sometimes);
      const responses = [success];
      for (const status of statuses) {
        const reasons = reasonsAt(endpoint, status);
        if (reasons.length === 0) continue;
        const schema = names.get(`${endpoint} ${status}`)!;
        const description = reasons.map((r) => `${r}: ${REASON_MEANINGS[r]}`).join("; ");
        const { always, sometimes } = errorFields(reasons);
        schemas[schema] ??= answerSchema(description, reasons, always, sometimes);
        const examples = Object.fromEntries(reasons.map((r) => [r, { summary: r, value: exampleOf(endpoint, r) }]));
        responses.push({ status, reasons, schema, description, examples });
      }
      responses.push({
        status: "default",
        reasons: [],
        schema: "ApiError",
        description: "Any other status: an error in the same shape",
        examples: { NOT_FOUND: { summary: "NOT_FOUND", value: exampleOf(endpoint, "NOT_FOUND") } },
      });
      return [endpoint, { name, responses }];
    }),
  ) as Record<Endpoint, { name: string; responses: DocumentedAnswer[] }>;

  const optional = Object.keys(FIELD_SCHEMAS).filter((f) => !["status", "reason", "message"].includes(f));
  schemas.ApiError = answerSchema("Any refusal of the API, whatever its status and reason", REASONS, [], optional);
  return { schemas, endpoints: documented };
}
