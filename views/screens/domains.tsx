import type { ReactNode } from "react";

/** The product screens of /domains (views/screens/kit.tsx has the parts they are drawn from). */
export const domainsScreens: Record<string, ReactNode> = {};
