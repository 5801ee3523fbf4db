import { CARRIED_QUERY_PARAMS, type CarriedParam } from "../../content/routes.ts";
import type { CarriedQuery } from "../../content/pageShapes.ts";

const token = (max: number) => new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`);

/**
 * What a carried query parameter may hold. A value outside its shape is dropped rather than
 * reflected into every link of the page (and it keeps the page cache's keys bounded). Plain
 * patterns, not schemas: this runs for every page request, cached ones included.
 */
const carriedShapes: Record<CarriedParam, RegExp> = {
  from: token(40),
  brand: token(40),
  type: token(40),
  cart_hash: token(64),
  template_id: /^\d{1,12}$/,
  migrate_user: /^1$/,
  // A return address for the members area; the upstream decides whether to honour it.
  redirect_to: /^[^\u0000-\u001f\u007f]{1,2048}$/,
};

const NONE: CarriedQuery = Object.freeze({});

/** The carried parameters of a parsed query string, in the table's order. */
export function carriedQuery(query: unknown): CarriedQuery {
  const source = (query ?? {}) as Record<string, unknown>;
  let carried: CarriedQuery | null = null;
  for (const name of CARRIED_QUERY_PARAMS) {
    const raw = source[name];
    if (raw === undefined) continue;
    const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof value === "string" && carriedShapes[name].test(value)) (carried ??= {})[name] = value;
  }
  return carried ?? NONE;
}
