import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { inTurn, type Layout, menu, pictured } from "./kit.ts";

/**
 * Catalog: a search bar under the header, a hero split into three category tiles, then a
 * sidebar of filters beside a product list with ratings of stock. For larger shops whose
 * visitors browse by kind of thing.
 */
/** An outfitter's goods, shot on a studio backdrop. */
const GEAR: readonly DrawingName[] = ["backpack", "jacket", "baselayer", "tent", "shoes", "stove", "torch", "mug"];
/** The category tiles: a camp at night, a hiker on a ridge, a runner on a woodland trail. */
const TILES: readonly DrawingName[] = ["campsite", "ridge", "trailrun"];

export const catalog: Layout = {
  page(site) {
    const categories = (site.names?.list ?? []).slice(0, 3).map(
      (name, i) =>
        html`<li class="category">
          ${pictured(TILES[i % TILES.length]!, "tile-art")}
          <a href="#items">${name}</a>
        </li>`,
    );
    const filters = (site.names?.list ?? []).map((name) => html`<li><span class="box" aria-hidden="true"></span>${name}</li>`);
    const products = site.items.map(
      (item, i) =>
        html`<li class="item">
          ${inTurn(item, GEAR, i, "thumb")}
          <div class="item-copy">
            <h3>${item.title}</h3>
            <p>${item.text}</p>
          </div>
          <p class="item-price">${item.meta ?? ""}<span>In stock</span></p>
        </li>`,
    );
    return html`<header class="cat-header">
        <div class="wrap bar">
          <p class="brand">${site.name}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["Workshop", "#about"],
            ["Basket (0)", "#items"],
          ])}
        </div>
        <div class="wrap">
          <p class="search" role="img" aria-label="Search box">Search tents, boots, jackets…</p>
        </div>
      </header>
      <main>
        <section data-hero="category-tiles" class="wrap cat-hero" aria-labelledby="cat-heading">
          <h1 id="cat-heading">${site.tagline}</h1>
          <ul class="categories">
            ${categories}
          </ul>
        </section>
        <section data-section="filtered-list" id="items" class="wrap cat-body" aria-labelledby="items-heading">
          <aside class="filters" aria-label="Filters">
            <p class="filters-title">Filter</p>
            <ul>
              ${filters}
            </ul>
          </aside>
          <div>
            <h2 id="items-heading">${site.itemsHeading}</h2>
            <ul class="items">
              ${products}
            </ul>
          </div>
        </section>
        <section data-section="promise" id="about" class="promise">
          <div class="wrap">
            <p class="promise-big">${site.detail}</p>
            <p>${site.about}</p>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-catalog { background: #f4f5f2; }
.layout-catalog .cat-header { background: var(--deep); color: #ffffff; padding-bottom: 1rem; }
.layout-catalog .brand { font-weight: 800; letter-spacing: 0.04em; text-transform: uppercase; }
.layout-catalog .search { margin: 0; padding: 0.7rem 1rem; border-radius: 0.4rem; background: #ffffff; color: #7a7f8a; }
.layout-catalog .cat-hero { padding-block: 1.75rem; }
.layout-catalog .cat-hero h1 { margin: 0 0 1rem; font-size: clamp(1.6rem, 4vw, 2.5rem); color: var(--deep); }
.layout-catalog .categories { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.layout-catalog .category { position: relative; overflow: hidden; border-radius: 0.6rem; }
.layout-catalog .tile-art { position: absolute; inset: 0; }
.layout-catalog .category a { position: relative; display: flex; align-items: flex-end; min-height: 11rem; padding: 1rem; background: linear-gradient(transparent 45%, rgb(0 0 0 / 0.6)); color: #ffffff; font-weight: 800; font-size: 1.35rem; text-decoration: none; text-shadow: 0 1px 0.5rem rgb(0 0 0 / 0.4); }
.layout-catalog .cat-body { display: grid; gap: 1.5rem; padding-block: 1.5rem 3rem; }
@media (min-width: 52rem) { .layout-catalog .cat-body { grid-template-columns: 14rem 1fr; } }
.layout-catalog .filters { align-self: start; padding: 1.25rem; border-radius: 0.6rem; background: #ffffff; }
.layout-catalog .filters-title { margin: 0 0 0.75rem; font-weight: 800; text-transform: uppercase; font-size: 0.85rem; letter-spacing: 0.1em; }
.layout-catalog .filters ul { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.layout-catalog .box { display: inline-block; width: 1rem; height: 1rem; margin-right: 0.5rem; vertical-align: -0.15rem; border: 2px solid var(--accent); border-radius: 0.2rem; }
.layout-catalog .cat-body h2 { margin: 0 0 1rem; color: var(--deep); }
.layout-catalog .items { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.layout-catalog .item { display: grid; grid-template-columns: 5rem 1fr auto; gap: 1rem; align-items: center; padding: 0.75rem; border-radius: 0.6rem; background: #ffffff; }
.layout-catalog .item h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
.layout-catalog .item p { margin: 0; font-size: 0.9rem; color: #5a5f6a; }
.layout-catalog .item .item-price { display: grid; text-align: right; font-size: 1.2rem; font-weight: 800; color: #1b1d23; }
.layout-catalog .item-price span { font-size: 0.75rem; font-weight: 600; color: #1d6b32; }
.layout-catalog .thumb { aspect-ratio: 1; border-radius: 0.4rem; }
.layout-catalog .promise { padding-block: 2.5rem; background: var(--accent); color: #ffffff; }
.layout-catalog .promise-big { margin: 0 0 0.5rem; font-size: clamp(1.5rem, 4vw, 2.25rem); font-weight: 800; }`,
};
