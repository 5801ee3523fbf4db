import type { HashKind, StoredPassword } from "../security/passwordHash.ts";
import type { LegacyDatabase } from "./database.ts";

export interface Member {
  id: number;
  pub: string;
  username: string;
  full_name: string;
  email: string;
  password_hash: string;
  hash_kind: HashKind;
  /** The template chosen before signing up or logging in (docs/product.md §7 template_id); null when none was. */
  template_id: number | null;
}

/** Publisher ids continue the old site's numbering: the first member is 100001. */
const FIRST_PUB = 100_000;

const MEMBER_COLUMNS = "id, pub, username, full_name, email, password_hash, hash_kind, template_id";

/** Usernames and the lockout compare case-insensitively; this is the one place that says how. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** libsql adds a `_metadata` field to single rows; keep rows to the columns asked for. */
function asMember(row: unknown): Member | undefined {
  if (!row) return undefined;
  const { id, pub, username, full_name, email, password_hash, hash_kind, template_id } = row as Member;
  return { id, pub, username, full_name, email, password_hash, hash_kind, template_id: template_id ?? null };
}

export function findMemberByUsername(db: LegacyDatabase, username: string): Member | undefined {
  return asMember(db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE username_key = ?`).get(usernameKey(username)));
}

export function findMembersByEmail(db: LegacyDatabase, email: string): Member[] {
  return db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE email_key = ? ORDER BY id`)
    .all(emailKey(email))
    .map((row) => asMember(row)!);
}

export function findMemberById(db: LegacyDatabase, id: number): Member | undefined {
  return asMember(db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`).get(id));
}

export interface NewMember {
  username: string;
  full_name: string;
  email: string;
  password: StoredPassword;
  template_id?: number | null;
}

export class UsernameTakenError extends Error {
  constructor() {
    super("username taken");
  }
}

/** Inserts a member and gives it the next publisher id; throws UsernameTakenError on a clash of names. */
export function createMember(db: LegacyDatabase, member: NewMember, now: number): Member {
  return db.transaction(() => {
    if (findMemberByUsername(db, member.username)) throw new UsernameTakenError();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO members (username, username_key, full_name, email, email_key, password_hash, hash_kind, template_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.username,
        usernameKey(member.username),
        member.full_name,
        member.email,
        emailKey(member.email),
        member.password.password_hash,
        member.password.hash_kind,
        member.template_id ?? null,
        now,
        now,
      );
    const id = Number(lastInsertRowid);
    db.prepare("UPDATE members SET pub = ? WHERE id = ?").run(String(FIRST_PUB + id), id);
    return findMemberById(db, id)!;
  })();
}

export function setMemberPassword(db: LegacyDatabase, memberId: number, password: StoredPassword, now: number): void {
  db.prepare("UPDATE members SET password_hash = ?, hash_kind = ?, updated_at = ? WHERE id = ?").run(password.password_hash, password.hash_kind, now, memberId);
}

/** A template chosen at a later login replaces the earlier choice: the dashboard shows the latest. */
export function setMemberTemplate(db: LegacyDatabase, memberId: number, templateId: number, now: number): void {
  db.prepare("UPDATE members SET template_id = ?, updated_at = ? WHERE id = ?").run(templateId, now, memberId);
}
