import type { ReactNode } from "react";
import type { IllustrationName } from "../../content/marketing.ts";
import { webhostingScreens } from "./webhosting.tsx";
import { emailhostingScreens } from "./emailhosting.tsx";
import { domainsScreens } from "./domains.tsx";
import { sitebuilderScreens } from "./sitebuilder.tsx";
import { homeScreens } from "./home.tsx";
import { onlinestoreScreens } from "./onlinestore.tsx";
import { onlinecalendarsScreens } from "./onlinecalendars.tsx";
import { messageforumsScreens } from "./messageforums.tsx";
import { guestbooksScreens } from "./guestbooks.tsx";
import { photoalbumsScreens } from "./photoalbums.tsx";
import { passwordprotectScreens } from "./passwordprotect.tsx";
import { mailinglistsScreens } from "./mailinglists.tsx";
import { blogsScreens } from "./blogs.tsx";
import { contactformsScreens } from "./contactforms.tsx";
import { countersitestatsScreens } from "./countersitestats.tsx";
import { sslcertificatesScreens } from "./sslcertificates.tsx";

/**
 * From a picture's name to its product screen, where the product is what the picture shows
 * (docs/architecture.md, "Product screens"): one file per page
 * (tests/unit/pictureNames.test.ts: every name a page uses has its screen, and none is unused).
 */
export const screenByName: Partial<Record<IllustrationName, ReactNode>> = {
  ...webhostingScreens,
  ...emailhostingScreens,
  ...domainsScreens,
  ...sitebuilderScreens,
  ...homeScreens,
  ...onlinestoreScreens,
  ...onlinecalendarsScreens,
  ...messageforumsScreens,
  ...guestbooksScreens,
  ...photoalbumsScreens,
  ...passwordprotectScreens,
  ...mailinglistsScreens,
  ...blogsScreens,
  ...contactformsScreens,
  ...countersitestatsScreens,
  ...sslcertificatesScreens,
};
