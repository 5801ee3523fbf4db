import type { ReactNode } from "react";

/** The product screens of /emailhosting (views/screens/kit.tsx has the parts they are drawn from). */
export const emailhostingScreens: Record<string, ReactNode> = {};
