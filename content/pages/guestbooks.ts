/** Marketing copy of /guestbooks (docs/product.md §2 service pages). */
import type { ServicePageContent } from "../marketing.ts";

export const guestbooksPage: ServicePageContent = {
  lead: "Invite visitors to leave a kind word, a favorite memory or a hello from their hometown, " + "and keep every entry on display right on your site.",
  heroAsset: "guestbooks-book",
  heroAlt:
    "A wedding site’s guestbook page with three signed entries and the couple’s reply beneath one, beside a Sign the guestbook form asking for name, hometown and message with a Keep it private box",
  heroCta: "Create your free guestbook",
  panels: [
    {
      name: "signing",
      heading: "Signing takes a few seconds",
      body: [
        "Visitors type their name, where they are from and a message, then press sign. No account, no password, no fuss, which is exactly why people actually leave a note.",
        "Add your own questions too, like a favorite song for a band site or a table number for a wedding.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "guestbooks-sign-form",
      assetType: "svg",
      assetAlt:
        "The sign form’s field list with a custom Favorite song question, and the same form filled in on a phone with a Sign button and No account needed",
    },
    {
      name: "moderation",
      heading: "You approve what appears",
      body: [
        "Publish entries instantly or hold each one for your approval. Edit a typo, hide a message or remove anything that does not belong.",
        "Built-in spam protection and a word filter quietly keep junk and bad language off your page.",
      ],
      bullets: ["Instant or approved publishing", "Spam protection on every entry", "Word filter you control"],
      layout: 2,
      assetName: "guestbooks-approve",
      assetType: "svg",
      assetAlt:
        "An entries list with a message waiting behind Approve, Edit and Hide buttons, one with a filtered word and a spam entry blocked, beside publishing settings that hold each entry for approval",
      hasCTA: true,
      ctaLabel: "Approve entries from your inbox",
      clickHandler: { type: "smoothScroll", target: "notifications" },
    },
    {
      name: "notifications",
      heading: "Know the moment someone signs",
      body: ["Get an email whenever a new entry arrives, with buttons to approve or delete it right from your inbox."],
      layout: 0,
      assetName: "guestbooks-alert",
      assetType: "svg",
      assetAlt: "An email on a phone announcing a new guestbook entry with Approve and Delete buttons, and the guestbook behind it showing the entry approved",
    },
    {
      name: "design",
      heading: "Design it to match your pages",
      body: [
        "Choose colors, fonts and a background so your guestbook feels like part of your site. Show entries newest first or oldest first, with as many per page as you like.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "guestbooks-design",
      assetType: "svg",
      assetAlt:
        "A band’s guestbook restyled in green and cream with a serif font, beside a style panel with font, color swatches, background, a newest-first order and 10 entries per page",
    },
    {
      name: "guestbook-ideas",
      heading: "A guestbook fits more places than you think",
      body: ["Wherever people want to say thank you, congratulations or hello, a guestbook gives them the spot."],
      layout: "CONTENT_CENTER",
      classes: ["half-bottom"],
      embed: {
        type: "card-container",
        boxes: [
          { title: "Weddings and reunions", body: "Collect well wishes and memories from every guest, near or far." },
          { title: "Bands and artists", body: "Hear from fans after every show and every new release." },
          { title: "Small businesses", body: "Let happy customers leave a note for the next visitor to read." },
        ],
      },
    },
    {
      name: "replies",
      heading: "Reply and keep the conversation going",
      body: ["Answer any entry with a public reply that appears right beneath it. A quick thank-you shows visitors there is a real person behind the site."],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Start replying to visitors",
    },
  ],
  features: {
    heading: "A guestbook with everything included",
    intro: "Set it up once and it takes care of itself.",
    items: [
      { name: "Spam protection", icon: "shield", description: "Automated checks keep bots from filling your guestbook with junk." },
      { name: "Approval queue", icon: "check-circle", description: "Review entries before they appear if you prefer to stay in control." },
      { name: "Email alerts", icon: "bell", description: "Hear about every new entry as soon as it is signed." },
      { name: "Custom fields", icon: "pen-line", description: "Ask visitors the questions that suit your site." },
      { name: "Owner replies", icon: "message-square", description: "Respond to entries with a reply shown beneath each one." },
      { name: "Your own design", icon: "brush", description: "Match colors, fonts and layout to the rest of your website." },
      { name: "Word filter", icon: "filter", description: "Block or replace words you do not want on your page." },
      { name: "Private entries", icon: "lock", description: "Signers can mark a message as private so only you can read it." },
      { name: "Mobile-friendly", icon: "smartphone", description: "Visitors can sign and read comfortably on any phone." },
      { name: "Export entries", icon: "download", description: "Download your entries to keep a copy of every message." },
    ],
  },
  finalCta: {
    heading: "Let your visitors say hello",
    body: "Sign up free, add a guestbook to your site and read your first entry today.",
    label: "Create my guestbook",
  },
};
