import { MEMBER_SESSION_COOKIE } from "../../content/accountContract.ts";
import { newSecretToken, tokenDigest } from "../security/secretToken.ts";
import type { LegacyDatabase } from "./database.ts";
import { findMemberById, type Member } from "./members.ts";

const REMEMBERED_SESSION_MS = MEMBER_SESSION_COOKIE.rememberedSeconds * 1000;
/** Without "remember me" the cookie lives as long as the browser; the row gives up after a day. */
const BROWSER_SESSION_MS = MEMBER_SESSION_COOKIE.browserSessionSeconds * 1000;

/** Starts a session and returns its token, the only copy of which goes into the visitor's cookie. */
export function startSession(db: LegacyDatabase, memberId: number, remember: boolean, now: number): string {
  const token = newSecretToken();
  const lifetime = remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
  db.prepare("INSERT INTO sessions (token_sha256, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    tokenDigest(token),
    memberId,
    now,
    now + lifetime,
  );
  return token;
}

export function sessionMember(db: LegacyDatabase, token: string, now: number): Member | undefined {
  const row = db.prepare("SELECT member_id FROM sessions WHERE token_sha256 = ? AND expires_at > ?").get(tokenDigest(token), now) as
    { member_id: number } | undefined;
  return row ? findMemberById(db, row.member_id) : undefined;
}

export function endSession(db: LegacyDatabase, token: string): void {
  db.prepare("DELETE FROM sessions WHERE token_sha256 = ?").run(tokenDigest(token));
}

/** After a password change every other browser signed in as the member must sign in again. */
export function endAllSessionsOf(db: LegacyDatabase, memberId: number): void {
  db.prepare("DELETE FROM sessions WHERE member_id = ?").run(memberId);
}
