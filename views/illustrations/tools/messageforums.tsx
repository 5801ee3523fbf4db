import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the messageforums page: none left, every picture of it is a product screen (views/screens/messageforums.tsx). */
export const messageforumsDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
