import type { ReactNode } from "react";

/** The product screens of /sslcertificates (views/screens/kit.tsx has the parts they are drawn from). */
export const sslcertificatesScreens: Record<string, ReactNode> = {};
