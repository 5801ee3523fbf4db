import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import { usernameSchema } from "../../views/forms/registerSchema.ts";
import { message } from "../../content/messages.ts";
import { usernameCheckPayload } from "../upstream/payloads.ts";
import { z } from "zod";
import { invalidInput, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";

const input = z.object({ username: usernameSchema });

/** Is a username free? The member API answers ERROR when it is taken (SPEC §3). */
export async function usernameFlow(query: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  const parsed = input.safeParse(query);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  const { answer } = await services.upstream.post("/checkuserid.php", usernameCheckPayload(parsed.data.username), {
    requestId: ctx.requestId,
    log: ctx.log,
  });
  if (answer.status === "SUCCESS") return { status: "SUCCESS", setCookies: [] };
  if (answer.reason === "UNEXPECTED") {
    return { status: "ERROR", reason: "UNEXPECTED", message: message("register.ERROR_DEFAULT"), setCookies: [] };
  }
  const text = message("register.ERROR_USERNAME_TAKEN");
  return { status: "ERROR", reason: "USERNAME_TAKEN", message: text, fieldErrors: { username: text }, setCookies: [] };
}
