import { pickItemAddress } from "../../content/memberArea.ts";
import { routeHref } from "../../content/routes.ts";
import type { Member } from "../store/members.ts";
import type { Order } from "../store/orders.ts";
import { chosenTemplate } from "./chosenTemplate.ts";
import { html, htmlDocument } from "./htmlDocument.ts";
import { logoutForm } from "./memberPages.ts";
import { FIND_DOMAIN_PATH, nextSteps } from "./nextSteps.ts";
import { memberOrders } from "./orderList.ts";

/** Up to two initials of the name, for the badge beside the greeting; "?" when it has no letter. */
function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? "")
    .filter(Boolean);
  const picked = letters.length > 1 ? [letters[0]!, letters[letters.length - 1]!] : letters;
  return picked.join("").toUpperCase() || "?";
}

/**
 * The member's home, after a login from a dialog (docs/product.md §4: "a dashboard URL built from pub")
 * and at the members area's own address, where sign-up and a page's login land:
 * greeted by name, the template they picked, the next steps back to the site, their orders
 * and their details. The publisher id stays in the address only: a member knows themselves by
 * name, and a number on the page would read as a system's, not theirs.
 */
export function dashboardPage({
  member,
  orders,
  membersPath,
  assetsUrl,
}: {
  member: Member;
  orders: readonly Order[];
  membersPath: string;
  assetsUrl: string;
}): string {
  // The domains of an order are set up from the pick-item page of the domain (docs/product.md §4's address).
  const orderSteps = html`<div class="actions">
    <a class="button" href="${pickItemAddress(membersPath, member.pub, "domain")}">Set up your domain</a>
  </div>`;
  return htmlDocument(
    "Dashboard",
    html`<div class="hello">
        <span class="hello__badge" aria-hidden="true">${initials(member.full_name)}</span>
        <div>
          <h1>Welcome, ${member.full_name}</h1>
          <p class="lead">Signed in as ${member.username}. Your account at a glance: the template you picked, your orders and what to do next.</p>
        </div>
      </div>
      ${chosenTemplate(member.template_id, assetsUrl)} ${nextSteps()}
      <div class="columns">
        ${memberOrders(orders, { nextSteps: orderSteps, findDomainHref: FIND_DOMAIN_PATH })}
        <section class="card account" aria-labelledby="account-details">
          <h2 id="account-details">Your account</h2>
          <dl class="account__details">
            <dt>Name</dt>
            <dd>${member.full_name}</dd>
            <dt>Username</dt>
            <dd>${member.username}</dd>
            <dt>Email</dt>
            <dd>${member.email}</dd>
          </dl>
          <div class="actions"><a class="button button--ghost" href="${routeHref("home")}">Back to the site</a></div>
        </section>
      </div>`,
    { membersPath, bar: logoutForm(membersPath), wide: true },
  );
}
