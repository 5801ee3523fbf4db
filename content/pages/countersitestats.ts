/**
 * Marketing copy of /countersitestats (docs/product.md §2 service pages; sections: stats, private/public,
 * history, referrer, heat map, traffic, counters, IP tracking, easy set-up; docs/product.md §9: 5 years of history).
 */
import type { ServicePageContent } from "../marketing.ts";

export const countersitestatsPage: ServicePageContent = {
  lead:
    "Learn how many people visit, where they come from and what they do once they arrive, " +
    "with a counter on your page and clear, detailed reports in your account.",
  heroAsset: "countersitestats-dashboard",
  heroAlt:
    "The stats dashboard of mybakery.com for the last 30 days: 1,248 visitors, 5,906 page views and 4.7 pages a visit, a line chart of rising visits per day, the top pages, visitors’ countries as bars and a range that reaches back 5 years, with the site’s classic counter reading 042718 on a phone",
  heroCta: "Add a free counter",
  panels: [
    {
      name: "stats",
      heading: "Stats that make sense at a glance",
      body: [
        "Your dashboard opens with the numbers that matter most: visitors today, page views this week and how both compare with last month.",
        "Dig deeper whenever you like, with traffic broken down by hour, day and month, plus your most popular pages, browsers and devices.",
      ],
      bullets: ["Unique visitors and page views", "Traffic by hour, day and month", "Top pages, browsers and devices"],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "countersitestats-overview",
      assetType: "svg",
      assetAlt:
        "A traffic report with 64 visitors today and 1,482 page views this week, both up on last month, a bar chart of visits by hour peaking at 8 am, a list of browsers and a ring chart of devices, mostly mobile",
    },
    {
      name: "private-or-public",
      heading: "Private or public: your choice",
      body: [
        "Keep your statistics to yourself, or flip one switch to share a public stats page with a sponsor, a client or a proud grandparent.",
        "You can change your mind at any time, and a public page never shows the visitor details you would rather keep private.",
      ],
      layout: 2,
      assetName: "countersitestats-privacy",
      assetType: "svg",
      assetAlt:
        "Stats settings with the public stats page switched on, visitors and top pages ticked to share while IP addresses and locations stay private, a link to copy, and behind them the public stats page marked Public",
    },
    {
      name: "history",
      heading: "History that reaches back years",
      body: ["Your stats history reaches back years, so you can compare this holiday season with the ones before it and see how far your site has come."],
      layout: 2,
      classes: ["accent"],
      embed: {
        type: "card-container",
        boxes: [
          { title: "Today", body: "Visitors, page views and referrers, updated as they happen." },
          { title: "This year", body: "Month-by-month trends that show your busiest seasons." },
          { title: "Years back", body: "Long-term growth laid out side by side, year over year." },
        ],
      },
    },
    {
      name: "referrers",
      heading: "Referrers: see who sends you visitors",
      body: [
        "Find out which search engines, social posts and other websites bring people to your pages, and which search terms they typed to find you.",
        "When a blog links to you or a post takes off, you will see it in your referrer list the same day.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "countersitestats-referrers",
      assetType: "svg",
      assetAlt:
        "A list of referrers for the last 7 days led by google.com with 412 visitors, a blog marked New today, visitors split by search, social and links, and a card of the search terms people typed, led by bakery near me",
    },
    {
      name: "heat-map",
      heading: "A heat map of every click",
      body: [
        "The heat map shades your page from cool to hot wherever visitors click, so you can tell at a glance which buttons get attention and which links get ignored.",
        "Move a button, check again a week later and see whether the change worked.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "countersitestats-heatmap",
      assetType: "svg",
      assetAlt:
        "A heat map over a bakery’s home page, hottest on the Order now button, with 1,930 clicks in 7 days and a card of the most clicked spots above a key from cool blue to hot red",
    },
    {
      name: "counters",
      heading: "Counters in the style you like",
      body: [
        "Show off your visitor count with a classic odometer, a clean modern number or simple text that blends into your design.",
        "Prefer to keep the number to yourself? Use an invisible counter and still collect every statistic behind the scenes.",
      ],
      bullets: ["Classic, modern and plain-text designs", "Start from any number you choose", "Invisible mode for quiet tracking"],
      layout: "CONTENT_RIGHT",
      assetName: "countersitestats-counters",
      assetType: "svg",
      assetAlt:
        "A counter designer offering classic odometer, modern, plain-text and invisible styles, the classic one chosen and starting from 1,000, beside a phone showing the counter reading 042718 at the foot of a bakery’s site",
    },
    {
      name: "ip-tracking",
      heading: "IP tracking to spot repeat visits",
      body: [
        "See the IP address and approximate location behind each visit, recognize returning visitors and leave your own visits out of the count.",
        "A sudden burst of hits from one address stands out immediately, which helps when you are tracking down spam or a misbehaving bot.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "countersitestats-visits",
      assetType: "svg",
      assetAlt:
        "A list of today’s visits by IP address, time and location, one address marked as returning three times and another flagged for 41 hits in 2 minutes, with a switch that leaves your own visits out",
    },
    {
      name: "easy-set-up",
      heading: "Counting from the very next visit",
      body: ["It works with sites made in our builder, sites on our hosting and sites hosted anywhere else."],
      layout: "CONTENT_CENTER",
      embed: {
        type: "steps",
        steps: [
          { title: "Pick a counter style", body: "A visible counter for your visitors to see, or an invisible one that only counts." },
          { title: "Copy your snippet", body: "We give you one short piece of code made for your counter." },
          { title: "Paste it into your page", body: "Statistics start collecting with the very next visit." },
        ],
      },
      hasCTA: true,
      ctaLabel: "Get my counter code",
    },
  ],
  proof: { heading: "Numbers that last", facts: ["statsHistory"] },
  features: {
    heading: "Every number behind your visits",
    intro: "One free counter opens the door to all of these reports.",
    items: [
      { name: "Site stats", icon: "bar-chart", description: "Visitors, page views and popular pages in one clear dashboard." },
      { name: "Private or public stats", icon: "eye", description: "Keep your reports to yourself or share them on a public page." },
      { name: "Stats history", icon: "history", description: "Compare this season with the ones before it, year by year." },
      { name: "Referrers", icon: "globe", description: "See which sites and search terms send visitors your way." },
      { name: "Heat map", icon: "flame", description: "Find the hot spots where visitors click on each page." },
      { name: "Traffic trends", icon: "clock", description: "Follow your traffic by hour, day and month to learn when people visit." },
      { name: "Counters", icon: "layout", description: "Choose a visible counter design or an invisible one that only counts." },
      { name: "IP tracking", icon: "map", description: "Recognize returning visitors and filter out your own visits." },
      { name: "Easy set-up", icon: "zap", description: "Paste one snippet into your page and start counting right away." },
      { name: "Live updates", icon: "refresh", description: "New visits show up in your reports within moments." },
      { name: "Stats on the go", icon: "smartphone", description: "Check your numbers from your phone wherever you are." },
    ],
  },
  finalCta: {
    heading: "Start counting every visit",
    body: "Sign up free, add your counter and watch your first numbers arrive today.",
    label: "Get my free counter",
  },
};
