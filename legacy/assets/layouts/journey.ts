import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { action, inTurn, type Layout, menu } from "./kit.ts";

/**
 * Journey: a wide landscape with the name low on the left and a route line across it, then
 * destinations as alternating picture-and-text rows, each with its length. For travel, tours
 * and outdoor guides.
 */
/** The places a journey stops at: mountains, cliffs, vineyards, lakes, snow and gorges. */
const PLACES: readonly DrawingName[] = ["atlas", "faroe", "vineyard", "lake", "snow", "gorge"];

export const journey: Layout = {
  page(site) {
    const stops = site.items.map(
      (item, i) =>
        html`<li class="stop${i % 2 ? " stop-flip" : ""}">
          ${inTurn(item, PLACES, i, "scene")}
          <div class="stop-copy">
            <p class="stop-meta">${item.meta ?? ""}</p>
            <h3>${item.title}</h3>
            <p>${item.text}</p>
          </div>
        </li>`,
    );
    return html`<header data-hero="landscape-with-route" class="vista">
        <div class="wrap bar">
          <p class="brand">${site.name}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["About", "#about"],
            ["Plan", "#plan"],
          ])}
        </div>
        <div class="wrap vista-copy">
          <p class="eyebrow">${site.kind}</p>
          <h1>${site.tagline}</h1>
          <p class="next">${site.detail}</p>
          <a class="btn btn-light" href="#plan">${action(site)}</a>
        </div>
      </header>
      <main>
        <section data-section="alternating-rows" id="items" class="wrap stops" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol class="stop-list">
            ${stops}
          </ol>
        </section>
        <section data-section="plan" id="plan" class="plan">
          <div class="wrap plan-inner">
            <h2 id="about">How we travel</h2>
            <p>${site.about}</p>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-journey { background: #ffffff; }
.layout-journey .vista { min-height: clamp(28rem, 80vh, 44rem); display: flex; flex-direction: column; justify-content: space-between; color: #ffffff; background:
  radial-gradient(circle at 78% 30%, #fff4d6 0 3rem, transparent 3.05rem),
  linear-gradient(165deg, transparent 0 58%, rgb(0 0 0 / 0.35) 58% 59%, transparent 59%),
  radial-gradient(ellipse 60% 40% at 15% 100%, var(--deep) 99%, transparent 100%),
  radial-gradient(ellipse 70% 45% at 85% 100%, color-mix(in srgb, var(--deep) 70%, #000) 99%, transparent 100%),
  radial-gradient(ellipse 45% 55% at 60% 100%, color-mix(in srgb, var(--accent) 60%, #000) 99%, transparent 100%),
  linear-gradient(#f6b26b, var(--accent) 65%); }
.layout-journey .brand { letter-spacing: 0.06em; }
.layout-journey .vista-copy { padding-block: 2rem 3.5rem; }
.layout-journey .vista h1 { max-width: 16ch; margin: 0 0 1rem; font-size: clamp(2.25rem, 6.5vw, 4.25rem); line-height: 1.05; text-shadow: 0 2px 1rem rgb(0 0 0 / 0.35); }
.layout-journey .next { display: inline-block; margin: 0 0 1.5rem; padding: 0.4rem 1rem; border-radius: 999px; background: rgb(0 0 0 / 0.35); }
.layout-journey .vista .btn { display: table; }
.layout-journey .stops { padding-block: 3rem; }
.layout-journey .stops h2 { font-size: 2rem; color: var(--deep); }
.layout-journey .stop-list { display: grid; gap: 2rem; margin: 0; padding: 0; list-style: none; }
.layout-journey .stop { display: grid; gap: 1.25rem; align-items: center; }
@media (min-width: 48rem) {
  .layout-journey .stop { grid-template-columns: 1fr 1fr; }
  .layout-journey .stop-flip .scene { order: 2; }
}
.layout-journey .scene { aspect-ratio: 16 / 9; border-radius: 0.75rem; }
.layout-journey .scene-0 { background: radial-gradient(ellipse 60% 50% at 30% 100%, var(--deep) 99%, transparent 100%), linear-gradient(#ffd7a8, var(--tint)); }
.layout-journey .scene-1 { background: linear-gradient(transparent 60%, #2f6e8f 60%), radial-gradient(ellipse 40% 40% at 70% 62%, #3f5a3a 99%, transparent 100%), linear-gradient(#cfe8f6, #eaf4fb); }
.layout-journey .scene-2 { background: radial-gradient(circle at 70% 35%, #ffffff 0 8%, transparent 8.5%), radial-gradient(ellipse 55% 60% at 40% 110%, #ffffff 99%, transparent 100%), linear-gradient(var(--accent), var(--tint)); }
.layout-journey .stop-meta { margin: 0; font-weight: 700; color: var(--accent); text-transform: uppercase; letter-spacing: 0.1em; font-size: 0.85rem; }
.layout-journey .stop-copy h3 { margin: 0.25rem 0 0.5rem; font-size: 1.6rem; color: var(--deep); }
.layout-journey .stop-copy p { margin: 0; }
.layout-journey .plan { padding-block: 3rem; background: var(--soft); }
.layout-journey .plan-inner { max-width: 44rem; }`,
};
