import type { HostingArtName } from "./art/hostingArt.ts";
import type { OutreachArtName } from "./art/outreach.ts";
import type { ToolsArtName } from "./art/tools.ts";
import type { PageProof } from "./proof.ts";
import type { PageRouteName } from "./routes.ts";
/**
 * The shapes of marketing content (docs/product.md §3): panels, feature icons, calls to action.
 * Pages are data in content/pages/; views/blocks render them.
 */

/** docs/product.md §2 layouts. The legacy numeric codes are right=0, left=1, center=2. */
export type PanelLayout = "CONTENT_LEFT" | "CONTENT_RIGHT" | "CONTENT_CENTER" | "CONTENT_ONLY";
export const LAYOUT_CODES = { CONTENT_RIGHT: 0, CONTENT_LEFT: 1, CONTENT_CENTER: 2 } as const;
export type LayoutCode = (typeof LAYOUT_CODES)[keyof typeof LAYOUT_CODES];

type PanelClass = "half-bottom" | "flush-bottom" | "accent" | "force-dark" | "force-light";

/** Names of the pages' pictures (content/art/ lists them by family; views/screens/ draws each as a product screen). */
export type IllustrationName = HostingArtName | OutreachArtName | ToolsArtName;

interface CardBox {
  title: string;
  body: string;
}

/**
 * What a panel holds below its words: cards side by side, numbered steps (an ordered list: a
 * path whose order matters), or the domain search form.
 */
type PanelEmbed =
  { type: "card-container"; boxes: readonly CardBox[] } | { type: "steps"; steps: readonly CardBox[] } | { type: "domain-availability-checker" };

/** docs/product.md §3 panel definition. */
export interface PanelDefinition {
  name: string;
  heading: string;
  /** Paragraphs of body copy. */
  body: readonly string[];
  bullets?: readonly string[];
  layout: PanelLayout | LayoutCode;
  classes?: readonly PanelClass[];
  /** Beside the words (CONTENT_LEFT, CONTENT_RIGHT), or under them across the page (CONTENT_CENTER: a showcase). */
  assetName?: IllustrationName;
  assetType?: "svg";
  /** Alt text of the illustration. */
  assetAlt?: string;
  embed?: PanelEmbed;
  /** No padding frame: the embed fills the panel. */
  bare?: boolean;
  hasCTA?: boolean;
  /** CTA label; the CTA goes to /register with from={legacy code} unless route, href or clickHandler says otherwise. */
  ctaLabel?: string;
  /** A page of this site, by route name. */
  route?: PageRouteName;
  /** An address on another host. */
  href?: string;
  external?: boolean;
  clickHandler?: { type: "smoothScroll"; target: string };
}

/** docs/product.md §3 feature icon item; the icon names one of views/blocks/featureIcons. */
interface FeatureItem {
  name: string;
  icon: FeatureIconName;
  description: string;
}

export type FeatureIconName =
  | "sparkles"
  | "move"
  | "palette"
  | "smartphone"
  | "globe"
  | "images"
  | "shopping-cart"
  | "eye"
  | "brush"
  | "pen-line"
  | "bar-chart"
  | "search"
  | "life-buoy"
  | "shield"
  | "lock"
  | "mail"
  | "calendar"
  | "users"
  | "clock"
  | "paperclip"
  | "database"
  | "check-circle"
  | "map"
  | "flame"
  | "zap"
  | "refresh"
  | "key"
  | "server"
  | "message-square"
  | "messages"
  | "notebook"
  | "credit-card"
  | "filter"
  | "history"
  | "repeat"
  | "bell"
  | "layout"
  | "download"
  | "tag"
  | "award";

export interface FeatureSection {
  heading: string;
  intro?: string;
  items: readonly FeatureItem[];
}

/** The last block of a service page: the sign-up call to action (docs/product.md §2). */
export interface FinalCallToAction {
  heading: string;
  body: string;
  label: string;
}

/** Everything a service or builder page shows below its hero. */
export interface ServicePageContent {
  lead: string;
  heroAsset: IllustrationName;
  heroAlt: string;
  /** The sign-up button's label; with a search hero, the search button's. */
  heroCta: string;
  /** What it costs, said under the hero's button when the page's product has a price of its own to name. */
  heroPrice?: string;
  /** The hero is the domain search with the sale prices under it (/domains), not a sign-up button. */
  searchHero?: true;
  /**
   * The page sells the hosting plans (docs/product.md §2: web hosting shows an upgrade tier list): their
   * tier table after the first panel, and Product structured data with an offer per plan.
   */
  hostingPlans?: true;
  /** docs/product.md §9 figures that prove what the page sells (views/blocks/ProofBand.tsx), before the feature grid. */
  proof?: PageProof;
  /** Real sample sites of the template gallery, under the first panel of the builder's page (/sitebuilder, /siteblocks). */
  themeShowcase?: { heading: string; intro: string };
  panels: readonly PanelDefinition[];
  features: FeatureSection;
  finalCta: FinalCallToAction;
}
