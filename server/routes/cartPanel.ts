import type { FastifyReply, FastifyRequest } from "fastify";
import { CART_COUNT_COOKIE, type CartPanelState, type CartView } from "../../content/pageShapes.ts";
import type { Csrf } from "../security/csrf.ts";
import { CART_HASH, cartView, type DomainCarts } from "../upstream/domainCarts.ts";

/** The visitor's cart hash: HttpOnly, since whoever holds it can change the cart. */
const CART_COOKIE = "bw_cart";
/** As long as the domain API keeps a cart nobody uses; each use renews both. */
const CART_DAYS = 30;

const emptyCart = (): CartView => cartView(null, []);

/**
 * The visitor's cart as the pages see it: the one named by the visitor's own cookie, read from
 * the domain API, and remembered in two cookies: the hash (HttpOnly) and the number of domains
 * (readable, for the header's badge, so that every other page stays the same for everyone and
 * cacheable).
 *
 * A cart_hash in the address is never adopted: it is carried to checkout (the login and
 * sign-up links, and the member API's payload), and nothing else. A link naming a stranger's
 * cart must not make this visitor's adds land in it, nor take the place of their own cookie.
 */
export function createCartPanel({
  carts,
  csrf,
  secureCookies,
  onCheckedOut,
}: {
  carts: DomainCarts;
  csrf: Csrf;
  secureCookies: boolean;
  /** Told each time a login or sign-up hands a cart to the member (the funnel's last step). */
  onCheckedOut?: (req: FastifyRequest) => void;
}) {
  /** The visitor's own cart hash (its cookie), when it has the shape the domain API gives out. */
  function ownCart(req: FastifyRequest): string | null {
    const kept = req.cookies[CART_COOKIE];
    return kept && CART_HASH.test(kept) ? kept : null;
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
   * After a login or sign-up moved the cart named `movedHash` to the member: this browser starts
   * its next cart afresh, if that cart was its own. A checkout link naming another cart leaves
   * the visitor's cookie, and their cart, as they were.
   */
  function checkedOut(reply: FastifyReply, movedHash: string | undefined): void {
    if (movedHash) onCheckedOut?.(reply.request);
    if (movedHash && ownCart(reply.request) === movedHash) forget(reply);
  }

  /**
   * The cart panel of a page, and whether it is the same for every visitor like this one
   * (`shared`). A cookie naming a cart the domain API no longer knows (checked out, or idle
   * for 30 days) is forgotten quietly.
   */
  async function state(req: FastifyRequest, reply: FastifyReply): Promise<{ panel: CartPanelState; status: number; shared?: boolean }> {
    const csrfToken = csrf.formToken(req, reply);
    const hash = ownCart(req);
    // No cart and no token: the panel is the same for every such visitor (a cacheable page).
    if (!hash) return { panel: { cart: emptyCart(), csrfToken }, status: 200, shared: csrfToken === "" };
    const answer = await carts.read(hash, req);
    if (answer.ok) {
      remember(reply, answer.cart);
      return { panel: { cart: answer.cart, csrfToken }, status: 200 };
    }
    if (answer.reason === "INVALID_CART") {
      forget(reply);
      return { panel: { cart: emptyCart(), csrfToken }, status: 200 };
    }
    return { panel: { cart: null, csrfToken, notice: { tone: "error" as const, text: answer.refusal.text } }, status: 200 };
  }

  /** How many domains the cart named in the address holds (the checkout link's), 0 if none or unreadable. */
  async function carriedCount(req: FastifyRequest): Promise<number> {
    const named = (req.query as Record<string, unknown> | undefined)?.cart_hash;
    if (typeof named !== "string" || !CART_HASH.test(named)) return 0;
    const answer = await carts.read(named, req);
    return answer.ok ? answer.cart.domains.length : 0;
  }

  return { ownCart, remember, forget, checkedOut, state, carriedCount };
}

export type CartPanel = ReturnType<typeof createCartPanel>;
