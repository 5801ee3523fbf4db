import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { normalizeDomainQuery, parseCartDomain, resultAnchor, searchedName, type DomainQuery } from "../../../content/domainName.ts";
import { message } from "../../../content/messages.ts";
import type { CartRefusal, CartView } from "../../../content/pageShapes.ts";
import { CARRIED_SHAPES, pathOf, routeByName, routeHref } from "../../../content/routes.ts";
import { mountPrefix } from "../../platform/render/requestPageContext.ts";
import type { PageLoad, PageRenderer } from "../../platform/render/pageRenderer.ts";
import type { CsrfRefusal } from "../../platform/security/csrfGuard.ts";
import type { RateLimitRefusal } from "../../platform/security/rateLimitGuard.ts";
import { limitMessage, sendLimitHeaders } from "../../platform/security/rateLimits.ts";
import { cartRefusal, type CartAnswer, type DomainCarts } from "../../shared/domainCarts.ts";
import type { CartPanel } from "../../shared/cartPanel.ts";
import type { CookiesCheck } from "../../shared/cookiesCheck.ts";
import { namedFields } from "../../platform/http/namedFields.ts";

type Notice = { tone: "error" | "success"; text: string };

/** The pages a refused change shows again, with why: the results searched from, or the cart page. */
export interface CartPages {
  results: (req: FastifyRequest, reply: FastifyReply, query: Extract<DomainQuery, { ok: true }>, notice: Notice) => Promise<PageLoad>;
  cart: (req: FastifyRequest, reply: FastifyReply, notice: Notice) => Promise<PageLoad>;
}

type Change = "add" | "remove";

/** An outcome of a change: the cart after it, or why it was refused. */
type Outcome =
  { ok: true; cart: CartView; domain: string } | { ok: false; refusal: CartRefusal; reason: string; limit?: Parameters<typeof sendLimitHeaders>[1] };

/** What the cart's posts need: the carts, the visitor's cart, the pages a refused change shows again. */
export interface CartPostsOptions {
  carts: DomainCarts;
  panel: CartPanel;
  pages: PageRenderer;
  cartPages: CartPages;
  /** Whether the browser keeps cookies (its cart's), asked after a change that came without any. */
  cookiesCheck: Pick<CookiesCheck, "posted" | "through">;
}

/** A change to the visitor's own cart, made by the domain API: the cart after it, or why it was refused. */
function cartChange({ carts, panel, cookiesCheck }: Pick<CartPostsOptions, "carts" | "panel" | "cookiesCheck">) {
  return async function change(req: FastifyRequest, reply: FastifyReply, kind: Change, body: Record<string, unknown>): Promise<Outcome> {
    cookiesCheck.posted(req, reply);
    const domain = parseCartDomain(body.domain);
    if (!domain) return { ok: false, refusal: cartRefusal("INVALID_DOMAIN"), reason: "INVALID_DOMAIN" };
    // The visitor's own cart only: a cart_hash in the address is shown at checkout, never changed here.
    const own = panel.ownCart(req);
    let answer: CartAnswer;
    let gone = false;
    if (kind === "remove") {
      answer = own ? await carts.remove(own, domain, req) : { ok: false, refusal: cartRefusal("NOT_IN_CART"), reason: "NOT_IN_CART" };
      gone = !answer.ok && answer.reason === "INVALID_CART";
    } else {
      answer = own ? await carts.add(own, domain, req) : { ok: false, refusal: cartRefusal("INVALID_CART"), reason: "NO_CART" };
      // No cart yet, or the cookie's is gone (checked out, or 30 days unused): a new cart, made
      // with this domain by the domain API, so a refused add leaves no empty cart behind.
      if (!answer.ok && (answer.reason === "NO_CART" || answer.reason === "INVALID_CART")) {
        gone = answer.reason === "INVALID_CART";
        answer = await carts.create(domain, req);
      }
    }
    req.log.info({ cart: { action: kind, domain, outcome: answer.ok ? "SUCCESS" : answer.reason } }, "cart change");
    if (!answer.ok) {
      if (gone) panel.forget(reply);
      return answer;
    }
    panel.remember(reply, answer.cart);
    return { ok: true, cart: answer.cart, domain };
  };
}

/** Where a change made from a page goes back to: the results it was made from, or the cart page. */
function backTo(body: Record<string, unknown>): Extract<DomainQuery, { ok: true }> | null {
  if (typeof body.back !== "string" || body.back === "") return null;
  const query = normalizeDomainQuery(body.back);
  return query.ok ? query : null;
}

function answerJson(reply: FastifyReply, outcome: Outcome) {
  reply.header("cache-control", "no-store");
  if (outcome.ok) return reply.code(200).send({ cart: outcome.cart });
  if (outcome.limit) sendLimitHeaders(reply, outcome.limit);
  return reply.code(outcome.refusal.status).send({ error: outcome.reason === "NO_CART" ? "INVALID_CART" : outcome.reason, message: outcome.refusal.text });
}

const wantsJson = (req: FastifyRequest) => /\bapplication\/json\b/.test(req.headers.accept ?? "");

/**
 * The answer to a change, made or refused: JSON for the search island, else the page it came
 * from (a 303 after a change, the page again with why after a refusal).
 */
