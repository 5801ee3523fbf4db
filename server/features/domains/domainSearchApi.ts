import type { FastifyInstance } from "fastify";
import { normalizeDomainQuery } from "../../../content/domainName.ts";
import { message } from "../../../content/messages.ts";
import { DOMAIN_SEARCH_PATH } from "../../../content/pageShapes.ts";
import { limitMessage, sendLimitHeaders } from "../../platform/security/rateLimits.ts";
import type { DomainSearch } from "./domainSearch.ts";

/**
 * GET /api/domains/search?query=TYPED: what a results page shows, for the search island: the
 * name as the site reads it, its availability under every extension and the free suggestions.
 * The same search as the page (server/features/domains/domainSearch.ts), so the same cache and the
 * same bound on the domain API's calls; the browser never asks the API about suggestions itself.
 * Past the client's budget of domain API calls: 429 with Retry-After and RateLimit-* headers.
 */
export function registerDomainSearchApi(app: FastifyInstance, search: DomainSearch): void {
  app.get<{ Querystring: { query?: unknown } }>(DOMAIN_SEARCH_PATH, { config: { budgets: ["domainApiCalls"] } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const query = normalizeDomainQuery(req.query.query);
    if (!query.ok) {
      const text = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
      return reply.code(400).send({ error: "INVALID_QUERY", message: text });
    }
    const answer = await search(query, req);
    if (!answer) return reply.code(502).send({ error: "DOMAIN_API_UNAVAILABLE", message: message("domain.ERROR_API_DOWN") });
    if ("overBudget" in answer) {
      sendLimitHeaders(reply, answer.overBudget);
      return reply.code(429).send({ error: "RATE_LIMITED", message: limitMessage("limits.ERROR_RATE_LIMITED", answer.overBudget) });
    }
    return { name: query.name, extension: query.extension, results: answer.results, suggestions: answer.suggestions };
  });
}
