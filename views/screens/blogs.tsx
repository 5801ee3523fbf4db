import type { ReactNode } from "react";

/** The product screens of /blogs (views/screens/kit.tsx has the parts they are drawn from). */
export const blogsScreens: Record<string, ReactNode> = {};
