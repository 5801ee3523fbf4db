/** Drawings of the panels and product screens of mailinglists, blogs, contactforms, countersitestats and sslcertificates (views/illustrations/outreach.tsx). */
export const outreachArt = [] as const;
export type OutreachArtName = (typeof outreachArt)[number];
