import type { ReactNode } from "react";
import type { OutreachArtName } from "../../content/art/outreach.ts";
import { mailinglistsDrawings } from "./outreach/mailinglists.tsx";
import { blogsDrawings } from "./outreach/blogs.tsx";
import { contactformsDrawings } from "./outreach/contactforms.tsx";

/**
 * The drawings of the panels of mailinglists, blogs and contactforms that show no product screen
 * yet: one file per page under outreach/, the small parts they share in outreach/kit.tsx.
 */
export const outreachDrawings: Partial<Record<OutreachArtName, ReactNode>> = {
  ...mailinglistsDrawings,
  ...blogsDrawings,
  ...contactformsDrawings,
};
