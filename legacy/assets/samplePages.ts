import { html, type Html } from "../pages/htmlDocument.ts";
import { sampleBodyClass } from "./sampleStylesheet.ts";
import type { Theme } from "./themeCatalog.ts";

/**
 * The stylesheet, relative to the page, so it resolves under whatever prefix the main site
 * proxies the asset host at. "/asset-host/sample/101" needs "../"; "/asset-host/sample" does not.
 */
const STYLESHEET_FROM_THEME_PAGE = "../sample.css";
const STYLESHEET_FROM_DEFAULT_PAGE = "sample.css";

interface SampleContent {
  title: string;
  bodyClass: string;
  stylesheet: string;
  kind: string;
  heading: string;
  tagline: string;
  highlights: readonly string[];
  footer: string;
}

const PLACEHOLDER = "This is placeholder text: in the site builder you replace it with your own words and photos.";

/** A small whole site page: no script and no inline style, so it runs under the strictest CSP. */
function samplePage(content: SampleContent): string {
  const cards: Html[] = content.highlights.map(
    (heading) =>
      html`<article class="card">
        <h2>${heading}</h2>
        <p>${PLACEHOLDER}</p>
      </article>`,
  );
  const highlightsLink: Html | string = cards.length ? html`<li><a href="#highlights">Highlights</a></li>` : "";
  const highlights: Html | string = cards.length ? html`<section id="highlights" class="cards" aria-label="Highlights">${cards}</section>` : "";
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${content.title}</title>
        <link rel="stylesheet" href="${content.stylesheet}" />
      </head>
      <body class="${content.bodyClass}">
        <header class="site-header">
          <p class="brand">${content.heading}</p>
          <nav aria-label="Sample site">
            <ul>
              ${highlightsLink}
              <li><a href="#about">About</a></li>
              <li><a href="#contact">Contact</a></li>
            </ul>
          </nav>
        </header>
        <main>
          <section class="hero">
            <p class="kind">${content.kind}</p>
            <h1>${content.heading}</h1>
            <p>${content.tagline}</p>
            <p><a class="button" href="#contact">Get in touch</a></p>
          </section>
          ${highlights}
          <section id="about" class="about">
            <h2>About</h2>
            <p>${PLACEHOLDER}</p>
            <h2 id="contact">Contact</h2>
            <p>Write to us, call, or drop by: your details go here.</p>
          </section>
        </main>
        <footer class="site-footer"><p>${content.footer}</p></footer>
      </body>
    </html> `.text;
}

export function themeSamplePage(theme: Theme): string {
  return samplePage({
    title: `${theme.name} – sample site`,
    bodyClass: sampleBodyClass(theme.id),
    stylesheet: STYLESHEET_FROM_THEME_PAGE,
    kind: theme.kind,
    heading: theme.name,
    tagline: theme.tagline,
    highlights: theme.highlights,
    footer: `A sample site made with the ${theme.name} theme.`,
  });
}

/** The fallback the gallery previews when a theme has no preview URL of its own. */
export function defaultSamplePage(): string {
  return samplePage({
    title: "Your new website – sample site",
    bodyClass: sampleBodyClass(undefined),
    stylesheet: STYLESHEET_FROM_DEFAULT_PAGE,
    kind: "Sample site",
    heading: "Your new website",
    tagline: "Pick a theme, drop in your words and photos, and publish when you are ready.",
    highlights: ["Drag and drop", "Looks right on phones", "Your own domain"],
    footer: "A sample site made with the site builder.",
  });
}

/** An unknown theme: a page of its own so the preview frame shows why it is empty. */
export function sampleNotFoundPage(): string {
  return samplePage({
    title: "Sample site not found",
    bodyClass: sampleBodyClass(undefined),
    stylesheet: STYLESHEET_FROM_THEME_PAGE,
    kind: "Sample site",
    heading: "No sample site here",
    tagline: "There is no theme with this number. Go back to the gallery and pick another one.",
    highlights: [],
    footer: "A sample site made with the site builder.",
  });
}
