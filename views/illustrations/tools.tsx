import type { ReactNode } from "react";
import type { ToolsArtName } from "../../content/art/tools.ts";

/** The panels and product screens of onlinestore, onlinecalendars, messageforums, guestbooks, photoalbums and passwordprotect. */
export const toolsDrawings: Record<ToolsArtName, ReactNode> = {};
