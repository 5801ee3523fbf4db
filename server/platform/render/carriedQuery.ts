import { allowedRedirect, type RedirectPolicy } from "../../../content/redirectRule.ts";
import { PICK_ITEM_TYPES } from "../../../content/memberArea.ts";
import { CARRIED_QUERY_PARAMS, SITEBLOCKS, pageRoutes, type CarriedParam } from "../../../content/routes.ts";
import type { CarriedQuery } from "../../../content/pageShapes.ts";

/** The shape of a cart hash the domain API gives out; anything else is never sent to it. */
export const CART_HASH = /^[a-f0-9]{32}$/;

/**
 * `from` names the service a visitor came from (docs/product.md §2: a call to action sends its page's
 * legacy service code, or siteblocks under that brand). Those codes are the route table's.
 */
const SERVICE_CODES: ReadonlySet<string> = new Set([...pageRoutes.flatMap((route) => (route.serviceCode ? [route.serviceCode] : [])), SITEBLOCKS]);

/** `brand` switches the siteblocks header (docs/product.md §2) and is sent on as brandref; ours is the other. */
const BRANDS: ReadonlySet<string> = new Set([SITEBLOCKS, "braveweb"]);

/** `type` picks the members area's item after login (docs/product.md §4 pick-item) and follows sign-up. */
const ITEM_TYPES: ReadonlySet<string> = new Set(PICK_ITEM_TYPES);

/** A theme's id: a positive number without leading zeros, so one theme has one spelling. */
const TEMPLATE_ID = /^[1-9]\d{0,8}$/;

/** The longest return address carried; the rule itself accepts up to 4096 characters. */
const REDIRECT_TO_MAX = 2048;

/**
 * Whether a value fits its parameter's shape. Each parameter has a finite set or a bounded
 * pattern, so the page cache's keys are the route table times these shapes and nothing a
 * visitor invents (docs/decisions.md, 19); a value outside its shape is dropped, never reflected
 * into the page's links. Sets and anchored patterns without nested quantifiers, not schemas:
 * this runs for every page request, cached ones included, before any render.
 */
function fits(name: CarriedParam, value: string, redirects: RedirectPolicy): boolean {
  switch (name) {
    case "from":
      return SERVICE_CODES.has(value);
    case "brand":
      return BRANDS.has(value);
    case "type":
      return ITEM_TYPES.has(value);
    case "template_id":
      return value.length <= 9 && TEMPLATE_ID.test(value);
    case "cart_hash":
      return value.length === 32 && CART_HASH.test(value);
    case "migrate_user":
      return value === "1";
    case "redirect_to":
      if (value === "" || value.length > REDIRECT_TO_MAX) return false;
      return allowedRedirect(value, redirects) !== null;
  }
}

const NONE: CarriedQuery = Object.freeze({});

/**
 * The carried parameters of a parsed query string, in the table's order, each kept only when
 * it fits its shape. A `redirect_to` the one redirect rule would refuse is dropped here, for every
 * caller alike: it never reaches a link, a cache key, a Location or the member API. `carries`
 * is what the route declares (content/routes.ts CARRIED_SHAPES); the order stays the table's,
 * so one set of values has one spelling in links and cache keys.
 */
export function carriedQuery(query: unknown, redirects: RedirectPolicy, carries: readonly CarriedParam[] = CARRIED_QUERY_PARAMS): CarriedQuery {
  if (carries.length === 0) return NONE;
  const source = (query ?? {}) as Record<string, unknown>;
  const every = carries === CARRIED_QUERY_PARAMS;
  let carried: CarriedQuery | null = null;
  for (const name of CARRIED_QUERY_PARAMS) {
    if (!every && !carries.includes(name)) continue;
    const raw = source[name];
    if (raw === undefined) continue;
    const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof value === "string" && fits(name, value, redirects)) (carried ??= {})[name] = value;
  }
  return carried ?? NONE;
}
