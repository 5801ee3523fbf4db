import { z } from "zod";

/**
 * A body or query string of named fields, for routes read through the zod type provider. Each
 * account flow's own schema then judges the fields, with a message per field; anything that is
 * not a set of named fields (a JSON array, a number) is a 400 before it reaches one.
 */
export const namedFields = z.record(z.string(), z.unknown());
