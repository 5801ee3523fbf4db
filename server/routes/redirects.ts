import type { FastifyInstance } from "fastify";
import { redirectRoutes } from "../../content/routes.ts";
import { previewPrefix } from "../render/pageContext.ts";

/**
 * The address without its trailing slash. Leading slashes are collapsed too, so that
 * "//evil.example/" becomes "/evil.example" instead of a protocol-relative redirect.
 */
export function withoutTrailingSlash(path: string): string {
  return "/" + path.replace(/^\/+/, "").replace(/\/+$/, "");
}

export function registerRedirects(app: FastifyInstance): void {
  // SPEC §2: a trailing slash is removed; one permanent redirect, query kept.
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    const queryAt = req.url.indexOf("?");
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    if (path.length > 1 && path.endsWith("/")) {
      const query = queryAt === -1 ? "" : req.url.slice(queryAt);
      return reply.redirect(withoutTrailingSlash(path) + query, 301);
    }
  });

  for (const legacy of redirectRoutes) {
    const external = /^https?:\/\//.test(legacy.to);
    const handler = (prefix: string) => (req: { url: string }) => {
      const queryAt = req.url.indexOf("?");
      const query = legacy.keepQuery && queryAt !== -1 ? req.url.slice(queryAt) : "";
      return external ? legacy.to : `${prefix}${legacy.to}${query}`;
    };
    app.get(legacy.path, (req, reply) => reply.redirect(handler("")(req), 301));
    app.get(`/preview/:build_identifier${legacy.path}`, (req, reply) => {
      const prefix = previewPrefix((req.params as { build_identifier: string }).build_identifier);
      if (prefix === null) return reply.callNotFound();
      return reply.redirect(handler(prefix)(req), 301);
    });
  }
}
