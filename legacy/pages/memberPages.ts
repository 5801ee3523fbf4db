import { routeHref } from "../../content/routes.ts";
import type { Member } from "../store/members.ts";
import type { Order } from "../store/orders.ts";
import { html, htmlDocument, type Html } from "./htmlDocument.ts";
import { ordersAwaitingPayment } from "./orderList.ts";

/** The main site's login page; the members area is reached on the same host, so a path suffices. */
const LOGIN_PATH = routeHref("login");

export function signedInPage(member: Member, membersPath: string, orders: readonly Order[]): string {
  return htmlDocument(
    "Members area",
    html`<h1>Signed in as ${member.username}</h1>
      <dl>
        <dt>Full name</dt>
        <dd>${member.full_name}</dd>
        <dt>Email</dt>
        <dd>${member.email}</dd>
        <dt>Publisher id</dt>
        <dd>${member.pub}</dd>
      </dl>
      ${ordersAwaitingPayment(orders)}
      <form method="post" action="${membersPath}/logout"><button type="submit">Log out</button></form>`,
  );
}

export function signedOutPage(): string {
  return htmlDocument(
    "Not signed in",
    html`<h1>You are not signed in</h1>
      <p><a href="${LOGIN_PATH}">Log in</a> to reach the members area.</p>`,
  );
}

export function resetFormPage({ token, membersPath, problem }: { token: string; membersPath: string; problem?: string }): string {
  const alert: Html | string = problem ? html`<p role="alert">${problem}</p>` : "";
  return htmlDocument(
    "Choose a new password",
    html`<h1>Choose a new password</h1>
      ${alert}
      <form method="post" action="${membersPath}/reset">
        <input type="hidden" name="token" value="${token}" />
        <p>
          <label for="password">New password</label> <input id="password" name="password" type="password" autocomplete="new-password" required minlength="3" />
        </p>
        <p>
          <label for="password_validation">Repeat the new password</label>
          <input id="password_validation" name="password_validation" type="password" autocomplete="new-password" required minlength="3" />
        </p>
        <p><button type="submit">Set the new password</button></p>
      </form>`,
  );
}

export function resetExpiredPage(): string {
  return htmlDocument(
    "Link expired",
    html`<h1>This link has expired or was already used</h1>
      <p>A reset link works once, for one hour. You can <a href="${routeHref("lostpassword")}">ask for a new one</a>.</p>`,
  );
}

export function resetDonePage(): string {
  return htmlDocument(
    "Password changed",
    html`<h1>Your new password is set</h1>
      <p>You can now <a href="${LOGIN_PATH}">log in</a> with it.</p>`,
  );
}

export function pickItemPage(pub: string, item: string): string {
  return htmlDocument(
    "Pick an item",
    html`<h1>Pick an item</h1>
      <p>Publisher <span>${pub}</span> is setting up: <strong>${item || "nothing chosen"}</strong>.</p>`,
  );
}

export function dashboardPage(pub: string): string {
  return htmlDocument(
    "Dashboard",
    html`<h1>Dashboard</h1>
      <p>The dashboard of publisher <span>${pub || "unknown"}</span>.</p>`,
  );
}

export function errorPage(status: number): string {
  const title = status === 404 ? "Page not found" : status < 500 ? "Request not understood" : "Something went wrong";
  return htmlDocument(
    title,
    html`<h1>${title}</h1>
      <p><a href="/">Back to the home page</a></p>`,
  );
}
