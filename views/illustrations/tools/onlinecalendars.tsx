import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the onlinecalendars page: none left, every picture of it is a product screen (views/screens/onlinecalendars.tsx). */
export const onlinecalendarsDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
