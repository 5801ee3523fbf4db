import { describe, expect, it } from "vitest";
import { themeSamplePage } from "../../legacy/assets/samplePages.ts";
import { screenshotSvg } from "../../legacy/assets/screenshotSvg.ts";
import { THEMES } from "../../legacy/assets/themeCatalog.ts";
import { attr, parseHtml, text } from "../fixtures/html.ts";

/**
 * Words a visitor expects on a site of each kind; a sample must use at least two of its own.
 * Written from the subject, not copied from the samples.
 */
const SUBJECT_WORDS: Record<string, readonly string[]> = {
  Restaurant: ["menu", "table", "fish", "coffee", "dining", "cook"],
  Portfolio: ["design", "studio", "identity", "project", "work"],
  Wedding: ["wedding", "vows", "ceremony", "rsvp", "dancing", "cake"],
  Band: ["album", "tour", "tickets", "shows", "record"],
  Shop: ["delivery", "ship", "order", "cart", "arrivals", "kitchen"],
  Nonprofit: ["volunteer", "meals", "neighbours", "community", "donate"],
  Blog: ["essay", "posts", "read", "subscribe", "book"],
  Fitness: ["class", "coach", "gym", "membership", "session"],
  "Real estate": ["homes", "bedrooms", "viewing", "listings", "agency"],
  Photography: ["portrait", "photo", "session", "galleries", "prints"],
  Bakery: ["sourdough", "bake", "bun", "croissant", "oven", "bread"],
  "Law firm": ["solicitors", "law", "advice", "wills", "contracts"],
  "Primary school": ["school", "pupils", "class", "teachers", "term", "reception"],
  Church: ["worship", "chapel", "sunday", "choir", "welcome"],
  Travel: ["trip", "travellers", "guides", "destinations", "departure"],
  Salon: ["cut", "colour", "salon", "appointment", "stylists", "blow-dry"],
  "Tech startup": ["sensor", "app", "trial", "soil", "alert"],
  Podcast: ["podcast", "episode", "listen", "guest", "host"],
  Florist: ["bouquet", "flowers", "stems", "roses", "delivered"],
  Garage: ["repairs", "service", "brakes", "oil", "garage"],
  Yoga: ["yoga", "breath", "class", "mats", "stretch"],
  Museum: ["museum", "collection", "objects", "visit", "entry"],
  Architect: ["architects", "design", "buildings", "homes", "schools"],
  Charity: ["gift", "give", "children", "donate", "project"],
  "Outdoor store": ["gear", "tent", "boots", "repairs", "backpack"],
  "Food blog": ["recipe", "cook", "oven", "serves", "dish"],
};

/** What a visitor reads on the page, lower-cased. */
function shownWords(page: string): string {
  return parseHtml(page)
    .filter((el) => el.tagName === "body")
    .map(text)
    .join(" ")
    .toLowerCase();
}

/** A page's look: its hero's kind and the kinds of the sections after it, in order. */
function signature(page: string): string {
  const elements = parseHtml(page);
  const heroes = elements.map((el) => attr(el, "data-hero")).filter(Boolean);
  expect(heroes).toHaveLength(1);
  const sections = elements.map((el) => attr(el, "data-section")).filter(Boolean);
  expect(sections.length).toBeGreaterThanOrEqual(2);
  return [heroes[0], ...sections].join(" > ");
}

describe("the asset host's theme samples", () => {
  it("price in dollars: no pound or euro sign on any sample page or thumbnail", () => {
    for (const theme of THEMES) {
      expect(themeSamplePage(theme), theme.name).not.toMatch(/[£€]|\b(?:GBP|EUR)\b|pence/);
      expect(screenshotSvg(theme), theme.name).not.toMatch(/[£€]/);
    }
    const prices = THEMES.flatMap((theme) => theme.items.map((item) => item.meta ?? "")).filter((meta) => /\d/.test(meta) && /[$£€]/.test(meta));
    expect(prices.length).toBeGreaterThan(40);
    for (const price of prices) expect(price).toMatch(/^\$\d[\d,]*(?:\.\d\d)?$/);
  });

  it("come in at least 16 distinct looks (hero and sequence of sections), read from the pages themselves", () => {
    const looks = new Map<string, string[]>();
    for (const theme of THEMES) {
      const look = signature(themeSamplePage(theme));
      looks.set(look, [...(looks.get(look) ?? []), theme.name]);
    }
    expect(looks.size, [...looks.entries()].map(([look, names]) => `${look}: ${names.join(", ")}`).join("\n")).toBeGreaterThanOrEqual(16);
    // No look is worn by more than two themes.
    for (const [look, names] of looks) expect(names.length, look).toBeLessThanOrEqual(2);
  });

  it("talk about their own subject: each sample uses words of its kind of site, and only a wedding asks for an RSVP", () => {
    for (const theme of THEMES) {
      const words = SUBJECT_WORDS[theme.kind];
      expect(Object.keys(SUBJECT_WORDS), `subject words for ${theme.kind}`).toContain(theme.kind);
      const shown = shownWords(themeSamplePage(theme));
      const used = words!.filter((word) => shown.includes(word));
      expect(used.length, `${theme.name} (${theme.kind}) uses ${used.join(", ")}`).toBeGreaterThanOrEqual(2);
      if (theme.kind !== "Wedding") expect(shown, theme.name).not.toMatch(/\brsvp\b|save the date/);
    }
  });
  // A critic found one cartoon mountain heading a blog and a photographer's site, and one face
  // heading a charity, a salon and a yoga studio: a layout's main picture (its art() slot) is
  // the theme's own, never another theme's.
  it("give every theme its own main picture, read from the pages themselves", () => {
    const MAIN = /class="art drawn art-(?:table|peaks|hills|scene|members|arch|office|building|mirror|cause)"[^>]*>.*?<use href="#d-([a-z]+)"\/>/g;
    const byPicture = new Map<string, number[]>();
    for (const theme of THEMES) {
      for (const m of themeSamplePage(theme).matchAll(MAIN)) byPicture.set(m[1]!, [...(byPicture.get(m[1]!) ?? []), theme.id]);
    }
    expect(byPicture.size).toBeGreaterThanOrEqual(17);
    expect([...byPicture].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  // "Weddings" and "Coast" galleries once showed a house and a shop front: an item that names
  // its own drawing is shown with it, and a list never shows the same drawing twice.
  it("show each list item with its own picture where it has one, no drawing twice in a list", () => {
    for (const theme of THEMES) {
      const page = themeSamplePage(theme);
      for (const item of theme.items) if (item.picture) expect(page, `${theme.id} ${item.title}`).toContain(`<use href="#d-${item.picture}"/>`);
      const pictures = theme.items.flatMap((item) => (item.picture ? [item.picture] : []));
      expect(new Set(pictures).size, `sample ${theme.id}`).toBe(pictures.length);
    }
  });
});
