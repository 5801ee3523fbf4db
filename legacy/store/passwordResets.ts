import { newSecretToken, tokenDigest } from "../security/secretToken.ts";
import type { LegacyDatabase } from "./database.ts";

/** A reset link works once, for one hour. */
const RESET_LIFETIME_MS = 60 * 60 * 1000;

export function createPasswordReset(db: LegacyDatabase, memberId: number, now: number): string {
  const token = newSecretToken();
  db.prepare("INSERT INTO password_resets (token_sha256, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    tokenDigest(token),
    memberId,
    now,
    now + RESET_LIFETIME_MS,
  );
  return token;
}

/** The member a reset token is for, while it is unused and unexpired. */
export function usableResetMember(db: LegacyDatabase, token: string, now: number): number | undefined {
  const row = db.prepare("SELECT member_id FROM password_resets WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?").get(tokenDigest(token), now) as
    { member_id: number } | undefined;
  return row?.member_id;
}

/**
 * Spends a token; true only for the one caller that found it usable, so two submissions of the
 * same link cannot both set a password. Every other open link of the member dies with it.
 */
export function spendPasswordReset(db: LegacyDatabase, token: string, memberId: number, now: number): boolean {
  const { changes } = db
    .prepare("UPDATE password_resets SET used_at = ? WHERE token_sha256 = ? AND member_id = ? AND used_at IS NULL AND expires_at > ?")
    .run(now, tokenDigest(token), memberId, now);
  if (changes !== 1) return false;
  db.prepare("UPDATE password_resets SET used_at = ? WHERE member_id = ? AND used_at IS NULL").run(now, memberId);
  return true;
}
