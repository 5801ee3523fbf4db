import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageRoutes, type PageRoute } from "../../content/routes.ts";
import type { PageExtras, PageRenderer } from "../render/pageRenderer.ts";
import { previewPrefix } from "../render/pageContext.ts";

/** Supplies the per-visitor parts of a page (an account form's token, ...); {} for most pages. */
export type PageExtrasSource = (route: PageRoute, req: FastifyRequest, reply: FastifyReply) => PageExtras;

/** Every page of the route table, at its path and under /preview/:build_identifier. */
export function registerPageRoutes(app: FastifyInstance, pages: PageRenderer, extrasFor: PageExtrasSource): void {
  for (const route of pageRoutes) {
    app.get(route.path, (req, reply) => pages.sendRoute(req, reply, route, "", extrasFor(route, req, reply)));
    const previewPath = `/preview/:build_identifier${route.path === "/" ? "" : route.path}`;
    app.get(previewPath, (req, reply) => {
      const { build_identifier, ...params } = req.params as Record<string, string>;
      const prefix = previewPrefix(build_identifier);
      if (prefix === null) return pages.sendNotFound(req, reply);
      req.params = params;
      return pages.sendRoute(req, reply, route, prefix, extrasFor(route, req, reply));
    });
  }
}
