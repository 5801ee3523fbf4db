import { z } from "zod";
import { signedInCookieName } from "../../../content/signedInFlag.ts";
import {
  ACCEPTED_MEDIA_TYPES,
  ACCOUNT_LOCK_SECONDS,
  API_REASONS,
  MEMBER_SESSION_COOKIE,
  REQUEST_BODY_LIMIT_BYTES,
  type Reason,
} from "../../../content/accountContract.ts";
import { routeByName } from "../../../content/routes.ts";
import { external } from "../../../content/site.ts";
import { usernameSchema } from "../../../views/forms/registerSchema.ts";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName } from "../../platform/security/deviceCookie.ts";
import { securityHeaders } from "../../platform/security/helmet.ts";
import { LIMITS, defaultLimit, type LimitName } from "../../platform/security/limitsTable.ts";
import { memberSessionCookieName } from "../../shared/forwardedCookies.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINTS, type Endpoint } from "./accountEndpoints.ts";
import { answerComponents, SHED_RETRY_AFTER_EXAMPLE, type DocumentedAnswer, type JsonSchema } from "./openapiAnswers.ts";

/** What the document says that depends on the deployment. */
export interface DocumentSettings {
  /** PUBLIC_URL when it was set: the server's address; otherwise the document names none ("/"). */
  publicUrl: string | null;
  /** The site's own address (PUBLIC_URL or its default), for the terms the API is used under. */
  siteUrl: string;
  /** An https site: cookies are Secure, and the session, the signed-in flag and the device cookie `__Host-` prefixed. */
  secureCookies: boolean;
}

/** A zod schema as JSON Schema 2020-12 of what a client sends, without the `$schema` line every component would repeat. */
function requestSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

/** How each endpoint is called, and what an example call sends: its declaration's OpenAPI words. */
const operationOf = (endpoint: Endpoint) => ACCOUNT_ENDPOINTS[endpoint].openapi;

/** The examples' limit: every account post spends it. */
const EXAMPLE_LIMIT = { name: "accountPosts", ...defaultLimit("accountPosts") } as const;
const EXAMPLE_WINDOW_SECONDS = EXAMPLE_LIMIT.windowMs / 1000;

