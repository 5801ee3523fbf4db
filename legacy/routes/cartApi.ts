import type { FastifyInstance, FastifyReply } from "fastify";
import { priceCart } from "../../content/cartPricing.ts";
import { parseDomainQuery } from "../domains/domainQuery.ts";
import { DOMAIN_PRICE_LIST } from "../domains/priceList.ts";
import { isTaken } from "../domains/takenDomains.ts";
import { textField } from "../forms/formFields.ts";
import type { LegacyContext } from "../legacyContext.ts";
import { addCartItem, CART_LIMIT, cartItems, createCartWith, removeCartItem, touchCart, type SoldItem } from "../store/carts.ts";
import { DOMAIN_API_PATH, type DomainApiError } from "./domainApi.ts";

const CARTS = `${DOMAIN_API_PATH}/carts`;

type CartError = Extract<DomainApiError["error"], "INVALID_CART" | "INVALID_DOMAIN" | "NOT_SOLD" | "TAKEN" | "CART_FULL" | "NOT_IN_CART">;
type Refusal = { status: number; error: CartError; message: string };

function refuse(reply: FastifyReply, { status, error, message }: Refusal) {
  return reply.code(status).send({ error, message } satisfies DomainApiError);
}

const UNKNOWN_CART: Refusal = { status: 400, error: "INVALID_CART", message: "No such cart." };

/** The domain named by the form's `domain` field as this API sells it, or why it cannot go in a cart. */
function soldItem(body: unknown): { ok: true; item: SoldItem } | { ok: false; refusal: Refusal } {
  const typed = textField(body, "domain") ?? "";
  const parsed = parseDomainQuery(typed);
  const tld = `.${typed.trim().toLowerCase().split(".")[1] ?? ""}`;
  if (!parsed.ok || tld === ".") {
    const message = parsed.ok ? "Name a domain with its extension, such as mybakery.com." : parsed.message;
    return { ok: false, refusal: { status: 400, error: "INVALID_DOMAIN", message } };
  }
  const sold = DOMAIN_PRICE_LIST.find((entry) => entry.tld === tld);
  if (!sold) return { ok: false, refusal: { status: 400, error: "NOT_SOLD", message: `We do not sell ${tld} domains.` } };
  if (isTaken(parsed.label, tld)) return { ok: false, refusal: { status: 409, error: "TAKEN", message: `${parsed.label}${tld} is taken.` } };
  return { ok: true, item: { domain: `${parsed.label}${tld}`, tld, price: sold.price, price_discounted: sold.price_discounted } };
}

/**
 * The domain API's carts (the provider's; this app stands in for it): a cart is made with its
 * first domain and known by its hash; it holds up to 50 available domains, priced by the
 * site's one rule (content/cartPricing.ts), and is gone after 30 days without a call (see
 * store/carts.ts). Plain JSON answers, like the rest of the domain API.
 */
export function registerCartApi(app: FastifyInstance, ctx: LegacyContext): void {
  const answer = (hash: string) => {
    const items = cartItems(ctx.db, hash);
    return { cart_hash: hash, items, pricing: priceCart(items) };
  };
  // Every call on a cart is a use of it; an idle one is refused (and deleted) like an unknown one.
  const liveCart = (hash: string) => touchCart(ctx.db, hash, ctx.now());

  app.post(CARTS, async (req, reply) => {
    const sold = soldItem(req.body);
    if (!sold.ok) return refuse(reply, sold.refusal);
    return reply.code(201).send(answer(createCartWith(ctx.db, sold.item, ctx.now())));
  });

  app.get<{ Params: { hash: string } }>(`${CARTS}/:hash`, async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!liveCart(req.params.hash)) return refuse(reply, UNKNOWN_CART);
    return answer(req.params.hash);
  });

  app.post<{ Params: { hash: string } }>(`${CARTS}/:hash/items`, async (req, reply) => {
    const { hash } = req.params;
    if (!liveCart(hash)) return refuse(reply, UNKNOWN_CART);
    const sold = soldItem(req.body);
    if (!sold.ok) return refuse(reply, sold.refusal);
    const outcome = addCartItem(ctx.db, hash, sold.item, ctx.now());
    if (outcome === "full") return refuse(reply, { status: 409, error: "CART_FULL", message: `A cart holds at most ${CART_LIMIT} domains.` });
    return reply.code(outcome === "added" ? 201 : 200).send(answer(hash));
  });

  app.delete<{ Params: { hash: string; domain: string } }>(`${CARTS}/:hash/items/:domain`, async (req, reply) => {
    const { hash, domain } = req.params;
    if (!liveCart(hash)) return refuse(reply, UNKNOWN_CART);
    if (!removeCartItem(ctx.db, hash, domain.toLowerCase()))
      return refuse(reply, { status: 404, error: "NOT_IN_CART", message: `${domain} is not in this cart.` });
    return answer(hash);
  });
}
