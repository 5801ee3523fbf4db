import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * The members area's own look, the site's in small: its font (Inter, self-hosted), its colours
 * and its mark. legacy/ may not import the site's styles, so the few rules the members pages
 * need are here, served as a file of their own: the pages carry no inline style, and their CSP
 * (and the site's, when the site serves them at /members) allows styles and fonts from 'self'.
 */

/** Where, under the members path, the stylesheet and the font are served. */
export const MEMBERS_ASSETS = {
  stylesheet: "/assets/members.css",
  font: "/assets/inter-latin.woff2",
} as const;

const require = createRequire(import.meta.url);
const INTER_LATIN = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

let font: Promise<Buffer> | undefined;

/** The font file, read once. */
export function membersFont(): Promise<Buffer> {
  font ??= readFile(INTER_LATIN);
  return font;
}

/** The stylesheet, for the members area at `membersPath` (its font is addressed from there). */
export function membersStylesheet(membersPath: string): string {
  return `@font-face {
  font-family: "Inter";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("${membersPath}${MEMBERS_ASSETS.font}") format("woff2-variations");
}
:root {
  --brand: #0b5cad;
  --brand-strong: #084785;
  --brand-soft: #e7f0fb;
  --text: #17212b;
  --muted: #4f5b68;
  --surface: #ffffff;
  --border: #dde3ea;
  --saving: #14532d;
  --focus: #ffbf47;
  --radius: 8px;
  --shadow: 0 6px 24px rgb(16 26 36 / 0.12);
  --font: "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  font-family: var(--font);
  font-size: 1rem;
  line-height: 1.55;
  color: var(--text);
  background: linear-gradient(180deg, var(--brand-soft), var(--surface) 28rem);
  overflow-wrap: break-word;
}
a { color: var(--brand); text-underline-offset: 0.15em; }
a:hover { color: var(--brand-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.members-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
}
.members-logo {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: var(--text);
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  text-decoration: none;
}
.members-logo__tag {
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: var(--surface);
  color: var(--brand-strong);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
}
.members-main {
  display: grid;
  gap: 1.5rem;
  max-width: 52rem;
  margin: 0 auto;
  padding: 0.5rem 1rem 3rem;
}
h1 { margin: 0; font-size: clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem); line-height: 1.15; letter-spacing: -0.01em; }
h2 { margin: 0 0 0.75rem; font-size: 1.25rem; line-height: 1.25; }
p { margin: 0 0 0.75rem; }
.lead { margin: 0.5rem 0 0; color: var(--muted); font-size: 1.125rem; }
.card {
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: calc(var(--radius) * 1.5);
  background: var(--surface);
  box-shadow: var(--shadow);
}
.card > :last-child { margin-bottom: 0; }
.alert { padding: 0.75rem 1rem; border-radius: var(--radius); background: #fdecec; color: #8a1c1c; font-weight: 600; }
.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; margin: 0; }
.details dt { color: var(--muted); }
.details dd { margin: 0; font-weight: 600; }
.order + .order { margin-top: 1.5rem; }
.order {
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
}
.order caption { padding-bottom: 0.5rem; color: var(--muted); font-size: 0.875rem; text-align: left; }
.order th, .order td { padding: 0.625rem 0; border-bottom: 1px solid var(--border); text-align: left; font-weight: 400; }
.order td { text-align: right; }
.order thead th { padding-top: 0; color: var(--muted); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
.order thead th:last-child { text-align: right; }
.order tbody th { font-weight: 600; }
.order .order__discount th, .order .order__discount td { padding-top: 0; color: var(--saving); font-size: 0.875rem; }
.order tr:has(+ .order__discount) th, .order tr:has(+ .order__discount) td { border-bottom: 0; }
.order tfoot th, .order tfoot td { padding-top: 0.875rem; border-top: 2px solid var(--text); border-bottom: 0; font-size: 1.125rem; font-weight: 800; }
.status {
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: #fff4e5;
  color: #7a3d00;
  font-size: 0.75rem;
  font-weight: 700;
}
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border: 2px solid var(--brand);
  border-radius: var(--radius);
  background: var(--brand);
  color: #fff;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
}
.button:hover { border-color: var(--brand-strong); background: var(--brand-strong); color: #fff; }
.button--ghost { background: transparent; color: var(--brand); }
.button--ghost:hover { background: var(--brand-soft); color: var(--brand-strong); }
.field { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
.field label { font-weight: 600; }
.field input {
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid #8a96a3;
  border-radius: var(--radius);
  font: inherit;
}
.members-foot { max-width: 52rem; margin: 0 auto; padding: 0 1rem 2rem; color: var(--muted); font-size: 0.875rem; }
.members-wide .members-bar, .members-wide .members-main, .members-wide .members-foot { max-width: 72rem; }
.order__head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; padding-bottom: 0.25rem; }
.order__head .status { margin-left: 0; }
.order__name { color: var(--text); font-weight: 700; font-size: 1rem; }
.order__placed { margin-left: auto; }
.order__domain { display: block; }
.order__term { display: block; color: var(--muted); font-size: 0.8125rem; font-weight: 400; }
.eyebrow { margin: 0 0 0.25rem; color: var(--brand-strong); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
.hello { display: flex; align-items: center; gap: 1rem; }
.hello__badge {
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: var(--brand);
  color: #fff;
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: 0.02em;
}
.hello .lead { font-size: 1rem; }
.template { display: grid; gap: 1.25rem 1.75rem; align-items: center; }
.template__shot {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--brand-soft);
  object-fit: cover;
  object-position: top;
}
.template__shot--none { display: grid; place-items: center; color: var(--brand-strong); font-size: 2rem; font-weight: 800; }
.template h2 { margin-bottom: 0.25rem; font-size: 1.5rem; }
.template__kind { color: var(--muted); font-weight: 600; }
.template .actions { margin-top: 1rem; }
.steps h2 { margin-bottom: 1rem; }
.steps__list { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.step {
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.25rem;
  border: 1px solid var(--border);
  border-radius: calc(var(--radius) * 1.5);
  background: var(--surface);
  transition: border-color 0.15s, box-shadow 0.15s;
}
.step:hover { border-color: var(--brand); box-shadow: var(--shadow); }
.step:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
.step p { flex: 1; color: var(--muted); }
.step__badge { display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; margin-bottom: 0.875rem; border-radius: var(--radius); background: var(--brand-soft); color: var(--brand); }
.step__title { margin: 0 0 0.375rem; font-size: 1.0625rem; }
.step__link { color: var(--text); text-decoration: none; }
.step__link:focus-visible { outline: none; }
/* The whole card is the link's target; its heading stays the link's name. */
.step__link::after { content: ""; position: absolute; inset: 0; border-radius: inherit; }
.step__action { color: var(--brand); font-size: 0.9375rem; font-weight: 700; }
.columns { display: grid; gap: 1.5rem; align-items: start; }
.account__details { display: grid; gap: 0.125rem; margin: 0 0 0.5rem; }
.account__details dt { color: var(--muted); font-size: 0.8125rem; }
.account__details dd { margin: 0 0 0.625rem; font-weight: 600; }
.empty { padding: 1.5rem 1rem; border: 1px dashed var(--border); border-radius: var(--radius); text-align: center; }
.empty p { color: var(--muted); }
.empty .empty__title { margin-bottom: 0.25rem; color: var(--text); font-size: 1.125rem; font-weight: 700; }
@media (min-width: 40rem) {
  .template { grid-template-columns: minmax(0, 20rem) 1fr; }
  .template--none { grid-template-columns: 1fr; }
}
@media (min-width: 60rem) {
  .columns { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
}
@media (max-width: 480px) {
  .card { padding: 1.25rem 1rem; }
  .actions .button { flex: 1 1 100%; }
  .hello__badge { width: 2.75rem; height: 2.75rem; font-size: 1rem; }
}
`;
}
