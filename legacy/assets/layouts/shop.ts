import { html } from "../../pages/htmlDocument.ts";
import { type DrawingName } from "../drawings.ts";
import { inTurn, type Layout, menu } from "./kit.ts";

/**
 * Shop: an announcement strip, a header with a cart, category chips and a grid of product
 * cards with their prices. For anyone who sells things.
 */
/** Products drawn in turn, as product shots on a tabletop, when an item has no picture of its own. */
const PRODUCTS: readonly DrawingName[] = ["kettle", "milkpan", "colander", "spoons", "skillet", "towels", "cups", "butter"];

export const shop: Layout = {
  page(site) {
    const products = site.items.map(
      (item, i) =>
        html`<li class="product">
          ${inTurn(item, PRODUCTS, i, "art-product")}
          <h3>${item.title}</h3>
          <p class="product-text">${item.text}</p>
          <p class="price">${item.meta ?? ""}</p>
          <a class="btn btn-small" href="#cart">Add to cart</a>
        </li>`,
    );
    return html`<p class="announce">${site.detail}</p>
      <header class="shop-header">
        <div class="wrap bar">
          <p class="brand">${site.name}</p>
          ${menu("Shop", [
            ["Shop", "#items"],
            ["About", "#about"],
            ["Cart (2)", "#cart"],
          ])}
        </div>
      </header>
      <main>
        <section data-hero="shop-intro" class="wrap shop-intro">
          <div>
            <p class="eyebrow">${site.kind}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
          </div>
          <ul class="chips" aria-label="Categories">
            <li><a class="chip chip-on" href="#items">All</a></li>
            <li><a class="chip" href="#items">New in</a></li>
            <li><a class="chip" href="#items">Best sellers</a></li>
            <li><a class="chip" href="#items">Gifts</a></li>
          </ul>
        </section>
        <section data-section="items" id="items" class="wrap" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ul class="products">
            ${products}
          </ul>
        </section>
        <section data-section="shop-about" id="about" class="wrap shop-about">
          <h2>About the shop</h2>
          <p>${site.about}</p>
          <p id="cart" class="cart-note">Your cart holds 2 items. In the real shop, checkout and payment go here.</p>
        </section>
      </main>`;
  },

  css: `.layout-shop .announce { margin: 0; padding: 0.5rem 1rem; background: var(--deep); color: #ffffff; text-align: center; font-size: 0.875rem; }
.layout-shop .shop-header { background: #ffffff; border-bottom: 1px solid rgb(0 0 0 / 0.1); }
.layout-shop .brand { color: var(--deep); font-size: 1.35rem; }
.layout-shop .menu a[href="#cart"] { padding: 0.25rem 0.75rem; border-radius: 999px; background: var(--accent); color: #ffffff; }
.layout-shop .shop-intro { display: flex; flex-wrap: wrap; align-items: end; justify-content: space-between; gap: 1.5rem; padding-block: 2.5rem 1.5rem; }
.layout-shop h1 { margin: 0 0 0.5rem; font-size: clamp(2rem, 5vw, 3rem); line-height: 1.1; color: var(--deep); }
.layout-shop .eyebrow { color: var(--accent); }
.layout-shop .lead { margin: 0; color: #3d424c; }
.layout-shop .chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.layout-shop .chip { display: inline-block; padding: 0.35rem 0.9rem; border: 1px solid var(--deep); border-radius: 999px; font-size: 0.875rem; text-decoration: none; background: #ffffff; }
.layout-shop .chip-on { background: var(--deep); color: #ffffff; }
.layout-shop #items h2 { margin: 1rem 0; font-size: 1.375rem; }
.layout-shop .products { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2rem clamp(0.75rem, 2vw, 1.25rem); margin: 0; padding: 0 0 3rem; list-style: none; }
@media (min-width: 48rem) { .layout-shop .products { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 64rem) { .layout-shop .products { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.layout-shop .product { display: flex; flex-direction: column; }
.layout-shop .product h3 { margin: 0.75rem 0 0.125rem; font-size: 1.0625rem; }
.layout-shop .product-text { margin: 0; color: #5a5f6a; font-size: 0.9375rem; }
.layout-shop .price { margin: 0.25rem 0 0.75rem; font-weight: 700; font-size: 1.125rem; color: var(--accent); }
.layout-shop .btn-small { align-self: start; margin-top: auto; padding: 0.45rem 1rem; font-size: 0.875rem; }
.layout-shop .art-product { position: relative; aspect-ratio: 1; border-radius: 0.5rem; overflow: hidden; }
.layout-shop .art-product::before { content: ""; position: absolute; left: 50%; bottom: 16%; background: var(--accent); }
.layout-shop .art-product::after { content: ""; position: absolute; left: 25%; right: 25%; bottom: 12%; height: 6%; border-radius: 50%; background: rgb(0 0 0 / 0.12); }
.layout-shop .product-0::before { width: 50%; height: 50%; margin-left: -25%; border-radius: 50%; }
.layout-shop .product-1::before { width: 24%; height: 62%; margin-left: -12%; border-radius: 0.75rem 0.75rem 0.5rem 0.5rem; background: var(--deep); }
.layout-shop .product-2::before { width: 64%; height: 30%; margin-left: -32%; border-radius: 0 0 999px 999px; }
.layout-shop .product-3::before { width: 44%; height: 40%; margin-left: -22%; border-radius: 0.35rem; background: var(--deep); }
.layout-shop .shop-about { padding-block: 1rem 4rem; }
.layout-shop .shop-about > * { max-width: 46rem; }
.layout-shop .cart-note { padding: 1rem; border-radius: 0.5rem; background: #ffffff; }`,
};