const HEADERS = {
  RetryAfter: { description: "Seconds to wait before trying again", required: true, schema: { type: "integer", minimum: 1 }, example: EXAMPLE_WINDOW_SECONDS },
  RateLimitLimit: {
    description: "How many such requests the window allows",
    required: true,
    schema: { type: "integer", minimum: 1 },
    example: EXAMPLE_LIMIT.max,
  },
  RateLimitRemaining: {
    description: "How many are left in the window: none, on a refusal",
    required: true,
    schema: { type: "integer", minimum: 0 },
    example: 0,
  },
  RateLimitReset: { description: "Seconds until the window ends", required: true, schema: { type: "integer", minimum: 1 }, example: EXAMPLE_WINDOW_SECONDS },
  RateLimitPolicy: {
    description:
      "The limits this request spent (draft-ietf-httpapi-ratelimit-headers): each its name (the operation's `x-rate-limits`), `q` how many the window allows, `w` the window in seconds",
    required: true,
    schema: { type: "string" },
    example: `"${EXAMPLE_LIMIT.name}";q=${EXAMPLE_LIMIT.max};w=${EXAMPLE_WINDOW_SECONDS}`,
  },
  RateLimit: {
    description: "This client's state of each limit in RateLimit-Policy: `r` how many are left, `t` seconds until the window lets one more through",
    required: true,
    schema: { type: "string" },
    example: `"${EXAMPLE_LIMIT.name}";r=0;t=${EXAMPLE_WINDOW_SECONDS}`,
  },
  ShedRetryAfter: {
    description: "Seconds to wait before trying again: the server sheds load for about that long",
    required: true,
    schema: { type: "integer", minimum: 1 },
    example: SHED_RETRY_AFTER_EXAMPLE,
  },
  LockRetryAfter: {
    description: "Seconds until the lock ends, at most the lock's whole length",
    required: true,
    schema: { type: "integer", minimum: 1, maximum: ACCOUNT_LOCK_SECONDS },
    example: ACCOUNT_LOCK_SECONDS,
  },
  AcceptPost: { description: "The media types a body may have", required: true, schema: { type: "string" }, example: ACCEPTED_MEDIA_TYPES.join(", ") },
  XRequestId: {
    description: "This answer's id, also on the server's log line for it: quote it when you ask about an answer",
    required: true,
    schema: { type: "string", minLength: 1 },
    example: "6d034eff-b8d3-4411-8ec7-9a751ce66676",
  },
  CacheControl: {
    description: "Every answer is the client's own: no cache keeps it",
    required: true,
    schema: { type: "string", const: "no-store" },
    example: "no-store",
  },
  RelayedSetCookie: {
    description:
      "Cookies the member API set with this answer, relayed to the client as a login's are (see `memberSession`); keep and send them as a browser would",
    required: false,
    schema: { type: "string" },
    // The member API ending a session, say.
    example: `${MEMBER_SESSION_COOKIE.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  },
} as const;

/**
 * RateLimit-Policy and RateLimit where only some answers of a status carry them: those of a
 * request refused before its limit was spent (the CSRF guard, an unreadable body) name none.
 */
const OPTIONAL_HEADERS = {
  OptionalRateLimitPolicy: {
    ...HEADERS.RateLimitPolicy,
    description: `${HEADERS.RateLimitPolicy.description}. Absent when the request was refused before it spent a limit`,
    required: false,
  },
  OptionalRateLimit: {
    ...HEADERS.RateLimit,
    description: `${HEADERS.RateLimit.description}. Absent when the request was refused before it spent a limit`,
    required: false,
  },
} as const;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/**
 * The headers of a refusal, by reason: the rate limits' (server/platform/security/rateLimits.ts), the
 * lock's and the load shedder's wait, the media types a body may have.
 */
const REASON_HEADERS: Partial<Record<Reason, Record<string, { $ref: string }>>> = {
  RATE_LIMITED: {
    "Retry-After": ref("headers", "RetryAfter"),
    "RateLimit-Limit": ref("headers", "RateLimitLimit"),
    "RateLimit-Remaining": ref("headers", "RateLimitRemaining"),
    "RateLimit-Reset": ref("headers", "RateLimitReset"),
    "RateLimit-Policy": ref("headers", "RateLimitPolicy"),
    RateLimit: ref("headers", "RateLimit"),
  },
  ACCOUNT_LOCKED: { "Retry-After": ref("headers", "LockRetryAfter") },
  UNAVAILABLE: { "Retry-After": ref("headers", "ShedRetryAfter") },
  UNSUPPORTED_MEDIA_TYPE: { "Accept-Post": ref("headers", "AcceptPost") },
};

/**
 * Whether an answer of this reason names the route's limit (RateLimit-Policy, RateLimit): the
 * rate-limit guard spends it after the CSRF guard and the body's parsing and before the flow
 * (server/platform/security/rateLimitGuard.ts), so the API's own refusals come before it, the flows'
 * answers after it, and a throw (UNEXPECTED) on either side.
 */
function namesLimit(reason: Reason | "SUCCESS"): "always" | "never" | "maybe" {
  if (reason === "UNEXPECTED") return "maybe";
  const before: readonly Reason[] = [...API_REASONS.post, ...API_REASONS.get];
  return reason !== "SUCCESS" && before.includes(reason) ? "never" : "always";
}

/**
 * The answers made from the member API's own (server/features/accounts/*Flow.ts): they relay
 * whatever cookies it set with them (server/features/accounts/accountAction.ts), whatever it said.
 * tests/http/accounts/oneContract.test.ts sets a cookie on every answer of a member API to hold
 * the document to this.
 */
const fromMemberApi = (endpoint: Endpoint): ReadonlyArray<Reason | "SUCCESS"> => ACCOUNT_ENDPOINTS[endpoint].fromMemberApi;

/**
 * Every header an answer of this status carries besides the framing ones (Content-Type,
 * Content-Length, Date, Connection) and the security headers every answer of the site has
 * (DESCRIPTION names them): its id and cache rule, its reasons' waits, the limit it spent, the
 * cookies it sets. A header only some of its answers carry is not required.
 */
function answerHeaders(endpoint: Endpoint, answer: DocumentedAnswer, limited: boolean, settings: DocumentSettings): Record<string, object> {
  const headers: Record<string, object> = { "X-Request-Id": ref("headers", "XRequestId"), "Cache-Control": ref("headers", "CacheControl") };
  if (answer.status === "default") return headers;
  const reasons: ReadonlyArray<Reason | "SUCCESS"> = answer.status === 200 ? ["SUCCESS"] : answer.reasons;
  for (const reason of answer.reasons) Object.assign(headers, REASON_HEADERS[reason]);
  const named = reasons.map(namesLimit);
  if (limited && !("RateLimit-Policy" in headers) && named.some((n) => n !== "never")) {
    const optional = named.some((n) => n !== "always") ? "Optional" : "";
    Object.assign(headers, { "RateLimit-Policy": ref("headers", `${optional}RateLimitPolicy`), RateLimit: ref("headers", `${optional}RateLimit`) });
  }
  if (answer.status === 200 && operationOf(endpoint).setsCookies) headers["Set-Cookie"] = setCookieHeader(settings);
  else if (reasons.some((reason) => fromMemberApi(endpoint).includes(reason))) headers["Set-Cookie"] = ref("headers", "RelayedSetCookie");
  return headers;
}

function setCookieHeader({ secureCookies }: DocumentSettings) {
  const secure = secureCookies ? "; Secure" : "";
  return {
    description:
      `Two cookies: the member's session, \`${memberSessionCookieName(secureCookies)}=…; Path=/; HttpOnly; SameSite=Lax${secure}\` ` +
      `(with \`Max-Age=${MEMBER_SESSION_COOKIE.rememberedSeconds}\` when rememberme was set, otherwise a browser-session cookie), and this site's device cookie, ` +
      `\`${deviceCookieName(secureCookies)}=…; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}\`, which lets later logins ` +
      "to the same username from this client past the allowance strangers share. Send both back as a browser would. " +
      `A third, \`${signedInCookieName(secureCookies)}=1\` (readable, no HttpOnly, the session's lifetime), only tells this site's pages to show the way to the members area.`,
    required: true,
    schema: { type: "string" },
    example: `${memberSessionCookieName(secureCookies)}=e3b0c44298fc1c149afbf4c8996fb924; Path=/; HttpOnly; SameSite=Lax${secure}`,
  };
}

