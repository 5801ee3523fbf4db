import { html, type Html } from "../pages/htmlDocument.ts";
import { drawingSprite } from "./drawings.ts";
import type { FontFeel, SiteCopy } from "./layouts/kit.ts";
import { LAYOUTS } from "./layouts/registry.ts";
import type { Theme } from "./themeCatalog.ts";

/**
 * The stylesheet, relative to the page, so it resolves under whatever prefix the main site
 * proxies the asset host at. "/asset-host/sample/101" needs "../"; "/asset-host/sample" does not.
 */
const STYLESHEET_FROM_THEME_PAGE = "../sample.css";
const STYLESHEET_FROM_DEFAULT_PAGE = "sample.css";

interface PageFrame {
  title: string;
  /** `palette-<id|default>`, `layout-<name>` and `font-<feel>`: sample.css does the rest. */
  bodyClass: string;
  stylesheet: string;
  footer: string;
}

/** A small whole site page: no script and no inline style, so it runs under the strictest CSP. */
function samplePage(frame: PageFrame, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${frame.title}</title>
        <link rel="stylesheet" href="${frame.stylesheet}" />
      </head>
      <body class="${frame.bodyClass}">
        ${body}
        <footer class="site-footer"><p class="wrap">${frame.footer}</p></footer>
      </body>
    </html> `.text;
}

function bodyClass(palette: number | "default", layout: string, font: FontFeel): string {
  return `palette-${palette} layout-${layout} font-${font}`;
}

/** A layout's page with the drawings it uses (drawings.ts) defined once, at the top of the body. */
function withDrawings(page: Html): Html {
  return html`${drawingSprite(page.text)}${page}`;
}

/** What a theme's sample site shows: the sample page and its thumbnail (screenshotSvg.ts) both draw this. */
export function themeSampleContent(theme: Theme): { bodyClass: string; body: Html; footer: string } {
  return {
    bodyClass: bodyClass(theme.id, theme.layout, theme.font),
    body: withDrawings(LAYOUTS[theme.layout].page(theme)),
    footer: `A sample site made with the ${theme.name} theme.`,
  };
}

/** A theme's sample site: its layout, filled with its own words, in its palette. */
export function themeSamplePage(theme: Theme): string {
  const { bodyClass: themeClass, body, footer } = themeSampleContent(theme);
  return samplePage({ title: `${theme.name} – sample site`, bodyClass: themeClass, stylesheet: STYLESHEET_FROM_THEME_PAGE, footer }, body);
}

const DEFAULT_SITE: SiteCopy = {
  name: "Your new website",
  kind: "Sample site",
  font: "sans",
  tagline: "Pick a theme, drop in your words and photos, and publish when you are ready.",
  about: "This is placeholder text: in the site builder you replace it with your own words and photos.",
  detail: "Publish when you are ready",
  itemsHeading: "Highlights",
  items: [
    { title: "Drag and drop", text: "Move any block where you want it, and see the change as you make it." },
    { title: "Looks right on phones", text: "Every theme fits itself to phones, tablets and wide screens." },
    { title: "Your own domain", text: "Connect a name you own, or find a new one in a minute." },
  ],
};

/** The fallback the gallery previews when a theme has no preview URL of its own. */
export function defaultSamplePage(): string {
  return samplePage(
    {
      title: "Your new website – sample site",
      bodyClass: bodyClass("default", "hero", "sans"),
      stylesheet: STYLESHEET_FROM_DEFAULT_PAGE,
      footer: "A sample site made with the site builder.",
    },
    withDrawings(LAYOUTS.hero.page(DEFAULT_SITE)),
  );
}

/** An unknown theme: a page of its own so the preview frame shows why it is empty. */
export function sampleNotFoundPage(): string {
  return samplePage(
    {
      title: "Sample site not found",
      bodyClass: bodyClass("default", "notice", "sans"),
      stylesheet: STYLESHEET_FROM_THEME_PAGE,
      footer: "A sample site made with the site builder.",
    },
    html`<main class="wrap notice">
      <h1>No sample site here</h1>
      <p>There is no theme with this number. Go back to the gallery and pick another one.</p>
    </main>`,
  );
}
