import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu } from "./kit.ts";

/**
 * Split: the words on the left, a tall picture filling the right half from top to bottom, then
 * a list of services or listings with their prices. For calm, professional businesses.
 */
export const split: Layout = {
  page(site) {
    const rows = site.items.map(
      (item) =>
        html`<li class="row">
          <div>
            <h3>${item.title}</h3>
            <p>${item.text}</p>
          </div>
          <p class="row-meta">${item.meta ?? ""}</p>
        </li>`,
    );
    return html`<main>
      <section data-hero="split-picture" class="split-hero">
        <div class="split-copy">
          <header class="bar">
            <p class="brand">${site.name}</p>
            ${menu("Sample site", [
              [site.itemsHeading, "#items"],
              ["About", "#about"],
              ["Contact", "#contact"],
            ])}
          </header>
          <div class="split-intro">
            <p class="eyebrow">${site.kind}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
            <p class="actions"><a class="btn" href="#contact">${action(site)}</a><a class="btn btn-outline" href="#items">${site.itemsHeading}</a></p>
            <p class="note">${site.detail}</p>
          </div>
        </div>
        ${art("arch", site, "cottage")}
      </section>
      <section data-section="rows" id="items" class="wrap rows" aria-labelledby="items-heading">
        <h2 id="items-heading">${site.itemsHeading}</h2>
        <ul>
          ${rows}
        </ul>
      </section>
      <section data-section="about" id="about" class="wrap about">
        <h2>About us</h2>
        <div>
          <p>${site.about}</p>
          <p id="contact"><strong>Visit or call:</strong> your address, phone number and opening hours go here.</p>
        </div>
      </section>
    </main>`;
  },

  css: `.layout-split .split-hero { display: grid; grid-template-columns: minmax(0, 1fr); }
.layout-split .split-copy { padding-inline: clamp(1.25rem, 5vw, 4rem); }
.layout-split .brand { color: var(--deep); }
.layout-split .split-intro { max-width: 32rem; padding-block: clamp(2.5rem, 8vw, 6rem); }
.layout-split h1 { margin: 0 0 1rem; font-size: clamp(2.25rem, 5.5vw, 3.75rem); line-height: 1.05; }
.layout-split .eyebrow { color: var(--accent); }
.layout-split .lead { margin: 0 0 2rem; font-size: 1.1875rem; color: #3d424c; }
.layout-split .actions .btn-outline { color: var(--deep); }
.layout-split .note { margin: 1.75rem 0 0; padding-left: 1rem; border-left: 3px solid var(--accent); color: #3d424c; }
.layout-split .art-arch { position: relative; overflow: hidden; min-height: 22rem; }
.layout-split .art-arch::before { content: ""; position: absolute; left: 18%; right: 18%; top: 16%; bottom: 0; border: 0.75rem solid #ffffff; border-bottom: 0; border-radius: 999px 999px 0 0; background:
  radial-gradient(ellipse 90% 22% at 20% 100%, var(--deep) 99%, transparent 100%),
  radial-gradient(ellipse 80% 30% at 95% 100%, rgb(0 0 0 / 0.3) 99%, transparent 100%),
  radial-gradient(circle at 50% 34%, rgb(255 255 255 / 0.9) 0 min(3.5rem, 9vw), transparent calc(min(3.5rem, 9vw) + 1px)),
  linear-gradient(180deg, var(--accent), var(--tint)); }
.layout-split .art-arch::after { content: ""; position: absolute; left: -3rem; bottom: -3rem; width: min(12rem, 36vw); height: min(12rem, 36vw); border-radius: 50%; background: var(--deep); opacity: 0.85; }
@media (min-width: 48rem) {
  .layout-split .split-hero { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); min-height: 40rem; }
  .layout-split .art-arch { min-height: 100%; }
}
.layout-split .rows { padding-block: 4rem 2rem; }
.layout-split .rows h2, .layout-split .about h2 { margin: 0 0 1.5rem; font-size: clamp(1.5rem, 3vw, 2rem); color: var(--deep); }
.layout-split .rows ul { margin: 0; padding: 0; list-style: none; border-top: 1px solid rgb(0 0 0 / 0.15); }
.layout-split .row { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0.25rem 2rem; padding-block: 1.25rem; border-bottom: 1px solid rgb(0 0 0 / 0.15); }
.layout-split .row h3 { margin: 0 0 0.25rem; font-size: 1.25rem; }
.layout-split .row p { margin: 0; color: #4a4f5a; }
.layout-split .row .row-meta { color: var(--accent); font-weight: 700; font-size: 1.125rem; white-space: nowrap; }
.layout-split .about { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 0 3rem; padding-block: 2rem 4rem; }`,
};
