import * as z from "zod";
import { FIELD_LIMITS } from "../../content/accountContract.ts";

/** An email address field: its required text when empty, its invalid text otherwise. */
export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(FIELD_LIMITS.email.min, invalid)
    .max(FIELD_LIMITS.email.max, invalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, invalid);
}

/** A password field: required, at least 3 characters (SPEC §5); never trimmed. */
export function passwordField(required: string, invalid: string) {
  return z.string({ error: required }).min(1, required).min(FIELD_LIMITS.password.min, invalid).max(FIELD_LIMITS.password.max, invalid);
}
