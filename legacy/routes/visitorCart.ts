import { textField } from "../forms/formFields.ts";
import type { LegacyContext } from "../legacyContext.ts";
import { moveCartToMember } from "../store/orders.ts";

/**
 * After a login or sign-up has started its session: with `migrate_user=1` the main site asks
 * for the visitor's cart (`cart_hash`) to become the member's order. Whatever the cart's state,
 * the sign-in stands; the answer is only the fields for the outcome log line, which never
 * carry the hash, since whoever holds a hash holds its cart.
 */
export function moveVisitorCart(ctx: LegacyContext, body: unknown, memberId: number, now: number): Record<string, unknown> {
  const cartHash = textField(body, "cart_hash") ?? "";
  if (textField(body, "migrate_user") !== "1" || cartHash === "") return {};
  const move = moveCartToMember(ctx.db, cartHash, memberId, now);
  return move.outcome === "moved" ? { cart: "moved", cartItems: move.items, order: move.orderId } : { cart: move.outcome };
}
