import type { ReactNode } from "react";
import type { IllustrationName } from "../../content/marketing.ts";
import { webhostingScreens } from "./webhosting.tsx";

/**
 * From a picture's name to its product screen, where the product is what the picture shows
 * (docs/architecture.md, "Product screens"). A name without a screen is drawn from
 * views/illustrations/.
 */
export const screenByName: Partial<Record<IllustrationName, ReactNode>> = { ...webhostingScreens };
