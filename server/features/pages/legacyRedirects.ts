import type { FastifyInstance } from "fastify";
import { redirectRoutes } from "../../../content/routes.ts";
import { mountPrefix } from "../../platform/render/requestPageContext.ts";

/** The old PHP site's addresses, in the site's plugin (so under the preview prefix too). */
export function registerLegacyRedirects(site: FastifyInstance): void {
  for (const legacy of redirectRoutes) {
    const external = /^https?:\/\//.test(legacy.to);
    site.get(legacy.path, (req, reply) => {
      const queryAt = req.url.indexOf("?");
      const query = legacy.keepQuery && queryAt !== -1 ? req.url.slice(queryAt) : "";
      return reply.redirect(external ? legacy.to : `${mountPrefix(req)}${legacy.to}${query}`, 301);
    });
  }
}
