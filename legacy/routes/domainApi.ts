import type { FastifyInstance } from "fastify";
import { parseDomainQuery } from "../domains/domainQuery.ts";
import { DOMAIN_PRICE_LIST } from "../domains/priceList.ts";
import { isTaken } from "../domains/takenDomains.ts";

/** Where this app serves the provider's domain API. */
export const DOMAIN_API_PATH = "/domains";

/** The domain API answers plain JSON, not the PHP scripts' `{status, response}`. */
export interface DomainApiError {
  error: "INVALID_QUERY" | "NOT_FOUND" | "BAD_REQUEST" | "UNEXPECTED" | "INVALID_CART" | "INVALID_DOMAIN" | "NOT_SOLD" | "TAKEN" | "CART_FULL" | "NOT_IN_CART";
  message: string;
}

/** GET /domains/sale-extensions and GET /domains/availability?query=NAME. */
export function registerDomainApi(app: FastifyInstance): void {
  app.get(`${DOMAIN_API_PATH}/sale-extensions`, async (_req, reply) => reply.header("cache-control", "public, max-age=300").send(DOMAIN_PRICE_LIST));

  app.get<{ Querystring: { query?: unknown } }>(`${DOMAIN_API_PATH}/availability`, async (req, reply) => {
    const parsed = parseDomainQuery(req.query.query);
    // An answer holds for half a minute, as a registry's front answers: the site keeps it that
    // long (server/features/domains/domainApiClient.ts), and a browser may too. no-store would tell the site
    // to read it again for every search.
    reply.header("cache-control", "public, max-age=30");
    if (!parsed.ok) return reply.code(400).send({ error: "INVALID_QUERY", message: parsed.message } satisfies DomainApiError);
    const { label } = parsed;
    return {
      query: label,
      results: DOMAIN_PRICE_LIST.map(({ tld, price, price_discounted }) => ({
        domain: `${label}${tld}`,
        tld,
        available: !isTaken(label, tld),
        price,
        price_discounted,
      })),
    };
  });
}
