/**
 * Facts about the brand and the places outside this site that it links to.
 * The brand is fictional; hosts use the reserved `.example` TLD so nothing here
 * points at somebody else's property.
 */
export const brand = {
  name: "Braveweb",
  siteblocksName: "Siteblocks",
  description:
    "Braveweb gives people and small businesses everything a website needs in one account: " +
    "hosting, a drag-and-drop site builder, domains, email, mailing lists and a shelf of free web tools.",
  /** The brand blue (--color-brand): browser chrome, the web manifest, the icon's tile. */
  themeColor: "#0b5cad",
} as const;

export interface ExternalLink {
  label: string;
  href: string;
}

/** Pages that live on other hosts of the provider (help desk, webmail, ...). */
export const external = {
  features: { label: "Features", href: "https://siteblocks.braveweb.example/features" },
  helpCenter: { label: "Help Center", href: "https://help.braveweb.example/" },
  contact: { label: "Contact", href: "https://help.braveweb.example/contact" },
  supportCenter: { label: "Support Center", href: "https://help.braveweb.example/" },
  webmail: { label: "Webmail", href: "https://webmail.braveweb.example/" },
  advertisers: { label: "Advertisers", href: "https://ads.braveweb.example/" },
  abuse: { label: "Report Abuse", href: "https://help.braveweb.example/abuse" },
  webDesign: { label: "Web Design", href: "https://design.braveweb.example/" },
  marketing: { label: "Marketing & SEO", href: "https://design.braveweb.example/marketing-seo" },
} satisfies Record<string, ExternalLink>;

export const social: readonly ExternalLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/braveweb" },
  { label: "X", href: "https://x.com/braveweb" },
  { label: "YouTube", href: "https://www.youtube.com/@braveweb" },
];

/** docs/product.md §3: local storage key under which the cookie opt-in is kept. */
export const CONSENT_STORAGE_KEY = "gdpr_opt_in_capturing";
/** docs/product.md §9: the cookie banner waits this long before it appears. */
export const COOKIE_BANNER_DELAY_MS = 10_000;

export const cookieBannerCopy = {
  title: "Cookie Policy",
  body:
    "We use cookies to run our services, to understand how the site is used (analytics) " +
    "and to show you relevant offers (marketing). Read how we handle your data in our",
  privacyLinkLabel: "Privacy Policy",
  accept: "Accept",
  /** As prominent as Accept: refusing is as easy as agreeing. */
  reject: "Reject",
  close: "Close cookie notice",
} as const;
