import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";

/** The drawings of the sslcertificates page: none left, every picture of the page is a product screen (views/screens/sslcertificates.tsx). */
export const sslcertificatesDrawings = {} satisfies Partial<Record<OutreachArtName, ReactNode>>;
