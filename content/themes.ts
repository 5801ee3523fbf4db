import { searchThemes, type ThemeSearchResult } from "./themeSearch.ts";

/** A theme card as the gallery shows it (docs/product.md §3 theme/template, resolved for the browser). */
export interface ThemeCard {
  id: number;
  name: string;
  createdAt: string;
  screenshotUrl: string;
  /** A phone-shaped picture of the sample site, when the asset host draws one; null when it does not. */
  phoneScreenshotUrl: string | null;
  /** Where the preview iframe points: https, or the default sample site. */
  previewUrl: string;
  /** The gallery's group ("Store"), when the catalog gives a well-formed one; null otherwise. */
  category: string | null;
  /** What kind of site it suits ("Bakery"), when the catalog says; searched with the name. */
  kind: string | null;
}

/**
 * The gallery's search and category filter (docs/product.md §2, Themes): a plain GET form, so the server
 * filters and the theme-gallery island refines the same cards in place with the same rule.
 */
export interface GalleryFilter {
  /** The search words, normalized by galleryQuery(): "" for none. */
  q: string;
  /** A category's slug that the catalog has, or null for every theme. */
  category: string | null;
}

/** The longest search kept, in characters; what is longer is cut, never refused. */
export const GALLERY_QUERY_MAX = 40;
/** Raw input is cut to this before any pattern runs (docs/decisions.md, 18). */
const GALLERY_QUERY_RAW_MAX = 200;
/** What a search or a category label may hold: letters, digits, spaces and the marks of names. */
const NOT_SEARCHABLE = /[^\p{L}\p{N}\s&'.-]/gu;

/** First value of a query parameter, when it is a string. */
function firstString(raw: unknown): string | undefined {
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  return typeof value === "string" ? value : undefined;
}

/**
 * A search as the gallery keeps it: bounded before any pattern, characters other than letters,
 * digits, spaces and name marks dropped, spaces collapsed, lower case, at most GALLERY_QUERY_MAX.
 * So a visitor's input can neither fail the page nor widen the page cache's keys beyond that.
 */
export function galleryQuery(raw: unknown): string {
  const value = firstString(raw);
  if (!value) return "";
  return value.slice(0, GALLERY_QUERY_RAW_MAX).replace(NOT_SEARCHABLE, " ").replace(/\s+/g, " ").trim().toLowerCase().slice(0, GALLERY_QUERY_MAX).trim();
}

/** A category's form in the address: "Food & drink" is "food-drink". */
export function categorySlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** What the gallery shows for a filter: the category's themes the search finds, or the nearest ones (content/themeSearch.ts). */
export function galleryMatches(themes: readonly ThemeCard[], filter: GalleryFilter): ThemeSearchResult {
  const inCategory = (theme: ThemeCard) => filter.category === null || (theme.category !== null && categorySlug(theme.category) === filter.category);
  return searchThemes(themes, filter.q, (index) => inCategory(themes[index]!));
}

/** The catalog's categories with how many themes each has, largest first; none when the catalog gives fewer than two. */
export function galleryCategories(themes: readonly ThemeCard[]): Array<{ slug: string; label: string; count: number }> {
  const bySlug = new Map<string, { slug: string; label: string; count: number }>();
  for (const theme of themes) {
    if (theme.category === null) continue;
    const slug = categorySlug(theme.category);
    const entry = bySlug.get(slug) ?? { slug, label: theme.category, count: 0 };
    entry.count += 1;
    bySlug.set(slug, entry);
  }
  const list = [...bySlug.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return list.length >= 2 ? list : [];
}

/** The filter of a gallery request: the search normalized, the category kept only when the catalog has it. */
export function galleryFilter(query: unknown, themes: readonly ThemeCard[]): GalleryFilter {
  const source = (query ?? {}) as Record<string, unknown>;
  const wanted = firstString(source.category)?.slice(0, GALLERY_QUERY_RAW_MAX);
  const known = wanted ? galleryCategories(themes).some((c) => c.slug === wanted) : false;
  return { q: galleryQuery(source.q), category: known ? wanted! : null };
}

/**
 * "12 templates", "1 template for “cake” in Restaurant": what the gallery shows, said the same by
 * the island. A search that finds nothing says so and introduces the nearest themes shown instead.
 */
export function galleryCountText(count: number, q: string, categoryLabel: string | null): string {
  if (count === 0 && q) return `No template matches “${q}”${categoryLabel ? ` in ${categoryLabel}` : ""}; these are close:`;
  const words = [`${count} ${count === 1 ? "template" : "templates"}`];
  if (q) words.push(`for “${q}”`);
  if (categoryLabel) words.push(`in ${categoryLabel}`);
  return words.join(" ");
}

/** docs/product.md §4 preview viewports and the iframe width each gives. */
export const PREVIEW_VIEWPORTS = [
  { id: "phone_portrait", label: "Phone", width: 375 },
  { id: "tablet_portrait", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;
export type PreviewViewport = (typeof PREVIEW_VIEWPORTS)[number]["id"];

/** Below this width a screen is a phone's (the site's own phone breakpoint). */
const PHONE_SCREEN_MAX = 767.98;

/** The viewport a preview opens in on a screen this wide: a phone sees the phone view, anything wider the desktop one. */
export function viewportForScreen(width: number): PreviewViewport {
  return width <= PHONE_SCREEN_MAX ? "phone_portrait" : "desktop";
}

export function isPreviewViewport(value: unknown): value is PreviewViewport {
  return PREVIEW_VIEWPORTS.some((v) => v.id === value);
}

const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * docs/product.md §2: the preview URL with http upgraded to https (loopback hosts, the embedded
 * default, excepted); the default sample site when there is none or it is not a web address.
 */
export function previewAddress(raw: string | undefined | null, fallback: string): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.protocol === "http:" && !LOOPBACK.test(url.hostname)) url.protocol = "https:";
  return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : fallback;
}
