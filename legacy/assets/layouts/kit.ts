import { html, type Html } from "../../pages/htmlDocument.ts";

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
