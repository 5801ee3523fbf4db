import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LegacyDatabase } from "../store/database.ts";
import { addToOutbox, type OutboxEmail } from "../store/outbox.ts";
import { formatEml } from "./emlMessage.ts";

const SENDER = "Braveweb Members <no-reply@braveweb.example>";
const MESSAGE_ID_DOMAIN = "legacy.braveweb.example";

interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

export interface OutboxMailer {
  send(email: OutgoingEmail): OutboxEmail & { file: string };
}

/**
 * "Sends" email the way a machine without a mail relay can: a row in the outbox table and an
 * .eml file in `outboxDir`, which any mail client opens. The file name starts with the time
 * and id, so a directory listing is in sending order.
 */
export function createOutboxMailer(db: LegacyDatabase, outboxDir: string, now: () => number): OutboxMailer {
  mkdirSync(outboxDir, { recursive: true });
  return {
    send(email) {
      const createdAt = now();
      const date = new Date(createdAt);
      const row = addToOutbox(db, { to_address: email.to, subject: email.subject, body: email.body, created_at: createdAt });
      const stamp = date
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const file = join(outboxDir, `${stamp}-${String(row.id).padStart(6, "0")}.eml`);
      const eml = formatEml({
        from: SENDER,
        to: email.to,
        subject: email.subject,
        date,
        messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
        body: email.body,
      });
      // "wx": an existing file is never overwritten, whatever happened to the database.
      writeFileSync(file, eml, { encoding: "utf8", flag: "wx" });
      return { ...row, file };
    },
  };
}
