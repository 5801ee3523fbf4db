import { fastifyCookie } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CART_COUNT_COOKIE, type CartPanelState, type CartView } from "../../content/pageShapes.ts";
import type { Csrf } from "../platform/security/csrf.ts";
import { CART_HASH } from "../platform/render/carriedQuery.ts";
import { cartView, type DomainCarts } from "./domainCarts.ts";
import { cartCookieName } from "./cartCookie.ts";

/** As long as the domain API keeps a cart nobody uses; each use renews both. */
const CART_DAYS = 30;

const emptyCart = (): CartView => cartView(null, []);

/**
 * The visitor's cart as the pages see it: the one named by the visitor's own cookie, read from
 * the domain API, and remembered in two cookies: the hash (HttpOnly) and the number of domains
 * (readable, for the header's badge, so that every other page stays the same for everyone and
 * cacheable).
 *
 * A cart_hash in the address is never adopted: it names the cart the checkout page shows, and
 * nothing else. A link naming a stranger's cart must not make this visitor's adds land in it,
 * take the place of their own cookie, nor become their order (the checkout hands over the
 * visitor's own cart only: server/features/accounts/accountAction.ts).
 */
export function createCartPanel({ carts, csrf, secureCookies }: { carts: DomainCarts; csrf: Csrf; secureCookies: boolean }) {
  const cartCookie = cartCookieName(secureCookies);
  // Path=/ and no Domain, as a `__Host-` cookie must have; Secure on an https site.
  const options = { path: "/", sameSite: "lax" as const, secure: secureCookies };

  /** The visitor's own cart hash (its cookie), when it has the shape the domain API gives out. */
  function ownCart(req: FastifyRequest): string | null {
    const kept = req.cookies[cartCookie];
    return kept && CART_HASH.test(kept) ? kept : null;
  }

  function remember(reply: FastifyReply, cart: CartView): void {
    if (!cart.cartHash) return;
    const lasting = { ...options, maxAge: CART_DAYS * 24 * 3600 };
    reply.setCookie(cartCookie, cart.cartHash, { ...lasting, httpOnly: true });
    reply.setCookie(CART_COUNT_COOKIE, String(cart.domains.length), lasting);
  }

  /**
   * The Set-Cookie lines that make a browser forget its cart: both cookies, expired, with the
   * attributes they were set with (a browser replaces a `__Host-` cookie only with a Secure one).
   */
  function forgetting(): string[] {
    const expired = { ...options, expires: new Date(0) };
    return [fastifyCookie.serialize(cartCookie, "", { ...expired, httpOnly: true }), fastifyCookie.serialize(CART_COUNT_COOKIE, "", expired)];
  }

  function forget(reply: FastifyReply): void {
    for (const line of forgetting()) reply.header("set-cookie", line);
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

  /** The cookie that makes a page with the cart panel the visitor's own (server/platform/render/frontCache.ts). */
  const cookies: readonly string[] = [cartCookie];

  return { ownCart, remember, forgetting, forget, state, carriedCount, cookies };
}

export type CartPanel = ReturnType<typeof createCartPanel>;
