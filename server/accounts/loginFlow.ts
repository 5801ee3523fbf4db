import { message, type MessageKey } from "../../content/messages.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { loginPayload } from "../upstream/payloads.ts";
import { submitToMemberApi, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { loginSuccessAddress, successAddress } from "./successAddress.ts";

const KNOWN_REASONS = ["AUTHENTICATION_FAILED", "COOKIES_REQUIRED", "ACCOUNT_LOCKED"] as const;

/** The SPEC §8 text for a login or lost-password ERROR reason; anything unknown is "unexpected". */
export function loginReasonMessage(reason: string | undefined): { reason: string; message: string } {
  const known = KNOWN_REASONS.find((r) => r === reason);
  if (known) return { reason: known, message: message(`login.ERROR_${known}` as MessageKey) };
  return { reason: "UNEXPECTED", message: message("login.ERROR_UNEXPECTED") };
}

export async function loginFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  const submission = await submitToMemberApi(loginSchema, input, "/global/login.php", (data) => loginPayload(data, ctx.carried, ctx.captchaToken), ctx, services);
  if (!submission.valid) return submission.result;
  const { answer, setCookies } = submission;

  let result: FlowResult;
  if (answer.status === "SUCCESS") {
    const redirect = successAddress(answer.redirect, services, (r) => loginSuccessAddress(r, answer.pub, ctx.carried, services.membersUrl));
    result = redirect
      ? { status: "SUCCESS", message: message("login.SUCCESS"), redirect, pub: answer.pub, setCookies }
      : { status: "ERROR", reason: "UNEXPECTED", message: message("login.ERROR_UNEXPECTED"), setCookies: [] };
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
    result = { status: "ERROR", reason: answer.reason ?? "SERVER_MESSAGE", message: answer.message, setCookies };
  } else {
    result = { status: "ERROR", ...loginReasonMessage(answer.reason), setCookies };
  }
  ctx.log.info({ account: { action: "login", outcome: result.reason ?? "SUCCESS" } }, "login attempt");
  return result;
}
