import type { ReactNode } from "react";

/** The product screens of the home page (views/screens/kit.tsx has the parts they are drawn from). */
export const homeScreens: Record<string, ReactNode> = {};
