import { html } from "../../pages/htmlDocument.ts";
import { type Layout, menu, monogram, pictured } from "./kit.ts";

/** What the countdown boxes show: a sample, since the pages run no script to count. */
const COUNTDOWN = [
  ["86", "days"],
  ["14", "hours"],
  ["32", "minutes"],
  ["09", "seconds"],
] as const;

/**
 * Event: a framed invitation with the name, a big date, countdown boxes and an RSVP button,
 * then the programme of the day and a drawing of the guests. For weddings, festivals and openings.
 */
export const event: Layout = {
  page(site) {
    const countdown = COUNTDOWN.map(([value, unit]) => html`<li><strong>${value}</strong><span>${unit}</span></li>`);
    const programme = site.items.map(
      (item) =>
        html`<li>
          <p class="time">${item.meta ?? ""}</p>
          <div>
            <h3>${item.title}</h3>
            <p>${item.text}</p>
          </div>
        </li>`,
    );
    return html`<header class="wrap bar">
        <p class="brand">${monogram(site.name)}</p>
        ${menu("Sample site", [
          [site.itemsHeading, "#items"],
          ["About", "#about"],
          ["RSVP", "#rsvp"],
        ])}
      </header>
      <main>
        <section data-hero="invitation" class="invite">
          <div class="wrap">
            ${pictured("calendar", "invite-art")}
            <p class="eyebrow">Save the date</p>
            <h1>${site.name}</h1>
            <p class="date">${site.detail}</p>
            <p class="lead">${site.tagline}</p>
            <ol class="countdown" aria-label="Time left until the day (a sample)">
              ${countdown}
            </ol>
            <p><a class="btn" href="#rsvp">RSVP</a></p>
          </div>
        </section>
        <section data-section="programme" id="items" class="wrap programme" aria-labelledby="items-heading">
          <h2 id="items-heading">${site.itemsHeading}</h2>
          <ol class="timeline">
            ${programme}
          </ol>
        </section>
        <section data-section="event-about" id="about" class="wrap event-about">
          <h2>About</h2>
          ${pictured("crowd", "guests-art")}
          <p>${site.about}</p>
        </section>
        <section data-section="rsvp" id="rsvp" class="rsvp">
          <div class="wrap">
            <h2>Will you join us?</h2>
            <p>Let us know you are coming and how many of you there will be. On your own site, the reply form goes here.</p>
            <a class="btn btn-light" href="#rsvp">Reply now</a>
          </div>
        </section>
      </main>`;
  },

  css: `.layout-event { background: radial-gradient(circle at 0 0, var(--tint) 0 min(12rem, 30vw), transparent calc(min(12rem, 30vw) + 1px)) no-repeat, radial-gradient(circle at 100% 34rem, var(--tint) 0 min(9rem, 18vw), transparent calc(min(9rem, 18vw) + 1px)) no-repeat, var(--soft); }
.layout-event .brand { font-size: 1rem; letter-spacing: 0.3em; color: var(--deep); }
.layout-event .menu { font-size: 0.9375rem; }
.layout-event .invite { text-align: center; }
.layout-event .invite .wrap { max-width: 50rem; padding: clamp(2.5rem, 7vw, 4.5rem) clamp(1rem, 4vw, 3rem); border: 1px solid var(--accent); outline: 1px solid var(--accent); outline-offset: -8px; background: rgb(255 255 255 / 0.6); }
.layout-event .invite-art { width: min(100%, 11rem); aspect-ratio: 4 / 3; margin: 0 auto 1.5rem; border-radius: 0.75rem; }
.layout-event .guests-art { aspect-ratio: 16 / 9; margin-bottom: 1.25rem; border-radius: 0.75rem; }
.layout-event .eyebrow { color: var(--accent); letter-spacing: 0.3em; }
.layout-event h1 { margin: 0; font-size: clamp(2.5rem, 8vw, 4.5rem); font-weight: 400; line-height: 1.05; }
.layout-event .date { margin: 1rem 0 0.5rem; font-family: var(--display); font-size: clamp(2.25rem, 9vw, 4.5rem); font-weight: 700; line-height: 1; color: var(--accent); }
.layout-event .lead { max-width: 30rem; margin: 1rem auto 2rem; padding-top: 1rem; border-top: 1px solid rgb(0 0 0 / 0.2); color: #3d424c; }
.layout-event .countdown { display: grid; grid-template-columns: repeat(4, minmax(0, 5.25rem)); justify-content: center; gap: clamp(0.4rem, 2vw, 0.75rem); margin: 0 0 2rem; padding: 0; list-style: none; }
.layout-event .countdown li { display: grid; padding: 0.75rem 0.125rem; border: 1px solid var(--tint); border-radius: 0.5rem; background: #ffffff; }
.layout-event .countdown strong { font-family: var(--display); font-size: clamp(1.5rem, 6vw, 2rem); line-height: 1.1; color: var(--deep); }
.layout-event .countdown span { font-size: clamp(0.5625rem, 2.3vw, 0.75rem); text-transform: uppercase; letter-spacing: 0.06em; color: #5a5f6a; }
.layout-event .btn { padding-inline: 2.5rem; letter-spacing: 0.15em; }
.layout-event .programme, .layout-event .event-about { max-width: 40rem; padding-top: 3.5rem; }
.layout-event .programme h2, .layout-event .event-about h2 { font-size: 1.75rem; font-weight: 400; text-align: center; color: var(--deep); }
.layout-event .timeline { margin: 0; padding: 0; list-style: none; }
.layout-event .timeline li { display: grid; grid-template-columns: clamp(5rem, 20vw, 6.5rem) minmax(0, 1fr); align-items: baseline; gap: 1rem; padding-block: 1rem; border-bottom: 1px solid rgb(0 0 0 / 0.12); }
.layout-event .timeline p { margin: 0; }
.layout-event .timeline h3 { margin: 0 0 0.25rem; font-size: 1.1875rem; }
.layout-event .time { font-weight: 700; color: var(--accent); }
.layout-event .rsvp { margin-top: 4rem; padding-block: 3.5rem; background: var(--deep); color: #ffffff; text-align: center; }
.layout-event .rsvp h2 { margin: 0 0 0.5rem; font-size: clamp(1.75rem, 5vw, 2.5rem); font-weight: 400; }
.layout-event .rsvp p { max-width: 32rem; margin: 0 auto 1.5rem; }
.layout-event .site-footer { border-top: 1px solid rgb(255 255 255 / 0.15); text-align: center; }`,
};
