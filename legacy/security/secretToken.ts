import { createHash, randomBytes } from "node:crypto";

/**
 * Session and reset tokens: 32 random bytes handed to the visitor once, base64url so they fit
 * a cookie and a URL unchanged. Only their SHA-256 is stored, so a copy of the database opens
 * no session and resets no password.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** 32 bytes in base64url without padding are exactly 43 characters of its alphabet. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

export function looksLikeSecretToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}

export function tokenDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
