import type { FastifyInstance } from "fastify";
import { redirectRoutes } from "../../content/routes.ts";
import { mountPrefix } from "../render/pageContext.ts";

/**
 * The address without its trailing slash. Leading slashes are collapsed too, so that
 * "//evil.example/" becomes "/evil.example" instead of a protocol-relative redirect.
 */
function withoutTrailingSlash(path: string): string {
  return "/" + path.replace(/^\/+/, "").replace(/(?<!\/)\/+$/, "");
}

/** SPEC §2: a trailing slash is removed; one permanent redirect, query kept. For the whole server. */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    const queryAt = req.url.indexOf("?");
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    if (path.length > 1 && path.endsWith("/")) {
      const query = queryAt === -1 ? "" : req.url.slice(queryAt);
      return reply.redirect(withoutTrailingSlash(path) + query, 301);
    }
  });
}

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
