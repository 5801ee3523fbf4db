import type { ReactNode } from "react";
import type { OutreachArtName } from "../../content/art/outreach.ts";
import { mailinglistsDrawings } from "./outreach/mailinglists.tsx";
import { blogsDrawings } from "./outreach/blogs.tsx";
import { contactformsDrawings } from "./outreach/contactforms.tsx";
import { countersitestatsDrawings } from "./outreach/countersitestats.tsx";
import { sslcertificatesDrawings } from "./outreach/sslcertificates.tsx";

/**
 * The panels and product screens of mailinglists, blogs, contactforms, countersitestats and
 * sslcertificates: one file per page under outreach/, the small parts they share in outreach/kit.tsx.
 */
export const outreachDrawings: Partial<Record<OutreachArtName, ReactNode>> = {
  ...mailinglistsDrawings,
  ...blogsDrawings,
  ...contactformsDrawings,
  ...countersitestatsDrawings,
  ...sslcertificatesDrawings,
};
