import type { FeatureIconName } from "./marketing.ts";
import type { PageRouteName } from "./routes.ts";

/** A service page told in one line, with its icon: the home page's service tiles and the header's tools menu. */
export interface ServiceBlurb {
  icon: FeatureIconName;
  text: string;
}

/**
 * Each service page's icon and one line, in one place. The lines say what the service is with
 * The specification's facts only (over 40 payment options, 5 years of statistics).
 */
export const serviceBlurbs = {
  sitebuilder: { icon: "layout", text: "Drag-and-drop pages, themes and an AI writer." },
  webhosting: { icon: "server", text: "Fast, secure hosting with email and databases." },
  domains: { icon: "globe", text: "Register, transfer and protect your domain." },
  emailhosting: { icon: "mail", text: "Professional email at your own domain." },
  mailinglists: { icon: "users", text: "Newsletters and campaigns your readers open." },
  onlinestore: { icon: "shopping-cart", text: "Sell online with over 40 payment options." },
  sslcertificates: { icon: "lock", text: "Certificates that keep visitors safe." },
  contactforms: { icon: "message-square", text: "Forms that land in your inbox, no code needed." },
  countersitestats: { icon: "bar-chart", text: "Counters and stats with 5 years of history." },
  blogs: { icon: "pen-line", text: "A blog with themes, comments and scheduling." },
  photoalbums: { icon: "images", text: "Albums that show your photos at their best." },
  passwordprotect: { icon: "key", text: "Members-only pages behind a password." },
  onlinecalendars: { icon: "calendar", text: "Your events and opening hours on your site." },
  messageforums: { icon: "messages", text: "Discussion boards for your community." },
  guestbooks: { icon: "notebook", text: "A page where visitors leave you a note." },
} as const satisfies Partial<Record<PageRouteName, ServiceBlurb>>;

export type ServiceWithBlurb = keyof typeof serviceBlurbs;
