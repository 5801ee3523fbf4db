import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageRoutes, type PageRoute } from "../../content/routes.ts";
import type { PageExtras, PageRenderer } from "../render/pageRenderer.ts";
import { previewPrefix } from "../render/pageContext.ts";

/** Supplies the per-request parts of a page (an account form's token, catalog data, ...); {} for most pages. */
export type PageExtrasSource = (route: PageRoute, req: FastifyRequest, reply: FastifyReply) => PageExtras | Promise<PageExtras>;

/** Every page of the route table, at its path and under /preview/:build_identifier. */
export function registerPageRoutes(app: FastifyInstance, pages: PageRenderer, extrasFor: PageExtrasSource): void {
  const send = async (req: FastifyRequest, reply: FastifyReply, route: PageRoute, prefix: string) => {
    const extras = await extrasFor(route, req, reply);
    if (extras.notFound) return pages.sendNotFound(req, reply);
    return pages.sendRoute(req, reply, route, prefix, extras, extras.status ?? 200);
  };
  for (const route of pageRoutes) {
    app.get(route.path, (req, reply) => send(req, reply, route, ""));
    const previewPath = `/preview/:build_identifier${route.path === "/" ? "" : route.path}`;
    app.get(previewPath, (req, reply) => {
      const { build_identifier, ...params } = req.params as Record<string, string>;
      const prefix = previewPrefix(build_identifier);
      if (prefix === null) return pages.sendNotFound(req, reply);
      req.params = params;
      return send(req, reply, route, prefix);
    });
  }
}
