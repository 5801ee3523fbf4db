import { html } from "../../pages/htmlDocument.ts";
import { action, art, type Layout, menu } from "./kit.ts";

/**
 * Appointments: a tall picture on the left with the name set vertically in a slim column,
 * a booking card floating over it, then a price list as a two-column table and the team.
 * For salons, barbers, spas and studios that take bookings.
 */
export const appointments: Layout = {
  page(site) {
    const rows = site.items.map(
      (item) =>
        html`<tr>
          <th scope="row">${item.title}<span class="row-text">${item.text}</span></th>
          <td>${item.meta ?? ""}</td>
        </tr>`,
    );
    const team = (site.names?.list ?? []).map((name, i) => html`<li><span class="face face-${i % 4}" aria-hidden="true"></span>${name}</li>`);
    return html`<header class="wrap bar appt-bar">
        <p class="brand">${site.name}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["Team", "#team"],
          ["Book", "#book"],
        ])}
      </header>
      <main>
        <section data-hero="picture-with-booking-card" class="appt-hero">
          ${art("mirror", site, "salon")}
          <div class="book-card" id="book">
            <p class="eyebrow">${site.kind}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
            <p class="hours">${site.detail}</p>
            <a class="btn" href="#book">${action(site)}</a>
          </div>
        </section>
        <section data-section="price-table" id="items" class="wrap prices" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <table>
            <tbody>
              ${rows}
            </tbody>
          </table>
        </section>
        <section data-section="team" id="team" class="team-band" aria-labelledby="team-heading">
          <div class="wrap">
            <h2 id="team-heading">${site.names?.heading ?? "Our team"}</h2>
            <ul class="team">
              ${team}
            </ul>
            <p class="team-about">${site.about}</p>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-appointments { background: #fbf8f6; }
.layout-appointments .brand { font-size: 1.4rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--deep); }
.layout-appointments .appt-hero { display: grid; padding: 0 1.25rem 2rem; }
.layout-appointments .art-mirror { min-height: 16rem; border-radius: 1.5rem; background:
  radial-gradient(circle at 50% 38%, #ffffff 0 18%, var(--tint) 18.5% 24%, transparent 24.5%),
  linear-gradient(transparent 0 70%, var(--deep) 70% 73%, transparent 73%),
  radial-gradient(ellipse 14% 22% at 78% 70%, #3f7d4e 99%, transparent 100%),
  linear-gradient(160deg, var(--tint), var(--accent)); }
.layout-appointments .book-card { margin: -4rem 1rem 0; padding: 1.75rem; border-radius: 1rem; background: #ffffff; box-shadow: 0 1rem 2.5rem rgb(0 0 0 / 0.15); }
@media (min-width: 56rem) {
  .layout-appointments .appt-hero { grid-template-columns: 1.3fr 1fr; align-items: center; padding-inline: 2.5rem; }
  .layout-appointments .art-mirror { min-height: 30rem; }
  .layout-appointments .book-card { margin: 0 0 0 -5rem; }
}
.layout-appointments h1 { margin: 0 0 0.5rem; font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.1; color: var(--deep); }
.layout-appointments .eyebrow { color: var(--accent); }
.layout-appointments .lead { margin: 0 0 1rem; color: #3d424c; }
.layout-appointments .hours { margin: 0 0 1.25rem; padding-left: 0.75rem; border-left: 3px solid var(--accent); font-weight: 600; }
.layout-appointments .prices { max-width: 48rem; padding-block: 2rem 3rem; }
.layout-appointments .prices h2, .layout-appointments .team-band h2 { font-size: 1.75rem; color: var(--deep); text-align: center; }
.layout-appointments table { width: 100%; border-collapse: collapse; }
.layout-appointments th, .layout-appointments td { padding: 0.85rem 0.25rem; border-bottom: 1px solid rgb(0 0 0 / 0.1); text-align: left; vertical-align: top; }
.layout-appointments th { font-family: var(--display); font-weight: 600; font-size: 1.1rem; }
.layout-appointments .row-text { display: block; font-family: system-ui, sans-serif; font-weight: 400; font-size: 0.9rem; color: #5a5f6a; }
.layout-appointments td { text-align: right; font-weight: 700; color: var(--accent); white-space: nowrap; }
.layout-appointments .team-band { padding-block: 3rem; background: var(--soft); }
.layout-appointments .team { display: flex; flex-wrap: wrap; justify-content: center; gap: 1.5rem 2.5rem; margin: 0; padding: 0; list-style: none; text-align: center; font-weight: 600; }
.layout-appointments .team li { display: grid; justify-items: center; gap: 0.5rem; }
.layout-appointments .face { display: block; width: 5rem; height: 5rem; border-radius: 50%; background: radial-gradient(circle at 50% 38%, #f1c9a5 0 26%, transparent 27%), radial-gradient(ellipse 45% 35% at 50% 100%, var(--accent) 99%, transparent 100%), var(--tint); }
.layout-appointments .face-1 { background: radial-gradient(circle at 50% 38%, #8d5a3b 0 26%, transparent 27%), radial-gradient(ellipse 45% 35% at 50% 100%, var(--deep) 99%, transparent 100%), var(--tint); }
.layout-appointments .face-2 { background: radial-gradient(circle at 50% 38%, #e0b08a 0 26%, transparent 27%), radial-gradient(ellipse 45% 35% at 50% 100%, #6b7d3f 99%, transparent 100%), var(--tint); }
.layout-appointments .face-3 { background: radial-gradient(circle at 50% 38%, #c68b63 0 26%, transparent 27%), radial-gradient(ellipse 45% 35% at 50% 100%, #a33a5a 99%, transparent 100%), var(--tint); }
.layout-appointments .team-about { max-width: 38rem; margin: 2rem auto 0; text-align: center; color: #3d424c; }`,
};
