import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { message } from "../../content/messages.ts";
import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import type { UpstreamCall } from "../upstream/upstreamClient.ts";
import type { FieldErrors } from "../../views/forms/fieldErrors.ts";
import type { CarriedQuery } from "../../views/pageContext.ts";
import type { UpstreamClient } from "../upstream/upstreamClient.ts";

/** What every account flow answers, for the page routes and the JSON API alike. */
export interface FlowResult {
  status: "SUCCESS" | "ERROR";
  /** A stable code for integrators: INVALID_INPUT, AUTHENTICATION_FAILED, ACCOUNT_LOCKED, ... */
  reason?: string;
  /** The visitor-facing text (SPEC §8) or the server's message. */
  message?: string;
  redirect?: string;
  pub?: string;
  emailAddress?: string;
  fieldErrors?: FieldErrors;
  /** The sign-up captcha must be solved (SPEC §8: 'You must verify the captcha.'). */
  captchaRequired?: boolean;
  /** Set-Cookie headers from the member API to relay to the visitor. */
  setCookies: string[];
}

export interface FlowContext {
  carried: CarriedQuery;
  /** The visitor's cookies to forward (the site's own are stripped before). */
  cookie?: string;
  captchaToken?: string;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface FlowServices {
  upstream: UpstreamClient;
  publicUrl: string;
  membersUrl: string;
}

export function invalidInput(fieldErrors: FieldErrors): FlowResult {
  return { status: "ERROR", reason: "INVALID_INPUT", message: message("form.ERROR_INVALID_FIELDS"), fieldErrors, setCookies: [] };
}

export type Submission<T> = { valid: false; result: FlowResult } | ({ valid: true; data: T } & UpstreamCall);

/**
 * The first half of every flow: validate with the form's schema (the same one the browser
 * uses), then post the SPEC §7 payload to the member API with the visitor's cookies.
 */
export async function submitToMemberApi<T>(
  schema: z.ZodType<T>,
  input: unknown,
  path: string,
  payloadOf: (data: T) => Record<string, string>,
  ctx: FlowContext,
  services: FlowServices,
): Promise<Submission<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { valid: false, result: invalidInput(fieldErrorsOf(parsed.error)) };
  const call = await services.upstream.post(path, payloadOf(parsed.data), { cookie: ctx.cookie, requestId: ctx.requestId, log: ctx.log });
  return { valid: true, data: parsed.data, ...call };
}

/** The HTTP status of a result, the same for the pages and the JSON API. */
export function httpStatusOf(result: FlowResult): number {
  if (result.status === "SUCCESS") return 200;
  switch (result.reason) {
    case "AUTHENTICATION_FAILED":
      return 401;
    case "ACCOUNT_LOCKED":
      return 423;
    case "SECURITY_UPGRADE":
      return 403;
    case "USERNAME_TAKEN":
      return 409;
    case "UNEXPECTED":
      // The member API failed, not the request: a gateway error tells integrators to retry, not to fix input.
      return 502;
    default:
      return 422;
  }
}
