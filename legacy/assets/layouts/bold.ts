import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu, monogram } from "./kit.ts";

/**
 * Bold: oversized type for the name, a row of client, press or partner logos, then numbered
 * services, and a drawing beside the closing band. For bands, firms and campaigns that want to sound confident.
 */
export const bold: Layout = {
  page(site) {
    const names = site.names ?? { heading: "Worked with", list: ["Northfield", "Alder & Co", "Kestrel", "Common Ground", "Bright Yard"] };
    const logos = names.list.map((name, i) => html`<li class="logo logo-${i % 5}">${name}</li>`);
    const services = site.items.map(
      (item, i) =>
        html`<li>
          <p class="num">${item.meta ?? String(i + 1).padStart(2, "0")}</p>
          <h3>${item.title}</h3>
          <p>${item.text}</p>
        </li>`,
    );
    return html`<header class="wrap bar">
        <p class="brand"><span class="mark" aria-hidden="true"></span>${monogram(site.name)}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["About", "#about"],
          ["Contact", "#contact"],
        ])}
      </header>
      <main>
        <section data-hero="oversized-type" class="wrap statement">
          <p class="eyebrow">${site.kind}</p>
          <h1>${site.name}</h1>
          <div class="statement-foot">
            <p class="lead">${site.tagline}</p>
            <a class="round-link" href="#items" aria-label="${site.itemsHeading}">→</a>
          </div>
        </section>
        <section data-section="logos" class="logos" aria-labelledby="logos-heading">
          <div class="wrap">
            <h2 id="logos-heading">${names.heading}</h2>
            <ul>
              ${logos}
            </ul>
          </div>
        </section>
        <section data-section="services" id="items" class="wrap services" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol>
            ${services}
          </ol>
        </section>
        <section data-section="about-band" id="about" class="about-band">
          <div class="wrap about-grid">
            <div>
              <p class="big">${site.detail}</p>
              <p>${site.about}</p>
              <p id="contact"><a class="btn btn-light" href="#contact">${action(site)}</a></p>
            </div>
            ${art("office", site, "chambers")}
          </div>
        </section>
      </main>`;
  },

  css: `.layout-bold .brand { display: flex; align-items: center; gap: 0.5rem; font-family: inherit; font-size: 1rem; letter-spacing: 0.06em; }
.layout-bold .mark { width: 1.4rem; height: 1.4rem; border-radius: 0.3rem; background: var(--accent); }
.layout-bold .menu { font-weight: 600; }
.layout-bold .statement { padding-block: clamp(2.5rem, 8vw, 6rem) clamp(2rem, 5vw, 4rem); }
.layout-bold .eyebrow { color: var(--accent); }
.layout-bold h1 { margin: 0; font-size: clamp(3rem, 11vw, 8.5rem); font-weight: 800; line-height: 0.92; letter-spacing: -0.04em; color: var(--deep); }
.layout-bold .statement-foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.5rem; margin-top: 2rem; padding-top: 1.5rem; border-top: 6px solid var(--accent); }
.layout-bold .lead { max-width: 34rem; margin: 0; font-family: var(--display); font-size: clamp(1.25rem, 3vw, 1.75rem); line-height: 1.3; }
.layout-bold .round-link { display: grid; place-items: center; width: 4rem; height: 4rem; border-radius: 50%; background: var(--accent); color: #ffffff; font-size: 1.75rem; text-decoration: none; }
.layout-bold .logos { background: #ffffff; padding-block: 2rem; }
.layout-bold .logos h2 { margin: 0 0 1rem; font-family: inherit; font-size: 0.8125rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.14em; color: #5a5f6a; }
.layout-bold .logos ul { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem 2rem; margin: 0; padding: 0; list-style: none; color: #6b707b; }
.layout-bold .logo { display: flex; align-items: center; gap: 0.5rem; font-size: 1.125rem; font-weight: 700; }
.layout-bold .logo::before { content: ""; width: 1.1rem; height: 1.1rem; background: currentColor; }
.layout-bold .logo-0::before { border-radius: 50%; }
.layout-bold .logo-1 { font-family: Georgia, "Times New Roman", serif; font-style: italic; font-weight: 400; font-size: 1.3rem; }
.layout-bold .logo-1::before { clip-path: polygon(50% 0, 100% 100%, 0 100%); }
.layout-bold .logo-2 { text-transform: uppercase; letter-spacing: 0.2em; font-size: 0.9375rem; }
.layout-bold .logo-2::before { border-radius: 0.25rem; }
.layout-bold .logo-3::before { border-radius: 50%; background: transparent; border: 3px solid currentColor; }
.layout-bold .logo-4 { font-weight: 800; letter-spacing: -0.03em; font-size: 1.25rem; }
.layout-bold .logo-4::before { height: 0.55rem; border-radius: 999px; }
.layout-bold .services { padding-block: 4rem; }
.layout-bold .services h2 { margin: 0 0 2rem; font-size: clamp(1.75rem, 4vw, 2.75rem); color: var(--deep); }
.layout-bold .services ol { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 2rem; margin: 0; padding: 0; list-style: none; }
.layout-bold .services li { padding-top: 1rem; border-top: 2px solid var(--deep); }
.layout-bold .num { margin: 0 0 0.5rem; font-weight: 800; color: var(--accent); }
.layout-bold .services h3 { margin: 0 0 0.5rem; font-size: 1.375rem; }
.layout-bold .services li p:last-child { margin: 0; color: #4a4f5a; }
.layout-bold .about-band { background: var(--deep); color: #ffffff; padding-block: clamp(3rem, 8vw, 5rem); }
.layout-bold .about-band p { max-width: 44rem; }
.layout-bold .site-footer { border-top: 1px solid rgb(255 255 255 / 0.15); }
.layout-bold .big { margin: 0 0 1rem; font-family: var(--display); font-size: clamp(1.75rem, 5vw, 3rem); font-weight: 800; line-height: 1.1; letter-spacing: -0.02em; }
.layout-bold .about-grid { display: grid; gap: 2rem; align-items: center; }
@media (min-width: 48rem) { .layout-bold .about-grid { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); } }
.layout-bold .art-office { aspect-ratio: 4 / 3; border-radius: 0.5rem; }`,
};
