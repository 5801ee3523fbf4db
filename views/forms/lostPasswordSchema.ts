import * as z from "zod";
import { lostPasswordFields } from "./fieldRules.ts";
import { requestFields } from "./requestFields.ts";

/**
 * docs/product.md §5 lost-password rule for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts),
 * with what a post may carry besides (requestFields.ts).
 */
export const lostPasswordSchema = z.object({ ...lostPasswordFields, ...requestFields });

export type LostPasswordInput = z.output<typeof lostPasswordSchema>;
