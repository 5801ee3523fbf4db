import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the passwordprotect page: none left, each of its pictures is a product screen (views/screens/passwordprotect.tsx). */
export const passwordprotectDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
