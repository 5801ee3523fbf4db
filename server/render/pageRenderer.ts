import type { FastifyReply, FastifyRequest } from "fastify";
import type { ComponentType } from "react";
import type { PageRoute } from "../../content/routes.ts";
import type { DocumentMeta } from "../../views/layout/Document.tsx";
import { BadRequestPage, NotFoundPage, ServerErrorPage, badRequestMeta, notFoundMeta, serverErrorMeta } from "../../views/pages/ErrorPages.tsx";
import { pageView } from "../../views/pages/pageViews.ts";
import type { AccountSettings } from "../../content/pageShapes.ts";
import type { AssetManifest } from "../../content/pageShapes.ts";
import { encodedBody, negotiateEncoding } from "./encodeBody.ts";
import type { FrontCache } from "./frontCache.ts";
import { PageCache, renderedPage, type RenderedPage } from "./pageCache.ts";
import { mountPrefix, pageCacheKey, pageContext, previewPrefixOfUrl } from "./pageContext.ts";
import { pageElement, renderToHtml } from "./renderDocument.tsx";

/** A page's loaded data, as the renderer takes it (see server/routes/pageLoaders.ts). */
export interface PageLoad {
  data: unknown;
  cacheVersion?: string;
  uncacheable?: boolean;
  /**
   * The page reads the visitor's cookies (a cart, the cookie check of a form): it may be in the
   * page cache, whose variants its loader chooses, but never in the front cache, which keys on
   * the URL alone and would hand one visitor's variant to another.
   */
  readsCookies?: boolean;
}

export interface PageRendererOptions {
  assets: AssetManifest;
  cacheEntries: number;
  renderTimeoutMs: number;
  cookieBannerDelayMs: number;
  providerUrl: string;
  /** PUBLIC_URL: canonical and sharing addresses are absolute on it. */
  siteUrl: string;
  accounts: AccountSettings;
  /** Told of each lookup of a cacheable page, for the metrics. */
  onCacheLookup?: (hit: boolean) => void;
  /** Keeps what is sent of a cacheable page, to answer the next requests for it before Fastify. */
  front?: FrontCache;
}

/** Last resort when even the error page fails to render: static, dependency-free HTML. */
const FALLBACK_ERROR_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong | Braveweb</title></head>' +
  '<body><main><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p><p><a href="/">Home page</a></p></main></body></html>';

/** The headers of a page made for one visitor, by encoding. */
const PER_VISITOR_HEADERS = {
  br: { "content-type": "text/html; charset=utf-8", vary: "accept-encoding", "cache-control": "private, no-store", "content-encoding": "br" },
  gzip: { "content-type": "text/html; charset=utf-8", vary: "accept-encoding", "cache-control": "private, no-store", "content-encoding": "gzip" },
  identity: { "content-type": "text/html; charset=utf-8", vary: "accept-encoding", "cache-control": "private, no-store" },
} as const;

/** Renders pages from the route table, caches what is cacheable and sends it compressed. */
export function createPageRenderer(options: PageRendererOptions) {
  const cache = new PageCache(options.cacheEntries);

  async function render(
    req: FastifyRequest,
    route: PageRoute | null,
    prefix: string,
    params: Record<string, string>,
    meta: DocumentMeta,
    View: ComponentType,
    cacheable: boolean,
    load: PageLoad = { data: {} },
  ): Promise<RenderedPage> {
    // The key comes from the request alone: a hit costs no page context and no render.
    const key = cacheable && route && !load.uncacheable ? pageCacheKey(route, prefix, params, req.query) + (load.cacheVersion ?? "") : null;
    const hit = key ? cache.get(key) : undefined;
    if (key) options.onCacheLookup?.(hit !== undefined);
    if (hit) return hit;
    const ctx = pageContext({
      route,
      prefix,
      params,
      query: req.query,
      assets: options.assets,
      cookieBannerDelayMs: options.cookieBannerDelayMs,
      providerUrl: options.providerUrl,
      siteUrl: options.siteUrl,
      accounts: options.accounts,
      data: load.data,
    });
    const page = renderedPage(await renderToHtml(pageElement(ctx, meta, View), options.renderTimeoutMs));
    if (key) cache.set(key, page);
    return page;
  }

  async function send(req: FastifyRequest, reply: FastifyReply, page: RenderedPage, status: number, cacheable: boolean, front = false) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (cacheable && status === 200) {
      // Revalidate every time (the HTML names the current asset hashes) but skip the body when
      // unchanged. The headers of a cached page are made once, with the page.
      reply.headers(page.headers[encoding]);
      if (req.headers["if-none-match"] === page.etag) return reply.code(304).send();
      const body = await encodedBody(page, encoding, "once");
      if (front) options.front?.remember(req, reply, page, encoding, req.routeOptions.url ?? req.url);
      return reply.code(status).send(body);
    }
    reply.headers(PER_VISITOR_HEADERS[encoding]);
    return reply.code(status).send(await encodedBody(page, encoding, "per-request"));
  }

  return {
    cacheSize: () => cache.size,

    /** A route's page, inside the preview of the request's mount when it has one. */
    async sendRoute(req: FastifyRequest, reply: FastifyReply, route: PageRoute, load: PageLoad, status = 200) {
      // The mount's own parameter is the prefix, not one of the page's.
      const { build_identifier: _mount, ...params } = (req.params ?? {}) as Record<string, string>;
      const cacheable = !route.perVisitor && !load.uncacheable;
      const page = await render(req, route, mountPrefix(req), params, route, pageView(route.page), cacheable, load);
      return send(req, reply, page, status, cacheable, cacheable && !load.readsCookies);
    },

    async sendNotFound(req: FastifyRequest, reply: FastifyReply) {
      const page = await render(req, null, previewPrefixOfUrl(req.url), {}, notFoundMeta, NotFoundPage, false);
      return send(req, reply, page, 404, false);
    },

    /** A 4xx for a request we cannot use (undecodable URL, oversized or malformed body). */
    async sendClientError(req: FastifyRequest, reply: FastifyReply, status: number) {
      const page = await render(req, null, previewPrefixOfUrl(req.url), {}, badRequestMeta, BadRequestPage, false);
      return send(req, reply, page, status, false);
    },

    async sendServerError(req: FastifyRequest, reply: FastifyReply) {
      let page: RenderedPage;
      try {
        page = await render(req, null, previewPrefixOfUrl(req.url), {}, serverErrorMeta, ServerErrorPage, false);
      } catch (error) {
        req.log.error({ err: error }, "error page failed to render");
        page = renderedPage(FALLBACK_ERROR_HTML);
      }
      return send(req, reply, page, 500, false);
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
