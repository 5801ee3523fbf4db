import { randomBytes } from "node:crypto";
import type { CartItem } from "../../content/cartPricing.ts";
import type { LegacyDatabase } from "./legacyDatabase.ts";

/** At most this many domains in one cart. */
export const CART_LIMIT = 50;

/** The shape of a cart hash this API gives out: 32 lower-case hex digits. */
export const CART_HASH = /^[a-f0-9]{32}$/;

export function createCart(db: LegacyDatabase, now: number): string {
  const hash = randomBytes(16).toString("hex");
  db.prepare("INSERT INTO carts (cart_hash, created_at) VALUES (?, ?)").run(hash, now);
  return hash;
}

export function cartExists(db: LegacyDatabase, hash: string): boolean {
  return db.prepare("SELECT 1 FROM carts WHERE cart_hash = ?").get(hash) !== undefined;
}

/** The cart's domains, in the order they were added. */
export function cartItems(db: LegacyDatabase, hash: string): Array<CartItem & { tld: string }> {
  return db.prepare("SELECT domain, tld, price, price_discounted FROM cart_items WHERE cart_hash = ? ORDER BY added_at, domain").all(hash) as Array<
    CartItem & { tld: string }
  >;
}

export type AddOutcome = "added" | "already" | "full";

/** Adds a domain once: adding it again changes nothing. */
export function addCartItem(db: LegacyDatabase, hash: string, item: CartItem & { tld: string; price_discounted: number }, now: number): AddOutcome {
  return db.transaction((): AddOutcome => {
    if (db.prepare("SELECT 1 FROM cart_items WHERE cart_hash = ? AND domain = ?").get(hash, item.domain)) return "already";
    const { count } = db.prepare("SELECT count(*) AS count FROM cart_items WHERE cart_hash = ?").get(hash) as { count: number };
    if (count >= CART_LIMIT) return "full";
    db.prepare("INSERT INTO cart_items (cart_hash, domain, tld, price, price_discounted, added_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      hash,
      item.domain,
      item.tld,
      item.price,
      item.price_discounted,
      now,
    );
    return "added";
  })();
}

/** Whether the domain was in the cart. */
export function removeCartItem(db: LegacyDatabase, hash: string, domain: string): boolean {
  return db.prepare("DELETE FROM cart_items WHERE cart_hash = ? AND domain = ?").run(hash, domain).changes > 0;
}
