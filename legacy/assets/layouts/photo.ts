import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { action, art, inTurn, type Layout, menu, monogram } from "./kit.ts";

const NIGHT = "#101114";

/**
 * Photo: one full-bleed picture under a transparent header with the name over it, then a
 * strip of thumbnails to the galleries. For photographers and travel.
 */
/** The gallery strip: a family, a portrait, the coast, a maker, a wedding, prints, as a photographer's would be. */
const SHOTS: readonly DrawingName[] = ["family", "sitter", "coast", "maker", "wedding", "prints"];

export const photo: Layout = {
  page(site) {
    const galleries = site.items.map(
      (item, i) =>
        html`<li>
          ${inTurn(item, SHOTS, i, "shot")}
          <p><strong>${item.title}</strong> <span>${item.meta ?? ""}</span></p>
        </li>`,
    );
    return html`<div data-hero="full-bleed-photo" class="stage">
        ${art("peaks", site, "seaside")}
        <header class="wrap bar">
          <p class="brand">${monogram(site.name)}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["About", "#about"],
            ["Contact", "#contact"],
          ])}
        </header>
        <div class="wrap caption">
          <p class="eyebrow">${site.kind}</p>
          <h1>${site.name}</h1>
          <p class="lead">${site.tagline}</p>
        </div>
      </div>
      <main>
        <section data-section="strip-section" id="items" class="wrap strip-section" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ul class="strip">
            ${galleries}
          </ul>
        </section>
        <section data-section="photo-about" id="about" class="wrap photo-about">
          <h2>About</h2>
          <p>${site.about}</p>
          <p class="detail">${site.detail}</p>
          <p id="contact"><a class="btn btn-light" href="#contact">${action(site)}</a></p>
        </section>
      </main>`;
  },

  css: `.layout-photo { background: ${NIGHT}; color: #e9eaee; }
.layout-photo .stage { position: relative; display: flex; flex-direction: column; justify-content: space-between; min-height: clamp(30rem, 88vh, 48rem); color: #ffffff; }
.layout-photo .art-peaks { position: absolute; inset: 0; }
/* A shade over the drawing keeps the white name and menu readable on any palette. */
.layout-photo .stage::after { content: ""; position: absolute; inset: 0; background: linear-gradient(rgb(16 17 20 / 0.45), transparent 25% 45%, rgb(16 17 20 / 0.8) 86%, ${NIGHT}); }
.layout-photo .stage > .bar, .layout-photo .caption { z-index: 1; }
.layout-photo .stage > .bar, .layout-photo .caption { position: relative; }
.layout-photo .brand { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 2px solid #ffffff; border-radius: 50%; font-size: 0.9375rem; letter-spacing: 0.08em; }
.layout-photo .caption { padding-block: 2rem clamp(2.5rem, 8vw, 5rem); }
.layout-photo .caption h1 { margin: 0 0 0.5rem; font-size: clamp(2.5rem, 8vw, 5rem); line-height: 1; letter-spacing: -0.02em; text-shadow: 0 2px 16px rgb(0 0 0 / 0.35); }
.layout-photo .lead { margin: 0; max-width: 32rem; font-size: 1.1875rem; }
.layout-photo .strip-section { padding-block: 2rem 3rem; }
.layout-photo .strip-section h2 { margin: 0 0 1rem; font-size: 0.875rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.16em; color: #a9adb8; }
.layout-photo .strip { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.layout-photo .strip p { margin: 0.5rem 0 0; font-size: 0.875rem; }
.layout-photo .strip span { color: #a9adb8; }
.layout-photo .shot { aspect-ratio: 1; }
.layout-photo .strip li:first-child .shot { outline: 3px solid #ffffff; outline-offset: -3px; }
.layout-photo .photo-about { padding-block: 1rem 4rem; }
.layout-photo .photo-about > * { max-width: 40rem; }
.layout-photo .detail { font-weight: 700; color: #ffffff; }
.layout-photo .photo-about h2 { font-size: 1.75rem; color: #ffffff; }
.layout-photo .site-footer { background: #000000; color: #a9adb8; }`,
};
