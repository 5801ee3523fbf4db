import type { FastifyInstance } from "fastify";
import type { LegacyContext } from "../legacyContext.ts";
import { refuseWith, succeed, type LegacyAnswer } from "../legacyAnswer.ts";
import { firstProblem, formObject } from "../forms/formFields.ts";
import { lostPasswordForm } from "../forms/lostPasswordForm.ts";
import { sendPasswordResetMail } from "../mail/passwordResetMail.ts";
import { findMembersByEmail } from "../store/members.ts";

/** The same words whether or not an account uses the address: the answer must not tell. */
const LOST_PASSWORD_SENT = "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";

/** POST /global/lostpassword.php — one reset email per account using the address. */
export function registerLostPassword(app: FastifyInstance, ctx: LegacyContext): void {
  app.post("/global/lostpassword.php", async (req): Promise<LegacyAnswer> => {
    const parsed = lostPasswordForm.safeParse(formObject(req.body));
    if (!parsed.success) {
      const reason = firstProblem(parsed.error);
      req.log.info({ event: "lostpassword", outcome: "INVALID", reason }, "password reset request");
      return refuseWith(reason);
    }
    const members = findMembersByEmail(ctx.db, parsed.data.email);
    const now = ctx.now();
    for (const member of members) {
      sendPasswordResetMail(ctx.db, ctx.mailer, { member, reason: "lost-password", membersUrl: ctx.membersUrl, now });
    }
    // The count is for operators; the address itself stays out of the logs.
    req.log.info({ event: "lostpassword", outcome: "SUCCESS", emailsSent: members.length }, "password reset request");
    return succeed({ message: LOST_PASSWORD_SENT });
  });
}
