import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";

/** The drawings of the mailinglists page: none left, every picture of the page is a product screen (views/screens/mailinglists.tsx). */
export const mailinglistsDrawings = {} satisfies Partial<Record<OutreachArtName, ReactNode>>;
