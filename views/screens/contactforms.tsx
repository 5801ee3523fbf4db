import type { ReactNode } from "react";

/** The product screens of /contactforms (views/screens/kit.tsx has the parts they are drawn from). */
export const contactformsScreens: Record<string, ReactNode> = {};
