import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageRoutes, type PageRoute } from "../../content/routes.ts";
import type { PageExtras, PageRenderer } from "../render/pageRenderer.ts";

/** Supplies the per-request parts of a page (an account form's token, catalog data, ...); {} for most pages. */
export type PageExtrasSource = (route: PageRoute, req: FastifyRequest, reply: FastifyReply) => PageExtras | Promise<PageExtras>;

/** Every page of the route table, in the site's plugin (mounted at / and under the preview prefix). */
export function registerPageRoutes(site: FastifyInstance, pages: PageRenderer, extrasFor: PageExtrasSource): void {
  for (const route of pageRoutes) {
    site.get(route.path, async (req, reply) => {
      const extras = await extrasFor(route, req, reply);
      if (extras.notFound) return pages.sendNotFound(req, reply);
      return pages.sendRoute(req, reply, route, extras, extras.status ?? 200);
    });
  }
}
