/**
 * The themes of the local asset host: our own names and words, one per kind of site, so the
 * gallery, its screenshots and the sample sites have something varied to show.
 */
export interface Theme {
  id: number;
  name: string;
  /** What kind of site it suits, printed on its sample page. */
  kind: string;
  tagline: string;
  /** Headings of the three cards of its sample page. */
  highlights: readonly [string, string, string];
}

export const THEMES: readonly Theme[] = [
  {
    id: 101,
    name: "Harbor Café",
    kind: "Restaurant",
    tagline: "Fresh fish, slow coffee, open every day by the water.",
    highlights: ["Today's menu", "Private dining", "Find us on the quay"],
  },
  {
    id: 102,
    name: "Northwind Studio",
    kind: "Portfolio",
    tagline: "Brand identities and editorial design with a steady hand.",
    highlights: ["Selected work", "Services", "Say hello"],
  },
  {
    id: 103,
    name: "Juniper & Vale",
    kind: "Wedding",
    tagline: "Two families, one long table, and you are invited.",
    highlights: ["Our story", "The day", "RSVP"],
  },
  {
    id: 104,
    name: "The Static Hearts",
    kind: "Band",
    tagline: "Four chords, three friends, one very loud van.",
    highlights: ["Tour dates", "Listen", "Merch table"],
  },
  {
    id: 105,
    name: "Copper Kettle Goods",
    kind: "Shop",
    tagline: "Hand-finished kitchenware, shipped with care.",
    highlights: ["New arrivals", "Best sellers", "Shipping and returns"],
  },
  {
    id: 106,
    name: "Open Hands Collective",
    kind: "Nonprofit",
    tagline: "Neighbours helping neighbours, one meal at a time.",
    highlights: ["What we do", "Volunteer", "Donate"],
  },
  {
    id: 107,
    name: "Margin Notes",
    kind: "Blog",
    tagline: "Essays on books, walks and the things in between.",
    highlights: ["Latest posts", "Reading list", "Subscribe"],
  },
  {
    id: 108,
    name: "Ironleaf Fitness",
    kind: "Fitness",
    tagline: "Small classes, real coaching, no mirrors required.",
    highlights: ["Class timetable", "Coaches", "First session free"],
  },
  {
    id: 109,
    name: "Keystone Realty",
    kind: "Real estate",
    tagline: "Homes in the valley, sold by people who live here.",
    highlights: ["Featured listings", "Sell with us", "Book a viewing"],
  },
  {
    id: 110,
    name: "Silver Lantern Photography",
    kind: "Photography",
    tagline: "Quiet portraits and honest light.",
    highlights: ["Galleries", "Sessions", "Prints"],
  },
  {
    id: 111,
    name: "Rise & Crumb Bakery",
    kind: "Bakery",
    tagline: "Sourdough from four in the morning, gone by noon.",
    highlights: ["Daily bakes", "Cakes to order", "Opening hours"],
  },
  {
    id: 112,
    name: "Whitford & Hale",
    kind: "Law firm",
    tagline: "Clear advice for families and small businesses.",
    highlights: ["Practice areas", "Our lawyers", "Book a consultation"],
  },
  {
    id: 113,
    name: "Maple Grove Academy",
    kind: "School",
    tagline: "Curious minds, kind hearts, muddy boots.",
    highlights: ["Admissions", "Term dates", "Parents' corner"],
  },
  {
    id: 114,
    name: "Hillside Chapel",
    kind: "Church",
    tagline: "All are welcome, every Sunday at ten.",
    highlights: ["Services", "Community groups", "Visit us"],
  },
  {
    id: 115,
    name: "Wanderfar Journeys",
    kind: "Travel",
    tagline: "Small-group trips off the usual roads.",
    highlights: ["Destinations", "Upcoming departures", "Plan with us"],
  },
  {
    id: 116,
    name: "Velvet Comb Salon",
    kind: "Salon",
    tagline: "Cuts, colour and a good cup of tea.",
    highlights: ["Services and prices", "Our stylists", "Book online"],
  },
  {
    id: 117,
    name: "Quantum Sprout",
    kind: "Tech startup",
    tagline: "Sensors that tell your greenhouse when to water.",
    highlights: ["How it works", "Pricing", "Request a demo"],
  },
  {
    id: 118,
    name: "Loose Threads Podcast",
    kind: "Podcast",
    tagline: "Weekly conversations with people who make things.",
    highlights: ["Episodes", "Guests", "Listen everywhere"],
  },
  {
    id: 119,
    name: "Petal & Stem",
    kind: "Florist",
    tagline: "Seasonal bouquets, delivered across town.",
    highlights: ["This week's flowers", "Weddings and events", "Same-day delivery"],
  },
  {
    id: 120,
    name: "Redline Garage",
    kind: "Garage",
    tagline: "Honest repairs and a price before we start.",
    highlights: ["Services", "MOT and servicing", "Book your car in"],
  },
  {
    id: 121,
    name: "Still Water Yoga",
    kind: "Yoga",
    tagline: "Breathe, stretch, and leave lighter than you came.",
    highlights: ["Class schedule", "Teachers", "Retreats"],
  },
  {
    id: 122,
    name: "Museum of Small Things",
    kind: "Museum",
    tagline: "Thimbles, keys, buttons and the stories they keep.",
    highlights: ["Exhibitions", "Plan your visit", "Become a friend"],
  },
  {
    id: 123,
    name: "Lineworks Architects",
    kind: "Architect",
    tagline: "Buildings that sit lightly on the land.",
    highlights: ["Projects", "Practice", "Contact the studio"],
  },
  {
    id: 124,
    name: "Brightpath Charity",
    kind: "Charity",
    tagline: "Every child deserves a way to school.",
    highlights: ["Our impact", "Fundraise", "Give monthly"],
  },
  {
    id: 125,
    name: "Trailhead Outfitters",
    kind: "Outdoor store",
    tagline: "Gear for the hills, advice for free.",
    highlights: ["Shop by activity", "Rentals", "Workshop"],
  },
  {
    id: 126,
    name: "Sunday Supper Club",
    kind: "Food blog",
    tagline: "Recipes for long tables and slow evenings.",
    highlights: ["Recipes", "Menus by season", "Cook along"],
  },
];

