import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";

/** The drawings of the sitebuilder page: none left, every picture of the page is a product screen (views/screens/sitebuilder.tsx). */
export const sitebuilderDrawings = {} satisfies Partial<Record<HostingArtName, ReactNode>>;
