import type { FastifyBaseLogger } from "fastify";
import { message } from "../../content/messages.ts";
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
