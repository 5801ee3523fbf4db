import type { Reason } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";
import { lostPasswordSchema } from "../../../views/forms/lostPasswordSchema.ts";
import { lostPasswordPayload } from "./memberApiPayloads.ts";
import { addressKey, counterKeyOf } from "../../platform/security/rateLimits.ts";
import { callMemberApi, rateLimited, validate, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";

/**
 * Every reason a lost-password request can answer with. It takes only an email: there is no
 * password to fail and no username whose lock it could meet, so never AUTHENTICATION_FAILED or
 * ACCOUNT_LOCKED (an answer of the member API that says either is one this flow cannot read,
 * and gets "unexpected"). The OpenAPI document lists these for /api/v1/lostpassword.
 */
export const LOST_PASSWORD_REASONS = ["INVALID_INPUT", "RATE_LIMITED", "COOKIES_REQUIRED", "UNEXPECTED"] as const satisfies readonly Reason[];
type LostPasswordResult = FlowResult<(typeof LOST_PASSWORD_REASONS)[number]>;

/** The member API's ERROR as this flow reads it: COOKIES_REQUIRED with docs/product.md §8's text, anything else "unexpected". */
function errorOf(reason: string | undefined): { reason: "COOKIES_REQUIRED" | "UNEXPECTED"; message: string } {
  return reason === "COOKIES_REQUIRED"
    ? { reason, message: message("login.ERROR_COOKIES_REQUIRED") }
    : { reason: "UNEXPECTED", message: message("login.ERROR_UNEXPECTED") };
}

/**
 * docs/product.md §4: SUCCESS shows the server's message; a known ERROR reason its text; anything else
 * "unexpected". Requests are limited per address (a refusal says so) and emails per address
 * mailed to (past it nothing is sent and the answer is the one a sent email gets, so it tells
 * nobody whether the address has an account or has been asked for too often).
 */
export function createLostPasswordFlow(services: FlowServices) {
  // The member API's words for "sent", as it last gave them; they do not depend on the address.
  let sentMessage = message("lostpassword.SENT");

  return async function lostPasswordFlow(input: unknown, ctx: FlowContext): Promise<LostPasswordResult> {
    const validation = validate(lostPasswordSchema, input);
    if (!validation.valid) return validation.result;
    const { limits } = services;

    const requests = await limits.resetRequests.hit(addressKey(ctx.clientAddress));
    if (requests.passed) return logged(ctx, rateLimited(requests.state), "RATE_LIMITED");
    const emails = await limits.resetEmails.hit(counterKeyOf("email", validation.data.email));
    if (emails.passed) return logged(ctx, { status: "SUCCESS", message: sentMessage, setCookies: [] }, "EMAIL_WITHHELD");

    const { answer, setCookies } = await callMemberApi("/global/lostpassword.php", lostPasswordPayload(validation.data, ctx.carried), ctx, services);
    if (answer.status === "SUCCESS" && answer.message) {
      sentMessage = answer.message;
      return logged(ctx, { status: "SUCCESS", message: answer.message, setCookies }, "SUCCESS");
    }
    const result: LostPasswordResult = { status: "ERROR", ...errorOf(answer.status === "SUCCESS" ? undefined : answer.reason), setCookies };
    return logged(ctx, result, result.reason ?? "UNEXPECTED");
  };
}

function logged<R extends LostPasswordResult>(ctx: FlowContext, result: R, outcome: string): R {
  ctx.log.info({ account: { action: "lostpassword", outcome } }, "password reset request");
  return result;
}
