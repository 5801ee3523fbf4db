import { html } from "../../pages/htmlDocument.ts";
import { art, type Layout, menu } from "./kit.ts";

/**
 * Pricing: a centred landing hero and a table of three plans, the middle one raised and
 * marked as the popular choice, then why, under a drawing. For memberships, subscriptions and software.
 */
export const pricing: Layout = {
  page(site) {
    const plans = site.items.map((item, i) => {
      const points = (item.points ?? []).map((point) => html`<li>${point}</li>`);
      const badge = i === 1 ? html`<p class="badge">Most popular</p>` : "";
      return html`<li class="plan${i === 1 ? " plan-best" : ""}">
        ${badge}
        <h3>${item.title}</h3>
        <p class="price"><strong>${item.meta ?? ""}</strong> <span>${item.text}</span></p>
        <ul class="points">
          ${points}
        </ul>
        <a class="btn${i === 1 ? " btn-light" : ""}" href="#plans">Choose ${item.title}</a>
      </li>`;
    });
    return html`<header class="launch-header">
        <div class="wrap bar">
          <p class="brand">${site.name}</p>
          ${menu("Sample site", [
            [site.itemsHeading, "#plans"],
            ["About", "#about"],
            ["Contact", "#contact"],
          ])}
        </div>
      </header>
      <main>
        <section data-hero="launch" class="launch-hero">
          <div class="wrap">
            <p class="eyebrow">${site.kind}</p>
            <h1>${site.name}</h1>
            <p class="lead">${site.tagline}</p>
            <p class="actions"><a class="btn btn-light" href="#plans">See the plans</a><a class="btn btn-outline" href="#about">How it works</a></p>
            <p class="offer">${site.detail}</p>
          </div>
        </section>
        <section data-section="plans-section" id="plans" class="wrap plans-section" aria-labelledby="plans-heading">
          <h2 id="plans-heading">${site.itemsHeading}</h2>
          <ul class="plans">
            ${plans}
          </ul>
        </section>
        <section data-section="about" id="about" class="wrap about">
          ${art("members", site, "gym")}
          <h2>Why ${site.name}?</h2>
          <p>${site.about}</p>
          <p id="contact">Questions first? Write to us and a real person answers within a day.</p>
        </section>
      </main>`;
  },

  css: `.layout-pricing .launch-header, .layout-pricing .launch-hero { background: var(--accent); color: #ffffff; }
.layout-pricing .launch-hero { padding-block: clamp(2.5rem, 7vw, 5rem) clamp(7rem, 14vw, 10rem); text-align: center; background-image: radial-gradient(circle at 94% 48%, rgb(255 255 255 / 0.1) 0 min(13rem, 28vw), transparent calc(min(13rem, 28vw) + 1px)), radial-gradient(circle at 4% 100%, rgb(255 255 255 / 0.1) 0 min(11rem, 24vw), transparent calc(min(11rem, 24vw) + 1px)); }
.layout-pricing h1 { margin: 0 auto 1rem; max-width: 18ch; font-size: clamp(2.25rem, 6.5vw, 4rem); line-height: 1.05; }
.layout-pricing .lead { max-width: 34rem; margin: 0 auto 2rem; font-size: 1.1875rem; }
.layout-pricing .actions { justify-content: center; }
.layout-pricing .offer { margin: 1.25rem 0 0; font-size: 0.9375rem; opacity: 0.9; }
.layout-pricing .plans-section { margin-top: clamp(-7rem, -11vw, -4rem); }
.layout-pricing .plans-section > h2 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.layout-pricing .plans { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.5rem; align-items: center; margin: 0; padding: 0; list-style: none; }
.layout-pricing .plan { display: flex; flex-direction: column; padding: 2rem 1.75rem; border: 1px solid rgb(0 0 0 / 0.08); border-radius: 1rem; background: #ffffff; box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
.layout-pricing .plan-best { padding-block: 2.75rem; background: var(--deep); color: #ffffff; }
.layout-pricing .badge { align-self: start; margin: 0 0 0.75rem; padding: 0.2rem 0.75rem; border-radius: 999px; background: var(--accent); font-size: 0.8125rem; font-weight: 700; }
.layout-pricing .plan h3 { margin: 0; font-size: 1.125rem; text-transform: uppercase; letter-spacing: 0.08em; }
.layout-pricing .price { margin: 0.5rem 0 1.25rem; }
.layout-pricing .price strong { font-family: var(--display); font-size: 3rem; line-height: 1; }
.layout-pricing .price span { opacity: 0.75; }
.layout-pricing .points { flex: 1; margin: 0 0 1.75rem; padding: 0; list-style: none; }
.layout-pricing .points li { position: relative; padding: 0.35rem 0 0.35rem 1.75rem; }
.layout-pricing .points li::before { content: ""; position: absolute; left: 0; top: 0.75rem; width: 0.9rem; height: 0.5rem; border-left: 2px solid var(--accent); border-bottom: 2px solid var(--accent); transform: rotate(-45deg); }
.layout-pricing .plan-best .points li::before { border-color: #ffffff; }
.layout-pricing .plan .btn { text-align: center; }
.layout-pricing .about { max-width: 40rem; padding-block: 4rem; text-align: center; }
.layout-pricing .art-members { aspect-ratio: 2 / 1; margin-bottom: 1.5rem; border-radius: 1rem; }
.layout-pricing .about h2 { font-size: clamp(1.5rem, 3.5vw, 2.25rem); color: var(--deep); }`,
};
