import type { ReactNode } from "react";
import type { HostingArtName } from "../../content/art/hosting.ts";
import { INK } from "./palette.tsx";
import { homeDrawings } from "./hosting/home.tsx";
import { webhostingDrawings } from "./hosting/webhosting.tsx";
import { sitebuilderDrawings } from "./hosting/sitebuilder.tsx";
import { domainsDrawings } from "./hosting/domains.tsx";
import { emailhostingDrawings } from "./hosting/emailhosting.tsx";

/* One file of drawings per page under hosting/; the small parts they share are in hosting/kit.tsx. */
const drawings: Partial<Record<HostingArtName, ReactNode>> = {
  ...homeDrawings,
  ...webhostingDrawings,
  ...sitebuilderDrawings,
  ...domainsDrawings,
  ...emailhostingDrawings,
};

/** The panels and product screens of home, webhosting, sitebuilder, domains and emailhosting, each in its ink group. */
export const hostingDrawings = Object.fromEntries(
  Object.entries(drawings).map(([name, drawing]) => [
    name,
    <g key={name} fill={INK} stroke={INK} strokeWidth="0" strokeLinecap="round" strokeLinejoin="round" fontFamily="inherit" fontWeight="700">
      {drawing}
    </g>,
  ]),
) as Partial<Record<HostingArtName, ReactNode>>;
