import { usernameSchema } from "../../../views/forms/registerSchema.ts";
import type { Reason } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";
import { usernameCheckPayload } from "./memberApiPayloads.ts";
import { z } from "zod";
import { submitToMemberApi, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";

const input = z.object({ username: usernameSchema });

/** Every reason a username check can answer with; the OpenAPI document lists these for /api/v1/username-availability. */
export const USERNAME_CHECK_REASONS = ["INVALID_INPUT", "USERNAME_TAKEN", "UNEXPECTED"] as const satisfies readonly Reason[];

/** Is a username free? The member API answers ERROR when it is taken (docs/product.md §3). */
export async function usernameFlow(query: unknown, ctx: FlowContext, services: FlowServices): Promise<FlowResult<(typeof USERNAME_CHECK_REASONS)[number]>> {
  // The availability check sends no cookies: it is anonymous and must not touch a session.
  const submission = await submitToMemberApi(
    { schema: input, path: "/checkuserid.php", payloadOf: (data) => usernameCheckPayload(data.username) },
    query,
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
