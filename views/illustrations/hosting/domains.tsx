import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";

/** The drawings of the domains page: none left, every picture of the page is a product screen (views/screens/domains.tsx). */
export const domainsDrawings = {} satisfies Partial<Record<HostingArtName, ReactNode>>;
