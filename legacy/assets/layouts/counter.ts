import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { action, inTurn, type Layout, menu } from "./kit.ts";

/**
 * Counter: a striped shop awning over the name, a chalkboard with today's hours, then round
 * tiles of what is on the counter with their prices and a band to order ahead. For bakeries,
 * delis, ice-cream shops and market stalls.
 */
/** What a bakery's counter holds: loaves, buns and cakes on the counter, and a coffee. */
const BAKES: readonly DrawingName[] = ["sourdough", "rye", "bun", "croissant", "focaccia", "drizzle", "scone", "coffee"];

export const counter: Layout = {
  page(site) {
    const tiles = site.items.map(
      (item, i) =>
        html`<li class="bake">
          ${inTurn(item, BAKES, i, "plate")}
          <h3>${item.title}</h3>
          <p>${item.text}</p>
          <p class="tag">${item.meta ?? ""}</p>
        </li>`,
    );
    return html`<header data-hero="awning-and-chalkboard" class="shopfront">
        <div class="awning" aria-hidden="true"></div>
        <div class="wrap shopfront-inner">
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["Our story", "#about"],
            ["Order", "#order"],
          ])}
          <h1>${site.name}</h1>
          <p class="lead">${site.tagline}</p>
          <p class="chalk">${site.detail}</p>
        </div>
      </header>
      <main>
        <section data-section="round-tiles" id="items" class="wrap bakes" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ul class="bake-grid">
            ${tiles}
          </ul>
        </section>
        <section data-section="order-band" id="order" class="order-band">
          <div class="wrap order-inner">
            <div id="about">
              <h2>Our story</h2>
              <p>${site.about}</p>
            </div>
            <a class="btn btn-light" href="#order">${action(site)}</a>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-counter { background: #fffaf2; }
.layout-counter .awning { height: 3.25rem; background: repeating-linear-gradient(90deg, var(--accent) 0 3rem, #ffffff 3rem 6rem); -webkit-mask: radial-gradient(circle at 1.5rem 100%, transparent 1.4rem, #000 1.45rem) 0 0 / 3rem 100%; mask: radial-gradient(circle at 1.5rem 100%, transparent 1.4rem, #000 1.45rem) 0 0 / 3rem 100%; }
.layout-counter .shopfront { text-align: center; }
.layout-counter .shopfront-inner { padding-block: 1.5rem 3rem; }
.layout-counter .menu { justify-content: center; margin-bottom: 2rem; font-weight: 600; color: var(--deep); }
.layout-counter h1 { margin: 0; font-size: clamp(2.5rem, 8vw, 5rem); line-height: 1; color: var(--deep); }
.layout-counter .lead { margin: 0.75rem auto 1.5rem; max-width: 32rem; font-size: 1.15rem; color: #4a4f5a; }
.layout-counter .chalk { display: inline-block; margin: 0; padding: 1rem 2rem; border: 0.6rem solid #8a5a33; border-radius: 0.35rem; background: #2f3b35; color: #f4f1e8; font-family: "Comic Sans MS", "Segoe Print", cursive; font-size: 1.15rem; }
.layout-counter .bakes { padding-block: 2rem 3.5rem; }
.layout-counter .bakes h2 { text-align: center; font-size: 2rem; color: var(--deep); }
.layout-counter .bake-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); gap: 2rem 1.5rem; margin: 0; padding: 0; list-style: none; text-align: center; }
.layout-counter .bake h3 { margin: 0.75rem 0 0.25rem; font-size: 1.15rem; }
.layout-counter .bake p { margin: 0; color: #5a5f6a; font-size: 0.9rem; }
.layout-counter .bake .tag { display: inline-block; margin-top: 0.5rem; padding: 0.2rem 0.75rem; border-radius: 999px; background: var(--accent); color: #ffffff; font-weight: 700; }
.layout-counter .plate { width: min(100%, 11rem); aspect-ratio: 1; margin-inline: auto; border-radius: 50%; box-shadow: inset 0 0 0 0.6rem #ffffff, 0 0.4rem 1rem rgb(0 0 0 / 0.12); }
.layout-counter .plate-0 { background: radial-gradient(ellipse 38% 26% at 50% 52%, #b7773b 99%, transparent 100%), #f3e6d2; }
.layout-counter .plate-1 { background: radial-gradient(ellipse 34% 30% at 50% 50%, #6d4a2b 99%, transparent 100%), #efe1cc; }
.layout-counter .plate-2 { background: radial-gradient(circle at 50% 50%, #d9a35f 0 28%, #f0cf8f 29% 33%, transparent 34%), #f6ead8; }
.layout-counter .plate-3 { background: radial-gradient(ellipse 40% 20% at 50% 55%, #e0b25a 99%, transparent 100%), var(--tint); }
.layout-counter .order-band { padding-block: 3rem; background: var(--deep); color: #ffffff; }
.layout-counter .order-inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.5rem 3rem; }
.layout-counter .order-inner > div { max-width: 40rem; }
.layout-counter .order-inner h2 { margin: 0 0 0.5rem; }`,
};
