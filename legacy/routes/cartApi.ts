import type { FastifyInstance, FastifyReply } from "fastify";
import { priceCart } from "../../content/cartPricing.ts";
import { parseDomainQuery } from "../domains/domainQuery.ts";
import { DOMAIN_PRICE_LIST } from "../domains/priceList.ts";
import { isTaken } from "../domains/takenDomains.ts";
import { textField } from "../forms/formFields.ts";
import type { LegacyContext } from "../legacyContext.ts";
import { addCartItem, CART_HASH, CART_LIMIT, cartExists, cartItems, createCart, removeCartItem } from "../store/carts.ts";
import { DOMAIN_API_PATH, type DomainApiError } from "./domainApi.ts";

const CARTS = `${DOMAIN_API_PATH}/carts`;

type CartError = Extract<DomainApiError["error"], "INVALID_CART" | "INVALID_DOMAIN" | "NOT_SOLD" | "TAKEN" | "CART_FULL" | "NOT_IN_CART">;

function refuse(reply: FastifyReply, status: number, error: CartError, message: string) {
  return reply.code(status).send({ error, message } satisfies DomainApiError);
}

/**
 * The domain API's carts (the provider's; this app stands in for it): a cart is created here
 * and known by its hash; it holds up to 50 available domains, priced by the site's one rule
 * (content/cartPricing.ts). Plain JSON answers, like the rest of the domain API.
 */
export function registerCartApi(app: FastifyInstance, ctx: LegacyContext): void {
  const answer = (hash: string) => {
    const items = cartItems(ctx.db, hash);
    return { cart_hash: hash, items, pricing: priceCart(items) };
  };
  const knownCart = (hash: string) => CART_HASH.test(hash) && cartExists(ctx.db, hash);

  app.post(CARTS, async (_req, reply) => reply.code(201).send(answer(createCart(ctx.db, ctx.now()))));

  app.get<{ Params: { hash: string } }>(`${CARTS}/:hash`, async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!knownCart(req.params.hash)) return refuse(reply, 400, "INVALID_CART", "No such cart.");
    return answer(req.params.hash);
  });

  app.post<{ Params: { hash: string } }>(`${CARTS}/:hash/items`, async (req, reply) => {
    const { hash } = req.params;
    if (!knownCart(hash)) return refuse(reply, 400, "INVALID_CART", "No such cart.");
    const typed = textField(req.body, "domain") ?? "";
    const parsed = parseDomainQuery(typed);
    const tld = `.${typed.trim().toLowerCase().split(".")[1] ?? ""}`;
    if (!parsed.ok || tld === ".")
      return refuse(reply, 400, "INVALID_DOMAIN", parsed.ok ? "Name a domain with its extension, such as mybakery.com." : parsed.message);
    const sold = DOMAIN_PRICE_LIST.find((entry) => entry.tld === tld);
    if (!sold) return refuse(reply, 400, "NOT_SOLD", `We do not sell ${tld} domains.`);
    if (isTaken(parsed.label, tld)) return refuse(reply, 409, "TAKEN", `${parsed.label}${tld} is taken.`);
    const outcome = addCartItem(ctx.db, hash, { domain: `${parsed.label}${tld}`, tld, price: sold.price, price_discounted: sold.price_discounted }, ctx.now());
    if (outcome === "full") return refuse(reply, 409, "CART_FULL", `A cart holds at most ${CART_LIMIT} domains.`);
    return reply.code(outcome === "added" ? 201 : 200).send(answer(hash));
  });

  app.delete<{ Params: { hash: string; domain: string } }>(`${CARTS}/:hash/items/:domain`, async (req, reply) => {
    const { hash, domain } = req.params;
    if (!knownCart(hash)) return refuse(reply, 400, "INVALID_CART", "No such cart.");
    if (!removeCartItem(ctx.db, hash, domain.toLowerCase())) return refuse(reply, 404, "NOT_IN_CART", `${domain} is not in this cart.`);
    return answer(hash);
  });
}
