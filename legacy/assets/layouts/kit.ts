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
  /** The drawing beside it in a list that shows pictures, when it shows this item (drawings.ts). */
  picture?: DrawingName;
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
  /** The drawing of the layout's main picture (drawings.ts): a scene of the site's own trade, shown by no other theme. */
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
 * `art-<kind>`, described for screen readers as what it shows.
 */
export function art(kind: string, site: SiteCopy, fallback: DrawingName): Html {
  const name = site.picture ?? fallback;
  return drawing(name, `Drawing: ${PICTURE_WORDS[name]}`, `art-${kind}`);
}

/**
 * A list's picture: the item's own drawing (`picture`, a picture of what the item names), or
 * else one of the layout's `names` in turn, a picture of the trade. Either way it is described
 * as what it shows, not by the item's title.
 */
export function inTurn(item: SiteItem, names: readonly DrawingName[], i: number, classes: string): Html {
  const name = item.picture ?? names[i % names.length]!;
  return drawing(name, `Drawing: ${PICTURE_WORDS[name]}`, classes);
}

/** One drawing in a slot, described as what it shows: a layout's second or third picture. */
export function pictured(name: DrawingName, classes: string): Html {
  return drawing(name, `Drawing: ${PICTURE_WORDS[name]}`, classes);
}

