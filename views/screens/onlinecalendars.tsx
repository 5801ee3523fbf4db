import type { ReactNode } from "react";

/** The product screens of /onlinecalendars (views/screens/kit.tsx has the parts they are drawn from). */
export const onlinecalendarsScreens: Record<string, ReactNode> = {};
