import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";

/** The drawings of the webhosting page: none left, every picture of the page is a product screen (views/screens/webhosting.tsx). */
export const webhostingDrawings = {} satisfies Partial<Record<HostingArtName, ReactNode>>;
