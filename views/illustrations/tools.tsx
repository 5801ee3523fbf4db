import type { ReactNode } from "react";
import type { ToolsArtName } from "../../content/art/tools.ts";
import { onlinestoreDrawings } from "./tools/onlinestore.tsx";
import { onlinecalendarsDrawings } from "./tools/onlinecalendars.tsx";
import { messageforumsDrawings } from "./tools/messageforums.tsx";
import { guestbooksDrawings } from "./tools/guestbooks.tsx";
import { photoalbumsDrawings } from "./tools/photoalbums.tsx";
import { passwordprotectDrawings } from "./tools/passwordprotect.tsx";

/* One file of drawings per page under tools/; the small parts they share are in tools/kit.tsx. */
const drawings: Partial<Record<ToolsArtName, ReactNode>> = {
  ...onlinestoreDrawings,
  ...onlinecalendarsDrawings,
  ...messageforumsDrawings,
  ...guestbooksDrawings,
  ...photoalbumsDrawings,
  ...passwordprotectDrawings,
};

/**
 * The panels and product screens of onlinestore, onlinecalendars, messageforums, guestbooks, photoalbums and passwordprotect.
 * Each sits in a group that sets the words' font once: the page's own, bold unless a word says otherwise.
 */
export const toolsDrawings = Object.fromEntries(
  Object.entries(drawings).map(([name, drawing]) => [
    name,
    <g key={name} fontFamily="inherit" fontWeight="700">
      {drawing}
    </g>,
  ]),
) as Partial<Record<ToolsArtName, ReactNode>>;
