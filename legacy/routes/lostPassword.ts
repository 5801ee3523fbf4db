import type { FastifyInstance } from "fastify";
import type { LegacyContext } from "../legacyContext.ts";
import { refuseWith, succeed, type LegacyAnswer } from "../legacyAnswer.ts";
import { firstProblem, formObject } from "../forms/formFields.ts";
import { lostPasswordForm } from "../forms/lostPasswordForm.ts";
import { sendPasswordResetMail } from "../mail/passwordResetMail.ts";
import { findMembersByEmail } from "../store/members.ts";

/** The same words whether or not an account uses the address: the answer must not tell. */
const LOST_PASSWORD_SENT = "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";

/**
 * POST /global/lostpassword.php — one reset email per account using the address. The answer
 * does the same work for every valid address: who the address belongs to is looked up by the
 * mail queue after the answer has gone (../mail/mailQueue.ts), so neither its words nor its time
 * tell whether an account uses the address.
 */
export function registerLostPassword(app: FastifyInstance, ctx: LegacyContext): void {
  app.post("/global/lostpassword.php", async (req, reply): Promise<LegacyAnswer> => {
    const parsed = lostPasswordForm.safeParse(formObject(req.body));
    if (!parsed.success) {
      const reason = firstProblem(parsed.error);
      req.log.info({ event: "lostpassword", outcome: "INVALID", reason }, "password reset request");
      return refuseWith(reason);
    }
    const { email } = parsed.data;
    // The link's hour starts when it was asked for, however long the queue takes.
    const now = ctx.now();
    ctx.mailQueue.afterAnswer(reply, req.log, () => {
      const members = findMembersByEmail(ctx.db, email);
      for (const member of members) {
        sendPasswordResetMail(ctx.db, ctx.mailer, { member, reason: "lost-password", membersUrl: ctx.membersUrl, now });
      }
      // Written once the emails are, with the request's id; the count is for operators, the
      // address itself stays out of the logs.
      req.log.info({ event: "lostpassword", outcome: "SUCCESS", emailsSent: members.length }, "password reset request");
    });
    return succeed({ message: LOST_PASSWORD_SENT });
  });
}
