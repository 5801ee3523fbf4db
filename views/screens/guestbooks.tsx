import type { ReactNode } from "react";

/** The product screens of /guestbooks (views/screens/kit.tsx has the parts they are drawn from). */
export const guestbooksScreens: Record<string, ReactNode> = {};
