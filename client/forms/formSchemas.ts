import "./zodWithoutEval.ts";
import * as z from "zod/mini";
import { loginFields, lostPasswordFields, passwordsMatch, registerFields } from "../../views/forms/fieldRules.ts";

/**
 * The account forms' rules in the browser: the server's fields (views/forms/fieldRules.ts) in
 * zod/mini objects, so the page does not load full zod for them.
 */
export const FORM_SCHEMAS = {
  login: z.object(loginFields),
  register: z.object(registerFields).check(passwordsMatch),
  lostpassword: z.object(lostPasswordFields),
} as const;

/** The username alone, for the availability check (the same rule as the server's usernameSchema). */
export const usernameSchema = registerFields.username;
