/** Marketing copy of /emailhosting (docs/product.md §2 service pages). */
import { plansFrom } from "../hosting.ts";
import type { ServicePageContent } from "../marketing.ts";

export const emailhostingPage: ServicePageContent = {
  lead:
    "Trade the free-mail address for one that matches your website, and read it wherever you are: " +
    "in your browser, on your phone or in the mail app you already use.",
  heroAsset: "emailhosting-webmail",
  heroAlt:
    "Webmail for anna@mybakery.com: the inbox with three unread, a customer’s order open with its PDF quote attached, 312 MB of 1 GB storage used, and a reply being written",
  heroCta: "Get your address",
  // Email accounts at your domain come with every hosting plan (content/hosting.ts).
  heroPrice: `Included with every hosting plan, from ${plansFrom}`,
  panels: [
    {
      name: "your-name-your-inbox",
      heading: "An address people remember",
      body: [
        "hello@yourbakery.example says more than a string of numbers at a free-mail provider. An address at your own domain tells customers they’ve reached the real business, and it stays yours no matter which laptop or phone you use.",
        "Create addresses for yourself, your team or a department, like orders@ or support@, all from one place.",
      ],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "emailhosting-address",
      assetType: "svg",
      assetAlt: "The email addresses of mybakery.com, anna@, hello@ and support@, with a dialog creating orders@mybakery.com",
    },
    {
      name: "webmail",
      heading: "Webmail that opens in any browser",
      body: [
        "Sign in to webmail from a library computer, a hotel lobby or your own desk and your inbox is right there. Folders, search, attachments and your contacts come along, with nothing to install.",
      ],
      layout: 2,
      assetName: "emailhosting-anywhere",
      assetType: "svg",
      assetAlt: "The webmail sign-in page, and in front of it a search for “invoice” finding three messages with their attachments in all folders",
    },
    {
      name: "spam-filtering",
      heading: "Spam filtering that keeps the clutter out",
      body: [
        "Junk mail, phishing and suspicious attachments are filtered before they reach you, so your inbox holds the messages you actually want to answer.",
        "If something slips through, or a real message gets caught, mark it and the filter learns from you.",
      ],
      bullets: ["Spam and phishing screened on arrival", "Suspicious attachments held back", "Your own allow and block lists"],
      layout: "CONTENT_LEFT",
      classes: ["accent"],
      assetName: "emailhosting-spam-filter",
      assetType: "svg",
      assetAlt:
        "The spam folder: phishing, junk and a suspicious zip attachment held, a real order marked “Not spam” and moved to the inbox, and the allow and block lists",
    },
    {
      name: "mobile",
      heading: "Your mail, on the phone in your pocket",
      body: [
        "Add your address to the mail app on your iPhone or Android phone in a few minutes. Messages, sent mail and folders stay in sync, so whatever you read on the bus is marked read on your desk, too.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "emailhosting-mobile",
      assetType: "svg",
      assetAlt:
        "The same inbox in webmail and in a phone’s mail app, the message read on the phone shown as read on the desk, and a card saying both are in sync",
    },
    {
      name: "dependable",
      heading: "Mail that arrives, day after day",
      body: [
        "Email is where the orders, invoices and introductions happen. Our mail servers run with 99.9% uptime and are watched around the clock, so messages keep flowing while you’re busy with everything else.",
      ],
      layout: "CONTENT_ONLY",
      classes: ["force-dark"],
    },
    {
      name: "get-started",
      heading: "Set up in an afternoon",
      body: ["If you get stuck moving old messages across, our support team will help you along."],
      layout: "CONTENT_CENTER",
      embed: {
        type: "steps",
        steps: [
          { title: "Pick your domain", body: "Use a domain you already own or register a new one for your business." },
          { title: "Create your addresses", body: "One for you, one for orders, one for each person on your team." },
          { title: "Sign in to webmail", body: "Read and send from any browser, then add the account to your phone." },
        ],
      },
      classes: ["flush-bottom"],
      hasCTA: true,
      ctaLabel: "Set up your email",
    },
  ],
  features: {
    heading: "What comes with Braveweb email",
    intro: "Everything you need to run email at your own domain, without running a mail server.",
    items: [
      { name: "Your own domain", icon: "globe", description: "Addresses like you@yourbusiness.example instead of a free-mail handle." },
      { name: "Webmail", icon: "mail", description: "Read and send from any browser with nothing to install." },
      { name: "Spam filtering", icon: "filter", description: "Junk and phishing are screened out before they reach your inbox." },
      { name: "Mobile access", icon: "smartphone", description: "Works with the mail apps on iPhone and Android phones." },
      { name: "Desktop apps", icon: "download", description: "Connect Outlook, Apple Mail or Thunderbird with standard settings." },
      { name: "Attachments", icon: "paperclip", description: "Send the quotes, photos and invoices your work runs on." },
      { name: "Secure sign-in", icon: "lock", description: "Encrypted connections protect your password and your messages." },
      { name: "Watched around the clock", icon: "check-circle", description: "Mail servers monitored day and night so messages keep arriving." },
    ],
  },
  finalCta: {
    heading: "Look professional from the first hello",
    body: "Create your account, claim your address and start writing from your own domain today.",
    label: "Get started",
  },
};
