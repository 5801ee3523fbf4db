import { formatPrice } from "../../content/prices.ts";
import { ORDER_LINE_YEARS, type Order, type OrderLine, type OrderStatus } from "../store/orders.ts";
import { html, type Html } from "./htmlDocument.ts";

/** A discount is money off, but formatPrice only takes amounts, so the sign is ours (U+2212, read as "minus"). */
const MINUS = "\u2212";

/** What a member reads for an order's status (the store keeps a code, docs/product.md §4 names no wording). */
const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
};

const yearsText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

function lineRows(line: OrderLine): Html {
  const discount =
    line.discount_percent > 0
      ? html`<tr class="order__discount">
          <th scope="row">${line.discount_percent}% off</th>
          <td>${MINUS}${formatPrice(line.discount)}</td>
        </tr>`
      : "";
  return html`<tr>
      <th scope="row"><span class="order__domain">${line.domain}</span> <span class="order__term">${yearsText(ORDER_LINE_YEARS)}</span></th>
      <td>${formatPrice(line.price)}</td>
    </tr>
    ${discount}`;
}

function orderTable(order: Order): Html {
  // The date in UTC, as the store keeps it: the same order reads the same wherever the server runs.
  const placed = new Date(order.created_at).toISOString().slice(0, 10);
  return html`<table class="order">
    <caption>
      <span class="order__head">
        <span class="order__name">Order ${order.id}</span>
        <span class="status">${STATUS_LABEL[order.status]}</span>
        <span class="order__placed">placed ${placed}</span>
      </span>
    </caption>
    <thead>
      <tr>
        <th scope="col">Domain</th>
        <th scope="col">Amount</th>
      </tr>
    </thead>
    <tbody>
      ${order.lines.map(lineRows)}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">Total</th>
        <td>${formatPrice(order.total)}</td>
      </tr>
    </tfoot>
  </table>`;
}

/**
 * The member's unpaid orders, newest first as given, each domain with its price and the total,
 * then the way on (`nextSteps`); nothing at all when there are none.
 */
export function ordersAwaitingPayment(orders: readonly Order[], nextSteps: Html): Html | string {
  const awaiting = orders.filter((order) => order.status === "awaiting_payment");
  if (awaiting.length === 0) return "";
  return html`<section class="card" aria-labelledby="orders-awaiting-payment">
    <h2 id="orders-awaiting-payment">Orders awaiting payment</h2>
    <p>Your cart is saved to your account as ${awaiting.length === 1 ? "this order" : "these orders"}.</p>
    ${awaiting.map(orderTable)} ${nextSteps}
  </section>`;
}

/**
 * Every order of the member, newest first as given, each with its status; when there is none,
 * an empty state that says so and leads to the domain search (`findDomainHref`).
 */
export function memberOrders(orders: readonly Order[], { nextSteps, findDomainHref }: { nextSteps: Html; findDomainHref: string }): Html {
  const body =
    orders.length === 0
      ? html`<div class="empty">
          <p class="empty__title">No orders yet</p>
          <p>Domains you order show up here, with what they cost and where each order stands.</p>
          <a class="button button--ghost" href="${findDomainHref}">Find a domain</a>
        </div>`
      : html`${orders.map(orderTable)} ${nextSteps}`;
  return html`<section class="card" aria-labelledby="your-orders">
    <h2 id="your-orders">Your orders</h2>
    ${body}
  </section>`;
}
