import * as z from "zod";
import { passwordsMatch, registerFields, usernameField } from "./fieldRules.ts";

/** SPEC §5 sign-up rules for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts). */
export const registerSchema = z.object(registerFields).check(passwordsMatch);

export type RegisterInput = z.output<typeof registerSchema>;

/** The username alone, for the availability check: the sign-up field's rule, as a full zod schema. */
export const usernameSchema = usernameField();
