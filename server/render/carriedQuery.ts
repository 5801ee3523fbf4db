import { z } from "zod";
import { CARRIED_QUERY_PARAMS, type CarriedParam } from "../../content/routes.ts";
import type { CarriedQuery } from "../../content/pageShapes.ts";

const token = (max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`));

/**
 * What a carried query parameter may hold. A value outside its shape is dropped rather than
 * reflected into every link of the page (and it keeps the page cache's keys bounded).
 */
const carriedShapes: Record<CarriedParam, z.ZodType<string>> = {
  from: token(40),
  brand: token(40),
  type: token(40),
  cart_hash: token(64),
  template_id: z.string().regex(/^\d{1,12}$/),
  migrate_user: z.literal("1"),
  // A return address for the members area; the upstream decides whether to honour it.
  redirect_to: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
};

/** The carried parameters of a parsed query string, in the table's order. */
export function carriedQuery(query: unknown): CarriedQuery {
  const source = (query ?? {}) as Record<string, unknown>;
  const carried: CarriedQuery = {};
  for (const name of CARRIED_QUERY_PARAMS) {
    const raw = source[name];
    const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    const parsed = carriedShapes[name].safeParse(value);
    if (parsed.success) carried[name] = parsed.data;
  }
  return carried;
}
