import type { ReactNode } from "react";
import type { HostingArtName } from "../../content/art/hosting.ts";

/** The panels and product screens of home, webhosting, sitebuilder, domains and emailhosting. */
export const hostingDrawings: Record<HostingArtName, ReactNode> = {};
