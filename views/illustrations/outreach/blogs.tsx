import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";

/** The drawings of the blogs page: none left, every picture of the page is a product screen (views/screens/blogs.tsx). */
export const blogsDrawings = {} satisfies Partial<Record<OutreachArtName, ReactNode>>;
