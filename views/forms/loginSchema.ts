import * as z from "zod";
import { loginFields } from "./fieldRules.ts";

/** SPEC §5 login rules for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts). */
export const loginSchema = z.object(loginFields);

export type LoginInput = z.output<typeof loginSchema>;
