import type { ReactNode } from "react";

/** The product screens of /countersitestats (views/screens/kit.tsx has the parts they are drawn from). */
export const countersitestatsScreens: Record<string, ReactNode> = {};
