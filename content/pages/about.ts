/** The about page: our story, the recognition we have received, and the people. */
export const aboutContent = {
  lead: "We have helped people put their ideas on the web since the days of hit counters and guestbooks, and we still build the tools ourselves.",
  sections: [
    {
      heading: "Where we come from",
      body: [
        "Braveweb started as a handful of free web tools that anyone could paste into a home page: a counter, a guestbook, a message forum. Those tools grew into a full platform, and the community grew to over 15 million members.",
        "Today the same account gives you a drag-and-drop site builder, hosting, domains, email and mailing lists, with the free tools still there for anyone who wants them.",
      ],
    },
    {
      heading: "What we care about",
      body: [
        "Plain prices, in USD, with no surprises at renewal. Sites that load fast and stay up 99.9% of the time. Support from people who use the product every day.",
        "We keep your data to what we need to run your account, and we tell you exactly what that is in our privacy policy.",
      ],
    },
  ],
  accolades: {
    heading: "Recognition along the way",
    items: [
      { source: "Hosting Advice", note: "Recognized for the value of our hosting plans" },
      { source: "HTML Goodies", note: "Featured for our free web tools" },
      { source: "Internet Magazine", note: "Listed among the best site-building services" },
      { source: "Tucows", note: "Top-rated among web tools in its directory" },
    ],
  },
  team: {
    heading: "The people behind it",
    intro: "A small team that builds, answers and ships. A few of us:",
    members: [
      { name: "Maya Lindqvist", title: "Head of Product", funTitle: "Chief Block Mover", quote: "If it takes three clicks, I want it in two.", hue: 212 },
      { name: "Desmond Okafor", title: "Lead Engineer", funTitle: "Keeper of the Servers", quote: "Uptime is a habit, not a feature.", hue: 16 },
      { name: "Priya Raman", title: "Design Director", funTitle: "Whitespace Advocate", quote: "Every pixel should earn its place.", hue: 268 },
      { name: "Tomás Herrera", title: "Support Team Lead", funTitle: "Answer Finder", quote: "No question is too small, and most are great.", hue: 160 },
      { name: "Aiko Tanaka", title: "Security Engineer", funTitle: "Lock Smith", quote: "The best breach is the one that never happened.", hue: 340 },
      { name: "Sam Whitfield", title: "Community Manager", funTitle: "Guestbook Historian", quote: "I still sign every guestbook I find.", hue: 42 },
    ],
  },
} as const;
