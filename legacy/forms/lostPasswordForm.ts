import { z } from "zod";
import { messages } from "../../content/messages.ts";
import { emailField } from "./signupForm.ts";

/** docs/product.md §5, lost password: email required, at least 3 characters (and shaped like an address). */
export const lostPasswordForm = z.object({
  email: emailField(messages["validation.lostpassword.email.required"], messages["validation.lostpassword.email.invalid"]),
});
