import type { FastifyInstance } from "fastify";
import { CARRIED_SHAPES, pageRoutes, type PageKey } from "../../../content/routes.ts";
import type { LimitName } from "../../platform/security/limitsTable.ts";
import type { PageRenderer } from "../../platform/render/pageRenderer.ts";
import type { PageLoaders } from "../../platform/render/pageLoaders.ts";

/**
 * The limits a page's loader may spend (docs/decisions.md, 17): a results page reads the
 * availability of the name and its suggestions from the domain API (server/features/domains/catalogPages.ts).
 */
const PAGE_BUDGETS: Partial<Record<PageKey, readonly LimitName[]>> = { domainSearchResults: ["domainApiCalls"] };

/** Every page of the route table, in the site's plugin, with the data its loader declares. */
export function registerPageRoutes(site: FastifyInstance, pages: PageRenderer, loaders: PageLoaders): void {
  for (const route of pageRoutes) {
    const load = loaders[route.page];
    // Under load only a page that has to be rendered is refused (server/platform/operations/loadShedding.ts).
    // Who may keep the page: the route table says which are always the visitor's own. Every
    // page's links carry the carried parameters on.
    const config = {
      sheddable: "renders",
      cache: route.perVisitor ? "private" : "shared",
      budgets: PAGE_BUDGETS[route.page],
      carries: CARRIED_SHAPES.page,
    } as const;
    site.get(route.path, { config }, async (req, reply) => {
      const loaded = await load(req, reply, route);
      if ("notFound" in loaded) return pages.sendNotFound(req, reply);
      return pages.sendRoute(req, reply, route, loaded);
    });
  }
}
