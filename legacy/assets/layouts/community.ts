import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu } from "./kit.ts";

/**
 * Community: a calm centred hero under a drawing of people in an arch and a welcome line, a week laid out as a
 * timetable of days, then a "first visit" section in two columns. For churches, community
 * centres, clubs and studios with a weekly rhythm.
 */
export const community: Layout = {
  page(site) {
    const week = site.items.map(
      (item) =>
        html`<li class="slot">
          <p class="slot-when">${item.meta ?? ""}</p>
          <h3>${item.title}</h3>
          <p>${item.text}</p>
        </li>`,
    );
    return html`<header class="wrap bar">
        <p class="brand">${site.name}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["About", "#about"],
          ["Visit", "#visit"],
        ])}
      </header>
      <main>
        <section data-hero="arch-and-welcome" class="arch-hero">
          ${art("arch", site, "chapel")}
          <p class="eyebrow">${site.kind}</p>
          <h1>${site.tagline}</h1>
          <p class="welcome">${site.detail}</p>
        </section>
        <section data-section="week-timetable" id="items" class="week" aria-labelledby="items-heading">
          <div class="wrap">
            <h2 id="items-heading">${site.itemsHeading}</h2>
            <ol class="slots">
              ${week}
            </ol>
          </div>
        </section>
        <section data-section="first-visit" id="visit" class="wrap first-visit">
          <div>
            <h2 id="about">Your first visit</h2>
            <p>${site.about}</p>
          </div>
          <div class="visit-card">
            <p>Step-free entrance, hearing loop and parking beside the hall.</p>
            <a class="btn" href="#visit">${action(site)}</a>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-community { background: var(--soft); }
.layout-community .brand { color: var(--deep); }
.layout-community .arch-hero { display: grid; justify-items: center; padding: 1rem 1.25rem 3.5rem; text-align: center; }
.layout-community .art-arch { width: min(18rem, 70vw); aspect-ratio: 4 / 3; margin-bottom: 1.5rem; border: 0.6rem solid var(--accent); border-bottom: 0; border-radius: 999px 999px 0 0; }
.layout-community h1 { max-width: 22ch; margin: 0 0 1rem; font-size: clamp(2rem, 6vw, 3.5rem); line-height: 1.1; color: var(--deep); }
.layout-community .eyebrow { color: var(--accent); }
.layout-community .welcome { margin: 0; padding: 0.6rem 1.4rem; border-radius: 999px; background: var(--deep); color: #ffffff; }
.layout-community .week { padding-block: 3rem; background: #ffffff; }
.layout-community .week h2 { margin: 0 0 1.5rem; text-align: center; font-size: 1.9rem; color: var(--deep); }
.layout-community .slots { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 0; margin: 0; padding: 0; list-style: none; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 0.75rem; overflow: hidden; }
.layout-community .slot { padding: 1.5rem; border-right: 1px solid rgb(0 0 0 / 0.12); }
.layout-community .slot-when { margin: 0 0 0.25rem; font-family: var(--display); font-size: 1.35rem; font-weight: 700; color: var(--accent); }
.layout-community .slot h3 { margin: 0 0 0.35rem; }
.layout-community .slot p { margin: 0; }
.layout-community .first-visit { display: grid; gap: 2rem; padding-block: 3rem 4rem; }
@media (min-width: 48rem) { .layout-community .first-visit { grid-template-columns: 1.4fr 1fr; align-items: center; } }
.layout-community .first-visit h2 { color: var(--deep); }
.layout-community .visit-card { padding: 1.75rem; border-radius: 1rem; background: #ffffff; box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.08); }`,
};
