import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { message } from "../../../content/messages.ts";
import type { AnswerDetail } from "../../../content/accountContract.ts";
import { fieldErrorsOf } from "../../../views/forms/fieldErrors.ts";
import { fieldDetailsOf } from "../../../views/forms/fieldDetails.ts";
import type { UpstreamCall } from "./memberApiClient.ts";
import type { FieldErrors } from "../../../content/pageShapes.ts";
import { statusOfAnswer, type AccountAnswer, type Reason } from "../../../content/accountContract.ts";
import type { CarriedQuery } from "../../../content/pageShapes.ts";
import type { UpstreamClient } from "./memberApiClient.ts";
import type { RedirectPolicy } from "../../../content/redirectRule.ts";
import type { BotCheck } from "./botCheck.ts";
import type { DeviceCookies } from "../../platform/security/deviceCookie.ts";
import { limitMessage, type LimitState, type RateLimits } from "../../platform/security/rateLimits.ts";

/**
 * What every account flow answers, for the page routes and the JSON API alike: the contract's
 * answer, plus what only the server acts on. `R` is the reasons the flow may give: each flow
 * declares its own beside it (LOGIN_REASONS, ...), so a reason it does not declare does not
 * compile, and the OpenAPI document lists what each endpoint answers from those lists.
 */
export interface FlowResult<R extends Reason = Reason> extends Omit<AccountAnswer, "reason"> {
  reason?: R;
  /** Set on RATE_LIMITED: the limit's state, for Retry-After and the RateLimit-* headers. */
  limit?: LimitState;
  /** Set-Cookie headers from the member API to relay to the visitor. */
  setCookies: string[];
}

export interface FlowContext {
  carried: CarriedQuery;
  /** The visitor's cookies to forward (the site's own are stripped before). */
  cookie?: string;
  captchaToken?: string;
  /** The browser's device cookie (server/platform/security/deviceCookie.ts), as it came. */
  deviceCookie?: string;
  /** The client's address as Fastify resolved it (TRUST_PROXY decides whose X-Forwarded-For counts). */
  clientAddress: string;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface FlowServices {
  upstream: UpstreamClient;
  publicUrl: string;
  membersUrl: string;
  redirects: RedirectPolicy;
  limits: RateLimits;
  /** The site's own bot check for gated logins; null when no Turnstile site key and secret are set. */
  botCheck: BotCheck | null;
  /** Signs and reads the cookies of browsers that have logged into a username before. */
  devices: DeviceCookies;
}

/** An account flow: what an endpoint and its form page run (server/features/accounts/accountEndpoints.ts binds each). */
export type Flow = (input: unknown, ctx: FlowContext) => Promise<FlowResult>;

export function rateLimited(limit: LimitState): FlowResult<"RATE_LIMITED"> {
  return { status: "ERROR", reason: "RATE_LIMITED", message: limitMessage("limits.ERROR_RATE_LIMITED", limit), limit, setCookies: [] };
}

/** The forms show `fieldErrors` (docs/product.md §5's texts) under the page's alert; the JSON API words its message from `details`. */
function invalidInput(fieldErrors: FieldErrors, details: AnswerDetail[]): FlowResult<"INVALID_INPUT"> {
  return { status: "ERROR", reason: "INVALID_INPUT", message: message("form.ERROR_INVALID_FIELDS"), fieldErrors, details, setCookies: [] };
}

export type Submission<T> = { valid: false; result: FlowResult<"INVALID_INPUT"> } | ({ valid: true; data: T } & UpstreamCall);
export type Validation<T> = { valid: false; result: FlowResult<"INVALID_INPUT"> } | { valid: true; data: T };

/** Validates with the form's schema, the same one the browser uses. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validation<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { valid: true, data: parsed.data }
    : { valid: false, result: invalidInput(fieldErrorsOf(parsed.error), fieldDetailsOf(parsed.error, input)) };
}

/** Posts a docs/product.md §7 payload to the member API with the visitor's cookies. */
export function callMemberApi(path: string, payload: Record<string, string>, ctx: FlowContext, services: FlowServices): Promise<UpstreamCall> {
  return services.upstream.post(path, payload, { cookie: ctx.cookie, requestId: ctx.requestId, log: ctx.log });
}

/** What a flow sends the member API: its form's schema, the docs/product.md §7 call, and the payload made from valid input. */
export interface MemberApiCall<T> {
  schema: z.ZodType<T>;
  path: string;
  payloadOf: (data: T) => Record<string, string>;
}

/** The first half of the flows without checks of their own: validate, then call. */
export async function submitToMemberApi<T>(
  { schema, path, payloadOf }: MemberApiCall<T>,
  input: unknown,
  ctx: FlowContext,
  services: FlowServices,
): Promise<Submission<T>> {
  const validation = validate(schema, input);
  if (!validation.valid) return validation;
  return { valid: true, data: validation.data, ...(await callMemberApi(path, payloadOf(validation.data), ctx, services)) };
}

/** The HTTP status of a result, the same for the pages and the JSON API (the contract's table). */
export function httpStatusOf(result: FlowResult): number {
  return statusOfAnswer(result);
}
