/** Marketing copy of /domains (docs/product.md §2 service pages and its domains section list, §9 domain promo). */
import type { ServicePageContent } from "../marketing.ts";
import { DOMAIN_SEARCH_HERO_ID } from "../domainSale.ts";
import { external } from "../site.ts";

export const domainsPage: ServicePageContent = {
  lead:
    "Your name on the web starts here. Check what’s available, register it in a couple of minutes " +
    "and look after privacy, forwarding and renewals from the same account as your website.",
  heroAsset: "domains-search",
  heroAlt:
    "A domain search for “mybakery” with first-year prices and renewal prices: .com $9.99, .net $11.99 in the cart, .org taken, and a cart totalling $20.98 after 10% off the second domain",
  // The hero is the search box itself, with the sale prices under it (no scroll-to button).
  searchHero: true,
  heroCta: "Search",
  panels: [
    {
      name: "multi-domain-savings",
      heading: "Buy more, save more",
      body: [
        "Many people register a few names at once: the .com and the local extension, a common misspelling, or a spare for the next project. We make that cheaper.",
      ],
      bullets: ["Buying 2 domains? Get 10% off the second domain.", "Buying 3 or more? Get 20% off each domain beyond the first 2."],
      layout: 0,
      classes: ["accent"],
      assetName: "domains-bundle",
      assetType: "svg",
      assetAlt: "A cart of mybakery.com, .net and .store: 10% off the second domain and 20% off the third, $1.80 saved, $24.17 in total",
      hasCTA: true,
      ctaLabel: "Find your domains",
      clickHandler: { type: "smoothScroll", target: DOMAIN_SEARCH_HERO_ID },
    },
    {
      name: "privacy-and-protection",
      heading: "Keep your details, and your domain, safe",
      body: [
        "Public domain records can expose your home address and phone number. Turn on privacy and we show our contact details in the public record instead of yours.",
        "Theft protection locks your domain so nobody can move it to another registrar without your say-so.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "domains-privacy",
      assetType: "svg",
      assetAlt:
        "The settings of mybakery.com with domain privacy, theft protection and auto-renew switched on, and the public record with the owner’s details hidden",
    },
    {
      name: "forwarding-and-settings",
      heading: "Point it wherever you need",
      body: [
        "Send a domain to your website, a social profile or another address with domain forwarding. Need more control? Edit DNS records, name servers and email routing from clear, well-labeled settings.",
      ],
      layout: 1,
      assetName: "domains-forwarding",
      assetType: "svg",
      assetAlt: "The DNS records of mybakery.com, and a card forwarding mybakery.co to the bakery’s Instagram profile",
    },
    {
      name: "transfers",
      heading: "Bring the domains you already own",
      body: [
        "Registered your names elsewhere? Transfer them to Braveweb and manage them alongside your site and email. We walk you through the unlock code and approval email, and your site stays online while the move completes.",
      ],
      layout: 2,
      assetName: "domains-transfer",
      assetType: "svg",
      assetAlt:
        "A transfer of mybakery.org to Braveweb: domain unlocked, unlock code accepted, approval email approved on a phone, the move in progress and the site still online",
    },
    {
      name: "support",
      heading: "Help when DNS gets puzzling",
      body: [
        "Domains have a few moving parts, and that’s fine. Our support team will help you connect a domain, set up email or untangle a record, in plain English.",
      ],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Get help with your domain",
      href: external.contact.href,
      external: true,
    },
  ],
  features: {
    heading: "Everything your domain needs",
    intro: "Registering is only the start. Here is what you get with every domain at Braveweb.",
    items: [
      { name: "Low cost", icon: "tag", description: "Fair prices on registration and renewal, with discounts when you buy several." },
      { name: "Fast and secure", icon: "zap", description: "Quick-resolving name servers and encrypted account access." },
      { name: "Privacy", icon: "eye", description: "Keep your personal contact details out of the public domain record." },
      { name: "Domain forwarding", icon: "repeat", description: "Send visitors from one address to any page on the web." },
      { name: "Theft protection", icon: "shield", description: "A transfer lock stops anyone moving your domain without permission." },
      { name: "Settings", icon: "key", description: "Edit DNS records and name servers from one clear screen." },
      { name: "Management", icon: "layout", description: "See every domain, renewal date and setting in one dashboard." },
      { name: "Transfers", icon: "refresh", description: "Move domains to Braveweb with step-by-step help and no downtime." },
      { name: "Support", icon: "life-buoy", description: "Friendly people who can explain DNS without the jargon." },
    ],
  },
  finalCta: {
    heading: "Claim your name before someone else does",
    body: "Good names go quickly. Create your account, register your domain and connect it to your site in minutes.",
    label: "Get started",
  },
};
