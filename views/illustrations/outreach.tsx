import type { ReactNode } from "react";
import type { OutreachArtName } from "../../content/art/outreach.ts";

/** The panels and product screens of mailinglists, blogs, contactforms, countersitestats and sslcertificates. */
export const outreachDrawings: Record<OutreachArtName, ReactNode> = {};
