import { usernameSchema } from "../../views/forms/registerSchema.ts";
import { message } from "../../content/messages.ts";
import { usernameCheckPayload } from "../upstream/payloads.ts";
import { z } from "zod";
import { submitToMemberApi, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";

const input = z.object({ username: usernameSchema });

/** Is a username free? The member API answers ERROR when it is taken (SPEC §3). */
export async function usernameFlow(query: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult> {
  // The availability check sends no cookies: it is anonymous and must not touch a session.
  const submission = await submitToMemberApi(
    input,
    query,
    "/checkuserid.php",
    (data) => usernameCheckPayload(data.username),
    { ...ctx, cookie: undefined },
    services,
  );
  if (!submission.valid) return submission.result;
  const { answer } = submission;
  if (answer.status === "SUCCESS") return { status: "SUCCESS", setCookies: [] };
  if (answer.reason === "UNEXPECTED") {
    return { status: "ERROR", reason: "UNEXPECTED", message: message("register.ERROR_DEFAULT"), setCookies: [] };
  }
  const text = message("register.ERROR_USERNAME_TAKEN");
  return { status: "ERROR", reason: "USERNAME_TAKEN", message: text, fieldErrors: { username: text }, setCookies: [] };
}
