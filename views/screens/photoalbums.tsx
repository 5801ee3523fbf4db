import type { ReactNode } from "react";

/** The product screens of /photoalbums (views/screens/kit.tsx has the parts they are drawn from). */
export const photoalbumsScreens: Record<string, ReactNode> = {};
