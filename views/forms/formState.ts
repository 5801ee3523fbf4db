import type { FieldErrors } from "./fieldErrors.ts";

/** An account form as the server renders it: fresh, or after a failed post. */
export interface FormState {
  csrfToken: string;
  /** What the visitor typed, to fill the fields again (never a password). */
  values: Readonly<Record<string, string>>;
  fieldErrors: FieldErrors;
  alert?: { tone: "error" | "success"; text: string; /** Already sanitized markup (SPEC §8 serverMessage). */ html?: string };
  /** A field's live state beyond its error: its availability is being checked. */
  fieldStatus?: Partial<Record<string, "pending">>;
  captchaRequired?: boolean;
}

export function freshForm(csrfToken: string): FormState {
  return { csrfToken, values: {}, fieldErrors: {} };
}
