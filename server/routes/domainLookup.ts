import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import { pathOf, routeByName, routeHref } from "../../content/routes.ts";
import { mountPrefix } from "../render/pageContext.ts";
import type { PageLoad, PageRenderer } from "../render/pageRenderer.ts";
import { z } from "zod";

const lookupQuery = z.object({ domain: z.unknown().optional() });

/**
 * The domain search box posts here with GET (no JavaScript needed): a usable name answers
 * 303 to its results page; an empty or unusable one shows the search page again with why.
 */
export function registerDomainLookup(
  app: FastifyInstance,
  pages: PageRenderer,
  searchPage: (req: FastifyRequest, reply: FastifyReply, search: { value: string; error: string }) => PageLoad,
): void {
  const searchRoute = routeByName("domains-search");

  app.get(pathOf("domains-lookup"), (req: FastifyRequest, reply: FastifyReply) => {
    const typed = lookupQuery.parse(req.query).domain;
    const query = normalizeDomainQuery(typed);
    if (query.ok) return reply.redirect(routeHref("domains-search-results", { prefix: mountPrefix(req), params: { query: query.name } }), 303);
    const value = typeof typed === "string" ? typed.slice(0, 253) : "";
    const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
    return pages.sendRoute(req, reply, searchRoute, searchPage(req, reply, { value, error }), 422);
  });
}