function cartAnswer({ pages, cartPages, cookiesCheck }: Pick<CartPostsOptions, "pages" | "cartPages" | "cookiesCheck">) {
  async function answerHtml(req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, outcome: Outcome) {
    const back = backTo(body);
    const prefix = mountPrefix(req);
    const query = req.carried;
    if (outcome.ok) {
      // Back to the row that was pressed (now showing "In your cart"), or to the cart's summary.
      const target = back
        ? routeHref("domains-search-results", { prefix, params: { query: searchedName(back) }, query, hash: resultAnchor(outcome.domain) })
        : routeHref("domains-cart", { prefix, query, hash: "cart" });
      return reply.redirect(cookiesCheck.through(req, target, "cart"), 303);
    }
    if (outcome.limit) sendLimitHeaders(reply, outcome.limit);
    const { text, status } = outcome.refusal;
    const notice = { tone: "error" as const, text };
    if (back) return pages.sendRoute(req, reply, routeByName("domains-search-results"), { ...(await cartPages.results(req, reply, back, notice)), status });
    return pages.sendRoute(req, reply, routeByName("domains-cart"), { ...(await cartPages.cart(req, reply, notice)), status });
  }

  return (req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, outcome: Outcome) =>
    wantsJson(req) ? answerJson(reply, outcome) : answerHtml(req, reply, body, outcome);
}

/** A post the account forms' CSRF rule refused, as a refused change. */
function csrfOutcome(reason: Parameters<CsrfRefusal>[2]["reason"]): Outcome {
  return reason === "no-cookies"
    ? { ok: false, refusal: { status: 400, text: message("cart.ERROR_COOKIES_REQUIRED") }, reason: "COOKIES_REQUIRED" }
    : { ok: false, refusal: { status: 403, text: message("form.ERROR_CROSS_SITE") }, reason: "CROSS_SITE" };
}

/**
 * Adding and removing a domain (docs/decisions.md, 16). Plain form posts, so the cart works with
 * JavaScript off (post, then 303 back to the page it came from); the search island posts the
 * same form asking for JSON and updates the page in place. The account forms' CSRF rule
 * applies, and a per-address limit (cartChanges, declared on the routes): a cart is cheap to
 * change, not free.
 */
export async function registerCartPosts(site: FastifyInstance, options: CartPostsOptions): Promise<void> {
  const { cookiesCheck } = options;
  const change = cartChange(options);
  const answer = cartAnswer(options);

  await site.register(async (scope) => {
    // Form bodies only, as the account forms: JSON or text here gets the site's 415 page.
    scope.removeAllContentTypeParsers();
    await scope.register(formbody);
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    for (const [name, kind] of [
      ["domains-cart-add", "add"],
      ["domains-cart-remove", "remove"],
    ] as const) {
      // The account forms' CSRF rule (server/platform/security/csrfPolicy.ts); its refusals read as any refused change.
      const csrfRefusal: CsrfRefusal = (req, reply, { reason, body }) => {
        if (reason === "cross-site") req.log.warn({ cart: { action: kind, outcome: "CSRF_REJECTED" } }, "cart change refused");
        return answer(req, reply, body ?? {}, csrfOutcome(reason));
      };
      // Asked for with GET (a typed address, a bookmark, a crawler reading the form), it changes
      // nothing and shows the cart: the path exists, so never the site's 404 page.
      scope.get(pathOf(name), { config: { carries: CARRIED_SHAPES.page } }, async (req, reply) =>
        reply.redirect(routeHref("domains-cart", { prefix: mountPrefix(req), query: req.carried, hash: "cart" }), 303),
      );
      // Past the address's cartChanges: the refused change as any other, after the mark of a cookieless post.
      const limitRefusal: RateLimitRefusal = (req, reply, state) => {
        cookiesCheck.posted(req, reply);
        const outcome: Outcome = {
          ok: false,
          refusal: { status: 429, text: limitMessage("limits.ERROR_RATE_LIMITED", state) },
          reason: "RATE_LIMITED",
          limit: state,
        };
        return answer(req, reply, (req.body as Record<string, unknown> | undefined) ?? {}, outcome);
      };
      // A refused change shows the results it came from again, which may read availability;
      // either way the page it leads to carries the carried parameters on.
      const config = { csrf: "form", csrfRefusal, limit: "cartChanges", budgets: ["domainApiCalls"], limitRefusal, carries: CARRIED_SHAPES.page } as const;
      typed.post(pathOf(name), { schema: { body: namedFields.optional(), querystring: namedFields }, config }, async (req, reply) => {
        const body = req.body ?? {};
        const outcome = await change(req, reply, kind, body);
        return answer(req, reply, body, outcome);
      });
    }
  });
}

/** The cart page telling a visitor whose browser dropped the cart's cookies how to allow them. */
export function cartCookiesRefused(pages: PageRenderer, cartPages: CartPages) {
  return async (req: FastifyRequest, reply: FastifyReply) =>
    pages.sendRoute(req, reply, routeByName("domains-cart"), {
      ...(await cartPages.cart(req, reply, { tone: "error", text: message("cart.ERROR_COOKIES_REQUIRED") })),
      status: 400,
    });
}
