/**
 * The proof the site may show (docs/product.md §2 accolades, docs/product.md §9 claims), kept in one place so the home
 * page's proof band and /about say the same. Only facts the spec gives: the four accolade sources
 * and the members figure; each note says what the source is, never what it said about us.
 */

/** Names of the accolades' wordmarks; each has its own setting in client/styles/marketing.css (.wordmark--<name>). */
type AccoladeMarkName = "hosting-advice" | "html-goodies" | "internet-magazine" | "tucows";

export interface Accolade {
  mark: AccoladeMarkName;
  source: string;
  /** What kind of publication the source is. */
  note: string;
}

export const accolades: readonly Accolade[] = [
  { mark: "hosting-advice", source: "Hosting Advice", note: "Web hosting reviews and guides" },
  { mark: "html-goodies", source: "HTML Goodies", note: "Web development tutorials" },
  { mark: "internet-magazine", source: "Internet Magazine", note: "The magazine of the web" },
  { mark: "tucows", source: "Tucows", note: "Software and web tools directory" },
];

/** docs/product.md §9: "over 15 million members". */
export const membersFigure = { value: "15 million", lead: "Over", label: "members have signed up to build, host and grow with Braveweb" } as const;

/** The claims of docs/product.md §9 a page may set out as its proof, each once here: the figure and what it counts. */
export const proofFacts = {
  uptime: { value: "99.9%", label: "uptime on the servers that host your site" },
  moneyBack: { value: "30 days", label: "to ask for your money back on a hosting plan" },
  members: { value: "15 million+", label: "members have signed up with Braveweb" },
  stockPhotos: { value: "150,000", label: "free stock photos to drop into any page" },
  statsHistory: { value: "5 years", label: "of statistics kept, to set this season beside the last" },
  sslWarranty: { value: "$10,000", label: "warranty with the premium certificate, at $49.00" },
  storeTrial: { value: "14 days", label: "of free trial to build and test your store" },
  paymentOptions: { value: "40+", label: "payment options, cards and online wallets among them" },
} as const;
type ProofFactName = keyof typeof proofFacts;

/**
 * Said under every final sign-up button, where a visitor decides: the free start (docs/product.md §1), the
 * refund window of hosting plans and the uptime (docs/product.md §9). Short, so the row fits a phone's line.
 */
export const signupAssurances: readonly string[] = ["Free to start", "30-day money-back on hosting", `${proofFacts.uptime.value} uptime`];

/**
 * Said under the home page's hero buttons, in the first screen a visitor sees: how many have
 * signed up and the refund window of hosting plans (docs/product.md §9), said here and not again in the
 * page's words (the hero's lead gives the uptime, the hosting panel the plans' price).
 */
export const heroProof: readonly string[] = [`${proofFacts.members.value} members`, "30-day money-back on hosting"];

/** A page's proof band: its heading and the facts it sets out, with the accolades or without. */
export interface PageProof {
  heading: string;
  facts: readonly ProofFactName[];
  accolades?: true;
}

/**
 * The figures /about sets out as facts (docs/product.md §9): the members, the uptime, and the refund window
 * of hosting and Pro plans (docs/product.md §9 legal; domains are not refundable, so the fact names the plans).
 */
export const companyFacts: ReadonlyArray<{ value: string; label: string }> = [proofFacts.members, proofFacts.uptime, proofFacts.moneyBack];
