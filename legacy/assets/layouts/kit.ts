import { html, type Html } from "../../pages/htmlDocument.ts";
import { drawing, type DrawingName } from "../drawings.ts";

/** Headings in a serif or a sans-serif stack: system fonts only, the sample pages load nothing else. */
export type FontFeel = "serif" | "sans";

/** One entry of a sample site: a dish, a product, a plan, a post, a project… as its layout reads it. */
interface SiteItem {
  title: string;
  text: string;
  /** A price, a date, a time, a category or a count, next to the title. */
  meta?: string;
  /** Plans only: what the plan includes. */
  points?: readonly string[];
}

/** The words of a sample site; the layout decides where each goes. */
export interface SiteCopy {
  name: string;
  /** What kind of site it suits ("Restaurant"), printed small on its page. */
  kind: string;
  tagline: string;
  font: FontFeel;
  /** A paragraph about the business or the people behind it. */
  about: string;
  /** One short fact the layout shows prominently: opening hours, an offer, an event's date. */
  detail: string;
  itemsHeading: string;
  items: readonly SiteItem[];
  /** The main button's words ("Book a table"); "Get in touch" when not given. */
  action?: string;
  /** Blogs: the paragraphs of the featured post. */
  article?: readonly string[];
  /** The drawing of the layout's main picture, when the layout's own would not suit the site (drawings.ts). */
  picture?: DrawingName;
  /** Agency-like layouts: clients, press or partners, drawn as a row of logos. */
  names?: { heading: string; list: readonly string[] };
}

/**
 * A layout of the asset host's themes: a sample page (HTML styled by sample.css, no inline
 * style). The gallery thumbnail is that same page, drawn into an SVG (screenshotSvg.ts).
 * The hero carries `data-hero="<kind>"` and each section after it `data-section="<kind>"`,
 * so the look of a layout can be read back from its page.
 */
export interface Layout {
  /** Everything in <body> above the shared footer. */
  page(site: SiteCopy): Html;
  /** This layout's rules of sample.css, each under `.layout-<name>`. */
  css: string;
}

export const FONT_STACKS: Record<FontFeel, string> = {
  serif: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/** A header menu of in-page links. */
export function menu(label: string, links: ReadonlyArray<readonly [string, string]>): Html {
  const items = links.map(([text, href]) => html`<li><a href="${href}">${text}</a></li>`);
  return html`<nav aria-label="${label}">
    <ul class="menu">
      ${items}
    </ul>
  </nav>`;
}

/**
 * The layout's main picture: the site's own drawing (`picture`) or the layout's, in the slot
 * `art-<kind>`, described for screen readers.
 */
export function art(kind: string, site: SiteCopy, fallback: DrawingName, label: string): Html {
  const name = site.picture ?? fallback;
  return drawing(name, site.picture ? `Drawing: ${PICTURE_WORDS[name]}` : label, `art-${kind}`);
}

/**
 * A list's picture, drawn in turn from `names`: the drawings are the sample's stand-in photos,
 * not pictures of the item beside them, so they are described as what they show.
 */
export function inTurn(names: readonly DrawingName[], i: number, classes: string): Html {
  const name = names[i % names.length]!;
  return drawing(name, `Drawing: ${PICTURE_WORDS[name]}`, classes);
}

/** One drawing in a slot, described as what it shows: a layout's second or third picture. */
export function pictured(name: DrawingName, classes: string): Html {
  return drawing(name, `Drawing: ${PICTURE_WORDS[name]}`, classes);
}

/** What each drawing shows, for a picture a site picks itself or a list draws in turn. */
const PICTURE_WORDS: Record<DrawingName, string> = {
  portrait: "a smiling person",
  cake: "a layered cake with a candle",
  storefront: "a shop front with an awning",
  mountains: "mountains under the sun",
  plate: "a plate of food",
  mug: "a steaming mug",
  plant: "a potted plant",
  flowers: "a bunch of flowers",
  bag: "a shopping bag",
  tent: "a tent in a meadow",
  house: "a house with a garden tree",
  bread: "a loaf of bread on a board",
  microphone: "a studio microphone",
  crowd: "three smiling people under bunting",
  calendar: "a calendar page with one day marked by a heart",
  school: "a school building with a clock and a flag",
  bowl: "a steaming bowl of soup with chopsticks",
  building: "an office tower among smaller buildings",
  hands: "two hands holding up a heart",
};

/** Two letters for a round logo: "Harbor Café" is "HC", "The Static Hearts" "SH". */
export function monogram(name: string): string {
  const words = name.split(/[\s&]+/).filter((w) => w && !/^(?:the|of|and)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** The words of the site's main button. */
export function action(site: SiteCopy): string {
  return site.action ?? "Get in touch";
}
