import * as z from "zod";
import { loginFields } from "./fieldRules.ts";
import { requestFields } from "./requestFields.ts";

/**
 * docs/product.md §5 login rules for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts),
 * with what a post may carry besides (requestFields.ts).
 */
export const loginSchema = z.object({ ...loginFields, ...requestFields });

export type LoginInput = z.output<typeof loginSchema>;
