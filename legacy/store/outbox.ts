import type { LegacyDatabase } from "./database.ts";

/** An email the local member API "sent": kept as a row, and as an .eml file beside the database. */
export interface OutboxEmail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: number;
}

export function addToOutbox(db: LegacyDatabase, email: Omit<OutboxEmail, "id">): OutboxEmail {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?)")
    .run(email.to_address, email.subject, email.body, email.created_at);
  return { id: Number(lastInsertRowid), ...email };
}

/** Every email sent so far, oldest first: what tests and the operator's curiosity read. */
export function listOutbox(db: LegacyDatabase): OutboxEmail[] {
  return (db.prepare("SELECT id, to_address, subject, body, created_at FROM outbox ORDER BY id").all() as OutboxEmail[]).map(
    ({ id, to_address, subject, body, created_at }) => ({ id, to_address, subject, body, created_at }),
  );
}
