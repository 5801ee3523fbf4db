import * as z from "zod";
import { WHITE_SPACE, characterClass, exceptRanges, searchOnceTrimmed, type CodePointRange } from "./portablePattern.ts";
import { LOCATION_SCHEMA } from "./redirectRule.ts";

/**
 * The account API's contract (docs/decisions.md, 6), in one place: the server's flows, the
 * browser's forms and dialogs, and the OpenAPI document all derive from what is here.
 */

/**
 * Where the JSON account API answers the calls the browser makes (its forms and dialogs), and its
 * document. Each endpoint's declaration (server/features/accounts/accountEndpoints.ts) takes its
 * path from here; an endpoint the browser does not call writes its path there alone.
 */
export const ACCOUNT_API = {
  login: "/api/v1/login",
  register: "/api/v1/register",
  lostpassword: "/api/v1/lostpassword",
  usernameAvailability: "/api/v1/username-availability",
  openapi: "/api/v1/openapi.json",
} as const;

/** The prefix every path of ACCOUNT_API shares, where the API's plugin is mounted. */
export const ACCOUNT_API_PREFIX = "/api/v1";

/**
 * Every path at or under this one answers JSON in this contract's shape, whatever happens: an
 * unknown path is a 404 NOT_FOUND, a known path asked with a method it lacks a 405
 * METHOD_NOT_ALLOWED with `Allow`, never the site's HTML pages. A trailing slash is answered
 * as the path without it (server/platform/http/apiRefusals.ts says why).
 */
export const API_ROOT = "/api";

/** Whether a request URL (path and query) is at or under API_ROOT. */
export function isApiUrl(url: string): boolean {
  if (!url.startsWith(API_ROOT)) return false;
  const next = url.charAt(API_ROOT.length);
  return next === "" || next === "/" || next === "?";
}

/** The media types a POST body may have; anything else is a 415 that lists them in `Accept-Post`. */
export const ACCEPTED_MEDIA_TYPES = ["application/json", "application/x-www-form-urlencoded"] as const;

/** The largest body any endpoint reads, in bytes; a larger one is a 413 BODY_TOO_LARGE. */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/** docs/product.md §9: an account locked by failed logins stays locked 15 minutes; a 423 says so in `Retry-After`. */
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

/**
 * Every reason an ERROR answer can give, each with its HTTP status. A Record over the union,
 * so a reason without a status (or a status without a reason) does not compile.
 */
