/**
 * The gallery's search (docs/product.md §2, Themes), one rule for the server's page and the theme-gallery
 * island: both call searchThemes() with the same words, so a search typed in the box shows the
 * cards the same address shows without JavaScript.
 *
 * A visitor types what they mean, not our names: accents and case do not count ("cafe" is
 * "Café"), a theme is found by its name, its kind, its category and the words of its trade
 * (WORDS: "coffee" finds a café, "shop" every store), every word in any order. When nothing
 * matches, the nearest themes are offered instead of an empty page.
 *
 * Every pattern here is a single character class, repeated at most once (docs/security.md,
 * "Linear input"); the nearest themes are measured with a bounded edit distance, no pattern.
 */

/** The marks NFD separates from their letters ("é" is "e" and U+0301). */
const MARKS = /\p{M}+/gu;
/** What separates words: anything but a letter or a digit. */
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** How many themes are offered when nothing matches: one row of the widest grid. */
const NEAR_COUNT = 4;

/** Text as the search compares it: accents and marks removed (Unicode NFD), lower case. */
function foldText(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/** The folded words of a text, in order. */
function foldedWords(text: string): string[] {
  return foldText(text)
    .split(NOT_WORD)
    .filter((word) => word !== "");
}

/**
 * The words of a trade, keyed by a folded word a theme's name, kind or category holds: what a
 * visitor may type for that kind of site. Short on purpose: words people use, not every synonym.
 */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  cafe: ["coffee", "coffeehouse", "espresso", "tea", "brunch"],
  restaurant: ["food", "dining", "menu", "eatery", "bistro", "kitchen"],
  bakery: ["bread", "baker", "cake", "pastry", "patisserie"],
  store: ["shop", "ecommerce", "retail", "boutique", "sell"],
  shop: ["store", "ecommerce", "retail", "boutique", "sell"],
  florist: ["flowers", "flower", "bouquet"],
  outfitters: ["outdoor", "camping", "hiking", "gear"],
  wedding: ["marriage", "bride", "invitation", "rsvp"],
  events: ["event", "party", "celebration"],
  band: ["music", "musician", "concert", "gig"],
  portfolio: ["showcase", "creative", "resume", "cv"],
  studio: ["design", "creative", "agency"],
  photography: ["photo", "photographer", "pictures", "camera"],
  architect: ["architecture", "building", "interior"],
  nonprofit: ["charity", "volunteer", "donate", "cause", "ngo"],
  charity: ["nonprofit", "donate", "fundraising", "volunteer"],
  community: ["club", "association", "local"],
  blog: ["writing", "journal", "articles", "news", "diary"],
  podcast: ["audio", "episodes", "radio", "show"],
  supper: ["recipes", "cooking", "food"],
  fitness: ["gym", "workout", "training", "trainer", "sport"],
  realty: ["property", "homes", "houses", "realtor", "agent"],
  estate: ["property", "homes", "houses", "realtor"],
  law: ["lawyer", "attorney", "legal", "solicitor"],
  school: ["education", "teacher", "kids", "classes"],
  academy: ["education", "school", "classes"],
  church: ["faith", "worship", "parish", "ministry"],
  travel: ["tours", "trips", "holiday", "vacation", "agency"],
  salon: ["hair", "hairdresser", "barber", "beauty", "spa"],
  startup: ["software", "saas", "app", "technology"],
  tech: ["software", "saas", "app", "technology"],
  garage: ["car", "cars", "mechanic", "auto", "repair"],
  yoga: ["meditation", "wellness", "pilates"],
  museum: ["exhibition", "history", "art", "collection"],
  business: ["company", "services", "corporate"],
};

/** What a theme is searched by: its name, its kind, its category (the catalog's, or the card's). */
export interface SearchableTheme {
  name: string;
  kind: string | null;
  category: string | null;
}

/** A theme's words: those of its name, kind and category, and the words of their trades. */
function themeWords(theme: SearchableTheme): string[] {
  const own = foldedWords([theme.name, theme.kind, theme.category].filter(Boolean).join(" "));
  return [...new Set(own.flatMap((word) => [word, ...(WORDS[word] ?? [])]))];
}

/** Whether a typed word names this theme word: its start, or the start of its singular ("shops", "flowers"). */
function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  return typed.length > 3 && typed.endsWith("s") && word.startsWith(typed.slice(0, -1));
}

/** Whether every typed word names one of the theme's words, in any order. */
function matchesWords(typed: readonly string[], words: readonly string[]): boolean {
  return typed.every((t) => words.some((w) => wordMatches(t, w)));
}

/** Edit distance between two short words (both bounded by the search's 40 characters). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a typed word is from a theme's nearest word, 0 (names it) to 1 (nothing alike). */
function wordDistance(typed: string, words: readonly string[]): number {
  let best = 1;
  for (const word of words) {
    if (wordMatches(typed, word)) return 0;
    const whole = editDistance(typed, word);
    const start = editDistance(typed, word.slice(0, typed.length));
    best = Math.min(best, Math.min(whole, start) / Math.max(typed.length, 1));
  }
  return best;
}

/** What a search shows: which themes (by index), and how many of them truly match. */
export interface ThemeSearchResult {
  shown: boolean[];
  matched: number;
}

/**
 * The themes a search shows, by index. `inScope` says which themes the category filter keeps.
 * When some match, those; when none do and words were typed, the NEAR_COUNT nearest of the
 * scope (closest first in the measure, the catalog's order among equals), so a search never ends
 * on an empty page.
 */
export function searchThemes(themes: readonly SearchableTheme[], q: string, inScope: (index: number) => boolean): ThemeSearchResult {
  const typed = foldedWords(q);
  const words = themes.map(themeWords);
  const shown = themes.map((_, i) => inScope(i) && matchesWords(typed, words[i]!));
  const matched = shown.filter(Boolean).length;
  if (matched > 0 || typed.length === 0) return { shown, matched };
  const near = themes
    .map((_, i) => ({ i, distance: typed.reduce((sum, t) => sum + wordDistance(t, words[i]!), 0) }))
    .filter(({ i }) => inScope(i))
    .sort((a, b) => a.distance - b.distance || a.i - b.i)
    .slice(0, NEAR_COUNT);
  for (const { i } of near) shown[i] = true;
  return { shown, matched };
}
