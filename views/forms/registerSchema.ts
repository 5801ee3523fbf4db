import * as z from "zod";
import { FIELD_LIMITS, USERNAME_SHAPE } from "../../content/accountContract.ts";
import { message } from "../../content/messages.ts";
import { emailField, passwordField as password } from "./fieldRules.ts";

/** SPEC §5 sign-up rules; shared by the server routes and the browser form. */
export const registerSchema = z
  .object({
    full_name: z
      .string({ error: message("validation.register.full_name.required") })
      .trim()
      .min(1, message("validation.register.full_name.required"))
      .min(FIELD_LIMITS.fullName.min, message("validation.register.full_name.invalid"))
      .max(FIELD_LIMITS.fullName.max, message("validation.register.full_name.invalid")),
    email: emailField(message("validation.register.email.required"), message("validation.register.email.invalid")),
    username: z
      .string({ error: message("validation.register.username.required") })
      .trim()
      .min(1, message("validation.register.username.required"))
      .min(FIELD_LIMITS.username.min, message("validation.register.username.invalid"))
      .max(FIELD_LIMITS.username.max, message("validation.register.username.invalid"))
      .regex(USERNAME_SHAPE, message("validation.register.username.invalid")),
    password: password(message("validation.register.password.required"), message("validation.register.password.invalid")),
    password_validation: password(message("validation.register.password.required"), message("validation.register.password.invalid")),
  })
  .refine((form) => form.password === form.password_validation, {
    path: ["password_validation"],
    message: message("validation.register.password_validation.mismatch"),
  });

export type RegisterInput = z.output<typeof registerSchema>;

/** The username alone, for the availability check. */
export const usernameSchema = registerSchema.shape.username;
