import { routeHref } from "../../content/routes.ts";
import { html, Html } from "./htmlDocument.ts";

/**
 * Line icons for the next-step cards, drawn in attributes (no style: the members CSP has no
 * 'unsafe-inline') and hidden from screen readers, which read the card's heading instead.
 */
const icon = (paths: string) =>
  new Html(
    `<svg class="step__icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`,
  );

const ICONS = {
  build: icon('<rect x="3" y="4" width="18" height="16" rx="2" /><path d="M3 9h18M9 9v11" />'),
  email: icon('<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6 8.5 7 8.5-7" />'),
  domain: icon('<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />'),
};

interface Step {
  icon: Html;
  title: string;
  text: string;
  /** A page of the site: a path, since the members area is reached on the site's own host. */
  href: string;
  action: string;
}

/** Where a member goes next: each card leads back to the site's page for that service. */
const STEPS: readonly Step[] = [
  {
    icon: ICONS.build,
    title: "Build your site",
    text: "Lay out your pages with the drag-and-drop site builder.",
    href: routeHref("sitebuilder"),
    action: "Open the site builder",
  },
  {
    icon: ICONS.email,
    title: "Set up email",
    text: "Send and receive email at an address on your own domain.",
    href: routeHref("emailhosting"),
    action: "See email hosting",
  },
  {
    icon: ICONS.domain,
    title: "Find a domain",
    text: "Search for a name and see which extensions are free to register.",
    href: routeHref("domains-search"),
    action: "Search domains",
  },
];

/** The next steps as cards, each one link (the whole card is the target on a phone). */
export function nextSteps(): Html {
  return html`<section class="steps" aria-labelledby="next-steps">
    <h2 id="next-steps">Next steps</h2>
    <ul class="steps__list">
      ${STEPS.map(
        (step) =>
          html`<li class="step">
            <span class="step__badge">${step.icon}</span>
            <h3 class="step__title"><a class="step__link" href="${step.href}">${step.title}</a></h3>
            <p>${step.text}</p>
            <span class="step__action" aria-hidden="true">${step.action} →</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

/** The domain search of the site: where an empty order list leads. */
export const FIND_DOMAIN_PATH = routeHref("domains-search");
