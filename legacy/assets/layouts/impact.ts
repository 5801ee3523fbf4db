import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu } from "./kit.ts";

/**
 * Impact: one big number in the hero under a drawing of the cause, with a progress bar towards a goal, then giving levels
 * as cards with their amounts, and the story. For charities, appeals and fundraisers.
 */
export const impact: Layout = {
  page(site) {
    const levels = site.items.map(
      (item, i) =>
        html`<li class="level${i === 1 ? " level-featured" : ""}">
          <p class="amount">${item.meta ?? ""}</p>
          <h3>${item.title}</h3>
          <p>${item.text}</p>
          <a class="btn${i === 1 ? " btn-light" : ""}" href="#give">Give ${item.meta ?? ""}</a>
        </li>`,
    );
    return html`<header class="wrap bar impact-bar">
        <p class="brand">${site.name}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["Our story", "#about"],
          ["Give", "#give"],
        ])}
      </header>
      <main>
        <section data-hero="big-number-with-progress" class="impact-hero">
          <div class="wrap impact-grid">
            <div>
              <h1>${site.tagline}</h1>
              <p class="actions"><a class="btn btn-light" href="#give">${action(site)}</a></p>
            </div>
            <div class="stat">
              ${art("cause", site, "cycling")}
              <p class="stat-number">${site.detail}</p>
              <div class="progress" role="img" aria-label="Progress towards this year's goal: 78 percent"><span></span></div>
              <p class="stat-note">78% of this year's goal</p>
            </div>
          </div>
        </section>
        <section data-section="giving-levels" id="items" class="wrap levels" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ul class="level-grid">
            ${levels}
          </ul>
        </section>
        <section data-section="story" id="about" class="wrap impact-story">
          <h2>Our story</h2>
          <p>${site.about}</p>
          <p id="give"><a class="btn" href="#give">${action(site)}</a></p>
        </section>
      </main>`;
  },

  css: `.layout-impact { background: #ffffff; }
.layout-impact .brand { color: var(--accent); font-weight: 800; }
.layout-impact .impact-hero { background: var(--deep); color: #ffffff; }
.layout-impact .impact-grid { display: grid; gap: 2rem; align-items: center; padding-block: clamp(3rem, 8vw, 5.5rem); }
@media (min-width: 52rem) { .layout-impact .impact-grid { grid-template-columns: 1.2fr 1fr; } }
.layout-impact h1 { margin: 0 0 1.5rem; font-size: clamp(2.25rem, 6vw, 4rem); line-height: 1.05; }
.layout-impact .stat { padding: 2rem; border-radius: 1rem; background: rgb(255 255 255 / 0.08); border: 1px solid rgb(255 255 255 / 0.2); }
.layout-impact .art-cause { aspect-ratio: 2 / 1; margin: -1rem -1rem 1.5rem; border-radius: 0.6rem; }
.layout-impact .stat-number { margin: 0 0 1.25rem; font-family: var(--display); font-size: clamp(1.75rem, 4vw, 2.5rem); font-weight: 800; line-height: 1.15; color: var(--tint); }
.layout-impact .progress { height: 0.9rem; border-radius: 999px; background: rgb(255 255 255 / 0.2); overflow: hidden; }
.layout-impact .progress span { display: block; width: 78%; height: 100%; border-radius: inherit; background: linear-gradient(90deg, var(--tint), #ffffff); }
.layout-impact .stat-note { margin: 0.5rem 0 0; font-size: 0.9rem; opacity: 0.8; }
.layout-impact .levels { padding-block: 3.5rem 2rem; }
.layout-impact .levels h2, .layout-impact .impact-story h2 { font-size: 2rem; color: var(--deep); text-align: center; }
.layout-impact .level-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.5rem; margin: 0; padding: 0; list-style: none; }
.layout-impact .level { padding: 1.75rem; border: 2px solid var(--tint); border-radius: 1rem; background: var(--soft); }
.layout-impact .level-featured { border-color: var(--accent); background: var(--accent); color: #ffffff; transform: translateY(-0.5rem); }
.layout-impact .amount { margin: 0; font-family: var(--display); font-size: 3rem; font-weight: 800; line-height: 1; color: var(--accent); }
.layout-impact .level-featured .amount { color: #ffffff; }
.layout-impact .level h3 { margin: 0.75rem 0 0.5rem; }
.layout-impact .level p { margin: 0 0 1.25rem; }
.layout-impact .impact-story { max-width: 42rem; padding-block: 2rem 4rem; text-align: center; }`,
};
