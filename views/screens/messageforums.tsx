import type { ReactNode } from "react";

/** The product screens of /messageforums (views/screens/kit.tsx has the parts they are drawn from). */
export const messageforumsScreens: Record<string, ReactNode> = {};
