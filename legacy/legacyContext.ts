import type { MailQueue } from "./mail/mailQueue.ts";
import type { OutboxMailer } from "./mail/outboxMailer.ts";
import type { LegacyDatabase } from "./store/database.ts";

/** What every route of the local member API works with, made once in buildLegacyApp. */
export interface LegacyContext {
  db: LegacyDatabase;
  /** Writes an email now; routes hand their sending to `mailQueue` instead, so it happens after the answer. */
  mailer: OutboxMailer;
  mailQueue: MailQueue;
  now: () => number;
  /** Absolute members-area URL as the visitor's browser reaches it, without a trailing slash. */
  membersUrl: string;
  /** Its path ("/members"), where this app serves the members pages. Empty when it is the root. */
  membersPath: string;
  /** Base URL under which browsers reach the asset host (absolute, or root-relative by default), without a trailing slash. */
  assetsUrl: string;
  /** The session cookie is Secure when the members area is reached over HTTPS. */
  secureCookies: boolean;
  turnstile: { secret: string; verifyUrl?: string } | undefined;
}
