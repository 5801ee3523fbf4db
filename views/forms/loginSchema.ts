import * as z from "zod";
import { FIELD_LIMITS } from "../../content/accountContract.ts";
import { message } from "../../content/messages.ts";
import { isChecked } from "./fieldErrors.ts";
import { passwordField } from "./fieldRules.ts";

/** SPEC §5 login rules; shared by the server routes and the browser form. */
export const loginSchema = z.object({
  userid: z
    .string({ error: message("validation.login.userid.required") })
    .trim()
    .min(1, message("validation.login.userid.required"))
    .refine((v) => !v.includes("@"), message("validation.login.userid.email"))
    .refine((v) => v.length <= FIELD_LIMITS.userid.max && /^[^\s\u0000-\u001f]+$/.test(v), message("validation.login.userid.invalid")),
  password: passwordField(message("validation.login.password.required"), message("validation.login.password.invalid")),
  rememberme: z.unknown().optional().transform(isChecked),
});

export type LoginInput = z.output<typeof loginSchema>;
