import { plansFrom } from "../hosting.ts";
import type { IllustrationName, PanelDefinition } from "../marketing.ts";
import type { ServiceWithBlurb } from "../serviceBlurbs.ts";

export const homeContent = {
  lead: "Pick a theme, drag in your content and publish on hosting that stays up 99.9% of the time.",
  heroCta: "Start building",
  /** docs/product.md §2: the hero cycles through at least 3 images. */
  heroImages: [
    { name: "home-hero-editor", alt: "The site builder’s editor: a bakery’s top section selected, with the style panel open on its color palettes and fonts" },
    {
      name: "home-hero-phone",
      alt: "A finished bakery website live on a phone in front of its desktop version, with its secure address mybakery.com and a Published notice",
    },
    { name: "home-hero-stats", alt: "A site’s stats: 12,480 visitors in 30 days, up 24%, its top pages, and the server online with SSL on" },
  ] satisfies ReadonlyArray<{ name: IllustrationName; alt: string }>,
  promo: { text: "Already a member? Pick up where you left off.", label: "Log in" },
  panels: [
    {
      name: "build-your-way",
      heading: "A site that looks like you made it, because you did",
      body: [
        "Start from a theme, then move, resize and restyle anything with drag and drop. The AI writer drafts your first paragraphs so you never face an empty page.",
        "Free accounts can build and edit as much as they like; upgrade when you are ready to publish live.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "home-make-it-yours",
      assetType: "svg",
      assetAlt: "A theme picked from three, then on the page a photo resized by its corner handle while the AI writer drafts the text beside it",
      hasCTA: true,
      ctaLabel: "Explore the builder",
      route: "sitebuilder",
    },
    {
      name: "host-it",
      heading: "Hosting that keeps up with you",
      body: [`Fast servers, free SSL, email at your own domain and databases when you need them, with plans from ${plansFrom}.`],
      layout: "CONTENT_CENTER",
      assetName: "home-hosting",
      assetType: "svg",
      assetAlt:
        "A site’s hosting: free SSL active, 3 of 10 email accounts, 2 of 10 MySQL databases, page load times and a 30-day money-back guarantee, with the inbox of hello@mybakery.com on a phone",
      hasCTA: true,
      ctaLabel: "See hosting plans",
      route: "webhosting",
    },
    {
      name: "grow",
      heading: "Bring people back",
      body: [
        "Mailing lists, contact forms, calendars and site stats are part of your account, so growing an audience never means stitching together five services.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "home-audience",
      assetType: "svg",
      assetAlt:
        "A newsletter sent to 312 mailing list subscribers, 58% opened, new subscribers rising, with a Saturday bread class on the calendar and a contact form message",
      hasCTA: true,
      ctaLabel: "Explore mailing lists",
      route: "mailinglists",
    },
  ] satisfies readonly PanelDefinition[],
  /** Each service by its name in a sentence (the menus' labels are the header's, in its own case); its icon and line are content/serviceBlurbs.ts's. */
  services: {
    heading: "Everything your website needs",
    items: [
      { route: "sitebuilder", name: "Site builder" },
      { route: "webhosting", name: "Web hosting" },
      { route: "domains", name: "Domains" },
      { route: "emailhosting", name: "Email hosting" },
      { route: "mailinglists", name: "Mailing lists" },
      { route: "onlinestore", name: "Online store" },
      { route: "sslcertificates", name: "SSL certificates" },
      { route: "contactforms", name: "Contact forms" },
      { route: "countersitestats", name: "Counters and site stats" },
      { route: "blogs", name: "Blogs" },
      { route: "photoalbums", name: "Photo albums" },
      { route: "passwordprotect", name: "Password protect" },
    ] satisfies ReadonlyArray<{ route: ServiceWithBlurb; name: string }>,
  },
  domainSearch: {
    heading: "Find the perfect domain",
    intro: "Type the name you have in mind and see which extensions are available.",
  },
  domainPromo: {
    heading: "Domains on sale",
    intro: "Buying more than one domain? The discount grows:",
  },
  finalCta: {
    heading: "Your website is a few clicks away",
    body: "Create a free account, pick a theme and see your site take shape today.",
    label: "Create your free account",
  },
} as const;
