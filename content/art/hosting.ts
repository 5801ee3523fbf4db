/** Drawings of the panels and product screens of home, webhosting, sitebuilder, domains and emailhosting (views/illustrations/hosting.tsx). */
export const hostingArt = [] as const;
export type HostingArtName = (typeof hostingArt)[number];
