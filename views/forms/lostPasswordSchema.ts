import { z } from "zod";
import { message } from "../../content/messages.ts";

/** SPEC §5 lost-password rule; shared by the server routes and the browser form. */
export const lostPasswordSchema = z.object({
  email: z
    .string({ error: message("validation.lostpassword.email.required") })
    .trim()
    .min(1, message("validation.lostpassword.email.required"))
    .min(3, message("validation.lostpassword.email.invalid"))
    .max(254, message("validation.lostpassword.email.invalid"))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message("validation.lostpassword.email.invalid")),
});

export type LostPasswordInput = z.output<typeof lostPasswordSchema>;