/**
 * The names of the security headers on every answer of the site (server/platform/http/securityHeaders.ts):
 * the same whatever the deployment's options, which change only their values.
 */
export const SECURITY_HEADER_NAMES = Object.keys(securityHeaders({ captcha: false, formActionHosts: [] }));

const DESCRIPTION = [
  "Log in, sign up, request a password reset and check a username: the account flows of the site's own forms, as JSON.",
  "",
  "**Requests.** Send JSON, or a form body (`application/x-www-form-urlencoded`) with an `X-Requested-With` header; the username check needs the header too. " +
    `Another media type is a 415 (\`Accept-Post\` lists these two); a post without the header or a JSON body a 403. A body over ${REQUEST_BODY_LIMIT_BYTES} bytes ` +
    "is a 413, answered once the body has been read (up to a bound), so the client sees it. A path with a trailing slash is answered as the path without it.",
  "",
  "**Answers.** Every answer is JSON: `status` is SUCCESS with 200 and ERROR with every other status; `reason` says why, and each reason has one status. " +
    "`message` is the text to show a person; refused input (and an unreadable body) also names each field's broken rule in `details` " +
    "(`{field, rule, message}`, `rule` a stable code). Any path under `/api/` that does not exist answers 404 NOT_FOUND, and a method a path does not take " +
    "405 METHOD_NOT_ALLOWED with `Allow`, both in the same shape (`ApiError`).",
  "",
  "**Cookies.** A successful login or sign-up sets the member's session cookie (`memberSession`) and a device cookie; keep and send them as a browser would. " +
    "A browser (a request with `Origin` or `Sec-Fetch-Site`) that sends no cookie at all gets COOKIES_REQUIRED; a server-side client without a cookie jar gets the real answer.",
  "",
  "**Limits.** Each operation lists the limits it may spend (`x-rate-limits`); a success and a refusal over a limit name them in `RateLimit-Policy` and `RateLimit`. " +
    "Refusals over a limit are 429 RATE_LIMITED with `Retry-After` and `RateLimit-*`; a locked account (423) and an overloaded server (503) say " +
    "`Retry-After` too. When an answer carries `captchaRequired`, send the next attempt with a solved Turnstile token in `cf-turnstile-response`.",
  "",
  "**Headers.** Each answer lists the headers it carries. Every answer of the site also carries its security headers, meant for browsers, " +
    `which a program may ignore: ${SECURITY_HEADER_NAMES.map((name) => `\`${name}\``).join(", ")}.`,
].join("\n");

/** A limit as an operation lists it: its row of server/platform/security/limitsTable.ts. */
function limitEntry(name: LimitName) {
  const { setting, keyedOn, counting, guards } = LIMITS[name];
  return { name, setting, keyedOn, counting, guards };
}

/** How an operation is called: its request body (both media types, one schema) or, for the username check, its query. */
function inputOf(endpoint: Endpoint, name: string): { input: object; schemas: Record<string, JsonSchema> } {
  const operation = operationOf(endpoint);
  if (!operation.request) {
    return {
      input: {
        parameters: [
          ref("parameters", "XRequestedWith"),
          { name: "username", in: "query", required: true, schema: ref("schemas", "Username"), example: "adapark" },
        ],
      },
      schemas: { Username: requestSchema(usernameSchema) },
    };
  }
  const schema = ref("schemas", `${name}Request`);
  return {
    input: {
      parameters: [ref("parameters", "XRequestedWithForForms")],
      requestBody: {
        required: true,
        content: {
          "application/json": { schema, examples: { [endpoint]: { summary: operation.summary, value: operation.example } } },
          "application/x-www-form-urlencoded": {
            schema,
            examples: { [endpoint]: { summary: `${operation.summary}, from a form`, value: operation.formExample } },
          },
        },
      },
    },
    schemas: { [`${name}Request`]: requestSchema(operation.request) },
  };
}

/** The operations of every endpoint by path, and the request schemas they name. */
function pathsOf(settings: DocumentSettings, limits: Partial<Record<Endpoint, readonly LimitName[]>>, answers: ReturnType<typeof answerComponents>) {
  const requestSchemas: Record<string, JsonSchema> = {};
  const paths: Record<string, object> = {};
  for (const endpoint of ENDPOINTS) {
    const operation = operationOf(endpoint);
    const { method } = ACCOUNT_ENDPOINTS[endpoint];
    const { name } = answers.endpoints[endpoint];
    const responses: Record<string, object> = {};
    for (const answer of answers.endpoints[endpoint].responses) {
      responses[String(answer.status)] = {
        description: answer.description,
        headers: answerHeaders(endpoint, answer, Boolean(limits[endpoint]?.length), settings),
        content: { "application/json": { schema: ref("schemas", answer.schema), examples: answer.examples } },
      };
    }
    const { input, schemas } = inputOf(endpoint, name);
    Object.assign(requestSchemas, schemas);
    paths[ACCOUNT_ENDPOINTS[endpoint].path] = {
      [method]: {
        operationId: operation.operationId,
        summary: operation.summary,
        description: operation.description,
        tags: ["accounts"],
        // None of them needs a member's session: they are how a visitor gets one.
        security: [],
        "x-rate-limits": (limits[endpoint] ?? []).map(limitEntry),
        ...input,
        responses,
      },
    };
  }
  return { paths, requestSchemas };
}

/**
 * OpenAPI 3.1 for /api/v1, generated from the account contract and the forms' zod schemas;
 * `limits`: what each endpoint's route declares it may spend (server/features/accounts/accountApiRoutes.ts).
 */
export function openApiDocument(settings: DocumentSettings, limits: Partial<Record<Endpoint, readonly LimitName[]>> = {}): object {
  const answers = answerComponents();
  const { paths, requestSchemas } = pathsOf(settings, limits, answers);
  return {
    openapi: "3.1.0",
    info: {
      title: "Braveweb account API",
      version: "1.0.0",
      description: DESCRIPTION,
      contact: { name: "Braveweb support", url: external.contact.href },
      license: { name: "Braveweb Terms of Service", url: new URL(routeByName("terms").path, settings.siteUrl).href },
    },
    // Without PUBLIC_URL the server does not know its own address: the document's host it is.
    servers: [settings.publicUrl ? { url: settings.publicUrl, description: "This site" } : { url: "/", description: "The host that served this document" }],
    tags: [{ name: "accounts", description: "Log in, sign up, reset a password, check a username" }],
    paths,
    components: {
      schemas: { ...requestSchemas, ...answers.schemas },
      parameters: {
        XRequestedWith: {
          name: "X-Requested-With",
          in: "header",
          required: true,
          description:
            "Any value but an empty one (403 FORBIDDEN): a page of another site cannot send it without a CORS preflight, which is never granted (CSRF protection)",
          schema: { type: "string", minLength: 1 },
          example: "XMLHttpRequest",
        },
        XRequestedWithForForms: {
          name: "X-Requested-With",
          in: "header",
          required: false,
          description: "Required with a form body (403 FORBIDDEN without it, or with it empty); a JSON body needs none, and any value passes with one",
          schema: { type: "string" },
          example: "XMLHttpRequest",
        },
      },
      headers: { ...HEADERS, ...OPTIONAL_HEADERS },
      securitySchemes: {
        memberSession: {
          type: "apiKey",
          in: "cookie",
          name: memberSessionCookieName(settings.secureCookies),
          description:
            `The member's session, set by a successful login or sign-up and read by the members area: HttpOnly, SameSite=Lax, Path=/` +
            `${settings.secureCookies ? ", Secure; read under this `__Host-` name only (one without the prefix is not passed on)" : ""}. With rememberme it lasts ${MEMBER_SESSION_COOKIE.rememberedSeconds / 86_400} days; ` +
            `without, until the browser closes, and the member API ends it after ${MEMBER_SESSION_COOKIE.browserSessionSeconds / 3_600} hours. ` +
            "No operation here needs it.",
        },
      },
    },
  };
}
