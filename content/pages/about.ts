import type { FinalCallToAction } from "../marketing.ts";
import { accolades } from "../proof.ts";
/** How a team member's drawn portrait looks (views/blocks/Portrait.tsx draws it). */
export interface PortraitLook {
  /** Text alternative of the drawing, after the person's name. */
  alt: string;
  skin: string;
  hair: "bob" | "long" | "crop" | "curls" | "bun" | "swoop";
  hairColor: string;
  /** A palette color (the design tokens) for the clothes. */
  outfit: "brand" | "accent" | "teal" | "violet" | "ink" | "gold";
  neckline: "crew" | "v" | "collar";
  background: string;
  glasses?: "round" | "square";
  beard?: boolean;
  mustache?: boolean;
  earrings?: boolean;
  freckles?: boolean;
}

/** docs/product.md §2 employee gallery entry: portrait, title, fun title, fun quote. */
interface TeamMember {
  name: string;
  title: string;
  funTitle: string;
  quote: string;
  look: PortraitLook;
}

/** The about page: our story, the recognition we have received, and the people. */
export const aboutContent = {
  lead: "We have helped people put their ideas on the web since the days of hit counters and guestbooks, and we still build the tools ourselves.",
  sections: [
    {
      heading: "Where we come from",
      body: [
        "Braveweb started as a handful of free web tools that anyone could paste into a home page: a counter, a guestbook, a message forum. Those tools grew into a full platform, and the community grew with them.",
        "Today the same account gives you a drag-and-drop site builder, hosting, domains, email and mailing lists, with the free tools still there for anyone who wants them.",
      ],
    },
    {
      heading: "What we care about",
      body: [
        "Plain prices, in USD, with no surprises at renewal. Sites that load fast and stay up. Support from people who use the product every day.",
        "We keep your data to what we need to run your account, and we tell you exactly what that is in our privacy policy.",
      ],
    },
  ],
  facts: { heading: "Braveweb in numbers" },
  accolades: {
    heading: "Recognition along the way",
    intro: "Braveweb has been recognized by:",
    items: accolades,
  },
  team: {
    heading: "The people behind it",
    intro: "A small team that builds, answers and ships. A few of us:",
    members: [
      {
        name: "Maya Lindqvist",
        title: "Head of Product",
        funTitle: "Chief Block Mover",
        quote: "If it takes three clicks, I want it in two.",
        look: {
          alt: "a drawing of a woman with a blonde bob and round glasses, in a blue top",
          skin: "#f6d9c2",
          hair: "bob",
          hairColor: "#e7c063",
          outfit: "brand",
          neckline: "crew",
          background: "#d6e6f8",
          glasses: "round",
        },
      },
      {
        name: "Desmond Okafor",
        title: "Lead Engineer",
        funTitle: "Keeper of the Servers",
        quote: "Uptime is a habit, not a feature.",
        look: {
          alt: "a drawing of a man with dark skin, close-cropped black hair and a full beard, in an orange shirt",
          skin: "#7b4a2e",
          hair: "crop",
          hairColor: "#1d1614",
          outfit: "accent",
          neckline: "collar",
          background: "#fde0cc",
          beard: true,
        },
      },
      {
        name: "Priya Raman",
        title: "Design Director",
        funTitle: "Whitespace Advocate",
        quote: "Every pixel should earn its place.",
        look: {
          alt: "a drawing of a woman with brown skin, long black hair and gold hoop earrings, in a violet top",
          skin: "#b87a52",
          hair: "long",
          hairColor: "#241a1e",
          outfit: "violet",
          neckline: "v",
          background: "#e7ddfa",
          earrings: true,
        },
      },
      {
        name: "Tomás Herrera",
        title: "Support Team Lead",
        funTitle: "Answer Finder",
        quote: "No question is too small, and most are great.",
        look: {
          alt: "a drawing of a man with curly dark brown hair and a mustache, in a teal shirt",
          skin: "#d39a6b",
          hair: "curls",
          hairColor: "#4a2c1c",
          outfit: "teal",
          neckline: "collar",
          background: "#d2efe9",
          mustache: true,
        },
      },
      {
        name: "Aiko Tanaka",
        title: "Security Engineer",
        funTitle: "Lock Smith",
        quote: "The best breach is the one that never happened.",
        look: {
          alt: "a drawing of a woman with black hair in a top bun and rectangular glasses, in a dark sweater",
          skin: "#f0cba8",
          hair: "bun",
          hairColor: "#1f1b24",
          outfit: "ink",
          neckline: "crew",
          background: "#fad9e4",
          glasses: "square",
        },
      },
      {
        name: "Sam Whitfield",
        title: "Community Manager",
        funTitle: "Guestbook Historian",
        quote: "I still sign every guestbook I find.",
        look: {
          alt: "a drawing of a person with swept ginger hair and freckles, in a mustard shirt",
          skin: "#f8dcc6",
          hair: "swoop",
          hairColor: "#c45f24",
          outfit: "gold",
          neckline: "v",
          background: "#fbeec4",
          freckles: true,
        },
      },
    ] satisfies readonly TeamMember[],
  },
  /** The page's next step after the people, as every service page ends (docs/product.md §2: to /register). */
  finalCta: {
    heading: "Build something with us",
    body: "One free account opens the site builder and the tools our team makes. Build and edit for free, and upgrade to a paid plan when you are ready to publish.",
    label: "Create your free account",
  } satisfies FinalCallToAction,
} as const;
