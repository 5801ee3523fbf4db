import type { FastifyRequest } from "fastify";
import type { CartView } from "../../../content/pageShapes.ts";
import { CART_HASH } from "../../platform/render/carriedQuery.ts";
import type { DomainCarts } from "../../shared/domainCarts.ts";

/**
 * The cart the checkout page shows: the one named by the cart_hash of the address (the checkout
 * and sign-up links of the cart carry it). Read only, never adopted as the visitor's own cart
 * (see cartPanel.ts), and never the one handed over: the login or sign-up moves the visitor's own
 * cart, from their cookie (server/features/accounts/accountAction.ts), as anyone can send a link. null
 * when there is none, it is empty, or the domain API cannot say: the page is then the plain
 * login or sign-up page.
 */
export function createCheckoutCart(carts: Pick<DomainCarts, "read">) {
  return async function checkoutCart(req: FastifyRequest): Promise<CartView | null> {
    const named = (req.query as Record<string, unknown> | undefined)?.cart_hash;
    if (typeof named !== "string" || !CART_HASH.test(named)) return null;
    const answer = await carts.read(named, req);
    return answer.ok && answer.cart.domains.length > 0 ? answer.cart : null;
  };
}

export type CheckoutCart = ReturnType<typeof createCheckoutCart>;
