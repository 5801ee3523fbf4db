import { formatPrice } from "../../content/prices.ts";
import type { Order, OrderLine } from "../store/orders.ts";
import { html, type Html } from "./htmlDocument.ts";

/** A discount is money off, but formatPrice only takes amounts, so the sign is ours (U+2212, read as "minus"). */
const MINUS = "\u2212";

function lineRows(line: OrderLine): Html {
  const discount =
    line.discount_percent > 0
      ? html`<tr class="order__discount">
          <th scope="row">${line.discount_percent}% off</th>
          <td>${MINUS}${formatPrice(line.discount)}</td>
        </tr>`
      : "";
  return html`<tr>
      <th scope="row">${line.domain}</th>
      <td>${formatPrice(line.price)}</td>
    </tr>
    ${discount}`;
}

function orderTable(order: Order): Html {
  // The date in UTC, as the store keeps it: the same order reads the same wherever the server runs.
  const placed = new Date(order.created_at).toISOString().slice(0, 10);
  return html`<table class="order">
    <caption>
      Order ${order.id}, placed ${placed}
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
