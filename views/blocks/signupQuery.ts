import { SITEBLOCKS } from "../../content/routes.ts";
import { usePage } from "../pageContext.ts";

/**
 * docs/product.md §2: a sign-up call to action carries from={the page's legacy service code}, or
 * from=siteblocks under siteblocks branding; the home page has no code.
 */
export function useSignupQuery(): { from?: string } {
  const { route, siteblocks } = usePage();
  if (siteblocks) return { from: SITEBLOCKS };
  return route?.serviceCode ? { from: route.serviceCode } : {};
}
