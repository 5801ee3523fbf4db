import { z } from "zod";
import { FIELD_LIMITS, usernameCharactersAllowed } from "../../content/accountContract.ts";
import { messages } from "../../content/messages.ts";
import { plainPersonName } from "../../content/personName.ts";
import { requiredText } from "./formFields.ts";

/** Names people sign in with, by the limits the site's form checks too. */
export function isUsableUsername(value: string): boolean {
  return value.length >= FIELD_LIMITS.username.min && value.length <= FIELD_LIMITS.username.max && usernameCharactersAllowed(value);
}

/** Plausible, not proven: one @, something on each side, a dot in the domain, no spaces. */
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailField = (required: string, invalid: string) =>
  requiredText(required, invalid)
    .trim()
    .min(1, required)
    .min(FIELD_LIMITS.email.min, invalid)
    .max(FIELD_LIMITS.email.max, invalid)
    .regex(PLAUSIBLE_EMAIL, invalid);

export const passwordField = () =>
  requiredText(messages["validation.register.password.required"], messages["validation.register.password.invalid"])
    .min(1, messages["validation.register.password.required"])
    .min(FIELD_LIMITS.password.min, messages["validation.register.password.invalid"])
    // scrypt takes any length; a bound keeps one request from costing much more than another.
    .max(FIELD_LIMITS.password.max, messages["validation.register.password.invalid"]);

/** The terms box is a hidden field of the form; the catalog has no text for it, so the words are ours. */
export const TERMS_NOT_ACCEPTED = "Please accept the Terms of Service to sign up.";

/** docs/product.md §5, register; fields in the order of the form, so the first problem is the first field's. */
export const signupForm = z
  .object({
    full_name: requiredText(messages["validation.register.full_name.required"], messages["validation.register.full_name.invalid"])
      // Stored on one line (it is in every email to the member), then measured.
      .overwrite(plainPersonName)
      .min(1, messages["validation.register.full_name.required"])
      .min(FIELD_LIMITS.fullName.min, messages["validation.register.full_name.invalid"])
      .max(FIELD_LIMITS.fullName.max, messages["validation.register.full_name.invalid"]),
    email: emailField(messages["validation.register.email.required"], messages["validation.register.email.invalid"]),
    username: requiredText(messages["validation.register.username.required"], messages["validation.register.username.invalid"])
      .min(1, messages["validation.register.username.required"])
      .refine(isUsableUsername, messages["validation.register.username.invalid"]),
    password: passwordField(),
    password_validation: passwordField(),
    tosagree: z.literal("1", { error: TERMS_NOT_ACCEPTED }),
  })
  .refine((form) => form.password === form.password_validation, {
    message: messages["validation.register.password_validation.mismatch"],
    path: ["password_validation"],
  });
