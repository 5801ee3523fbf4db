import { html } from "../../pages/htmlDocument.ts";
import { action, bar, circle, fitSize, INK, type Layout, menu, monogram, MUTED, navBars, path, rect, svgText, take } from "./kit.ts";

const LOGO_GREY = "#8c919c";

/** Five made-up logos for the thumbnail's row: a mark and a word each. */
function logoRow(y: number): string {
  const marks = [
    (x: number) => circle(x + 8, y + 8, 8, LOGO_GREY),
    (x: number) => path(`M${x} ${y + 16} L${x + 9} ${y} L${x + 18} ${y + 16} Z`, LOGO_GREY),
    (x: number) => rect(x, y, 16, 16, LOGO_GREY, { rx: 4 }),
    (x: number) => circle(x + 8, y + 8, 7, "none", { stroke: LOGO_GREY, strokeWidth: 3 }),
    (x: number) => rect(x, y + 4, 18, 8, LOGO_GREY, { rx: 4 }),
  ];
  return marks.map((mark, i) => mark(40 + i * 116) + bar(40 + i * 116 + 24, y + 4, 56 + (i % 2) * 14, LOGO_GREY, 1, 8)).join("");
}

/**
 * Bold: oversized type for the name, a row of client, press or partner logos, then numbered
 * services. For bands, firms and campaigns that want to sound confident.
 */
export const bold: Layout = {
  thumbnail(p, site) {
    const services = take(site.items, 3)
      .map((item, i) => {
        const x = 40 + i * 190;
        return [
          svgText(x, 416, item.meta ?? String(i + 1).padStart(2, "0"), { size: 16, fill: p.accent, font: site.font, weight: 700 }),
          bar(x, 428, 120, INK, 0.8),
          bar(x, 444, 150, MUTED, 1, 6),
          bar(x, 456, 110, MUTED, 1, 6),
        ].join("");
      })
      .join("");
    return [
      rect(40, 24, 22, 22, p.accent, { rx: 4 }),
      svgText(70, 41, monogram(site.name), { size: 15, fill: INK, font: "sans", weight: 700 }),
      navBars(600, 31, 4, INK, 0.5),
      svgText(36, 152, site.name, { size: fitSize(site.name, 568, 84, site.font), fill: p.deep, font: site.font, weight: 800, spacing: -2 }),
      svgText(40, 204, site.tagline, { size: fitSize(site.tagline, 460, 22, site.font), fill: INK, font: site.font, opacity: 0.7 }),
      rect(40, 226, 140, 6, p.accent),
      circle(572, 218, 30, p.accent),
      path("M560 218 H584 M576 210 L584 218 L576 226", "none", { stroke: "#ffffff", strokeWidth: 3 }),
      rect(0, 286, 640, 88, "#ffffff"),
      logoRow(322),
      services,
    ].join("");
  },

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
        <section class="wrap statement">
          <p class="eyebrow">${site.kind}</p>
          <h1>${site.name}</h1>
          <div class="statement-foot">
            <p class="lead">${site.tagline}</p>
            <a class="round-link" href="#items" aria-label="${site.itemsHeading}">→</a>
          </div>
        </section>
        <section class="logos" aria-labelledby="logos-heading">
          <div class="wrap">
            <h2 id="logos-heading">${names.heading}</h2>
            <ul>
              ${logos}
            </ul>
          </div>
        </section>
        <section id="items" class="wrap services" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol>
            ${services}
          </ol>
        </section>
        <section id="about" class="about-band">
          <div class="wrap">
            <p class="big">${site.detail}</p>
            <p>${site.about}</p>
            <p id="contact"><a class="btn btn-light" href="#contact">${action(site)}</a></p>
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
.layout-bold .big { margin: 0 0 1rem; font-family: var(--display); font-size: clamp(1.75rem, 5vw, 3rem); font-weight: 800; line-height: 1.1; letter-spacing: -0.02em; }`,
};
