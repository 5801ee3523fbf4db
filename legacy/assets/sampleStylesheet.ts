import { DEFAULT_PALETTE, themeLayout, themePalette, type Palette } from "./palette.ts";
import { THEMES } from "./themeCatalog.ts";

/**
 * sample.css: the sample pages carry no inline style (the site frames them under a strict
 * CSP), so each theme's colours are a class of their own here, `.palette-<id>`, setting the
 * custom properties the shared rules read.
 */
function paletteRule(selector: string, palette: Palette): string {
  return `${selector} { --deep: ${palette.deep}; --accent: ${palette.accent}; --soft: ${palette.soft}; --tint: ${palette.tint}; }`;
}

const SHARED_RULES = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; color: #1b1d23; background: var(--soft); }
a { color: inherit; }
.site-header, .site-footer { background: var(--deep); color: #ffffff; padding: 1rem 1.5rem; }
.site-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
.brand { margin: 0; font-weight: 700; font-size: 1.125rem; }
.site-header ul { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; padding: 0; list-style: none; }
.site-header a { text-decoration: none; }
.site-header a:hover, .site-header a:focus-visible { text-decoration: underline; }
.hero { background: var(--accent); color: #ffffff; padding: 4rem 1.5rem; }
.hero h1 { margin: 0 0 0.5rem; font-size: clamp(2rem, 6vw, 3.25rem); line-height: 1.1; }
.hero p { max-width: 36rem; margin: 0 0 1.5rem; font-size: 1.125rem; }
.kind { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.8125rem; }
.hero-center .hero { text-align: center; }
.hero-center .hero p { margin-left: auto; margin-right: auto; }
.hero-right .hero { text-align: right; }
.hero-right .hero p { margin-left: auto; }
.button { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 999px; background: #ffffff; color: var(--deep); font-weight: 600; text-decoration: none; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1.25rem; padding: 2.5rem 1.5rem; max-width: 72rem; margin: 0 auto; }
.card { background: #ffffff; border-radius: 0.5rem; overflow: hidden; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
.card::before { content: ""; display: block; height: 7rem; background: var(--tint); }
.card h2 { margin: 1rem 1rem 0.25rem; font-size: 1.125rem; color: var(--deep); }
.card p { margin: 0 1rem 1rem; }
.about { max-width: 48rem; margin: 0 auto; padding: 0 1.5rem 3rem; }
.about h2 { color: var(--deep); }
.site-footer p { margin: 0; font-size: 0.875rem; }`;

export function sampleStylesheet(): string {
  const palettes = [paletteRule(".palette-default", DEFAULT_PALETTE), ...THEMES.map((theme) => paletteRule(`.palette-${theme.id}`, themePalette(theme.id)))];
  return `${SHARED_RULES}\n${palettes.join("\n")}\n`;
}

/** The classes a theme's sample page carries on <body>: its palette and its hero alignment. */
export function sampleBodyClass(themeId: number | undefined): string {
  if (themeId === undefined) return "palette-default hero-left";
  return `palette-${themeId} hero-${themeLayout(themeId).heroAlign}`;
}
