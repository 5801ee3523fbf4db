import * as z from "zod";

/** An email address field: its required text when empty, its invalid text otherwise. */
export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(3, invalid)
    .max(254, invalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, invalid);
}

/** A password field: required, at least 3 characters (SPEC §5); never trimmed. */
export function passwordField(required: string, invalid: string) {
  return z.string({ error: required }).min(1, required).min(3, invalid).max(512, invalid);
}
