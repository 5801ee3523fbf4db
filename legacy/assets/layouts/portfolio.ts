import { html } from "../../pages/htmlDocument.ts";
import type { Palette } from "../palette.ts";
import { action, bar, circle, fitSize, INK, type Layout, menu, navBars, path, rect, svgText } from "./kit.ts";

/** Tile heights of the three masonry columns of the thumbnail. */
const COLUMNS = [
  [150, 110, 200],
  [96, 190, 150],
  [170, 124, 150],
] as const;

/** One tile: a coloured block with a simple shape on it, so the wall reads as pictures. */
function tile(p: Palette, n: number, x: number, y: number, w: number, h: number): string {
  const fills = [p.tint, p.accent, p.deep, p.tint, p.deep, p.accent, p.tint, p.accent, p.deep];
  const fill = fills[n % fills.length]!;
  const on = fill === p.tint ? p.accent : "#ffffff";
  const shapes = [
    circle(x + w * 0.55, y + h * 0.45, Math.min(w, h) * 0.22, on, { opacity: 0.85 }),
    path(`M${x} ${y + h} L${x + w * 0.45} ${y + h * 0.35} L${x + w} ${y + h} Z`, on, { opacity: 0.35 }),
    rect(x + w * 0.2, y + h * 0.25, w * 0.6, h * 0.5, on, { opacity: 0.25, rx: 4 }),
  ];
  return rect(x, y, w, h, fill, { rx: 4 }) + shapes[n % shapes.length]!;
}

/**
 * Portfolio: a small header, a one-line statement and a masonry wall of uneven project
 * tiles. For studios, architects and anyone whose work is best seen.
 */
export const portfolio: Layout = {
  thumbnail(p, site) {
    let n = 0;
    const wall = COLUMNS.map((heights, c) => {
      let y = 132;
      return heights
        .map((h) => {
          const out = tile(p, n++, 24 + c * 204, y, 184, h);
          y += h + 12;
          return out;
        })
        .join("");
    }).join("");
    return [
      rect(0, 0, 640, 480, "#ffffff"),
      svgText(24, 40, site.name, { size: fitSize(site.name, 300, 20, site.font), fill: INK, font: site.font, weight: 700 }),
      navBars(616, 30, 3, INK, 0.45),
      bar(24, 74, 420, INK, 0.85, 14),
      bar(24, 98, 300, INK, 0.85, 14),
      wall,
    ].join("");
  },

  page(site) {
    const tiles = site.items.map(
      (item, i) =>
        html`<li class="tile">
          <div class="art art-tile tile-${i % 6}" role="img" aria-label="${`Project image: ${item.title}`}"></div>
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
        <section class="wrap statement">
          <p>${site.tagline}</p>
        </section>
        <section id="items" class="wrap" aria-label="${site.itemsHeading}">
          <ul class="masonry">
            ${tiles}
          </ul>
        </section>
        <section id="about" class="wrap studio">
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
