import type { IllustrationName, PanelDefinition } from "../marketing.ts";
import type { ServiceWithBlurb } from "../services.ts";

export const homeContent = {
  lead: "Pick a theme, drag in your content and publish on hosting that stays up 99.9% of the time.",
  heroCta: "Start building",
  /** SPEC §2: the hero cycles through at least 3 images. */
  heroImages: [
    { name: "home-hero-editor", alt: "The site builder’s editor: a page’s top section selected, with the style panel open to change its colors and fonts" },
    { name: "home-hero-phone", alt: "A finished bakery website live on a phone, with its web address and a Published badge" },
    { name: "home-hero-stats", alt: "A hosting dashboard showing 12,480 visitors, up 24%, and the server online" },
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
      assetAlt: "A theme picked from three, then an image resized on the page while the AI writer drafts the text beside it",
      hasCTA: true,
      ctaLabel: "Explore the builder",
      route: "sitebuilder",
    },
    {
      name: "host-it",
      heading: "Hosting that keeps up with you",
      body: [
        "Fast servers, free SSL, email at your own domain and databases when you need them. If hosting with us is not right for you, the 30 day money-back guarantee has you covered.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "home-hosting",
      assetType: "svg",
      assetAlt: "A web server with what comes with it: an SSL padlock, email, a database and a lightning bolt for speed",
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
      assetAlt: "A newsletter going out to three readers, with an event calendar and a chart of visits rising",
      hasCTA: true,
      ctaLabel: "Explore mailing lists",
      route: "mailinglists",
    },
  ] satisfies readonly PanelDefinition[],
  /** Each service by its name in a sentence (the menus' labels are the header's, in its own case); its icon and line are content/services.ts's. */
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
