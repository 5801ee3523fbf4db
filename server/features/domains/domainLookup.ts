import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery, searchedName, typedBeforeCleaning } from "../../../content/domainName.ts";
import { message } from "../../../content/messages.ts";
import { CARRIED_SHAPES, pathOf, routeByName, routeHref } from "../../../content/routes.ts";
import { mountPrefix } from "../../platform/render/requestPageContext.ts";
import type { PageLoad, PageRenderer } from "../../platform/render/pageRenderer.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Whatever was typed in the box (normalizeDomainQuery judges it), and the carried parameters beside it. */
const lookupQuery = z.looseObject({ domain: z.unknown().optional() });

/**
 * The domain search box posts here with GET (no JavaScript needed): a usable name answers
 * 303 to its results page; an empty or unusable one shows the search page again with why.
 */
export function registerDomainLookup(
  app: FastifyInstance,
  pages: PageRenderer,
  searchPage: (req: FastifyRequest, reply: FastifyReply, search: { value: string; error: string }) => Promise<PageLoad>,
): void {
  const searchRoute = routeByName("domains-search");
  // The results it leads to, or the search page it shows again, carry the carried parameters on.
  const config = { carries: CARRIED_SHAPES.page };

  app.withTypeProvider<ZodTypeProvider>().get(pathOf("domains-lookup"), { schema: { querystring: lookupQuery }, config }, async (req, reply) => {
    const typed = req.query.domain;
    const query = normalizeDomainQuery(typed);
    if (query.ok) {
      // When characters had to go, the results page says what was typed and what was searched.
      const asTyped = typedBeforeCleaning(typed, query) ?? undefined;
      const carried = { ...req.carried, typed: asTyped };
      return reply.redirect(routeHref("domains-search-results", { prefix: mountPrefix(req), params: { query: searchedName(query) }, query: carried }), 303);
    }
    const value = typeof typed === "string" ? typed.slice(0, 253) : "";
    const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
    return pages.sendRoute(req, reply, searchRoute, { ...(await searchPage(req, reply, { value, error })), status: 422 });
  });
}
