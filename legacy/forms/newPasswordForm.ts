import { z } from "zod";
import { messages } from "../../content/messages.ts";
import { passwordField } from "./signupForm.ts";

/** The members-area form that redeems a reset link: the same password rules as sign-up. */
export const newPasswordForm = z
  .object({
    password: passwordField(),
    password_validation: passwordField(),
  })
  .refine((form) => form.password === form.password_validation, {
    message: messages["validation.register.password_validation.mismatch"],
    path: ["password_validation"],
  });
