import { randomBytes } from "node:crypto";
import type { CartItem } from "../../content/cartPricing.ts";
import type { LegacyDatabase } from "./legacyDatabase.ts";

/** At most this many domains in one cart. */
export const CART_LIMIT = 50;

/** A cart not read or changed for this long is gone: refused, then deleted with its domains. */
const CART_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** The shape of a cart hash this API gives out: 32 lower-case hex digits. */
const CART_HASH = /^[a-f0-9]{32}$/;

export type SoldItem = CartItem & { tld: string; price_discounted: number };

/**
 * A new cart holding its first domain, in one transaction: a cart exists only once a domain
 * went in, so a refused add, or a stranger's post, leaves nothing behind. Idle carts are
 * deleted at the same time, which keeps the table to the carts of the last 30 days.
 */
export function createCartWith(db: LegacyDatabase, item: SoldItem, now: number): string {
  const hash = randomBytes(16).toString("hex");
  db.transaction(() => {
    purgeIdleCarts(db, now);
    db.prepare("INSERT INTO carts (cart_hash, created_at, last_used_at) VALUES (?, ?, ?)").run(hash, now, now);
    insertItem(db, hash, item, now);
  })();
  return hash;
}

/**
 * Whether the cart exists and was used within CART_IDLE_MS; a call on it counts as use. An idle
 * cart is deleted here, so its hash opens nothing from then on, whoever kept it.
 */
export function touchCart(db: LegacyDatabase, hash: string, now: number): boolean {
  if (!CART_HASH.test(hash)) return false;
  return db.transaction((): boolean => {
    const row = db.prepare("SELECT last_used_at FROM carts WHERE cart_hash = ?").get(hash) as { last_used_at: number } | undefined;
    if (!row) return false;
    if (now - row.last_used_at >= CART_IDLE_MS) {
      db.prepare("DELETE FROM carts WHERE cart_hash = ?").run(hash);
      return false;
    }
    db.prepare("UPDATE carts SET last_used_at = ? WHERE cart_hash = ?").run(now, hash);
    return true;
  })();
}

/** Deletes every cart idle for CART_IDLE_MS or longer (their domains go with them); how many. */
function purgeIdleCarts(db: LegacyDatabase, now: number): number {
  return db.prepare("DELETE FROM carts WHERE last_used_at <= ?").run(now - CART_IDLE_MS).changes;
}

/** The cart's domains, in the order they were added. */
export function cartItems(db: LegacyDatabase, hash: string): Array<CartItem & { tld: string }> {
  return db.prepare("SELECT domain, tld, price, price_discounted FROM cart_items WHERE cart_hash = ? ORDER BY added_at, domain").all(hash) as Array<
    CartItem & { tld: string }
  >;
}

export type AddOutcome = "added" | "already" | "full";

/** Adds a domain once: adding it again changes nothing. */
export function addCartItem(db: LegacyDatabase, hash: string, item: SoldItem, now: number): AddOutcome {
  return db.transaction((): AddOutcome => {
    if (db.prepare("SELECT 1 FROM cart_items WHERE cart_hash = ? AND domain = ?").get(hash, item.domain)) return "already";
    const { count } = db.prepare("SELECT count(*) AS count FROM cart_items WHERE cart_hash = ?").get(hash) as { count: number };
    if (count >= CART_LIMIT) return "full";
    insertItem(db, hash, item, now);
    return "added";
  })();
}

function insertItem(db: LegacyDatabase, hash: string, item: SoldItem, now: number): void {
  db.prepare("INSERT INTO cart_items (cart_hash, domain, tld, price, price_discounted, added_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    hash,
    item.domain,
    item.tld,
    item.price,
    item.price_discounted,
    now,
  );
}

/** Whether the domain was in the cart. */
export function removeCartItem(db: LegacyDatabase, hash: string, domain: string): boolean {
  return db.prepare("DELETE FROM cart_items WHERE cart_hash = ? AND domain = ?").run(hash, domain).changes > 0;
}
