import type { FastifyInstance } from "fastify";
import { pageRoutes } from "../../content/routes.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";
import { previewPrefix } from "../render/pageContext.ts";

/** Every page of the route table, at its path and under /preview/:build_identifier. */
export function registerPageRoutes(app: FastifyInstance, pages: PageRenderer): void {
  for (const route of pageRoutes) {
    app.get(route.path, (req, reply) => pages.sendRoute(req, reply, route, ""));
    const previewPath = `/preview/:build_identifier${route.path === "/" ? "" : route.path}`;
    app.get(previewPath, (req, reply) => {
      const { build_identifier, ...params } = req.params as Record<string, string>;
      const prefix = previewPrefix(build_identifier);
      if (prefix === null) return pages.sendNotFound(req, reply);
      req.params = params;
      return pages.sendRoute(req, reply, route, prefix);
    });
  }
}
