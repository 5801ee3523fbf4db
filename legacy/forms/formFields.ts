import { z } from "zod";

/**
 * A form field read as the PHP read $_POST: a single string, or nothing. Repeated fields
 * (arrays) and absent ones both count as nothing.
 */
export function textField(body: unknown, name: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** A text field of a form: absent or empty gives `required`, any other problem `invalid`. */
export function requiredText(required: string, invalid: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? required : invalid) });
}

/** The legacy API answers one reason at a time: the first problem, in the order of the form. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid form";
}

/** The form body as an object zod can read, whatever (if anything) the client sent. */
export function formObject(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}
