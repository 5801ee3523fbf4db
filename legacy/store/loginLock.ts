import type { LegacyDatabase } from "./database.ts";

/** docs/product.md §9: the account lock lasts 15 minutes; 5 failures inside the same span set it. */
const LOCK_MS = 15 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FAILURES_BEFORE_LOCK = 5;

/**
 * The lockout of login attempts, per lower-cased userid as typed. It applies to names no
 * member has too, so that being locked (or not) says nothing about which usernames exist.
 */
export function isLocked(db: LegacyDatabase, userKey: string, now: number): boolean {
  const row = db.prepare("SELECT locked_until FROM login_locks WHERE userid_key = ?").get(userKey) as { locked_until: number } | undefined;
  if (!row) return false;
  if (row.locked_until > now) return true;
  db.prepare("DELETE FROM login_locks WHERE userid_key = ?").run(userKey);
  return false;
}

/**
 * Counts a failed attempt; the one that makes FAILURES_BEFORE_LOCK within the window sets the
 * lock and wipes the count, so that after the lock the count starts over. Returns whether the
 * name is now locked.
 */
export function recordFailure(db: LegacyDatabase, userKey: string, now: number): boolean {
  return db.transaction(() => {
    // Old failures of every name go, so attempts at random names cannot grow the table for ever.
    db.prepare("DELETE FROM login_failures WHERE failed_at <= ?").run(now - FAILURE_WINDOW_MS);
    db.prepare("DELETE FROM login_locks WHERE locked_until <= ?").run(now);
    db.prepare("INSERT INTO login_failures (userid_key, failed_at) VALUES (?, ?)").run(userKey, now);
    const { failures } = db.prepare("SELECT count(*) AS failures FROM login_failures WHERE userid_key = ?").get(userKey) as {
      failures: number;
    };
    if (failures < FAILURES_BEFORE_LOCK) return false;
    db.prepare("INSERT OR REPLACE INTO login_locks (userid_key, locked_until) VALUES (?, ?)").run(userKey, now + LOCK_MS);
    db.prepare("DELETE FROM login_failures WHERE userid_key = ?").run(userKey);
    return true;
  })();
}

/** A successful login, or a new password, forgives the failures so far. */
export function clearFailures(db: LegacyDatabase, userKey: string): void {
  db.prepare("DELETE FROM login_failures WHERE userid_key = ?").run(userKey);
  db.prepare("DELETE FROM login_locks WHERE userid_key = ?").run(userKey);
}
