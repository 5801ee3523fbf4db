import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";

/** The drawings of the onlinestore page: none left, every picture of it is a product screen (views/screens/onlinestore.tsx). */
export const onlinestoreDrawings = {} satisfies Partial<Record<ToolsArtName, ReactNode>>;
