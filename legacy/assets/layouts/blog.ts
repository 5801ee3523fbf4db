import { html } from "../../pages/htmlDocument.ts";
import { art, type Layout, menu } from "./kit.ts";

/**
 * Blog: a centred masthead, one narrow column of long-form text and a sidebar with the author,
 * the latest posts and a subscribe box. For writers, podcasts and recipe sites.
 */
export const blog: Layout = {
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
    return html`<header data-hero="masthead" class="masthead" id="top">
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
          ${art("scene", site, "reading")}
          <p class="standfirst">${featured?.text ?? site.tagline}</p>
          ${paragraphs}
          <p><a class="more" href="#posts">More posts</a></p>
        </article>
        <aside class="sidebar" aria-label="About this blog">
          <section data-section="side-block" id="about" class="side-block">
            <span class="portrait" aria-hidden="true"></span>
            <h2>About</h2>
            <p>${site.about}</p>
          </section>
          <section data-section="side-block" id="posts" class="side-block">
            <h2>${site.itemsHeading}</h2>
            <ul class="recent">
              ${recent}
            </ul>
          </section>
          <section data-section="side-block" id="subscribe" class="side-block subscribe">
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
