import { hashPassword, legacyMd5Hash, type StoredPassword } from "../security/passwordHash.ts";
import type { LegacyDatabase } from "./database.ts";
import { createMember, findMemberByUsername } from "./members.ts";

/** Members every fresh data directory has, so the site can be tried at once (README lists them). */
const DEMO_MEMBERS = [
  { username: "demo", password: "demo-pass-2026", full_name: "Demo Member", email: "demo@braveweb.example", hash: "scrypt" },
  // Kept as the old PHP site kept passwords (unsalted MD5): logging in shows SECURITY_UPGRADE.
  { username: "oldtimer", password: "oldtimer-pass", full_name: "Old Timer", email: "oldtimer@braveweb.example", hash: "legacy-md5" },
] as const;

/** Adds the demo members that are missing; one already there is left as it is (its password may have changed). */
export async function seedDemoMembers(db: LegacyDatabase, now: number): Promise<void> {
  for (const demo of DEMO_MEMBERS) {
    if (findMemberByUsername(db, demo.username)) continue;
    const password: StoredPassword = demo.hash === "scrypt" ? await hashPassword(demo.password) : legacyMd5Hash(demo.password);
    createMember(db, { username: demo.username, full_name: demo.full_name, email: demo.email, password }, now);
  }
}
