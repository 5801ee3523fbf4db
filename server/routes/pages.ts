import type { FastifyInstance } from "fastify";
import { pageRoutes } from "../../content/routes.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";
import type { PageLoaders } from "./pageLoaders.ts";

/** Every page of the route table, in the site's plugin, with the data its loader declares. */
export function registerPageRoutes(site: FastifyInstance, pages: PageRenderer, loaders: PageLoaders): void {
  for (const route of pageRoutes) {
    const load = loaders[route.page];
    // Under load only a page that has to be rendered is refused (server/operations/loadShedding.ts).
    site.get(route.path, { config: { sheddable: "renders" } }, async (req, reply) => {
      const loaded = await load(req, reply, route);
      if ("notFound" in loaded) return pages.sendNotFound(req, reply);
      return pages.sendRoute(req, reply, route, loaded, loaded.status ?? 200);
    });
  }
}
