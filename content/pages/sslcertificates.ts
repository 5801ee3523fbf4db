/** Marketing copy of /sslcertificates (docs/product.md §2 service pages, §9 premium SSL claim). */
import type { ServicePageContent } from "../marketing.ts";

export const sslcertificatesPage: ServicePageContent = {
  lead: "Show visitors the padlock, keep their details private on the way to your site, " + "and say goodbye to the “Not secure” label in their browser.",
  heroAsset: "sslcertificates-browser",
  heroAlt:
    "A bakery’s order page on https with the padlock in the address bar, its Connection is secure note, and the certificate’s details: issued to mybakery.com, Premium SSL, valid from 3 March 2025 to 3 March 2026, with a $10,000 warranty",
  heroCta: "Secure my site",
  panels: [
    {
      name: "the-padlock",
      heading: "What a certificate does for you",
      body: [
        "An SSL certificate encrypts everything that travels between your visitor’s browser and your website. Passwords, contact form messages and card numbers can’t be read along the way.",
        "Your address switches to https, and browsers show the padlock people have learned to look for.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "sslcertificates-encryption",
      assetType: "svg",
      assetAlt:
        "A checkout on a phone over https, next to what travels to the site: card details anyone could read without a certificate, and scrambled text only the site can read with one",
    },
    {
      name: "no-more-warnings",
      heading: "No more “Not secure”",
      body: [
        "Modern browsers flag pages without a certificate, and that warning is often enough to send a visitor back to the search results. A certificate removes the warning and keeps people on your page.",
      ],
      layout: 2,
      assetName: "sslcertificates-warning",
      assetType: "svg",
      assetAlt:
        "The same bakery site twice: labeled Not secure, where the visitor heads back to the search results, and on https with the padlock, where the visitor places an order",
    },
    {
      name: "premium-certificate",
      heading: "Premium SSL for $49.00 per certificate",
      body: [
        "Every hosting plan already puts a free SSL certificate on every site. Premium is for stores, booking pages and anywhere people type in payment or personal details: one price in USD, shown before you buy, with a warranty behind it.",
      ],
      bullets: ["Strong encryption trusted by every major browser", "Works on desktop and mobile"],
      layout: "CONTENT_CENTER",
      classes: ["accent"],
      hasCTA: true,
      ctaLabel: "Get premium SSL",
    },
    {
      name: "who-needs-ssl",
      heading: "Every kind of site benefits",
      body: ["You don’t need to run a bank to need a certificate. Here is where it makes the biggest difference."],
      layout: "CONTENT_ONLY",
      embed: {
        type: "card-container",
        boxes: [
          { title: "Online stores", body: "Customers check for the padlock before they type a card number. Give them the reassurance." },
          { title: "Forms and logins", body: "Contact forms, sign-ups and member areas carry personal details that deserve privacy." },
          { title: "Blogs and portfolios", body: "Even a simple site looks more trustworthy, and more professional, over https." },
        ],
      },
    },
    {
      name: "trust-and-search",
      heading: "Trust that shows up in your results",
      body: [
        "Search engines prefer secure pages, and visitors are more comfortable buying, booking and signing up on a site that shows the padlock. A certificate is a small change that supports both.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "sslcertificates-trust",
      assetType: "svg",
      assetAlt:
        "Search results for bakery near me with the bakery’s https address highlighted, and the site opened on a phone with the padlock in its address bar",
    },
    {
      name: "installed-for-you",
      heading: "Installed and renewed without the fuss",
      body: [
        "Certificates used to mean generating keys and pasting cryptic text into control panels. For sites hosted with Braveweb, we install the certificate for you and remind you well before it’s due for renewal.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "sslcertificates-install",
      assetType: "svg",
      assetAlt:
        "The SSL page of the control panel: a premium certificate for $49.00 ordered, checked, issued, installed and switched on to https, all ticked, and a reminder set well before it renews on 3 March 2026",
    },
  ],
  proof: { heading: "Backed by a warranty", facts: ["sslWarranty"] },
  features: {
    heading: "Why choose a Braveweb certificate",
    items: [
      { name: "Encryption", icon: "lock", description: "Data between the browser and your site is encrypted end to end." },
      { name: "Browser padlock", icon: "check-circle", description: "Visitors see https and the padlock instead of a warning." },
      { name: "Warranty", icon: "award", description: "The premium certificate comes with the warranty named above." },
      { name: "Simple pricing", icon: "tag", description: "One price per certificate, in USD." },
      { name: "Installed for you", icon: "server", description: "We set it up on Braveweb hosting so you don’t have to." },
      { name: "Renewal reminders", icon: "bell", description: "A heads-up well before the certificate is due to expire." },
      { name: "Mobile ready", icon: "smartphone", description: "Trusted by phone and tablet browsers as well as desktops." },
      { name: "Real support", icon: "life-buoy", description: "Help from people who can explain certificates in plain words." },
    ],
  },
  finalCta: {
    heading: "Make your site a safe place to visit",
    body: "Create your account, add a certificate to your site and let your visitors browse, sign up and buy with confidence.",
    label: "Get started",
  },
};
