import type Database from "libsql";

/** The member store's connection, as the store's modules and the migrations take it. */
export type LegacyDatabase = Database.Database;