export const REASON_STATUS = {
  /** A field is invalid; `details` names each field's rule, `fieldErrors` gives the form's text for it. */
  INVALID_INPUT: 422,
  AUTHENTICATION_FAILED: 401,
  /** docs/product.md §8: 15 minutes after 5 failures; `Retry-After` gives ACCOUNT_LOCK_SECONDS. */
  ACCOUNT_LOCKED: 423,
  /** A browser that sends no cookie at all. */
  COOKIES_REQUIRED: 422,
  /** docs/product.md §4: a reset email went to `emailAddress`. */
  SECURITY_UPGRADE: 403,
  USERNAME_TAKEN: 409,
  /** Send a solved bot check in `cf-turnstile-response`. */
  CAPTCHA_REQUIRED: 422,
  /** Too many requests from this address; Retry-After says when to come back. */
  RATE_LIMITED: 429,
  /** The member API refused a sign-up with a reason of its own (in `message`). */
  REJECTED: 422,
  /** The member API refused a login with a message of its own (docs/product.md §4 serverMessage). */
  SERVER_MESSAGE: 422,
  /** The request had neither X-Requested-With nor a JSON body (CSRF protection). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The path exists, but not with this method: `Allow` lists the methods it has. */
  METHOD_NOT_ALLOWED: 405,
  /** The body could not be read (not JSON, not an object of named fields); `details` says which. */
  BAD_REQUEST: 400,
  /** Larger than REQUEST_BODY_LIMIT_BYTES; the body is still read (up to a bound) so the client sees this answer. */
  BODY_TOO_LARGE: 413,
  /** Send one of ACCEPTED_MEDIA_TYPES (a form body with X-Requested-With); `Accept-Post` lists them. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The member API failed, not the request: retry later. */
  UNEXPECTED: 502,
  /** This server is overloaded and shed the request before reading it: retry after Retry-After. */
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type Reason = keyof typeof REASON_STATUS;
export const REASONS = /* @__PURE__ */ Object.keys(REASON_STATUS) as [Reason, ...Reason[]];

/**
 * What `details[].rule` can say: a stable code for the rule a field (or the request) broke.
 * For fields: required (missing or empty), type (not one text value: a list, a number),
 * too_short and too_long (FIELD_LIMITS), pattern (characters the field does not take), email
 * (not shaped like an address), not_email (a login takes the username, docs/product.md §5), mismatch
 * (the repeated password differs), one_of (not one of the values a field takes: rememberme's).
 * For the request itself, under the field "body": json (not valid JSON), object (not an object
 * of named fields), too_long (BODY_TOO_LARGE); under the field "content-type": media_type (not
 * one of ACCEPTED_MEDIA_TYPES).
 */
export const RULES = [
  "required",
  "type",
  "too_short",
  "too_long",
  "pattern",
  "email",
  "not_email",
  "mismatch",
  "one_of",
  "json",
  "object",
  "media_type",
] as const;
export type Rule = (typeof RULES)[number];

/** One entry of `details`: which field, which rule, and the rule in words (not the form's short text, which is in `fieldErrors`). */
export interface AnswerDetail {
  field: string;
  rule: Rule;
  message: string;
}

/**
 * The normalized answer of every account endpoint. Made by a call marked free of side effects
 * so a bundle that imports only the tables above (the browser's forms, which read answers with
 * client/forms/accountAnswer.ts) leaves it, and full zod with it, out.
 */
export const accountAnswerSchema = /* @__PURE__ */ answerSchema();

function answerSchema() {
  return z.object({
    status: z.enum(["SUCCESS", "ERROR"]),
    reason: z.enum(REASONS).optional().describe("Why an ERROR answer failed; its HTTP status comes from the same table"),
    message: z.string().optional().describe("Text to show the visitor"),
    redirect: z
      .string()
      .optional()
      .meta({ ...LOCATION_SCHEMA, description: "Where to send the visitor after SUCCESS: a path on this site, or an absolute URL on an allowed host" }),
    pub: z.string().optional().describe("The member's publisher id"),
    emailAddress: z.string().optional().describe("Where the password-reset email went (SECURITY_UPGRADE)"),
    // Values may be absent in memory (a field judged valid again); JSON drops those keys.
    fieldErrors: z.record(z.string(), z.string().optional()).optional().describe("The first message for each invalid field"),
    details: z
      .array(z.object({ field: z.string(), rule: z.enum(RULES), message: z.string() }))
      .optional()
      .describe("Each invalid field (or part of the request) with the rule it broke, as a stable code and in words"),
    captchaRequired: z
      .boolean()
      .optional()
      .describe("The next attempt must carry a solved bot check in cf-turnstile-response (a login after repeated failures for its username; a sign-up)"),
  });
}

export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** The HTTP status of an answer: 200 for SUCCESS, the reason's status otherwise. */
export function statusOfAnswer(answer: Pick<AccountAnswer, "status" | "reason">): number {
  if (answer.status === "SUCCESS") return 200;
  return REASON_STATUS[answer.reason ?? "UNEXPECTED"];
}

/**
 * What the API answers itself, around whichever flow an endpoint runs (each flow declares its
 * own reasons beside it, server/features/accounts/*Flow.ts): a request without X-Requested-With or a JSON
 * body (FORBIDDEN), a POST body that cannot be read, a throw (UNEXPECTED, from
 * server/platform/http/apiRefusals.ts) and an overloaded server (UNAVAILABLE, before the request is read).
 */
export const API_REASONS = {
  post: ["FORBIDDEN", "BAD_REQUEST", "BODY_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "UNEXPECTED", "UNAVAILABLE"],
  get: ["FORBIDDEN", "UNEXPECTED", "UNAVAILABLE"],
} as const satisfies Record<string, readonly Reason[]>;

/** A field of an answer besides `status` and `reason`. */
type AnswerField = Exclude<keyof AccountAnswer, "status" | "reason">;

/** Which fields an answer carries: those it always has, and those it has when there is something to say. */
interface AnswerFields {
  always: readonly AnswerField[];
  sometimes: readonly AnswerField[];
}

/**
 * What an ERROR carries besides `status`, `reason` and `message` (which every ERROR has), by
 * reason: the rules broken and the fields' messages for refused input or an unreadable body, the
 * address for a security upgrade, the bot check for the next attempt (also told after the failed
 * login that used up the allowance).
 */
export const REASON_FIELDS: Partial<Record<Reason, AnswerFields>> = {
  INVALID_INPUT: { always: ["fieldErrors", "details"], sometimes: [] },
  BAD_REQUEST: { always: [], sometimes: ["details"] },
  BODY_TOO_LARGE: { always: ["details"], sometimes: [] },
  UNSUPPORTED_MEDIA_TYPE: { always: ["details"], sometimes: [] },
  USERNAME_TAKEN: { always: ["fieldErrors"], sometimes: [] },
  SECURITY_UPGRADE: { always: [], sometimes: ["emailAddress"] },
  CAPTCHA_REQUIRED: { always: ["captchaRequired"], sometimes: [] },
  AUTHENTICATION_FAILED: { always: [], sometimes: ["captchaRequired"] },
};

/**
 * Sign-up field limits, shared by the site's schemas and the local member API, so what the
 * form accepts the API accepts too (a longer name must get its message beside the field).
 */
export const FIELD_LIMITS = {
  fullName: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  username: { min: 3, max: 32 },
  password: { min: 3, max: 512 },
  /** A login's userid: any username there has ever been, so longer than today's maximum. */
  userid: { max: 64 },
} as const;

/** Unicode's private-use planes 15 and 16 (Co beyond U+FFFF). */
const SUPPLEMENTARY_PRIVATE_USE: readonly CodePointRange[] = [
  [0xf0000, 0xffffd],
  [0x100000, 0x10fffd],
];

/**
 * Characters no username may hold: the at-sign (that would be an email address), white space,
 * and control, format and private-use characters (Unicode's Cc, Cf and Co). Written out as
 * ranges (content/portablePattern.ts) rather than `\p{C}`, which Python and RE2 read otherwise
 * or not at all; unlike `\p{C}` they let through code points Unicode has not assigned yet,
 * which no engine agrees on. tests/unit/portablePatterns.test.ts holds them to the categories.
 */
const USERNAME_FORBIDDEN_RANGES: readonly CodePointRange[] = [
  [0x40, 0x40],
  ...WHITE_SPACE,
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0xe000, 0xf8ff],
  [0xfff9, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
  ...SUPPLEMENTARY_PRIVATE_USE,
];

/** The ranges as one class, for the server's check (with the u flag). */
export const USERNAME_FORBIDDEN = /* @__PURE__ */ characterClass(USERNAME_FORBIDDEN_RANGES);

/**
 * The same rule as the OpenAPI document states it (`not: {pattern}`), for a username as sent:
 * a pattern every engine reads alike, the u flag or not (content/portablePattern.ts), which
 * finds a forbidden character the trimmed name keeps. It cannot name the supplementary
 * private-use planes, whose runs of 65,534 code points beyond U+FFFF have no portable writing,
 * nor a lone surrogate: USERNAME_UNSTATED says so in words, and the server refuses both.
 */
export const USERNAME_STATED = /* @__PURE__ */ searchOnceTrimmed(exceptRanges(USERNAME_FORBIDDEN_RANGES, SUPPLEMENTARY_PRIVATE_USE));
export const USERNAME_UNSTATED =
  "Also refused, though the pattern cannot name them in a form every engine reads alike: private-use characters beyond U+FFFF (U+F0000 to U+10FFFD) and unpaired surrogates.";

// Proven linear: tests/unit/linearPatterns.test.ts judges USERNAME_FORBIDDEN itself, and the document's USERNAME_STATED.
const usernameForbidden = /* @__PURE__ */ new RegExp(USERNAME_FORBIDDEN, "u");
/** Half of a UTF-16 pair without its other half (JSON can carry one): Unicode's Cs, which no pattern can name portably. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a username holds only characters a username may (its length is FIELD_LIMITS'). */
export function usernameCharactersAllowed(value: string): boolean {
  return !usernameForbidden.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The member API's session cookie, which a successful login or sign-up relays to the client
 * (legacy/routes/sessionCookie.ts sets it): HttpOnly, SameSite=Lax, Path=/, Secure on https.
 */
export const MEMBER_SESSION_COOKIE = {
  name: "bw_member",
  /** With "remember me": a cookie of 30 days. */
  rememberedSeconds: 30 * 24 * 60 * 60,
  /** Without it: a browser-session cookie, which the member API stops honouring after a day. */
  browserSessionSeconds: 24 * 60 * 60,
} as const;