/** What each drawing shows, for a picture a site picks itself or a list draws in turn. */
const PICTURE_WORDS: Record<DrawingName, string> = {
  table: "an empty wooden tabletop against a wall in window light",
  sweep: "an empty photographer's backdrop in soft light",
  plinth: "an empty museum plinth under a spotlight",
  bakecase: "an empty wooden bakery counter against a tiled wall",
  gig: "an empty stage under coloured lights",
  harbor: "a plate of grilled fish with lemon on a white tablecloth, by a window over a harbour with boats",
  stage: "a band playing on a dark stage under spotlights, a singer at the microphone, a guitarist and a drummer, the crowd in silhouette",
  kitchen: "two volunteers behind a kitchen counter with steaming pots and bowls of soup ready to serve",
  reading: "an open book, a mug and a pencil on a wooden desk, by a window looking over hills and a canal path",
  gym: "a gym in morning light: kettlebells on the floor, a barbell on a rack and an exercise mat",
  cottage: "a stone cottage with a slate roof and a garden path in evening sun, hills behind",
  seaside: "a portrait of a woman against the sea at sunset, her face in shadow and her hair lit by the low sun",
  chambers: "a lawyer's office: shelves of bound books, a green desk lamp, papers and brass scales on a desk, a window over the town",
  school: "a brick school with a clock and a flag at the edge of a pine wood, a path to its door across the grass",
  chapel: "a small stone chapel with a spire on a green hill at sunrise, a path winding up to it",
  salon: "a salon chair in front of a round mirror, a shelf of hair products, a lamp and a potted plant",
  greenhouse: "rows of tomato plants in a greenhouse, a small solar-powered sensor standing in the soil",
  workshop: "a garage workshop: a car raised on a lift, a mechanic beneath it, daylight through the open door",
  yoga: "a person sitting cross-legged on a yoga mat by a tall window over a river",
  timber: "a timber house with a wall of lit windows in a meadow at dusk, birch trees beside it",
  cycling: "two children cycling down a country lane towards a small school at sunrise",
  supper: "a long supper table by lamplight: a pot of lamb and white beans in the middle, plates, candles and bread",
  family: "a family of three sitting together on a sofa by a sunny window",
  sitter: "a studio portrait of a smiling person with closed eyes, lit softly from one side against a dark backdrop",
  coast: "a rocky coast with waves breaking below a lighthouse on a headland",
  maker: "a potter's hands shaping a clay pot on a wheel, finished pots on a shelf behind",
  wedding: "a bride and groom under a flowered arch in a meadow in golden light",
  prints: "framed photographic prints on a wall above a sideboard, one print leaning on it",
  guitarist: "a guitarist in silhouette on a lit stage beside an amplifier",
  drummer: "a drummer behind a drum kit under stage lights, sticks raised",
  gigcrowd: "a crowd with raised hands in front of a brightly lit stage",
  tourvan: "a white van on a road through the hills at dusk",
  vinyl: "a record sleeve with a moon on it and a black vinyl record on a table",
  singer: "a singer in silhouette at a microphone under a coloured light",
  atlas: "red mountains at sunset, a walker and a mule on a trail below a village of flat-roofed houses",
  faroe: "green sea cliffs with a waterfall and a turf-roofed house above a grey sea",
  vineyard: "rows of vines on golden hills, a church tower and snowy mountains behind",
  lake: "a blue lake with a small island church under snowy mountains",
  snow: "a steaming hot spring among snowy pines at dusk, a lantern glowing beside it",
  gorge: "a deep limestone gorge with a river and a path at the bottom, pastures on the rim",
  kettle: "a hammered copper kettle on a wooden table",
  milkpan: "a copper pan with a long brass handle on a wooden table",
  colander: "a sage-green enamel colander on a wooden table",
  spoons: "three wooden spoons standing in a stoneware jar",
  skillet: "a black cast iron pan on a wooden table",
  towels: "two folded striped linen towels on a wooden table",
  cups: "four brass measuring cups in a row, largest to smallest",
  butter: "a cream stoneware dish with a domed lid",
  bunch: "a mixed bunch of flowers wrapped in brown paper",
  roses: "a glass vase of pink and cream roses",
  meadow: "cornflowers, scabious and grasses in a stoneware jug",
  wreath: "a round wreath of dried flowers and leaves hanging on a wall",
  tulips: "red, yellow, pink and lilac tulips wrapped in paper",
  hyacinths: "three hyacinths, purple, pink and white, in a zinc pot",
  eucalyptus: "stems of round grey-green eucalyptus leaves in a glass bottle",
  flowerbox: "a bouquet in a brown delivery box with a gift tag",
  sourdough: "a round sourdough loaf with a dark crust on a bakery counter",
  rye: "a dark seeded rye loaf baked in a tin",
  bun: "three knotted buns dusted with sugar",
  croissant: "a croissant topped with flaked almonds",
  focaccia: "a tray of focaccia with rosemary and sea salt",
  drizzle: "a loaf cake with white icing and a slice of lemon",
  scone: "a tall golden scone with melted cheese on top",
  coffee: "a cup of black coffee on a saucer, steaming",
  thimble: "a silver thimble on a museum plinth under a spotlight",
  key: "a large old iron key on a museum plinth",
  buttons: "twelve black buttons sewn on a card, on a museum plinth",
  ticket: "an old paper ticket with a punched hole, on a museum plinth",
  stone: "a grey stone with a hole through it, on a museum plinth",
  glove: "a single brown leather glove on a museum plinth",
  magazine: "an open magazine beside its cover, on a studio backdrop",
  labels: "three brown beer bottles with round labels",
  signs: "a signpost with two arrow signs",
  posters: "three posters of a sun over the sea, hung side by side",
  boxes: "two printed packaging boxes with a glowing bulb on them",
  website: "a laptop showing a website with a photo grid",
  backpack: "a hiking backpack with a rolled top",
  jacket: "a hooded waterproof jacket",
  baselayer: "a long-sleeved top",
  tent: "a dome tent lit from inside on a hillside at dusk",
  shoes: "a trail running shoe with a deep-lugged sole",
  stove: "a camping stove with a blue flame under a steaming pot",
  torch: "a head torch on its strap, shining",
  mug: "a steaming white enamel mug with a blue rim",
  campsite: "a tent and a campfire under the stars, pine trees and mountains behind",
  ridge: "a hiker with a walking pole on a grassy ridge below mountains",
  trailrun: "a runner on a trail through a pine wood in evening light",
  microphone: "a studio microphone",
  crowd: "three smiling people under bunting",
  calendar: "a calendar page with one day marked by a heart",
  bowl: "a steaming bowl of soup with chopsticks",
  tee: "a short-sleeved T-shirt laid out on a photographer's backdrop",
  tote: "a canvas tote bag with a printed circle on a photographer's backdrop",
  apron: "a bib apron with long ties on a photographer's backdrop",
  pin: "an enamel pin of a fern leaf on its card, on a photographer's backdrop",
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
