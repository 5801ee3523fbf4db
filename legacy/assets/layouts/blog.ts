import { html } from "../../pages/htmlDocument.ts";
import { art, bar, circle, fitSize, INK, type Layout, menu, MUTED, path, rect, svgText } from "./kit.ts";

/**
 * Blog: a centred masthead, one narrow column of long-form text and a sidebar with the author,
 * the latest posts and a subscribe box. For writers, podcasts and recipe sites.
 */
export const blog: Layout = {
  thumbnail(p, site) {
    const text = [330, 322, 336, 300, 328, 316, 334, 240].map((w, i) => bar(60, 366 + i * 14, w, MUTED, 1, 6)).join("");
    const recent = [0, 1, 2]
      .map((i) => {
        const y = 262 + i * 40;
        return [rect(444, y, 30, 30, p.tint, { rx: 3 }), bar(482, y + 4, 96, INK, 0.7, 6), bar(482, y + 18, 70, MUTED, 1, 6)].join("");
      })
      .join("");
    return [
      rect(0, 0, 640, 128, "#ffffff"),
      svgText(320, 58, site.name, { size: fitSize(site.name, 520, 34, site.font), fill: INK, font: site.font, weight: 700, anchor: "middle" }),
      bar(220, 74, 200, MUTED, 1, 6),
      rect(40, 96, 560, 1, INK, { opacity: 0.2 }),
      [0, 1, 2, 3, 4].map((i) => bar(196 + i * 52, 106, 40, p.deep, 0.6, 6)).join(""),
      rect(40, 127, 560, 1, INK, { opacity: 0.2 }),
      bar(60, 150, 56, p.accent, 1, 6),
      bar(60, 166, 320, INK, 0.85, 16),
      bar(60, 190, 230, INK, 0.85, 16),
      circle(70, 226, 9, p.tint),
      bar(86, 222, 110, MUTED, 1, 7),
      rect(60, 246, 340, 106, p.tint, { rx: 4 }),
      path("M60 352 V318 C 130 286 200 300 260 320 S 360 300 400 290 V352 Z", p.accent, { opacity: 0.8 }),
      circle(340, 278, 14, "#ffffff", { opacity: 0.85 }),
      text,
      rect(422, 146, 1, 334, INK, { opacity: 0.12 }),
      circle(470, 176, 24, p.tint),
      bar(504, 166, 80, INK, 0.7, 7),
      bar(504, 180, 60, MUTED, 1, 6),
      bar(444, 214, 140, MUTED, 1, 6),
      bar(444, 226, 120, MUTED, 1, 6),
      bar(444, 246, 60, p.accent, 1, 6),
      recent,
      rect(444, 392, 150, 70, p.deep, { rx: 6 }),
      bar(458, 406, 80, "#ffffff", 0.8, 7),
      rect(458, 428, 90, 22, p.accent, { rx: 11 }),
    ].join("");
  },

  page(site) {
    const [featured, ...others] = site.items;
    const paragraphs = (site.article ?? [site.about]).map((text) => html`<p>${text}</p>`);
    const recent = others.map(
      (item) =>
        html`<li>
          <span class="thumb" aria-hidden="true"></span>
          <span><a href="#top">${item.title}</a><br /><small>${item.meta ?? ""}</small></span>
        </li>`,
    );
    return html`<header class="masthead" id="top">
        <div class="wrap">
          <h1>${site.name}</h1>
          <p class="tagline">${site.tagline}</p>
          ${menu("Sample site", [
            ["Home", "#top"],
            [site.itemsHeading, "#posts"],
            ["About", "#about"],
            ["Subscribe", "#subscribe"],
          ])}
        </div>
      </header>
      <main class="wrap journal">
        <article class="post">
          <p class="eyebrow">${featured?.meta ?? site.kind}</p>
          <h2>${featured?.title ?? site.itemsHeading}</h2>
          <p class="byline"><span class="avatar" aria-hidden="true"></span>${site.detail}</p>
          ${art("scene", "Drawing: a path across hills towards the evening sun")}
          <p class="standfirst">${featured?.text ?? site.tagline}</p>
          ${paragraphs}
          <p><a class="more" href="#posts">More posts</a></p>
        </article>
        <aside class="sidebar" aria-label="About this blog">
          <section id="about" class="side-block">
            <span class="portrait" aria-hidden="true"></span>
            <h2>About</h2>
            <p>${site.about}</p>
          </section>
          <section id="posts" class="side-block">
            <h2>${site.itemsHeading}</h2>
            <ul class="recent">
              ${recent}
            </ul>
          </section>
          <section id="subscribe" class="side-block subscribe">
            <h2>Subscribe</h2>
            <p>New posts by email, every other Sunday. Nothing else, ever.</p>
            <a class="btn btn-light" href="#subscribe">Subscribe</a>
          </section>
        </aside>
      </main>`;
  },

  css: `.layout-blog { background: #ffffff; }
.layout-blog .masthead { padding-top: clamp(2rem, 6vw, 3.5rem); text-align: center; }
.layout-blog .masthead h1 { margin: 0; font-size: clamp(2.25rem, 7vw, 4rem); line-height: 1.05; }
.layout-blog .tagline { margin: 0.5rem 0 1.5rem; color: #5a5f6a; font-style: italic; }
.layout-blog .masthead nav { border-block: 1px solid rgb(0 0 0 / 0.15); padding-block: 0.75rem; }
.layout-blog .menu { justify-content: center; font-size: 0.9375rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--deep); }
.layout-blog .journal { display: grid; grid-template-columns: minmax(0, 1fr); gap: 3rem; padding-block: 2.5rem 4rem; }
@media (min-width: 60rem) { .layout-blog .journal { grid-template-columns: minmax(0, 40rem) minmax(0, 18rem); justify-content: center; gap: 4rem; } }
.layout-blog .post .eyebrow { color: var(--accent); }
.layout-blog .post h2 { margin: 0 0 1rem; font-size: clamp(1.75rem, 4.5vw, 2.6rem); line-height: 1.15; }
.layout-blog .byline { display: flex; align-items: center; gap: 0.6rem; margin: 0 0 1.5rem; color: #5a5f6a; font-size: 0.9375rem; }
.layout-blog .avatar { width: 2rem; height: 2rem; border-radius: 50%; background: var(--tint); }
.layout-blog .art-scene { aspect-ratio: 16 / 9; margin-bottom: 1.5rem; border-radius: 0.25rem; background:
  radial-gradient(ellipse 55% 36% at 84% 100%, var(--accent) 99%, transparent 100%),
  radial-gradient(ellipse 75% 28% at 14% 100%, var(--deep) 99%, transparent 100%),
  radial-gradient(circle at 62% 42%, rgb(255 255 255 / 0.9) 0 9%, transparent 9.3%); background-color: var(--tint); }
.layout-blog .post p { font-family: var(--display); font-size: 1.1875rem; line-height: 1.75; }
.layout-blog .post .standfirst { font-size: 1.375rem; line-height: 1.5; color: var(--deep); }
.layout-blog .post .eyebrow, .layout-blog .post .byline { font-family: inherit; font-size: 0.875rem; line-height: 1.5; }
.layout-blog .more { color: var(--accent); font-weight: 700; }
.layout-blog .sidebar { display: grid; gap: 2.5rem; align-content: start; }
.layout-blog .side-block h2 { margin: 0 0 0.75rem; padding-bottom: 0.5rem; border-bottom: 2px solid var(--accent); font-size: 1rem; text-transform: uppercase; letter-spacing: 0.08em; }
.layout-blog .side-block p { margin: 0; color: #4a4f5a; }
.layout-blog .portrait { display: block; width: 5.5rem; height: 5.5rem; margin-bottom: 1rem; border-radius: 50%; background: radial-gradient(circle at 50% 38%, var(--deep) 0 22%, transparent 23%), radial-gradient(ellipse 42% 34% at 50% 100%, var(--deep) 99%, transparent 100%), var(--tint); }
.layout-blog .recent { display: grid; gap: 1rem; margin: 0; padding: 0; list-style: none; }
.layout-blog .recent li { display: flex; gap: 0.75rem; line-height: 1.35; }
.layout-blog .recent a { font-weight: 600; text-decoration: none; }
.layout-blog .recent small { color: #5a5f6a; }
.layout-blog .thumb { flex: none; width: 3.5rem; height: 3.5rem; border-radius: 0.25rem; background: linear-gradient(160deg, var(--tint) 55%, var(--accent) 55%); }
.layout-blog .subscribe { padding: 1.5rem; border-radius: 0.5rem; background: var(--deep); color: #ffffff; }
.layout-blog .subscribe h2 { border-color: rgb(255 255 255 / 0.4); }
.layout-blog .subscribe p { margin-bottom: 1rem; color: #ffffff; }`,
};
