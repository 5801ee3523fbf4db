import { isPickItemType, pickItemAddress } from "../../content/memberArea.ts";
import { allowedLocation, allowedRedirect, type RedirectPolicy } from "../../content/redirectRule.ts";
import type { CarriedQuery } from "../../content/pageShapes.ts";

/** Adds query parameters to an absolute or root-relative address, keeping what it had. */
export function withQuery(address: string, params: Record<string, string | undefined>): string {
  const url = new URL(address, "http://relative.invalid");
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.origin === "http://relative.invalid" ? url.pathname + url.search + url.hash : url.toString();
}

/**
 * Where a SUCCESS sends the visitor: the member API's redirect put through the one redirect
 * rule (the members area when it gave none, or one the rule refuses), then through the flow's
 * docs/product.md §4 rule, made root-relative when it is on this site.
 */
export function successAddress(
  redirect: string | undefined,
  site: { membersUrl: string; publicUrl: string; redirects: RedirectPolicy },
  rule: (redirect: string) => string,
): string {
  const allowed = (redirect === undefined ? null : allowedRedirect(redirect, site.redirects)) ?? site.membersUrl;
  // The flow's rule only adds query parameters, but what leaves here is judged once more, and
  // written as a Location by the same rule.
  return allowedLocation(rule(allowed), site.redirects) ?? allowedLocation(site.membersUrl, site.redirects) ?? "/";
}

/**
 * docs/product.md §4, login SUCCESS: with a known type, the pick-item address built with pub;
 * otherwise the returned redirect with braveui=1 and template_id when present.
 */
export function loginSuccessAddress(redirect: string, pub: string | undefined, carried: CarriedQuery, membersUrl: string): string {
  if (pub && isPickItemType(carried.type)) return pickItemAddress(membersUrl, pub, carried.type);
  return withQuery(redirect, { braveui: "1", template_id: carried.template_id });
}

/** docs/product.md §4, register SUCCESS: the returned redirect with braveui=1, template_id and type when present. */
export function registerSuccessAddress(redirect: string, carried: CarriedQuery): string {
  return withQuery(redirect, { braveui: "1", template_id: carried.template_id, type: carried.type });
}
