import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";

/** The drawings of the home page: none left, every picture of the page is a product screen (views/screens/home.tsx). */
export const homeDrawings = {} satisfies Partial<Record<HostingArtName, ReactNode>>;
