import { priceCart } from "../../content/cartPricing.ts";
import { cartItems, touchCart } from "./carts.ts";
import type { LegacyDatabase } from "./legacyDatabase.ts";

export type OrderStatus = "awaiting_payment";

/**
 * How many years an order registers each domain for. A cart holds no term: its prices are the
 * first-year prices (content/cartPricing.ts), and the site totals a cart "for the first year",
 * so every line of an order is one year. A term chosen per domain would be a column of its own.
 */
export const ORDER_LINE_YEARS = 1;

export interface OrderLine {
  domain: string;
  tld: string;
  price: number;
  discount_percent: number;
  discount: number;
  total: number;
}

export interface Order {
  id: number;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  total: number;
  created_at: number;
  lines: OrderLine[];
}

export type CartMove = { outcome: "moved"; orderId: number; items: number } | { outcome: "no-cart" } | { outcome: "empty" };

/**
 * Turns a visitor's cart into an order of the member, priced by the site's one rule, and
 * deletes the cart: its hash is a bearer token, so after the move it must open nothing.
 * One transaction, so a cart is either still a cart or already an order, never both or neither.
 */
export function moveCartToMember(db: LegacyDatabase, cartHash: string, memberId: number, now: number): CartMove {
  // An idle cart (30 days unused) is no cart: it is deleted here rather than ordered.
  // Synchronous from here to the end, so no other request can come between the two steps.
  if (!touchCart(db, cartHash, now)) return { outcome: "no-cart" };
  return db.transaction((): CartMove => {
    const items = cartItems(db, cartHash);
    if (items.length === 0) return { outcome: "empty" };
    const tldOf = new Map(items.map((item) => [item.domain, item.tld]));
    const pricing = priceCart(items);
    const order = db
      .prepare("INSERT INTO orders (member_id, cart_hash, status, subtotal, discount, total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .run(memberId, cartHash, "awaiting_payment" satisfies OrderStatus, pricing.subtotal, pricing.discount, pricing.total, now);
    const orderId = Number(order.lastInsertRowid);
    const addLine = db.prepare(
      "INSERT INTO order_lines (order_id, position, domain, tld, price, discount_percent, discount, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    pricing.lines.forEach((line, position) =>
      addLine.run(orderId, position, line.domain, tldOf.get(line.domain)!, line.price, line.discountPercent, line.discount, line.total),
    );
    db.prepare("DELETE FROM carts WHERE cart_hash = ?").run(cartHash);
    return { outcome: "moved", orderId, items: items.length };
  })();
}

/** The member's orders with their lines, newest first. */
export function ordersOf(db: LegacyDatabase, memberId: number): Order[] {
  const orders = db
    .prepare("SELECT id, status, subtotal, discount, total, created_at FROM orders WHERE member_id = ? ORDER BY created_at DESC, id DESC")
    .all(memberId) as Array<Omit<Order, "lines">>;
  const linesOf = db.prepare("SELECT domain, tld, price, discount_percent, discount, total FROM order_lines WHERE order_id = ? ORDER BY position");
  return orders.map((order) => ({ ...order, lines: linesOf.all(order.id) as OrderLine[] }));
}
