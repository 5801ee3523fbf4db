import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu } from "./kit.ts";

/**
 * Hero: a wide drawn landscape (sky, sun, two hills) under the name, three feature columns and
 * a call-to-action band. For organisations that want a warm, simple front page.
 */
export const hero: Layout = {
  page(site) {
    const features = site.items.map(
      (item) =>
        html`<article class="feature">
          <span class="feature-icon" aria-hidden="true"></span>
          <h3>${item.title}</h3>
          <p>${item.text}</p>
        </article>`,
    );
    return html`<header class="topbar">
        <div class="wrap bar">
          <p class="brand">${site.name}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#items"],
            ["About", "#about"],
            ["Contact", "#contact"],
          ])}
        </div>
      </header>
      <main>
        <section data-hero="banner-with-hills" class="hero">
          <div class="wrap hero-copy">
            <p class="eyebrow">${site.kind}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
            <p class="actions"><a class="btn btn-light" href="#contact">${action(site)}</a><a class="btn btn-outline" href="#items">Find out more</a></p>
          </div>
          ${art("hills", site, "greenhouse")}
        </section>
        <section data-section="features" id="items" class="wrap features" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <div class="feature-grid">${features}</div>
        </section>
        <section data-section="band" class="band">
          <div class="wrap band-inner">
            <p>${site.detail}</p>
            <a class="btn btn-light" href="#contact">${action(site)}</a>
          </div>
        </section>
        <section data-section="about" id="about" class="wrap about">
          <h2>About us</h2>
          <p>${site.about}</p>
          <h2 id="contact">Contact</h2>
          <p>Write to us, call, or drop by: your address and phone number go here.</p>
        </section>
      </main>`;
  },

  css: `.layout-hero .topbar { background: #ffffff; box-shadow: 0 1px 0 rgb(0 0 0 / 0.08); }
.layout-hero .brand { color: var(--deep); }
.layout-hero .hero { background: var(--accent); color: #ffffff; }
.layout-hero .hero-copy { padding-block: clamp(3rem, 8vw, 6rem) 1rem; }
.layout-hero .hero h1 { margin: 0 0 0.75rem; font-size: clamp(2.25rem, 7vw, 4.25rem); line-height: 1.05; max-width: 16ch; }
.layout-hero .lead { max-width: 34rem; margin: 0 0 1.75rem; font-size: clamp(1.0625rem, 2.2vw, 1.3rem); }
.layout-hero .art-hills { height: clamp(12rem, 34vw, 26rem); background:
  radial-gradient(ellipse 50% 80% at 22% 122%, var(--deep) 99%, transparent 100%),
  radial-gradient(ellipse 38% 78% at 58% 125%, rgb(0 0 0 / 0.35) 99%, transparent 100%),
  radial-gradient(ellipse 55% 95% at 92% 125%, var(--tint) 99%, transparent 100%),
  radial-gradient(circle at 78% 42%, rgb(255 255 255 / 0.85) 0 1.75rem, transparent calc(1.75rem + 1px)); }
@media (min-width: 56rem) {
  .layout-hero .hero { background: radial-gradient(circle at 76% 42%, rgb(255 255 255 / 0.85) 0 5.5rem, transparent calc(5.5rem + 1px)),
    radial-gradient(ellipse 7rem 1.6rem at 62% 26%, rgb(255 255 255 / 0.22) 99%, transparent 100%),
    radial-gradient(ellipse 9rem 2rem at 88% 62%, rgb(255 255 255 / 0.18) 99%, transparent 100%), var(--accent); }
  .layout-hero .art-hills { background-image:
    radial-gradient(ellipse 50% 80% at 22% 122%, var(--deep) 99%, transparent 100%),
    radial-gradient(ellipse 38% 78% at 58% 125%, rgb(0 0 0 / 0.35) 99%, transparent 100%),
    radial-gradient(ellipse 55% 95% at 92% 125%, var(--tint) 99%, transparent 100%); background-color: transparent; }
}
.layout-hero .features { padding-block: clamp(3rem, 7vw, 5rem); }
.layout-hero .features > h2 { margin: 0 0 2rem; font-size: clamp(1.5rem, 3.5vw, 2.25rem); color: var(--deep); text-align: center; }
.layout-hero .feature-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: 2rem; }
.layout-hero .feature h3 { margin: 1rem 0 0.5rem; font-size: 1.25rem; color: var(--deep); }
.layout-hero .feature p { margin: 0; color: #4a4f5a; }
.layout-hero .feature-icon { display: block; width: 3rem; height: 3rem; border-radius: 50%; background: radial-gradient(circle at 50% 50%, #ffffff 0 0.5rem, transparent 0.55rem), var(--accent); }
.layout-hero .band { background: var(--deep); color: #ffffff; }
.layout-hero .band-inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem 2rem; padding-block: 2.5rem; }
.layout-hero .band-inner p { margin: 0; font-family: var(--display); font-size: clamp(1.25rem, 3vw, 1.75rem); }
.layout-hero .about { max-width: 46rem; padding-block: 3rem 4rem; }
.layout-hero .about h2 { color: var(--deep); }`,
};
