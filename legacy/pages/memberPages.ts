import { isPickItemType, type PICK_ITEM_TYPES } from "../../content/memberArea.ts";
import { routeHref } from "../../content/routes.ts";
import type { Order } from "../store/orders.ts";
import { html, htmlDocument, type Html } from "./htmlDocument.ts";
import { ordersAwaitingPayment } from "./orderList.ts";

/** The main site's login page; the members area is reached on the same host, so a path suffices. */
const LOGIN_PATH = routeHref("login");
/** The site's home page, on the same host as the members area. */
const SITE_PATH = routeHref("home");

const backToSite = (ghost: boolean) => html`<a class="${ghost ? "button button--ghost" : "button"}" href="${SITE_PATH}">Back to the site</a>`;

/** The log-out button in the bar of a signed-in page. */
export function logoutForm(membersPath: string): Html {
  return html`<form method="post" action="${membersPath}/logout"><button class="button button--ghost" type="submit">Log out</button></form>`;
}

export function signedOutPage(membersPath: string): string {
  return htmlDocument(
    "Not signed in",
    html`<section class="card">
      <h1>You are not signed in</h1>
      <p class="lead">Log in to reach the members area.</p>
      <div class="actions"><a class="button" href="${LOGIN_PATH}">Log in</a>${backToSite(true)}</div>
    </section>`,
    { membersPath },
  );
}

export function resetFormPage({ token, membersPath, problem }: { token: string; membersPath: string; problem?: string }): string {
  const alert: Html | string = problem ? html`<p class="alert" role="alert">${problem}</p>` : "";
  return htmlDocument(
    "Choose a new password",
    html`<section class="card">
      <h1>Choose a new password</h1>
      ${alert}
      <form method="post" action="${membersPath}/reset">
        <input type="hidden" name="token" value="${token}" />
        <p class="field">
          <label for="password">New password</label> <input id="password" name="password" type="password" autocomplete="new-password" required minlength="3" />
        </p>
        <p class="field">
          <label for="password_validation">Repeat the new password</label>
          <input id="password_validation" name="password_validation" type="password" autocomplete="new-password" required minlength="3" />
        </p>
        <p><button class="button" type="submit">Set the new password</button></p>
      </form>
    </section>`,
    { membersPath },
  );
}

export function resetExpiredPage(membersPath: string): string {
  return htmlDocument(
    "Link expired",
    html`<section class="card">
      <h1>This link has expired or was already used</h1>
      <p>A reset link works once, for one hour. You can <a href="${routeHref("lostpassword")}">ask for a new one</a>.</p>
    </section>`,
    { membersPath },
  );
}

export function resetDonePage(membersPath: string): string {
  return htmlDocument(
    "Password changed",
    html`<section class="card">
      <h1>Your new password is set</h1>
      <p>You can now <a href="${LOGIN_PATH}">log in</a> with it.</p>
    </section>`,
    { membersPath },
  );
}

type PickItemType = (typeof PICK_ITEM_TYPES)[number];

/** What each item of a pick-item address is, in a member's words (the types of content/memberArea.ts). */
const ITEM_WORDS: Record<PickItemType, string> = {
  hosting: "web hosting",
  domain: "your domain",
  ssl: "an SSL certificate",
  email: "email at your domain",
  store: "an online store",
  template: "a site from a template",
  mailinglist: "a mailing list",
};

/**
 * Where a login with a known type lands (docs/product.md §4). The signed-in member of that publisher sees
 * their orders awaiting payment here too: a login at checkout comes here with its cart's order.
 * The page says what is being set up, never whose publisher id the address holds.
 */
export function pickItemPage({ item, membersPath, orders }: { item: string; membersPath: string; orders: readonly Order[] }): string {
  const nextSteps = html`<div class="actions"><a class="button" href="${membersPath || "/"}">Go to your members area</a>${backToSite(true)}</div>`;
  const orderSection = ordersAwaitingPayment(orders, nextSteps);
  const words = isPickItemType(item) ? ITEM_WORDS[item] : undefined;
  return htmlDocument(
    words ? `Set up ${words}` : "Pick an item",
    html`<div>
        <h1>${words ? `Set up ${words}` : "Pick an item"}</h1>
        <p class="lead">${words ? `Here is where you set up ${words}.` : "Choose what you would like to set up."}</p>
      </div>
      ${orderSection === "" ? html`<section class="card">${nextSteps}</section>` : orderSection}`,
    { membersPath },
  );
}

/**
 * A signed-in member at another publisher's dashboard address (a shared or stale link): nothing
 * of that account, not even whether it exists, and the way to their own.
 */
export function otherAccountPage(ownDashboard: string, membersPath: string): string {
  return htmlDocument(
    "Another account",
    html`<section class="card">
      <h1>This page belongs to another account</h1>
      <p class="lead">You are signed in, but this address is for a different account than yours.</p>
      <div class="actions"><a class="button" href="${ownDashboard}">Go to your dashboard</a>${backToSite(true)}</div>
    </section>`,
    { membersPath, bar: logoutForm(membersPath) },
  );
}

export function errorPage(status: number, membersPath: string): string {
  const title = status === 404 ? "Page not found" : status < 500 ? "Request not understood" : "Something went wrong";
  return htmlDocument(
    title,
    html`<section class="card">
      <h1>${title}</h1>
      <p><a href="${SITE_PATH}">Back to the home page</a></p>
    </section>`,
    { membersPath },
  );
}
