/** Marketing copy of /webhosting (docs/product.md §2 service pages, §9 claims). The tier table comes from content/hosting.ts (hostingPlans). */
import type { ServicePageContent } from "../marketing.ts";
import { external } from "../site.ts";

export const webhostingPage: ServicePageContent = {
  lead:
    "Give your website a home on servers we watch day and night, with room for email, databases and files, " +
    "and real people to call when something needs a second look.",
  heroAsset: "webhosting-control-panel",
  heroAlt:
    "The hosting control panel of an Advanced plan: 3 of 10 websites live, web storage, bandwidth and email accounts each partly used, visits for the week, and a card saying last night’s backup is complete",
  heroCta: "Get hosting",
  hostingPlans: true,
  // docs/product.md §9 members figure and docs/product.md §2 accolades: the page's one place for them, before the features.
  proof: { heading: "Hosting you can count on", facts: ["members", "uptime", "moneyBack"], accolades: true },
  panels: [
    {
      name: "always-online",
      heading: "Open for visitors around the clock",
      body: [
        "Your site is only useful when people can reach it. Our hosting runs with 99.9% uptime, so the shop, portfolio or club page you worked on is there at breakfast, at midnight and on the busiest day of the year.",
        "We keep an eye on every server, apply security patches for you and step in before small hiccups turn into outages.",
      ],
      layout: 0,
      classes: ["half-bottom"],
      assetName: "webhosting-uptime",
      assetType: "svg",
      assetAlt:
        "The server status page for mybakery.com: all systems online, the 99.9% uptime promise, a day of response times and security patches applied at 3:10 AM, with the same status on a phone",
      hasCTA: true,
      ctaLabel: "Get hosting that stays up",
    },
    {
      name: "whats-included",
      heading: "Email, databases and files in every plan",
      body: [
        "Every plan comes with the building blocks real websites depend on. Start small and move up a tier as you grow; your files and settings come with you.",
      ],
      bullets: [
        "Email accounts at your own domain",
        "MySQL databases for blogs, stores and apps",
        "FTP accounts for the upload tools you know",
        "Monthly bandwidth with room for a busy week",
      ],
      layout: "CONTENT_LEFT",
      assetName: "webhosting-included",
      assetType: "svg",
      assetAlt:
        "The plan’s resources in the control panel: email accounts, MySQL databases, FTP accounts and bandwidth, each partly used, and a card creating a new MySQL database",
    },
    {
      name: "build-before-you-buy",
      heading: "Build for free, upgrade when you’re ready to go live",
      body: [
        "Not sure yet? Open a free account and design your site with our drag-and-drop site builder: pick a theme, add your pages, write your copy and preview it on any screen.",
        "Free accounts can build and edit as much as they like. When the site feels right, upgrade to a hosting plan to publish it for the world to see.",
      ],
      layout: "CONTENT_CENTER",
      classes: ["accent"],
      hasCTA: true,
      ctaLabel: "Start building free",
    },
    {
      name: "why-braveweb",
      heading: "Why people stay with Braveweb",
      body: ["Hosting is a long relationship. Here is what we promise to keep doing for as long as you host with us."],
      layout: 2,
      embed: {
        type: "card-container",
        boxes: [
          {
            title: "One account for everything",
            body: "Hosting, domains, email and the site builder live under one login, with one bill.",
          },
          {
            title: "Security handled",
            body: "We patch servers, watch for abuse and back up our systems so you can focus on your visitors.",
          },
          {
            title: "Room to grow",
            body: "Move to a bigger tier in a few clicks when your site takes off. No migration weekend required.",
          },
        ],
      },
    },
    {
      name: "help-from-people",
      heading: "Help from people who know hosting",
      body: [
        "Stuck on a database setting or an FTP connection? Our support team answers in plain language and walks you through the fix instead of pasting a link.",
        "The Help Center has step-by-step guides for the common jobs, from pointing a domain to restoring a file.",
      ],
      layout: 1,
      assetName: "webhosting-support",
      assetType: "svg",
      assetAlt:
        "A support chat in which Sam from Braveweb checks off the FTP settings one by one until the customer is connected, over the Help Center’s step-by-step guides",
      hasCTA: true,
      ctaLabel: "Visit the Help Center",
      href: external.helpCenter.href,
      external: true,
    },
  ],
  features: {
    heading: "Included with Braveweb hosting",
    intro: "Every plan comes with these essentials; the plan cards above show how many sites, mailboxes and gigabytes each one gives you.",
    items: [
      { name: "Monitored servers", icon: "check-circle", description: "Watched around the clock so your site stays reachable." },
      { name: "Email accounts", icon: "mail", description: "Professional addresses at your own domain, ready with webmail." },
      { name: "MySQL databases", icon: "database", description: "Databases for your blog, store, forum or custom application." },
      { name: "FTP accounts", icon: "download", description: "Upload and manage files with any FTP client you like." },
      { name: "Bandwidth", icon: "zap", description: "Monthly transfer sized for real traffic, with room for busy days." },
      { name: "Site builder", icon: "layout", description: "Design for free with drag and drop, then publish when you upgrade." },
      { name: "Security updates", icon: "shield", description: "We keep the server software patched so you don’t have to." },
      { name: "Free SSL", icon: "lock", description: "Every site on a plan gets https and the padlock." },
      { name: "Friendly support", icon: "life-buoy", description: "People who explain the fix, plus a Help Center full of guides." },
    ],
  },
  finalCta: {
    heading: "Your site deserves a dependable home",
    body: "Build for free, then pick the plan that fits the day you’re ready to publish.",
    label: "Start free",
  },
};
