import type { ReactNode } from "react";

/** The product screens of /sitebuilder (views/screens/kit.tsx has the parts they are drawn from). */
export const sitebuilderScreens: Record<string, ReactNode> = {};
