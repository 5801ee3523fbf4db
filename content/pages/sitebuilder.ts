/**
 * Marketing copy of /sitebuilder, also shown under the siteblocks brand, so it says "the builder"
 * and never names a brand (docs/product.md §1: 13 feature blocks, 150,000 free stock photos, free accounts
 * must upgrade to publish).
 */
import { plansFrom } from "../hosting.ts";
import type { ServicePageContent } from "../marketing.ts";

/** docs/product.md §1, said plainly wherever publishing comes up. */
const FREE_ACCOUNTS_PUBLISH_NOTE = "Free accounts can build and edit sites, but must upgrade to a paid plan to publish them live.";

export const sitebuilderPage: ServicePageContent = {
  lead:
    "Pick a theme, drag your content into place and let the AI writer help with the words. " +
    "Your site looks right on phones, tablets and desktops from the very first click.",
  heroAsset: "sitebuilder-editor",
  heroAlt:
    "The builder’s editor with a bakery’s home page: blocks and sections on the left, the top section selected with its handles, the style panel’s colors and fonts, the AI writer drafting the About us text, and the same page on a phone",
  heroCta: "Start building free",
  // docs/product.md §1: free accounts build and edit; publishing live takes a paid plan.
  heroPrice: `Free to build; publish with a hosting plan from ${plansFrom}`,
  themeShowcase: {
    heading: "Start from a site that already looks finished",
    intro: "Every one of these is a real sample site made with the builder. Open one, swap in your words and photos, and publish when you are ready.",
  },
  panels: [
    {
      name: "ai-writer",
      heading: "An AI writer for when the page is blank",
      body: [
        "Tell the builder what you do and who you do it for, and the AI content writer drafts headlines, an about page and service descriptions for you to keep, tweak or toss.",
        "You have the final say: edit it, ask again, or write every word yourself.",
      ],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "sitebuilder-ai-writer",
      assetType: "svg",
      assetAlt:
        "The AI writer, told about a family bakery and who it is for, drafting the headline “Bread worth getting up for”, with Keep, New version and Write my own",
      hasCTA: true,
      ctaLabel: "Try the AI writer",
    },
    {
      name: "drag-and-drop",
      heading: "Drag, drop, done",
      body: [
        "Text, images, buttons, galleries, maps, forms and videos are all blocks. Drag one onto the page, drop it where you want it and move it again whenever inspiration strikes.",
        "There is no code to learn and nothing to install. If you change your mind, undo takes you right back.",
      ],
      layout: 1,
      classes: ["accent"],
      assetName: "sitebuilder-blocks",
      assetType: "svg",
      assetAlt:
        "The block library beside the editor: a gallery block carried onto a “Drop here” space between a bakery’s breads and its address, with Undo and Redo above",
    },
    {
      name: "themes",
      heading: "Themes for every kind of site",
      body: [
        "Start from a professionally designed theme for a restaurant, a portfolio, a club, a shop or a personal page, then make it yours with your own colors, fonts and photos.",
        "Every theme is responsive, so the layout rearranges itself neatly for phones and tablets without any extra work from you.",
      ],
      layout: 2,
      assetName: "sitebuilder-themes",
      assetType: "svg",
      assetAlt:
        "The theme gallery with themes for a restaurant, a portfolio, a club, a shop, a personal page and a wedding, the restaurant theme chosen, and that site on a phone",
    },
    {
      name: "stock-photos",
      heading: "Free stock photos at your fingertips",
      body: [
        "Search the library inside the editor and drop the one you like onto your page.",
        "Prefer your own pictures? Upload them into a photo gallery that visitors can browse in full screen.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "sitebuilder-stock-photos",
      assetType: "svg",
      assetAlt:
        "The editor’s photo panel: a search for “bread” in 150,000 free stock photos, one picked to add to the page behind it, and a tab for your own uploads",
    },
    {
      name: "how-it-works",
      heading: "How a site comes together",
      body: ["From a blank screen to a site you are proud to share."],
      layout: "CONTENT_CENTER",
      embed: {
        type: "steps",
        steps: [
          { title: "Choose a theme", body: "Pick the design closest to your kind of site." },
          { title: "Make it yours", body: "Drag in your blocks, words and photos; the AI writer helps." },
          { title: "Preview and share", body: "Check every screen size and send a preview link for feedback." },
        ],
      },
    },
    {
      name: "build-free-publish-paid",
      heading: "Build for free, publish when you upgrade",
      body: [
        FREE_ACCOUNTS_PUBLISH_NOTE,
        "Take your time: design every page and share private previews before you decide. When you are ready, upgrade and publish with a click.",
      ],
      layout: "CONTENT_ONLY",
      classes: ["force-dark"],
      hasCTA: true,
      ctaLabel: "Start building free",
    },
    {
      name: "support",
      heading: "Real people when you need a hand",
      body: [
        "Stuck on a layout or wondering how to connect your domain? Our customer support team and a library of step-by-step guides are there to help you get unstuck and back to building.",
      ],
      layout: "CONTENT_RIGHT",
      classes: ["flush-bottom"],
      assetName: "sitebuilder-help",
      assetType: "svg",
      assetAlt: "A step-by-step guide to connecting your own domain, two of three steps done, beside a chat with a member of the support team",
    },
  ],
  proof: { heading: "A library to build with", facts: ["stockPhotos"] },
  features: {
    heading: "Everything you need to build your site",
    intro: "All of these come with the builder, ready the moment you open the editor.",
    items: [
      { name: "AI content writer", icon: "sparkles", description: "Get a first draft of headlines and page text written for your business in seconds." },
      { name: "Drag and drop", icon: "move", description: "Place and rearrange every block on the page with your mouse or finger." },
      { name: "Themes", icon: "palette", description: "Start from a professionally designed theme made for your kind of site." },
      { name: "Responsive design", icon: "smartphone", description: "Your site adapts automatically to phones, tablets and desktops." },
      { name: "Domains", icon: "globe", description: "Register a new domain or connect one you already own." },
      { name: "Photo gallery", icon: "images", description: "Show off your pictures in galleries, with free stock photos on hand." },
      { name: "Ecommerce", icon: "shopping-cart", description: "Add products and take orders without leaving the builder." },
      { name: "Preview and share", icon: "eye", description: "See your site at every screen size and send a preview link for feedback." },
      { name: "Edit style", icon: "brush", description: "Change colors, fonts and spacing across your whole site in one place." },
      { name: "Blog", icon: "pen-line", description: "Write posts, add photos and keep your visitors coming back for more." },
      { name: "Real-time stats", icon: "bar-chart", description: "Watch visitors arrive and see which pages they read as it happens." },
      { name: "SEO", icon: "search", description: "Set page titles, descriptions and friendly addresses so search engines can find you." },
      { name: "Customer support", icon: "life-buoy", description: "Reach a helpful support team and step-by-step guides whenever you get stuck." },
    ],
  },
  finalCta: {
    heading: "Your website is closer than you think",
    body: "Create a free account, pick a theme and you are in the editor a minute from now, with every block, font and color yours to change.",
    label: "Start building free",
  },
};
