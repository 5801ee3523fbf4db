import * as z from "zod";
import { passwordsMatch, registerFields, usernameField } from "./fieldRules.ts";
import { requestFields } from "./requestFields.ts";

/**
 * docs/product.md §5 sign-up rules for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts),
 * with what a post may carry besides (requestFields.ts).
 */
export const registerSchema = z.object({ ...registerFields, ...requestFields }).check(passwordsMatch);

export type RegisterInput = z.output<typeof registerSchema>;

/** The username alone, for the availability check: the sign-up field's rule, as a full zod schema. */
export const usernameSchema = usernameField();
