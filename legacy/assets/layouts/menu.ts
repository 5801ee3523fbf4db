import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu as navMenu, monogram, pictured } from "./kit.ts";

/**
 * Menu: a dark page with a round crest and the name centred over a two-column list of dishes
 * (or services), each with a dotted leader to its price, a wide drawing of the food under the
 * name and another beside the story. For restaurants, bakeries, salons.
 */
export const menu: Layout = {
  page(site) {
    const dishes = site.items.map(
      (item) =>
        html`<li class="dish">
          <p class="dish-line">
            <span class="dish-name">${item.title}</span><span class="leader" aria-hidden="true"></span><span class="dish-price">${item.meta ?? ""}</span>
          </p>
          <p class="dish-text">${item.text}</p>
        </li>`,
    );
    return html`<header data-hero="crest" class="menu-header">
        <div class="wrap">
          ${navMenu("Sample site", [
            [site.itemsHeading, "#items"],
            ["Our story", "#about"],
            ["Book", "#book"],
          ])}
          <p class="crest" aria-hidden="true">${monogram(site.name)}</p>
          <h1>${site.name}</h1>
          <p class="tagline">${site.tagline}</p>
          <p class="hours">${site.detail}</p>
          ${art("table", site, "harbor")}
        </div>
      </header>
      <main>
        <section data-section="carte" id="items" class="wrap carte" aria-labelledby="items-heading">
          <h2 id="items-heading" class="ornament">${site.itemsHeading}</h2>
          <ul class="dishes">
            ${dishes}
          </ul>
        </section>
        <section data-section="story" id="about" class="wrap story">
          ${pictured("bowl", "story-art")}
          <h2>Our story</h2>
          <p>${site.about}</p>
          <p id="book"><a class="btn btn-outline" href="#book">${action(site)}</a></p>
        </section>
      </main>`;
  },

  css: `.layout-menu { background: var(--deep); color: var(--soft); }
.layout-menu .menu-header { padding-block: 1.25rem 3rem; text-align: center; }
.layout-menu .menu { justify-content: center; font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.14em; opacity: 0.85; }
.layout-menu .crest { display: grid; place-items: center; width: 6.5rem; height: 6.5rem; margin: 2.5rem auto 1.5rem; border: 2px solid var(--tint); border-radius: 50%; outline: 1px solid var(--tint); outline-offset: -9px; color: var(--tint); font-family: Georgia, "Times New Roman", serif; font-size: 2.25rem; }
.layout-menu h1 { margin: 0 0 0.5rem; font-size: clamp(2.25rem, 7vw, 4rem); font-weight: 400; letter-spacing: 0.04em; line-height: 1.1; }
.layout-menu .tagline { margin: 0 auto; max-width: 32rem; font-style: italic; opacity: 0.85; }
.layout-menu .hours { display: inline-block; margin: 1.25rem 0 0; padding: 0.35rem 1rem; border: 1px solid rgb(255 255 255 / 0.3); border-radius: 999px; font-size: 0.875rem; }
.layout-menu .art-table { max-width: 40rem; aspect-ratio: 16 / 9; margin: 2.5rem auto 0; border-radius: 0.75rem; }
.layout-menu .story-art { width: min(100%, 18rem); aspect-ratio: 4 / 3; margin: 0 auto 1.5rem; border-radius: 50% 50% 0.75rem 0.75rem; }
.layout-menu .ornament { display: flex; align-items: center; gap: 1rem; margin: 0 0 2.5rem; color: var(--tint); font-size: clamp(1.5rem, 4vw, 2rem); font-weight: 400; text-align: center; }
.layout-menu .ornament::before, .layout-menu .ornament::after { content: ""; flex: 1; height: 1px; background: linear-gradient(90deg, transparent, var(--tint)); }
.layout-menu .ornament::after { background: linear-gradient(90deg, var(--tint), transparent); }
.layout-menu .carte { padding-bottom: 3rem; }
.layout-menu .dishes { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); gap: 1.5rem 4rem; max-width: 60rem; margin: 0 auto; padding: 0; list-style: none; }
.layout-menu .dish p { margin: 0; }
.layout-menu .dish-line { display: flex; align-items: baseline; gap: 0.5rem; font-family: var(--display); font-size: 1.1875rem; }
.layout-menu .dish-name { min-width: 0; }
.layout-menu .leader { flex: 1 1 1.5rem; border-bottom: 2px dotted rgb(255 255 255 / 0.35); }
.layout-menu .dish-price { color: var(--tint); font-weight: 700; white-space: nowrap; }
.layout-menu .dish-text { margin-top: 0.125rem; font-size: 0.9375rem; opacity: 0.7; }
.layout-menu .story { max-width: 38rem; padding-block: 2rem 4rem; text-align: center; }
.layout-menu .story h2 { color: var(--tint); font-weight: 400; font-size: 1.75rem; }
.layout-menu .story .btn-outline { color: var(--tint); }
.layout-menu .site-footer { border-top: 1px solid rgb(255 255 255 / 0.15); text-align: center; opacity: 0.8; }`,
};
