import type { Reason } from "../../../content/accountContract.ts";
import { message, type PlainKey } from "../../../content/messages.ts";
import { loginSchema } from "../../../views/forms/loginSchema.ts";
import { loginPayload } from "./memberApiPayloads.ts";
import { admitLogin, GATE_REASONS } from "./loginGate.ts";
import type { UpstreamCall } from "./memberApiClient.ts";
import type { UpstreamAnswer } from "./normalizeAnswer.ts";
import { callMemberApi, validate, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { loginSuccessAddress, successAddress } from "../../shared/successAddress.ts";

const KNOWN_REASONS = ["AUTHENTICATION_FAILED", "COOKIES_REQUIRED", "ACCOUNT_LOCKED"] as const;

/**
 * Every reason a login can answer with: refused input, the gate's refusals, and the member API's
 * answers as docs/product.md §4 and §8 read them. The OpenAPI document lists these for /api/v1/login
 * (server/features/accounts/accountEndpoints.ts), and the flow cannot give another.
 */
export const LOGIN_REASONS = [
  "INVALID_INPUT",
  ...GATE_REASONS,
  ...KNOWN_REASONS,
  "SECURITY_UPGRADE",
  "SERVER_MESSAGE",
  "UNEXPECTED",
] as const satisfies readonly Reason[];
type LoginResult = FlowResult<(typeof LOGIN_REASONS)[number]>;

/**
 * The member API's answers that show it counted no failed login (legacy/routes/login.ts, the
 * stand-in for the PHP host): COOKIES_REQUIRED and ACCOUNT_LOCKED come before any password is
 * checked, SECURITY_UPGRADE and SUCCESS after the right one, which clears the count. Anything
 * else (a wrong password, a timeout, a reset, an answer nobody can read, a message of its own)
 * may have been counted there, so it is counted here too (docs/decisions.md, 23).
 */
const UNCOUNTED_REASONS: ReadonlySet<string | undefined> = new Set(["SECURITY_UPGRADE", "COOKIES_REQUIRED", "ACCOUNT_LOCKED"]);

function countedNoFailure(answer: UpstreamAnswer): boolean {
  return answer.status === "SUCCESS" || (answer.status === "ERROR" && UNCOUNTED_REASONS.has(answer.reason));
}

/** The docs/product.md §8 text for a login ERROR reason; anything unknown is "unexpected". */
function loginReasonMessage(reason: string | undefined): { reason: (typeof KNOWN_REASONS)[number] | "UNEXPECTED"; message: string } {
  const known = KNOWN_REASONS.find((r) => r === reason);
  if (known) return { reason: known, message: message(`login.ERROR_${known}` as PlainKey) };
  return { reason: "UNEXPECTED", message: message("login.ERROR_UNEXPECTED") };
}

/**
 * Login (docs/product.md §4), behind the site's gate (server/features/accounts/loginGate.ts, docs/decisions.md, 13):
 * the failure budgets are reserved before the member API is called and given back only when the
 * member API answered that it counted no failure, so no stranger, however many requests they send at once, reaches the
 * member API's lock (docs/product.md §8 ACCOUNT_LOCKED) on someone else's account. A successful login
 * gives the browser a device cookie for the username, which lets it past the strangers' budgets
 * next time.
 */
export async function loginFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<LoginResult> {
  const validation = validate(loginSchema, input);
  if (!validation.valid) return validation.result;
  const { data } = validation;

  const gate = await admitLogin(data.userid, ctx, services);
  if (!gate.admitted) return logged(ctx, gate.refusal, "unknown");
  const { admission } = gate;

  let result: LoginResult | undefined;
  let uncounted = false;
  try {
    const captchaToken = admission.tokenSpent ? undefined : ctx.captchaToken;
    const { answer, setCookies } = await callMemberApi("/global/login.php", loginPayload(data, ctx.carried, captchaToken), ctx, services);
    uncounted = countedNoFailure(answer);
    result = resultOf(answer, setCookies, ctx, services);
  } finally {
    // Whatever happened, the slots are settled: a throw keeps them, as the member API may have counted the attempt.
    const { checkNext } = await admission.settle(uncounted);
    // The attempt that uses up the strangers' allowance shows the check for the next one.
    if (result && checkNext) result.captchaRequired = true;
  }
  if (result.status === "SUCCESS") result.setCookies = [...result.setCookies, services.devices.issue(ctx.deviceCookie, data.userid)];
  return logged(ctx, result, admission.device);
}

function resultOf(answer: UpstreamCall["answer"], setCookies: string[], ctx: FlowContext, services: FlowServices): LoginResult {
  if (answer.status === "SUCCESS") {
    const redirect = successAddress(answer.redirect, services, (r) => loginSuccessAddress(r, answer.pub, ctx.carried, services.membersUrl));
    return { status: "SUCCESS", message: message("login.SUCCESS"), redirect, pub: answer.pub, setCookies };
  }
  if (answer.reason === "SECURITY_UPGRADE") {
    return { status: "ERROR", reason: "SECURITY_UPGRADE", message: message("login.SECURITY_UPGRADE"), emailAddress: answer.emailAddress, setCookies };
  }
  if (answer.message && answer.reason !== "UNEXPECTED" && !KNOWN_REASONS.some((r) => r === answer.reason)) {
    // docs/product.md §4 serverMessage: a message from the member API is shown as it is.
    return { status: "ERROR", reason: "SERVER_MESSAGE", message: answer.message, setCookies };
  }
  return { status: "ERROR", ...loginReasonMessage(answer.reason), setCookies };
}

function logged<R extends LoginResult>(ctx: FlowContext, result: R, device: "known" | "unknown"): R {
  ctx.log.info({ account: { action: "login", outcome: result.reason ?? "SUCCESS", device } }, "login attempt");
  return result;
}
