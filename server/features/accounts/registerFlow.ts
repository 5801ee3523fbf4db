import type { Reason } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";
import { registerSchema } from "../../../views/forms/registerSchema.ts";
import { registerPayload } from "./memberApiPayloads.ts";
import { submitToMemberApi, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { registerSuccessAddress, successAddress } from "../../shared/successAddress.ts";

/** Every reason a sign-up can answer with; the OpenAPI document lists these for /api/v1/register. */
export const REGISTER_REASONS = ["INVALID_INPUT", "USERNAME_TAKEN", "CAPTCHA_REQUIRED", "REJECTED", "UNEXPECTED"] as const satisfies readonly Reason[];
type RegisterResult = FlowResult<(typeof REGISTER_REASONS)[number]>;

/**
 * Sign-up. The member API answers ERROR with a human reason (docs/product.md §8): it is shown as it is,
 * mapped to a stable code for integrators, and to the username field when it is about it.
 */
export async function registerFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<RegisterResult> {
  const submission = await submitToMemberApi(
    { schema: registerSchema, path: "/signup/signup.php", payloadOf: (data) => registerPayload(data, ctx.carried, ctx.captchaToken) },
    input,
    ctx,
    services,
  );
  if (!submission.valid) return submission.result;
  const { answer, setCookies } = submission;

  let result: RegisterResult;
  if (answer.status === "SUCCESS") {
    const redirect = successAddress(answer.redirect, services, (r) => registerSuccessAddress(r, ctx.carried));
    // A new member is signed in by the sign-up: this browser is theirs for the gate (loginGate.ts).
    result = { status: "SUCCESS", redirect, pub: answer.pub, setCookies: [...setCookies, services.devices.issue(ctx.deviceCookie, submission.data.username)] };
  } else if (answer.reason === message("register.ERROR_USERNAME_TAKEN")) {
    const text = message("register.ERROR_USERNAME_TAKEN");
    result = { status: "ERROR", reason: "USERNAME_TAKEN", message: text, fieldErrors: { username: text }, setCookies };
  } else if (answer.reason === message("register.ERROR_CAPTCHA_REQUIRED")) {
    result = { status: "ERROR", reason: "CAPTCHA_REQUIRED", message: answer.reason, captchaRequired: true, setCookies };
  } else if (answer.reason && answer.reason !== "UNEXPECTED") {
    result = { status: "ERROR", reason: "REJECTED", message: answer.reason, setCookies };
  } else {
    result = { status: "ERROR", reason: "UNEXPECTED", message: message("register.ERROR_DEFAULT"), setCookies };
  }
  ctx.log.info({ account: { action: "register", outcome: result.reason ?? "SUCCESS" } }, "sign-up attempt");
  return result;
}
