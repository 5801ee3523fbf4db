import type { LegacyDatabase } from "./legacyDatabase.ts";

/**
 * The schema of the local member store, as an ordered list. A migration is never edited once
 * released: a change of shape is a new entry at the end, so a data directory made by any
 * earlier version upgrades itself at start.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "members and sessions",
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- The publisher id the members area knows a member by; given right after the insert.
        pub TEXT UNIQUE,
        username TEXT NOT NULL,
        -- Lower-cased username: names are unique whatever their case.
        username_key TEXT NOT NULL UNIQUE,
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        -- 'legacy-md5' rows come from the old PHP site and must be upgraded at their next login.
        hash_kind TEXT NOT NULL CHECK (hash_kind IN ('scrypt', 'legacy-md5')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX members_by_email ON members (email_key);

      CREATE TABLE sessions (
        token_sha256 TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_member ON sessions (member_id);
    `,
  },
  {
    version: 2,
    name: "login lockout",
    sql: `
      -- Keyed by the lower-cased userid as typed, member or not, so a lock reveals nothing.
      CREATE TABLE login_failures (
        userid_key TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_by_userid ON login_failures (userid_key, failed_at);
      CREATE INDEX login_failures_by_time ON login_failures (failed_at);

      CREATE TABLE login_locks (
        userid_key TEXT PRIMARY KEY,
        locked_until INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: "password resets and outbox",
    sql: `
      CREATE TABLE password_resets (
        token_sha256 TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_by_member ON password_resets (member_id);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: "domain carts",
    sql: `
      -- A visitor's cart, known by the hash the domain API gave it (docs/product.md §3 cart_hash).
      CREATE TABLE carts (
        cart_hash TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE cart_items (
        cart_hash TEXT NOT NULL REFERENCES carts (cart_hash) ON DELETE CASCADE,
        domain TEXT NOT NULL,
        tld TEXT NOT NULL,
        price INTEGER NOT NULL,
        price_discounted INTEGER NOT NULL,
        added_at INTEGER NOT NULL,
        PRIMARY KEY (cart_hash, domain)
      );
    `,
  },
  {
    version: 5,
    name: "domain orders",
    sql: `
      -- A visitor's cart, once it has moved to the member who logged in or signed up with it.
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        -- The cart row is deleted by the move, so this hash opens nothing any more; UNIQUE
        -- makes a second move of one cart impossible even if a cart row were ever left behind.
        cart_hash TEXT NOT NULL UNIQUE,
        -- No CHECK: paying is not part of this stand-in, and a later status should not need a table rebuild.
        status TEXT NOT NULL,
        subtotal INTEGER NOT NULL,
        discount INTEGER NOT NULL,
        total INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX orders_by_member ON orders (member_id, created_at);

      -- Frozen at the move: a later change of prices or of the discount rule leaves an order as it was.
      CREATE TABLE order_lines (
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        -- priceCart's order: the discounts depend on it.
        position INTEGER NOT NULL,
        domain TEXT NOT NULL,
        tld TEXT NOT NULL,
        price INTEGER NOT NULL,
        discount_percent INTEGER NOT NULL,
        discount INTEGER NOT NULL,
        total INTEGER NOT NULL,
        PRIMARY KEY (order_id, position)
      );
    `,
  },
  {
    version: 6,
    name: "cart last use",
    sql: `
      -- A cart unused for 30 days is refused and deleted (store/carts.ts, CART_IDLE_MS): a cart
      -- whose visitor left must not live, or keep its hash working, for ever. Existing carts
      -- count as last used when they were made.
      ALTER TABLE carts ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0;
      UPDATE carts SET last_used_at = created_at;
      CREATE INDEX carts_by_last_use ON carts (last_used_at);
    `,
  },
  {
    version: 7,
    name: "member's chosen template",
    sql: `
      -- The template a member chose before signing up ("Use theme" carries template_id to
      -- signup.php, docs/product.md §7), shown on their dashboard. NULL for a member who chose none, and
      -- for every member an older data folder holds. No foreign key: the catalog is the asset
      -- host's list, not a table here, and an id it stops listing is still the member's choice.
      ALTER TABLE members ADD COLUMN template_id INTEGER;
    `,
  },
];

/** Brings the database up to the last migration; each one applies with its version row or not at all. */
export function applyMigrations(db: LegacyDatabase, now: number, list: readonly Migration[] = migrations): number[] {
  list.forEach((migration, index) => {
    const previous = list[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new Error(`Legacy migrations out of order: ${migration.version} after ${previous.version}`);
    }
  });
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set((db.prepare("SELECT version FROM schema_migrations").all() as Array<{ version: number }>).map((row) => row.version));
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const newlyApplied: number[] = [];
  for (const migration of list) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now);
    })();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
