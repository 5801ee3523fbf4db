import type { Reason } from "../../content/accountContract.ts";
import { message, type MessageKey } from "../../content/messages.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { loginPayload } from "../upstream/payloads.ts";
import { addressKey, counterKeyOf } from "../security/rateLimits.ts";
import { callMemberApi, rateLimited, validate, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { loginSuccessAddress, successAddress } from "./successAddress.ts";

const KNOWN_REASONS = ["AUTHENTICATION_FAILED", "COOKIES_REQUIRED", "ACCOUNT_LOCKED"] as const;

/** The SPEC §8 text for a login or lost-password ERROR reason; anything unknown is "unexpected". */
export function loginReasonMessage(reason: string | undefined): { reason: Reason; message: string } {
  const known = KNOWN_REASONS.find((r) => r === reason);
  if (known) return { reason: known, message: message(`login.ERROR_${known}` as MessageKey) };
  return { reason: "UNEXPECTED", message: message("login.ERROR_UNEXPECTED") };
}

/**
 * Login (SPEC §4), behind two guards of the site's own (DESIGN decision 13):
 * - an address with too many failed logins is refused for a while (RATE_LIMITED);
 * - a username with a few failed logins, from anywhere, needs the bot check, which the site
 *   verifies itself: a stranger without a solved check never reaches the member API, so can
 *   no longer run up its lock (SPEC §8 ACCOUNT_LOCKED) on someone else's account, while the
 *   owner, who solves the check, still gets in. No limit keyed on the username alone refuses.
 */
export async function loginFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  const validation = validate(loginSchema, input);
  if (!validation.valid) return validation.result;
  const { data } = validation;
  const { limits, botCheck } = services;
  const userKey = counterKeyOf("username", data.userid);
  const address = addressKey(ctx.clientAddress);

  const addressFailures = await limits.loginFailures.reached(address);
  if (addressFailures.reached) return logged(ctx, rateLimited(addressFailures.state));

  let captchaToken = ctx.captchaToken;
  if (botCheck && (await limits.usernameFailures.reached(userKey)).reached) {
    const verdict = await botCheck.verify(captchaToken, ctx.clientAddress, ctx.log);
    if (verdict !== "passed") {
      return logged(ctx, {
        status: "ERROR",
        reason: "CAPTCHA_REQUIRED",
        message: message("login.ERROR_SECURITY_ERROR"),
        captchaRequired: true,
        setCookies: [],
      });
    }
    // Spent: Turnstile answers a second verification of the same token with "duplicate".
    captchaToken = undefined;
  }

  const { answer, setCookies } = await callMemberApi("/global/login.php", loginPayload(data, ctx.carried, captchaToken), ctx, services);

  let result: FlowResult;
  if (answer.status === "SUCCESS") {
    const redirect = successAddress(answer.redirect, services, (r) => loginSuccessAddress(r, answer.pub, ctx.carried, services.membersUrl));
    result = { status: "SUCCESS", message: message("login.SUCCESS"), redirect, pub: answer.pub, setCookies };
  } else if (answer.reason === "SECURITY_UPGRADE") {
    result = {
      status: "ERROR",
      reason: "SECURITY_UPGRADE",
      message: message("login.SECURITY_UPGRADE"),
      emailAddress: answer.emailAddress,
      setCookies,
    };
  } else if (answer.message && answer.reason !== "UNEXPECTED" && !KNOWN_REASONS.some((r) => r === answer.reason)) {
    // SPEC §4 serverMessage: a message from the member API is shown as it is.
    result = { status: "ERROR", reason: "SERVER_MESSAGE", message: answer.message, setCookies };
  } else {
    result = { status: "ERROR", ...loginReasonMessage(answer.reason), setCookies };
  }

  if (result.reason === "AUTHENTICATION_FAILED") {
    const [, username] = await Promise.all([limits.loginFailures.hit(address), limits.usernameFailures.hit(userKey)]);
    // The attempt that uses up the username's allowance shows the check for the next one.
    if (botCheck && username.state.remaining === 0) result.captchaRequired = true;
  }
  return logged(ctx, result);
}

function logged(ctx: FlowContext, result: FlowResult): FlowResult {
  ctx.log.info({ account: { action: "login", outcome: result.reason ?? "SUCCESS" } }, "login attempt");
  return result;
}
