import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import type { LegacyDatabase } from "./legacyDatabase.ts";
import { applyMigrations } from "./migrations.ts";

export type { LegacyDatabase };

/** Opens (creating if needed) `${dataDir}/legacy.sqlite` and migrates it to the current schema. */
export function openLegacyDatabase(dataDir: string, now: number): LegacyDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "legacy.sqlite"));
  // WAL lets the members pages read while a login writes; foreign keys are off by default in SQLite.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  try {
    applyMigrations(db, now);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
