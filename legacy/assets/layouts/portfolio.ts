import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { action, inTurn, type Layout, menu } from "./kit.ts";

/**
 * Portfolio: a small header, a one-line statement and a masonry wall of uneven project
 * tiles. For studios, architects and anyone whose work is best seen.
 */
/** The projects' pictures: a design studio's work (print, labels, signs, posters, packaging, a website). */
const WORKS: readonly DrawingName[] = ["magazine", "labels", "signs", "posters", "boxes", "website"];

export const portfolio: Layout = {
  page(site) {
    const tiles = site.items.map(
      (item, i) =>
        html`<li class="tile">
          ${inTurn(item, WORKS, i, `art-tile tile-${i % 6}`)}
          <h3>${item.title}</h3>
          <p><span class="tag">${item.meta ?? ""}</span> ${item.text}</p>
        </li>`,
    );
    return html`<header class="wrap bar">
        <h1 class="brand">${site.name}</h1>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["About", "#about"],
          ["Contact", "#contact"],
        ])}
      </header>
      <main>
        <section data-hero="statement-line" class="wrap statement">
          <p>${site.tagline}</p>
        </section>
        <section data-section="items" id="items" class="wrap" aria-label="${site.itemsHeading}">
          <ul class="masonry">
            ${tiles}
          </ul>
        </section>
        <section data-section="studio" id="about" class="wrap studio">
          <h2>About</h2>
          <p>${site.about}</p>
          <p id="contact" class="available">${site.detail}. <a href="#contact">${action(site)}</a></p>
        </section>
      </main>`;
  },

  css: `.layout-portfolio { background: #ffffff; }
.layout-portfolio .brand { font-size: 1.35rem; letter-spacing: -0.01em; }
.layout-portfolio .menu { font-size: 0.9375rem; }
.layout-portfolio .statement p { max-width: 22ch; margin: 0; padding-block: clamp(2rem, 7vw, 5rem) clamp(2rem, 5vw, 3.5rem); font-family: var(--display); font-size: clamp(2rem, 6vw, 4rem); line-height: 1.08; letter-spacing: -0.02em; }
.layout-portfolio .masonry { columns: 3 15rem; column-gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
.layout-portfolio .tile { break-inside: avoid; margin-bottom: 2rem; }
.layout-portfolio .tile h3 { margin: 0.75rem 0 0.125rem; font-size: 1.0625rem; }
.layout-portfolio .tile p { margin: 0; color: #5a5f6a; font-size: 0.9375rem; }
.layout-portfolio .tag { color: var(--accent); font-weight: 600; }
.layout-portfolio .art-tile { border-radius: 0.25rem; }
.layout-portfolio .tile-0 { aspect-ratio: 4 / 5; background: radial-gradient(circle at 55% 45%, var(--accent) 0 24%, transparent 24.5%), var(--tint); }
.layout-portfolio .tile-1 { aspect-ratio: 4 / 3; background: linear-gradient(135deg, transparent 0 50%, rgb(255 255 255 / 0.25) 50%), var(--deep); }
.layout-portfolio .tile-2 { aspect-ratio: 3 / 4; background: linear-gradient(var(--soft), var(--soft)) 50% 50% / 56% 46% no-repeat, var(--accent); }
.layout-portfolio .tile-3 { aspect-ratio: 1; background: radial-gradient(ellipse 80% 50% at 30% 100%, var(--deep) 99%, transparent 100%), radial-gradient(circle at 70% 35%, #ffffff 0 12%, transparent 12.5%), var(--tint); }
.layout-portfolio .tile-4 { aspect-ratio: 5 / 4; background: repeating-linear-gradient(90deg, var(--accent) 0 12%, var(--tint) 12% 24%); }
.layout-portfolio .tile-5 { aspect-ratio: 2 / 3; background: radial-gradient(circle at 50% 100%, var(--tint) 0 40%, transparent 40.5%), var(--deep); }
.layout-portfolio .studio { padding-block: 2rem 4rem; }
.layout-portfolio .studio > * { max-width: 46rem; }
.layout-portfolio .studio h2 { font-size: 1.5rem; }
.layout-portfolio .available { padding-top: 1rem; border-top: 1px solid rgb(0 0 0 / 0.15); font-weight: 600; }
.layout-portfolio .available a { color: var(--accent); }`,
};
