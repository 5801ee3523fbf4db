import { html } from "../../pages/htmlDocument.ts";
import { drawing } from "../drawings.ts";
import { action, type Layout, menu } from "./kit.ts";

/**
 * Episodes: a dark studio hero with square cover art and a player bar for the newest episode,
 * then the episode list with play buttons, and where to listen. For podcasts, radio shows
 * and musicians.
 */
export const episodes: Layout = {
  page(site) {
    const [latest] = site.items;
    const list = site.items.map(
      (item) =>
        html`<li class="episode">
          <span class="play" aria-hidden="true"></span>
          <div>
            <p class="ep-meta">${item.meta ?? ""}</p>
            <h3>${item.title}</h3>
            <p>${item.text}</p>
          </div>
        </li>`,
    );
    const platforms = (site.names?.list ?? []).map((name) => html`<li>${name}</li>`);
    return html`<header class="wrap bar">
        <p class="brand">${site.name}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["About", "#about"],
          ["Listen", "#listen"],
        ])}
      </header>
      <main>
        <section data-hero="cover-art-and-player" class="wrap studio-hero">
          ${drawing("microphone", `Cover art of ${site.name}`, "cover")}
          <div>
            <p class="eyebrow">${site.detail}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
            <div class="player">
              <span class="play play-big" aria-hidden="true"></span>
              <span class="player-title">${latest?.meta ?? ""} · ${latest?.title ?? ""}</span>
              <span class="wave" aria-hidden="true"></span>
            </div>
          </div>
        </section>
        <section data-section="episode-list" id="items" class="wrap episode-section" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol class="episode-list">
            ${list}
          </ol>
        </section>
        <section data-section="platforms" id="listen" class="wrap listen" aria-labelledby="listen-heading">
          <h2 id="listen-heading">${site.names?.heading ?? "Listen on"}</h2>
          <ul class="platforms">
            ${platforms}
          </ul>
          <p id="about">${site.about}</p>
          <a class="btn" href="#listen">${action(site)}</a>
        </section>
      </main>`;
  },

  css: `.layout-episodes { background: #121218; color: #ecebf2; }
.layout-episodes .brand { color: var(--tint); }
.layout-episodes .studio-hero { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2rem; align-items: center; padding-block: 2rem 3.5rem; }
@media (min-width: 48rem) { .layout-episodes .studio-hero { grid-template-columns: minmax(0, 20rem) minmax(0, 1fr); } }
.layout-episodes .cover { aspect-ratio: 1; border-radius: 1rem; background:
  radial-gradient(circle at 50% 50%, #121218 0 8%, transparent 8.5%),
  repeating-radial-gradient(circle at 50% 50%, var(--accent) 0 0.4rem, color-mix(in srgb, var(--accent) 70%, #000) 0.4rem 0.8rem),
  var(--accent); box-shadow: 0 1.5rem 3rem rgb(0 0 0 / 0.5); }
.layout-episodes .eyebrow { color: var(--tint); }
.layout-episodes h1 { margin: 0 0 0.75rem; font-size: clamp(2.5rem, 7vw, 4.5rem); line-height: 1; }
.layout-episodes .lead { margin: 0 0 1.5rem; font-size: 1.15rem; opacity: 0.85; }
.layout-episodes .player { display: flex; align-items: center; gap: 1rem; padding: 0.75rem 1rem; border-radius: 999px; background: #22222c; }
.layout-episodes .player-title { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-weight: 600; }
.layout-episodes .wave { flex: 1; min-width: 4rem; height: 1.5rem; background: repeating-linear-gradient(90deg, var(--tint) 0 3px, transparent 3px 7px); -webkit-mask: linear-gradient(transparent 20%, #000 20% 80%, transparent 80%); mask: linear-gradient(transparent 20%, #000 20% 80%, transparent 80%); opacity: 0.7; }
.layout-episodes .play { display: inline-block; flex: none; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: conic-gradient(from 90deg at 40% 50%, transparent 0 30deg, #ffffff 30deg 150deg, transparent 150deg) no-repeat 55% 50% / 45% 45%, var(--accent); }
.layout-episodes .play-big { width: 3rem; height: 3rem; }
.layout-episodes .episode-section { padding-block: 2rem; }
.layout-episodes .episode-section h2, .layout-episodes .listen h2 { font-size: 1.75rem; }
.layout-episodes .episode-list { margin: 0; padding: 0; list-style: none; }
.layout-episodes .episode { display: flex; gap: 1.25rem; align-items: flex-start; padding-block: 1.25rem; border-top: 1px solid rgb(255 255 255 / 0.12); }
.layout-episodes .episode h3 { margin: 0.15rem 0 0.35rem; font-size: 1.25rem; }
.layout-episodes .episode p { margin: 0; opacity: 0.8; }
.layout-episodes .ep-meta { color: var(--tint); font-weight: 700; font-size: 0.85rem; }
.layout-episodes .listen { padding-block: 2rem 4rem; }
.layout-episodes .platforms { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 1.5rem; padding: 0; list-style: none; }
.layout-episodes .platforms li { padding: 0.5rem 1.1rem; border: 1px solid rgb(255 255 255 / 0.25); border-radius: 999px; font-weight: 600; }
.layout-episodes .site-footer { background: #0a0a0e; }`,
};
