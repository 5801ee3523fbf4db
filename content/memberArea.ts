/**
 * Addresses in the members area that the site sends people to after logging in
 * (docs/product.md §4). The members area itself is another host (MEMBERS_URL).
 */

/** Item types the members area can start a purchase or set-up for (`type` query parameter). */
export const PICK_ITEM_TYPES = ["hosting", "domain", "ssl", "email", "store", "template", "mailinglist"] as const;

export function isPickItemType(type: string | undefined): type is (typeof PICK_ITEM_TYPES)[number] {
  return (PICK_ITEM_TYPES as readonly string[]).includes(type ?? "");
}

/** The pick-item address for a publisher: where a login with a known type lands. */
export function pickItemAddress(membersUrl: string, pub: string, type: string): string {
  return `${membersUrl}/${encodeURIComponent(pub)}/pick-item?pickItem=${encodeURIComponent(type)}`;
}

/** The dashboard of a publisher: where a login from a dialog on a marketing page lands. */
export function dashboardAddress(membersUrl: string, pub: string): string {
  return `${membersUrl}/dashboard?pub=${encodeURIComponent(pub)}`;
}

/** Where the members area's log-out form posts (the members area clears its session there). */
export function logoutAddress(membersUrl: string): string {
  return `${membersUrl}/logout`;
}
