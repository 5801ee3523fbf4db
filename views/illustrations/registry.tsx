import type { ReactNode } from "react";
import type { IllustrationName } from "../../content/marketing.ts";
import { outreachDrawings } from "./outreach.tsx";

/**
 * From a drawing's name to the drawing. The names are content (content/art/ lists them, the
 * pages name them); the drawings are React, so the mapping lives here with them: content/ imports
 * nothing, and views/ reads content/, never the other way round. A name whose picture is a
 * product screen (views/screens/) has no drawing: tests/unit/pictureNames.test.ts holds that
 * every name has exactly one of the two.
 */
export const drawingByName: Partial<Record<IllustrationName, ReactNode>> = { ...outreachDrawings };
