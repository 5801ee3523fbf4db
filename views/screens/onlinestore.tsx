import type { ReactNode } from "react";

/** The product screens of /onlinestore (views/screens/kit.tsx has the parts they are drawn from). */
export const onlinestoreScreens: Record<string, ReactNode> = {};
