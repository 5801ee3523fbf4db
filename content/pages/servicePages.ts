import type { PageRouteName } from "../routes.ts";
import type { ServicePageContent } from "../marketing.ts";
import { blogsPage } from "./blogs.ts";
import { contactformsPage } from "./contactforms.ts";
import { countersitestatsPage } from "./countersitestats.ts";
import { domainsPage } from "./domains.ts";
import { emailhostingPage } from "./emailhosting.ts";
import { guestbooksPage } from "./guestbooks.ts";
import { mailinglistsPage } from "./mailinglists.ts";
import { messageforumsPage } from "./messageforums.ts";
import { onlinecalendarsPage } from "./onlinecalendars.ts";
import { onlinestorePage } from "./onlinestore.ts";
import { passwordprotectPage } from "./passwordprotect.ts";
import { photoalbumsPage } from "./photoalbums.ts";
import { sitebuilderPage } from "./sitebuilder.ts";
import { sslcertificatesPage } from "./sslcertificates.ts";
import { webhostingPage } from "./webhosting.ts";

/** The content of each service page, by route name (the siteblocks brand shows the builder's). */
const servicePages: Readonly<Record<string, ServicePageContent>> = {
  webhosting: webhostingPage,
  emailhosting: emailhostingPage,
  domains: domainsPage,
  blogs: blogsPage,
  mailinglists: mailinglistsPage,
  contactforms: contactformsPage,
  onlinecalendars: onlinecalendarsPage,
  countersitestats: countersitestatsPage,
  onlinestore: onlinestorePage,
  messageforums: messageforumsPage,
  passwordprotect: passwordprotectPage,
  guestbooks: guestbooksPage,
  photoalbums: photoalbumsPage,
  sslcertificates: sslcertificatesPage,
  sitebuilder: sitebuilderPage,
  siteblocks: sitebuilderPage,
};

/** The content of a route's service page, or undefined for a route that is no service page. */
export function servicePageContentOf(routeName: string): ServicePageContent | undefined {
  return servicePages[routeName];
}

export function servicePageContent(routeName: string): ServicePageContent {
  const content = servicePages[routeName];
  if (!content) throw new Error(`No service page content for route "${routeName}"`);
  return content;
}

export const servicePageNames = Object.keys(servicePages) as PageRouteName[];
