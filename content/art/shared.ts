/** The general motifs, one per broad subject (views/illustrations/shared.tsx draws them). */
export const sharedArt = [
  "builder",
  "server",
  "globe",
  "mail",
  "megaphone",
  "form",
  "calendar",
  "chart",
  "store",
  "chat",
  "lock",
  "book",
  "photos",
  "shield",
  "blog",
  "phone",
  "support",
  "ai",
  "palette",
  "rocket",
] as const;
export type SharedArtName = (typeof sharedArt)[number];
