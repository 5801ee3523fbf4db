/** Drawings of the panels and product screens of onlinestore, onlinecalendars, messageforums, guestbooks, photoalbums and passwordprotect (views/illustrations/tools.tsx). */
export const toolsArt = [] as const;
export type ToolsArtName = (typeof toolsArt)[number];
