import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import { pathOf, routeByName, routeHref } from "../../content/routes.ts";
import { mountPrefix } from "../render/pageContext.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";

/**
 * The domain search box posts here with GET (no JavaScript needed): a usable name answers
 * 303 to its results page; an empty or unusable one shows the search page again with why.
 */
export function registerDomainLookup(app: FastifyInstance, pages: PageRenderer): void {
  const searchRoute = routeByName("domains-search");

  app.get(pathOf("domains-lookup"), (req: FastifyRequest, reply: FastifyReply) => {
    const typed = (req.query as Record<string, unknown>).domain;
    const query = normalizeDomainQuery(typed);
    if (query.ok) return reply.redirect(routeHref("domains-search-results", { prefix: mountPrefix(req), params: { query: query.name } }), 303);
    const value = typeof typed === "string" ? typed.slice(0, 253) : "";
    const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
    return pages.sendRoute(req, reply, searchRoute, { domainSearch: { value, error } }, 422);
  });
}
