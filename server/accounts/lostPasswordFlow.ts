import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { lostPasswordPayload } from "../upstream/payloads.ts";
import { submitToMemberApi, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";
import { loginReasonMessage } from "./loginFlow.ts";

/** SPEC §4: SUCCESS shows the server's message; a known ERROR reason its text; anything else "unexpected". */
export async function lostPasswordFlow(input: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  const submission = await submitToMemberApi(lostPasswordSchema, input, "/global/lostpassword.php", (data) => lostPasswordPayload(data, ctx.carried), ctx, services);
  if (!submission.valid) return submission.result;
  const { answer, setCookies } = submission;

  const result: FlowResult =
    answer.status === "SUCCESS" && answer.message
      ? { status: "SUCCESS", message: answer.message, setCookies }
      : { status: "ERROR", ...loginReasonMessage(answer.status === "SUCCESS" ? undefined : answer.reason), setCookies };
  ctx.log.info({ account: { action: "lostpassword", outcome: result.reason ?? "SUCCESS" } }, "password reset request");
  return result;
}
