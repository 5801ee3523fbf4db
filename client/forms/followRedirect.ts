import { allowedRedirect } from "../../content/redirectRule.ts";
import type { AccountSettings } from "../../content/pageShapes.ts";

/**
 * Sends the browser where an account answer says, through the same redirect rule as the
 * server's: this site or an allowed host, else the members area.
 */
export function followRedirect(target: string | undefined, settings: AccountSettings): void {
  const policy = { siteOrigin: window.location.origin, allowedHosts: settings.redirectHosts };
  const address = (target === undefined ? null : allowedRedirect(target, policy)) ?? allowedRedirect(settings.membersUrl, policy) ?? "/";
  window.location.assign(address);
}
