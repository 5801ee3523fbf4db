import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";

/** The drawings of the emailhosting page: none left, every picture of the page is a product screen (views/screens/emailhosting.tsx). */
export const emailhostingDrawings = {} satisfies Partial<Record<HostingArtName, ReactNode>>;
