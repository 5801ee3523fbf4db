import type { ReactNode } from "react";

/** The product screens of /mailinglists (views/screens/kit.tsx has the parts they are drawn from). */
export const mailinglistsScreens: Record<string, ReactNode> = {};
