import * as z from "zod";
import { lostPasswordFields } from "./fieldRules.ts";

/** SPEC §5 lost-password rule for the server routes and the OpenAPI document (the browser: client/forms/formSchemas.ts). */
export const lostPasswordSchema = z.object(lostPasswordFields);

export type LostPasswordInput = z.output<typeof lostPasswordSchema>;
