import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the guestbooks page: none left, each of its pictures is a product screen (views/screens/guestbooks.tsx). */
export const guestbooksDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
