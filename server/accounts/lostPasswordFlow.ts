import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { lostPasswordPayload } from "../upstream/payloads.ts";
import { invalidInput, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { loginReasonMessage } from "./loginFlow.ts";

/** SPEC §4: SUCCESS shows the server's message; a known ERROR reason its text; anything else "unexpected". */
export async function lostPasswordFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  const parsed = lostPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));

  const { answer, setCookies } = await services.upstream.post("/global/lostpassword.php", lostPasswordPayload(parsed.data, ctx.carried), {
    cookie: ctx.cookie,
    requestId: ctx.requestId,
    log: ctx.log,
  });

  const result: FlowResult =
    answer.status === "SUCCESS" && answer.message
      ? { status: "SUCCESS", message: answer.message, setCookies }
      : { status: "ERROR", ...loginReasonMessage(answer.status === "SUCCESS" ? undefined : answer.reason), setCookies };
  ctx.log.info({ account: { action: "lostpassword", outcome: result.reason ?? "SUCCESS" } }, "password reset request");
  return result;
}
