/** Marketing copy of /mailinglists (docs/product.md §2 service pages). */
import type { ServicePageContent } from "../marketing.ts";

export const mailinglistsPage: ServicePageContent = {
  lead:
    "Turn one-time visitors into readers who hear from you again. Collect sign-ups on your site, " +
    "send good-looking campaigns and see which ones people open.",
  heroAsset: "mailinglists-editor",
  heroAlt:
    "The campaign editor with the March newsletter of a sample bakery, Spring menu is here, addressed to all 2,480 subscribers: content blocks on the left, the text block selected, and a phone previewing the same email",
  heroCta: "Start your list",
  panels: [
    {
      name: "sign-up-forms",
      heading: "Sign-up forms that fit your site",
      body: [
        "Add a sign-up form to your homepage, blog or checkout page and new subscribers land on your list automatically. Match the colors and wording to your brand, and ask only for what you need.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "mailinglists-signup",
      assetType: "svg",
      assetAlt:
        "A sample bakery’s homepage with its “Get our weekly bakes” sign-up box selected, form settings beside it (email required, first name optional, an orange button labelled Join, new subscribers added to Customers) and a card announcing a new subscriber from the homepage form",
    },
    {
      name: "subscribers",
      heading: "Every subscriber in one tidy list",
      body: [
        "See who joined, when and from which form. Import the contacts you already have, sort them into groups like customers, members or volunteers, and send each group the news that matters to them.",
        "Unsubscribes are handled for you, so people who opt out never hear from you by mistake.",
      ],
      layout: 2,
      assetName: "mailinglists-subscribers",
      assetType: "svg",
      assetAlt:
        "The subscriber list: each person with the date and form they joined from and a Customer, Member or Volunteer group, one contact unsubscribed, and a card saying 212 contacts were imported from customers.csv",
    },
    {
      name: "campaigns",
      heading: "Campaigns people look forward to",
      body: [
        "Write a newsletter, announce a sale or share this month’s events. Start from a layout, drop in your text, photos and buttons, and preview the email on desktop and phone before it goes out.",
      ],
      bullets: ["Ready-made layouts to start from", "Your logo, colors and photos", "A test send to yourself first"],
      layout: "CONTENT_LEFT",
      classes: ["accent"],
      assetName: "mailinglists-campaign",
      assetType: "svg",
      assetAlt:
        "The March newsletter previewed on desktop and, in front, on a phone, with the “Seasonal news” layout it started from and a card confirming a test was sent to the owner",
    },
    {
      name: "open-tracking",
      heading: "Know what your readers open",
      body: [
        "Open tracking shows how many subscribers opened each campaign and when. Compare subject lines, find the day your readers are most attentive and write more of what they enjoy.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "mailinglists-opens",
      assetType: "svg",
      assetAlt:
        "A sample report of the March newsletter sent on Tuesday at 9:00 AM to 2,480 subscribers: 62% opened, 14% clicked, opens by hour, four subject lines compared, and a card naming Tuesday around 9 AM as the best day to send",
    },
    {
      name: "send-later",
      heading: "Write now, send at the right moment",
      body: ["Finish your campaign on Sunday evening and schedule it for Tuesday morning. It goes out on time, even if you’re away from your desk."],
      layout: "CONTENT_RIGHT",
      assetName: "mailinglists-schedule",
      assetType: "svg",
      assetAlt:
        "The campaign list behind a scheduling dialog: the March newsletter, written Sunday at 8:40 PM, set to go out on Tuesday, March 17 at 9:00 AM to 2,480 subscribers",
    },
    {
      name: "permission-first",
      heading: "Email built on permission",
      body: [
        "Good lists are made of people who asked to hear from you. Every campaign includes an unsubscribe link, and our sign-up forms record when and where each person joined, so you can send with a clear conscience.",
      ],
      layout: "CONTENT_ONLY",
      classes: ["force-dark"],
    },
    {
      name: "start-your-list",
      heading: "Your first campaign is closer than you think",
      body: ["Most lists send their first note within a week of opening."],
      layout: 2,
      embed: {
        type: "steps",
        steps: [
          { title: "Create your account", body: "Your list, your sender name and the address replies come back to." },
          { title: "Place a sign-up form", body: "Paste it into your site so visitors can ask to hear from you." },
          { title: "Send a welcome note", body: "Greet your first subscribers and tell them what to expect." },
        ],
      },
      classes: ["flush-bottom"],
      hasCTA: true,
      ctaLabel: "Create your mailing list",
    },
  ],
  features: {
    heading: "Mailing list tools in one place",
    items: [
      { name: "Subscribers", icon: "users", description: "Import, group and manage everyone on your list." },
      { name: "Campaigns", icon: "mail", description: "Design newsletters and announcements from ready-made layouts." },
      { name: "Open tracking", icon: "bar-chart", description: "See how many readers opened each campaign and when." },
      { name: "Sign-up forms", icon: "pen-line", description: "Collect subscribers on any page of your website." },
      { name: "Scheduling", icon: "clock", description: "Pick the day and hour a campaign goes out." },
      { name: "Groups", icon: "filter", description: "Send each group of subscribers the news that fits them." },
      { name: "Mobile preview", icon: "smartphone", description: "Check how each email looks on a phone before sending." },
      { name: "Easy unsubscribe", icon: "check-circle", description: "Opt-outs are handled automatically on every campaign." },
    ],
  },
  finalCta: {
    heading: "Start a conversation with your audience",
    body: "Create your account, add a sign-up form and send your first campaign to the people who want to hear from you.",
    label: "Create your account",
  },
};