/**
 * The legacy gallery data had some preview URLs over plain http and one without any; the site
 * upgrades the first and falls back to the default sample site for the second (SPEC §2 Themes).
 * These ids keep both rules exercised (README lists them).
 */
const HTTP_PREVIEW_IDS: ReadonlySet<number> = new Set([105, 112, 119]);
const NO_PREVIEW_IDS: ReadonlySet<number> = new Set([123]);

const byId = new Map(THEMES.map((theme) => [theme.id, theme]));

/** The theme of an id as written in a path: plain digits only, so "0101" or "1e2" find nothing. */
export function findTheme(idText: string): Theme | undefined {
  return /^[1-9][0-9]{0,8}$/.test(idText) ? byId.get(Number(idText)) : undefined;
}

/** SPEC §3 Theme/template, the shape of the provider's static themes JSON. */
export interface ThemeListEntry {
  id: number;
  name: string;
  createdAt: string;
  item: { preview_url: string };
  previewUrl: string;
}

const DAY = 24 * 60 * 60 * 1000;
const FIRST_THEME_DATE = Date.UTC(2019, 0, 15, 9, 0, 0);

/** Fixed dates, about seven weeks apart, so "newest first" sorts are stable and testable. */
function createdAt(theme: Theme): string {
  return new Date(FIRST_THEME_DATE + (theme.id - 101) * 47 * DAY).toISOString();
}

/** Only an https base has an http variant; a root-relative or http base is left as it is. */
function plainHttp(url: string): string {
  return url.startsWith("https://") ? `http://${url.slice("https://".length)}` : url;
}

function previewUrl(theme: Theme, assetsUrl: string): string {
  if (NO_PREVIEW_IDS.has(theme.id)) return "";
  const url = `${assetsUrl}/sample/${theme.id}`;
  return HTTP_PREVIEW_IDS.has(theme.id) ? plainHttp(url) : url;
}

/** themes.json; `assetsUrl` is where browsers reach this asset host, without a trailing slash. */
export function themeList(assetsUrl: string): ThemeListEntry[] {
  return THEMES.map((theme) => {
    const url = previewUrl(theme, assetsUrl);
    return { id: theme.id, name: theme.name, createdAt: createdAt(theme), item: { preview_url: url }, previewUrl: url };
  });
}
