import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_LOCK_SECONDS } from "../../../content/accountContract.ts";
import type { CarriedQuery } from "../../../content/pageShapes.ts";
import type { CartPanel } from "../../shared/cartPanel.ts";
import { deviceCookieOf } from "../../platform/security/deviceCookie.ts";
import { sendLimitHeaders } from "../../platform/security/rateLimits.ts";
import type { DomainCarts } from "../../shared/domainCarts.ts";
import { COOKIES_KEPT_MARKER, memberApiCookies } from "../../shared/forwardedCookies.ts";
import type { AccountFlow } from "./accountFlows.ts";
import type { FlowContext, FlowResult } from "./flowResult.ts";

/** What a way in (the form post, the JSON API) hands the adapter: the same for both but where it reads them from. */
export interface AccountRequest {
  body: Record<string, unknown>;
  /** The carried parameters, from wherever the way in reads them (the address; the JSON body too). */
  carried: CarriedQuery;
  captchaToken: unknown;
  /**
   * The member API is told cookies are kept though the visitor sent none: a browser's first form
   * post (checked after it, server/shared/cookiesCheck.ts), or an integrator without a cookie jar.
   */
  cookiesKept: boolean;
}

/** What the way in renders: the flow's result, and every Set-Cookie the visitor gets for it. */
export interface AccountOutcome {
  result: FlowResult;
  setCookies: string[];
}

/** A checkout is asked for by the checkout and sign-up links of a cart (docs/product.md §2): a cart_hash, and migrate_user=1 to move it. */
const asksForCheckout = (carried: CarriedQuery) => carried.cart_hash !== undefined || carried.migrate_user === "1";

/**
 * The one adapter of the account actions (docs/decisions.md, 5, 6 and 21): the page routes' form
 * posts and the JSON API both call it, and only render its outcome (a page or a redirect; JSON).
 * It builds the flow's context, runs the flow, and hands the visitor's cart over when the flow
 * may (AccountFlow.handsOverCart) and the address asks for a checkout.
 *
 * The cart handed over is the visitor's own, from their cart cookie, whatever cart_hash the
 * address names: anyone can send a checkout link, and the cart it names is only shown on the
 * page (server/features/accounts/checkoutCart.ts). The member API gets the own cart in the docs/product.md §7 payload's
 * cart_hash, or none. Whether it moved is asked of the domain API afterwards: a cart that was
 * there and is gone after a successful sign-in is the member's order; then, and only then, the
 * browser forgets it and the funnel counts `order_made`. When the domain API cannot say, the
 * cookie stays (the next page that reads it forgets a spent cart) and nothing is counted.
 */
export function createAccountAction({
  cart,
  carts,
  secureCookies,
  onOrderMade,
}: {
  cart: Pick<CartPanel, "ownCart" | "forgetting">;
  carts: Pick<DomainCarts, "read">;
  secureCookies: boolean;
  /** Told once for each cart a sign-in has really moved to the member (the funnel's last step). */
  onOrderMade: (req: FastifyRequest) => void;
}) {
  // The member's session crosses here both ways, under the names the browser and the member API
  // each know it by (on an https site, `__Host-` on the browser's side).
  const cookies = memberApiCookies(secureCookies);

  /** The flow's context for a request; the member API gets the visitor's cookies but the site's own. */
  function context(req: FastifyRequest, carried: CarriedQuery, captchaToken?: unknown): FlowContext {
    return {
      carried,
      cookie: cookies.toMemberApi(req.headers.cookie),
      captchaToken: typeof captchaToken === "string" && captchaToken ? captchaToken : undefined,
      deviceCookie: deviceCookieOf(req.cookies, secureCookies),
      clientAddress: req.clientAddress,
      requestId: req.id,
      log: req.log,
    };
  }

  /** The carried parameters as the flow's payload sends them: the checkout's cart is the visitor's own, or none. */
  function withOwnCart(carried: CarriedQuery, own: string | null): CarriedQuery {
    const { cart_hash: _named, migrate_user, ...rest } = carried;
    return own ? { ...rest, cart_hash: own, ...(migrate_user ? { migrate_user } : {}) } : rest;
  }

  async function run(flow: AccountFlow, req: FastifyRequest, { body, carried, captchaToken, cookiesKept }: AccountRequest): Promise<AccountOutcome> {
    const own = flow.handsOverCart && asksForCheckout(carried) ? cart.ownCart(req) : null;
    const moving = own !== null && carried.migrate_user === "1";
    // Read before: only a cart that was there can be said to have moved.
    const before = moving ? await carts.read(own, req) : null;

    const ctx = context(req, withOwnCart(carried, own), captchaToken);
    const result = await flow.run(body, cookiesKept ? { ...ctx, cookie: COOKIES_KEPT_MARKER } : ctx);
    // On an https site each is Secure whatever the member API said (a session cookie must never
    // travel over plain http), and the session's are under their `__Host-` names.
    const setCookies = cookies.toBrowser(result.setCookies);

    if (moving && result.status === "SUCCESS" && before?.ok) {
      const after = await carts.read(own, req);
      if (!after.ok && after.reason === "INVALID_CART") {
        // The member API has taken the cart over: this browser starts the next one afresh.
        setCookies.push(...cart.forgetting());
        onOrderMade(req);
      }
    }
    return { result, setCookies };
  }

  return { context, run };
}

export type AccountAction = ReturnType<typeof createAccountAction>;

/**
 * The headers of an outcome, the same for both ways in: its cookies, and Retry-After on a
 * refusal that ends by itself: a limit's (with RateLimit-*), or the member API's lock. The member
 * API does not say when its lock began, so a 423 gives the whole lock (docs/product.md §9, the 15 minutes
 * its message names): waiting that long is always enough.
 */
export function sendOutcomeHeaders(reply: FastifyReply, { result, setCookies }: AccountOutcome): void {
  for (const cookie of setCookies) reply.header("set-cookie", cookie);
  sendFlowHeaders(reply, result);
}

export function sendFlowHeaders(reply: FastifyReply, result: FlowResult): void {
  if (result.limit) sendLimitHeaders(reply, result.limit);
  else if (result.reason === "ACCOUNT_LOCKED") reply.header("retry-after", String(ACCOUNT_LOCK_SECONDS));
}
