import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the photoalbums page: none left, each of its pictures is a product screen (views/screens/photoalbums.tsx). */
export const photoalbumsDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
