import type { LegacyDatabase } from "../store/database.ts";
import type { Member } from "../store/members.ts";
import { createPasswordReset } from "../store/passwordResets.ts";
import type { OutboxMailer } from "./outboxMailer.ts";

/** Why a member is asked to choose a password: they asked, or their old MD5 hash must go. */
export type ResetReason = "lost-password" | "security-upgrade";

const WORDING: Record<ResetReason, { subject: string; intro: string }> = {
  "lost-password": {
    subject: "Reset your Braveweb password",
    intro: "Someone, hopefully you, asked to reset the password of the Braveweb account",
  },
  "security-upgrade": {
    subject: "Please choose a new Braveweb password",
    intro: "We have upgraded how we protect passwords. Before you log in again, please choose a new password for the Braveweb account",
  },
};

/** The members-area address where a reset token is redeemed. */
function resetLink(membersUrl: string, token: string): string {
  return `${membersUrl}/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Creates a one-hour, single-use reset token for the member and emails them its link. One
 * transaction: a token nobody was sent, or a mail whose token was not kept, is never left behind,
 * and the commit that makes the outbox row visible comes after its .eml file is written.
 * Called from the mail queue (./mailQueue.ts), after the answer of the request that asked.
 */
export function sendPasswordResetMail(
  db: LegacyDatabase,
  mailer: OutboxMailer,
  { member, reason, membersUrl, now }: { member: Member; reason: ResetReason; membersUrl: string; now: number },
): void {
  db.transaction(() => {
    const token = createPasswordReset(db, member.id, now);
    mailer.send({ to: member.email, subject: WORDING[reason].subject, body: resetMailBody(member, reason, membersUrl, token) });
  })();
}

function resetMailBody(member: Member, reason: ResetReason, membersUrl: string, token: string): string {
  const { intro } = WORDING[reason];
  return [
    // By username, which sign-up validates: a full name is free text nobody verified, and in a
    // mail to an address nobody verified either it could speak for us ("Support: call …").
    `Hello ${member.username},`,
    "",
    `${intro} "${member.username}".`,
    "Open this link within one hour to choose the new password. It works once:",
    "",
    resetLink(membersUrl, token),
    "",
    "If you did not ask for this, you can ignore this email and your password stays as it is.",
    "",
    "Braveweb Members",
  ].join("\n");
}
