import { escapeHtml, html, type Html } from "../../pages/htmlDocument.ts";
import type { Palette } from "../palette.ts";

/** Headings in a serif or a sans-serif stack: system fonts only, the sample pages load nothing else. */
export type FontFeel = "serif" | "sans";

/** One entry of a sample site: a dish, a product, a plan, a post, a project… as its layout reads it. */
export interface SiteItem {
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
  /** Agency-like layouts: clients, press or partners, drawn as a row of logos. */
  names?: { heading: string; list: readonly string[] };
}

/**
 * A layout of the asset host's themes: the same shape drawn twice, as a gallery thumbnail
 * (SVG, 640×480) and as a sample page (HTML styled by sample.css, no inline style).
 */
export interface Layout {
  /** SVG elements drawn over the thumbnail's page-coloured background. */
  thumbnail(palette: Palette, site: SiteCopy): string;
  /** Everything in <body> above the shared footer. */
  page(site: SiteCopy): Html;
  /** This layout's rules of sample.css, each under `.layout-<name>`. */
  css: string;
}

export const FONT_STACKS: Record<FontFeel, string> = {
  serif: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/** Dark text on light backgrounds and the grey of placeholder lines in thumbnails. */
export const INK = "#1b1d23";
export const MUTED = "#a3a8b3";

// ---- SVG ------------------------------------------------------------------------------------

const SVG_FONTS: Record<FontFeel, string> = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "Helvetica, Arial, sans-serif",
};

interface TextOptions {
  size: number;
  fill: string;
  font: FontFeel;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
  spacing?: number;
}

/** A text element; its content is escaped (theme names hold "&"). */
export function svgText(x: number, y: number, content: string, o: TextOptions): string {
  const extra = [
    o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "",
    o.weight ? ` font-weight="${o.weight}"` : "",
    o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : "",
    o.spacing ? ` letter-spacing="${o.spacing}"` : "",
  ].join("");
  return `<text x="${x}" y="${y}" font-family="${SVG_FONTS[o.font]}" font-size="${o.size}" fill="${o.fill}"${extra}>${escapeHtml(content)}</text>`;
}

/** The largest font size up to `max` at which `content` fits in `width` (a generous estimate). */
export function fitSize(content: string, width: number, max: number, font: FontFeel = "sans"): number {
  const perChar = font === "serif" ? 0.56 : 0.6;
  return Math.max(10, Math.min(max, Math.floor(width / (content.length * perChar))));
}

interface ShapeOptions {
  rx?: number;
  opacity?: number;
  stroke?: string;
  strokeWidth?: number;
}

function shapeExtra(o: ShapeOptions): string {
  return [
    o.rx ? ` rx="${o.rx}"` : "",
    o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : "",
    o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}"` : "",
  ].join("");
}

export function rect(x: number, y: number, width: number, height: number, fill: string, o: ShapeOptions = {}): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${shapeExtra(o)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, o: ShapeOptions = {}): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${fill}"${shapeExtra(o)}/>`;
}

export function path(d: string, fill: string, o: ShapeOptions = {}): string {
  return `<path d="${d}" fill="${fill}"${shapeExtra(o)}/>`;
}

/** A line of placeholder text: what body copy looks like at gallery size anyway. */
export function bar(x: number, y: number, width: number, fill: string, opacity = 1, height = 8): string {
  return rect(x, y, width, height, fill, { rx: height / 2, ...(opacity < 1 ? { opacity } : {}) });
}

/** A vertical gradient, for skies; `id` is local to the one SVG document it is drawn in. */
export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

/** Menu entries of a header, right-aligned so that they end at `right`. */
export function navBars(right: number, y: number, count: number, fill: string, opacity: number): string {
  return Array.from({ length: count }, (_, i) => bar(right - (count - i) * 58 + 10, y, 44, fill, opacity)).join("");
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

// ---- HTML -----------------------------------------------------------------------------------

/** A header menu of in-page links. */
export function menu(label: string, links: ReadonlyArray<readonly [string, string]>): Html {
  const items = links.map(([text, href]) => html`<li><a href="${href}">${text}</a></li>`);
  return html`<nav aria-label="${label}">
    <ul class="menu">
      ${items}
    </ul>
  </nav>`;
}

/** A drawn picture (CSS gradients under the page's strict CSP), described for screen readers. */
export function art(kind: string, label: string, extra = ""): Html {
  return html`<div class="art art-${kind}${extra ? ` ${extra}` : ""}" role="img" aria-label="${label}"></div>`;
}

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

/** `count` items for a thumbnail, repeating the site's own when it has fewer. */
export function take(items: readonly SiteItem[], count: number): SiteItem[] {
  return Array.from({ length: count }, (_, i) => items[i % Math.max(1, items.length)] ?? { title: "Your item", text: "", meta: "" });
}
