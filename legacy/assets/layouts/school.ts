import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu, monogram } from "./kit.ts";

/**
 * School: a crest and name on a ruled exercise-book hero with a drawing of the school and a
 * notice card pinned beside it,
 * a row of values as coloured tabs, then the term's news as dated notices. For schools,
 * nurseries and clubs that post news for parents.
 */
export const school: Layout = {
  page(site) {
    const values = (site.names?.list ?? []).map((value, i) => html`<li class="value value-${i % 4}">${value}</li>`);
    const notices = site.items.map(
      (item) =>
        html`<li class="notice-item">
          <p class="notice-date">${item.meta ?? ""}</p>
          <h3>${item.title}</h3>
          <p>${item.text}</p>
        </li>`,
    );
    return html`<header class="school-top">
        <div class="wrap bar">
          <p class="brand"><span class="crest" aria-hidden="true">${monogram(site.name)}</span>${site.name}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["About", "#about"],
            ["Visit", "#visit"],
          ])}
        </div>
      </header>
      <main>
        <section data-hero="ruled-page-with-notice" class="school-hero">
          <div class="wrap school-hero-grid">
            <div>
              <p class="eyebrow">${site.kind}</p>
              <h1>${site.tagline}</h1>
              <p class="lead">${site.about}</p>
              <p class="actions"><a class="btn" href="#visit">${action(site)}</a></p>
            </div>
            <div class="hero-side">
              ${art("building", site, "school")}
              <aside class="pinned" aria-label="Notice">
                <p class="pin" aria-hidden="true"></p>
                <p class="pinned-label">Notice</p>
                <p class="pinned-text">${site.detail}</p>
              </aside>
            </div>
          </div>
        </section>
        <section data-section="values" class="values-band" aria-labelledby="values-heading">
          <div class="wrap">
            <h2 id="values-heading">${site.names?.heading ?? "What we value"}</h2>
            <ul class="values">
              ${values}
            </ul>
          </div>
        </section>
        <section data-section="notices" id="items" class="wrap notices" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol class="notice-list">
            ${notices}
          </ol>
        </section>
        <section data-section="visit" id="visit" class="visit-band">
          <div class="wrap">
            <h2 id="about">Come and see us</h2>
            <p>Tours run every week in term time. Call the school office to book, or simply ask at the gate.</p>
            <a class="btn btn-light" href="#visit">${action(site)}</a>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-school { background: #ffffff; }
.layout-school .school-top { background: var(--deep); color: #ffffff; }
.layout-school .brand { display: flex; align-items: center; gap: 0.75rem; }
.layout-school .crest { display: grid; place-items: center; width: 2.75rem; height: 3.1rem; border-radius: 0.3rem 0.3rem 50% 50%; background: var(--tint); color: var(--deep); font-size: 0.95rem; }
.layout-school .school-hero { padding-block: clamp(2.5rem, 7vw, 5rem); background: repeating-linear-gradient(transparent 0 1.95rem, rgb(0 80 200 / 0.12) 1.95rem 2rem), var(--soft); border-bottom: 4px solid var(--accent); }
.layout-school .school-hero-grid { display: grid; gap: 2rem; align-items: start; }
@media (min-width: 50rem) { .layout-school .school-hero-grid { grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); padding-left: 3rem; border-left: 2px solid rgb(220 40 60 / 0.35); } }
.layout-school h1 { margin: 0 0 1rem; font-size: clamp(2rem, 5.5vw, 3.5rem); line-height: 1.1; color: var(--deep); }
.layout-school .eyebrow { color: var(--accent); }
.layout-school .lead { max-width: 36rem; margin: 0 0 1.5rem; color: #3d424c; }
.layout-school .hero-side { display: grid; gap: 1.5rem; }
.layout-school .art-building { aspect-ratio: 4 / 3; border: 0.4rem solid #ffffff; border-radius: 0.5rem; box-shadow: 0 0.5rem 1.25rem rgb(0 0 0 / 0.12); }
.layout-school .pinned { position: relative; padding: 2rem 1.5rem 1.5rem; background: #fff7b8; box-shadow: 0 0.75rem 1.5rem rgb(0 0 0 / 0.15); transform: rotate(2deg); }
.layout-school .pin { position: absolute; top: -0.6rem; left: 50%; width: 1.25rem; height: 1.25rem; margin: 0; border-radius: 50%; background: var(--accent); }
.layout-school .pinned-label { margin: 0 0 0.5rem; text-transform: uppercase; letter-spacing: 0.15em; font-size: 0.8rem; font-weight: 700; color: var(--accent); }
.layout-school .pinned-text { margin: 0; font-family: var(--display); font-size: 1.5rem; line-height: 1.25; color: #1b1d23; }
.layout-school .values-band { padding-block: 2.5rem; background: #ffffff; }
.layout-school .values-band h2, .layout-school .notices h2 { margin: 0 0 1.25rem; color: var(--deep); font-size: 1.6rem; }
.layout-school .values { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.layout-school .value { padding: 0.75rem 1.25rem; border-radius: 0.5rem 0.5rem 0 0; border-bottom: 4px solid currentColor; font-weight: 700; }
.layout-school .value-0 { background: #ffe3e0; color: #a3241a; }
.layout-school .value-1 { background: #e0f2e4; color: #1d6b32; }
.layout-school .value-2 { background: #e2ecff; color: #1f4fa8; }
.layout-school .value-3 { background: #fff0d6; color: #8a5200; }
.layout-school .notices { padding-block: 2.5rem 3.5rem; }
.layout-school .notice-list { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
.layout-school .notice-item { padding: 1.25rem; border: 1px solid rgb(0 0 0 / 0.1); border-top: 6px solid var(--accent); border-radius: 0.5rem; background: var(--soft); }
.layout-school .notice-item h3 { margin: 0.25rem 0 0.5rem; color: var(--deep); }
.layout-school .notice-item p { margin: 0; }
.layout-school .notice-date { font-weight: 700; color: var(--accent); }
.layout-school .visit-band { padding-block: 3rem; background: var(--accent); color: #ffffff; }
.layout-school .visit-band h2 { margin: 0 0 0.5rem; }
.layout-school .visit-band p { max-width: 34rem; }`,
};
