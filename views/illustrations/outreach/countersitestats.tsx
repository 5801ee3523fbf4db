import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";

/** The drawings of the countersitestats page: none left, every picture of the page is a product screen (views/screens/countersitestats.tsx). */
export const countersitestatsDrawings = {} satisfies Partial<Record<OutreachArtName, ReactNode>>;
