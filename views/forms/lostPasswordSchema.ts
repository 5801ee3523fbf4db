import * as z from "zod";
import { message } from "../../content/messages.ts";
import { emailField } from "./fieldRules.ts";

/** SPEC §5 lost-password rule; shared by the server routes and the browser form. */
export const lostPasswordSchema = z.object({
  email: emailField(message("validation.lostpassword.email.required"), message("validation.lostpassword.email.invalid")),
});

export type LostPasswordInput = z.output<typeof lostPasswordSchema>;
