import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import { routeByName } from "../../content/routes.ts";
import { siteHref } from "../../views/links.tsx";
import { previewPrefix } from "../render/pageContext.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";

/**
 * The domain search box posts here with GET (no JavaScript needed): a usable name answers
 * 303 to its results page; an empty or unusable one shows the search page again with why.
 */
export function registerDomainLookup(app: FastifyInstance, pages: PageRenderer): void {
  const searchRoute = routeByName("domains-search");

  const lookup = (req: FastifyRequest, reply: FastifyReply, prefix: string) => {
    const typed = (req.query as Record<string, unknown>).domain;
    const query = normalizeDomainQuery(typed);
    if (query.ok) return reply.redirect(siteHref(prefix, `/domains/search/results/${encodeURIComponent(query.name)}`), 303);
    const value = typeof typed === "string" ? typed.slice(0, 253) : "";
    const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
    return pages.sendRoute(req, reply, searchRoute, prefix, { domainSearch: { value, error } }, 422);
  };

  app.get("/domains/lookup", (req, reply) => lookup(req, reply, ""));
  app.get("/preview/:build_identifier/domains/lookup", (req, reply) => {
    const prefix = previewPrefix((req.params as { build_identifier: string }).build_identifier);
    if (prefix === null) return pages.sendNotFound(req, reply);
    return lookup(req, reply, prefix);
  });
}
