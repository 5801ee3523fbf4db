import { FONT_STACKS } from "./layouts/kit.ts";
import { LAYOUTS } from "./layouts/registry.ts";
import { DEFAULT_PALETTE, themePalette, type Palette } from "./palette.ts";
import { THEMES, type Theme } from "./themeCatalog.ts";

/**
 * sample.css: the sample pages carry no inline style (the site frames them under a strict
 * CSP), so each theme's colours are a class of their own here, `.palette-<id>`, setting the
 * custom properties the rules read; `.layout-<name>` picks the shape and `.font-<feel>` the
 * type of the headings.
 */
function paletteRule(selector: string, palette: Palette): string {
  return `${selector} { --deep: ${palette.deep}; --accent: ${palette.accent}; --soft: ${palette.soft}; --tint: ${palette.tint}; }`;
}

const SHARED_RULES = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: ${FONT_STACKS.sans}; line-height: 1.55; color: #1b1d23; background: var(--soft); overflow-wrap: break-word; }
.font-serif { --display: ${FONT_STACKS.serif}; }
.font-sans { --display: ${FONT_STACKS.sans}; }
h1, h2, h3, .brand { font-family: var(--display); }
.font-sans h1, .font-sans h2 { letter-spacing: -0.02em; }
a { color: inherit; }
a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.wrap { width: min(100% - 2.5rem, 72rem); margin-inline: auto; }
.bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1.5rem; padding-block: 1rem; }
.brand { margin: 0; font-weight: 700; font-size: 1.2rem; }
.menu { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0; padding: 0; list-style: none; }
.menu a { text-decoration: none; }
.menu a:hover { text-decoration: underline; }
.eyebrow { margin: 0 0 0.75rem; text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.8125rem; font-weight: 600; }
.btn { display: inline-block; padding: 0.7rem 1.4rem; border: 2px solid var(--accent); border-radius: 999px; background: var(--accent); color: #ffffff; font-weight: 600; text-decoration: none; line-height: 1.2; }
.btn:hover { background: var(--deep); border-color: var(--deep); }
.btn-light { background: #ffffff; border-color: #ffffff; color: var(--deep); }
.btn-light:hover { background: var(--soft); border-color: var(--soft); }
.btn-outline { background: transparent; border-color: currentColor; color: inherit; }
.btn-outline:hover { background: rgb(255 255 255 / 0.12); border-color: currentColor; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; }
.art { display: block; background-color: var(--tint); background-repeat: no-repeat; }
.sprite { position: absolute; width: 0; height: 0; overflow: hidden; }
.drawn { position: relative; overflow: hidden; }
.drawn .draw { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }
.art.drawn.drawn::before, .art.drawn.drawn::after { content: none; }
.f-d { fill: var(--deep); }
.f-a { fill: var(--accent); }
.f-t { fill: var(--tint); }
.f-s { fill: var(--soft); }
.s-a { stroke: var(--accent); }
.s-d { stroke: var(--deep); }
.c-d { stop-color: var(--deep); }
.c-a { stop-color: var(--accent); }
.c-t { stop-color: var(--tint); }
.c-s { stop-color: var(--soft); }
.site-footer { background: var(--deep); color: #ffffff; font-size: 0.875rem; }
.site-footer p { margin-block: 0; padding-block: 1.25rem; }
.layout-notice { display: flex; flex-direction: column; min-height: 100vh; }
.notice { flex: 1; padding-block: 5rem; }
.notice > * { max-width: 40rem; }
.notice h1 { margin: 0 0 1rem; font-size: clamp(2rem, 6vw, 3rem); color: var(--deep); }`;

/** The rules one theme's page needs: the shared ones, its layout's and its palette. The thumbnail inlines these. */
export function themeStylesheet(theme: Theme): string {
  return `${SHARED_RULES}\n${LAYOUTS[theme.layout].css}\n${paletteRule(`.palette-${theme.id}`, themePalette(theme.id))}\n`;
}

export function sampleStylesheet(): string {
  const palettes = [paletteRule(".palette-default", DEFAULT_PALETTE), ...THEMES.map((theme) => paletteRule(`.palette-${theme.id}`, themePalette(theme.id)))];
  const layouts = Object.values(LAYOUTS).map((layout) => layout.css);
  return `${SHARED_RULES}\n${layouts.join("\n")}\n${palettes.join("\n")}\n`;
}
