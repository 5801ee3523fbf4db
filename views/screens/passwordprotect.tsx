import type { ReactNode } from "react";

/** The product screens of /passwordprotect (views/screens/kit.tsx has the parts they are drawn from). */
export const passwordprotectScreens: Record<string, ReactNode> = {};
