import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";

/** The drawings of the contactforms page: none left, every picture of the page is a product screen (views/screens/contactforms.tsx). */
export const contactformsDrawings = {} satisfies Partial<Record<OutreachArtName, ReactNode>>;
