import type { $ZodError } from "zod/v4/core";

import type { FieldErrors } from "../../content/pageShapes.ts";

/** The first message for each field, in the order the schema checks them. */
export function fieldErrorsOf(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A posted checkbox: present with any of the usual "on" values. */
export function isChecked(value: unknown): boolean {
  return value === true || value === "1" || value === "on" || value === "true" || value === 1;
}
