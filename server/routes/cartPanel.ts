import type { FastifyReply, FastifyRequest } from "fastify";
import { CART_COUNT_COOKIE, type CartPanelState, type CartView } from "../../content/pageShapes.ts";
import type { Csrf } from "../security/csrf.ts";
import { CART_HASH, cartView, type DomainCarts } from "../upstream/domainCarts.ts";

/** The visitor's cart hash: HttpOnly, since whoever holds it can change the cart. */
const CART_COOKIE = "bw_cart";
const CART_DAYS = 30;

/** Where a cart hash came from: a link names it explicitly; the cookie only remembers one. */
export interface CartKey {
  hash: string;
  from: "query" | "cookie";
}

const emptyCart = (): CartView => cartView(null, []);

/**
 * The visitor's cart as the pages see it: which one (a cart_hash in the address, such as the
 * checkout link's, else the cookie), read from the domain API, and remembered in two cookies:
 * the hash (HttpOnly) and the number of domains (readable, for the header's badge, so that
 * every other page stays the same for everyone and cacheable).
 */
export function createCartPanel({ carts, csrf, secureCookies }: { carts: DomainCarts; csrf: Csrf; secureCookies: boolean }) {
  function keyOf(req: FastifyRequest): CartKey | null {
    // Read raw, not through carriedQuery (which drops a malformed value): a hash the visitor
    // named must be refused as named, never swapped for the cookie's cart behind their back.
    const named = (req.query as Record<string, unknown> | undefined)?.cart_hash;
    if (typeof named === "string" && named !== "") return { hash: named.slice(0, 64), from: "query" };
    const kept = req.cookies[CART_COOKIE];
    return kept && CART_HASH.test(kept) ? { hash: kept, from: "cookie" } : null;
  }

  function remember(reply: FastifyReply, cart: CartView): void {
    if (!cart.cartHash) return;
    const options = { path: "/", sameSite: "lax" as const, secure: secureCookies, maxAge: CART_DAYS * 24 * 3600 };
    reply.setCookie(CART_COOKIE, cart.cartHash, { ...options, httpOnly: true });
    reply.setCookie(CART_COUNT_COOKIE, String(cart.domains.length), options);
  }

  function forget(reply: FastifyReply): void {
    reply.clearCookie(CART_COOKIE, { path: "/" });
    reply.clearCookie(CART_COUNT_COOKIE, { path: "/" });
  }

  /**
   * The cart panel of a page, and whether it is the same for every visitor like this one
   * (`shared`). A hash the domain API does not know is forgotten quietly when it was only the
   * cookie's (that cart was checked out); one named in the address gets a 400.
   */
  async function state(req: FastifyRequest, reply: FastifyReply): Promise<{ panel: CartPanelState; status: number; shared?: boolean }> {
    const csrfToken = csrf.formToken(req, reply);
    const key = keyOf(req);
    // No cart and no token: the panel is the same for every such visitor (a cacheable page).
    if (!key) return { panel: { cart: emptyCart(), csrfToken }, status: 200, shared: csrfToken === "" };
    const answer = await carts.read(key.hash, req.log);
    if (answer.ok) {
      if (key.from === "cookie") remember(reply, answer.cart);
      return { panel: { cart: answer.cart, csrfToken }, status: 200 };
    }
    if (answer.reason === "INVALID_CART" && key.from === "cookie") {
      forget(reply);
      return { panel: { cart: emptyCart(), csrfToken }, status: 200 };
    }
    const panel = { cart: answer.reason === "INVALID_CART" ? emptyCart() : null, csrfToken, notice: { tone: "error" as const, text: answer.refusal.text } };
    return { panel, status: answer.reason === "INVALID_CART" ? answer.refusal.status : 200 };
  }

  /** How many domains the cart named in the address holds (the checkout link's), 0 if none or unreadable. */
  async function carriedCount(req: FastifyRequest): Promise<number> {
    const key = keyOf(req);
    if (key?.from !== "query") return 0;
    const answer = await carts.read(key.hash, req.log);
    return answer.ok ? answer.cart.domains.length : 0;
  }

  return { keyOf, remember, forget, state, carriedCount };
}

export type CartPanel = ReturnType<typeof createCartPanel>;
