import { dashboardAddress, isPickItemType, pickItemAddress } from "../../content/memberArea.ts";
import type { CarriedQuery } from "../../views/pageContext.ts";

/** Adds query parameters to an absolute or root-relative address, keeping what it had. */
export function withQuery(address: string, params: Record<string, string | undefined>): string {
  const url = new URL(address, "http://relative.invalid");
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.origin === "http://relative.invalid" ? url.pathname + url.search + url.hash : url.toString();
}

/** An address on the site's own origin becomes root-relative, so it works whatever host name the visitor used. */
export function relativeToSite(address: string, publicUrl: string): string {
  const url = new URL(address, publicUrl);
  return url.origin === new URL(publicUrl).origin ? url.pathname + url.search + url.hash : url.toString();
}

/** Only web addresses and root-relative paths are followed; anything else is not a redirect. */
export function isSafeRedirect(address: string): boolean {
  if (address.startsWith("/")) return !address.startsWith("//") && !address.startsWith("/\\");
  try {
    return ["http:", "https:"].includes(new URL(address).protocol);
  } catch {
    return false;
  }
}

/**
 * Where a SUCCESS sends the visitor: the member API's redirect (the members area when it gave
 * none) put through the flow's SPEC §4 rule, made root-relative when it is on this site.
 * Null when the API's redirect is not a web address, which the flows treat as UNEXPECTED.
 */
export function successAddress(
  redirect: string | undefined,
  site: { membersUrl: string; publicUrl: string },
  rule: (redirect: string) => string,
): string | null {
  const address = redirect ?? site.membersUrl;
  return isSafeRedirect(address) ? relativeToSite(rule(address), site.publicUrl) : null;
}

/**
 * SPEC §4, login SUCCESS: with a known type, the pick-item address built with pub;
 * otherwise the returned redirect with braveui=1 and template_id when present.
 */
export function loginSuccessAddress(redirect: string, pub: string | undefined, carried: CarriedQuery, membersUrl: string): string {
  if (pub && isPickItemType(carried.type)) return pickItemAddress(membersUrl, pub, carried.type);
  return withQuery(redirect, { braveui: "1", template_id: carried.template_id });
}

/** SPEC §4, register SUCCESS: the returned redirect with braveui=1, template_id and type when present. */
export function registerSuccessAddress(redirect: string, carried: CarriedQuery): string {
  return withQuery(redirect, { braveui: "1", template_id: carried.template_id, type: carried.type });
}

/** SPEC §4: a dialog login on the home and service pages goes to the dashboard built from pub. */
export function dialogLoginAddress(pub: string, membersUrl: string): string {
  return dashboardAddress(membersUrl, pub);
}
