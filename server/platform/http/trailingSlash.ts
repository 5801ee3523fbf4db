import type { FastifyInstance } from "fastify";
import { normalizedUrl } from "../../../content/redirectRule.ts";

/** Any origin will do: only the path and query of the result are used. */
const SOME_ORIGIN = "http://site.invalid";

/**
 * The address of a request without its trailing slash, through the one URL normalizer: runs of
 * slashes collapse ("//evil.example/" becomes "/evil.example", never a protocol-relative
 * Location), and a path a browser would reinterpret (a backslash, a control character) gets no
 * redirect at all, so it ends as the 404 it is. Null when there is nothing to redirect.
 */
function withoutTrailingSlash(requestUrl: string): string | null {
  if (!requestUrl.startsWith("/")) return null;
  const url = normalizedUrl(SOME_ORIGIN + requestUrl, SOME_ORIGIN);
  if (!url || url.origin !== SOME_ORIGIN) return null;
  // Collapsed, the path ends in one slash at most.
  const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
  return path + url.search;
}

/**
 * docs/product.md §2: a trailing slash is removed; one permanent redirect, query kept. For the whole server
 * but /api, whose paths arrive here without their slash (server/platform/http/apiRefusals.ts).
 */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    const queryAt = req.url.indexOf("?");
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    if (path.length > 1 && path.endsWith("/")) {
      const target = withoutTrailingSlash(req.url);
      if (target !== null && target !== req.url) return reply.redirect(target, 301);
    }
  });
}
