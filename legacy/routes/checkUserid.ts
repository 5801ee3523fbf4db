import type { FastifyInstance } from "fastify";
import { refuse, succeed, type LegacyAnswer } from "../legacyAnswer.ts";
import type { LegacyContext } from "../legacyContext.ts";
import { textField } from "../forms/formFields.ts";
import { isUsableUsername } from "../forms/signupForm.ts";
import { findMemberByUsername } from "../store/members.ts";

/** POST /checkuserid.php — SUCCESS when the name could be signed up with, ERROR otherwise. */
export function registerCheckUserid(app: FastifyInstance, ctx: LegacyContext): void {
  app.post("/checkuserid.php", async (req): Promise<LegacyAnswer> => {
    const userid = textField(req.body, "userid") ?? "";
    if (!isUsableUsername(userid) || findMemberByUsername(ctx.db, userid)) return refuse();
    return succeed();
  });
}
