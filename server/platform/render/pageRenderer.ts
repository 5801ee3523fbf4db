import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ComponentType, ReactElement } from "react";
import type { PageFamily, PageRoute } from "../../../content/routes.ts";
import type { DocumentMeta } from "../../../views/layout/Document.tsx";
import { BadRequestPage, NotFoundPage, ServerErrorPage, badRequestMeta, notFoundMeta, serverErrorMeta } from "../../../views/pages/ErrorPages.tsx";
import { pageView } from "../../../views/pages/pageViews.ts";
import type { AccountSettings } from "../../../content/pageShapes.ts";
import type { AssetManifest } from "../../../content/pageShapes.ts";
import { compressNow, encodedBody, negotiateEncoding, refineLater } from "./encodeBody.ts";
import type { FrontCache } from "./frontCache.ts";
import { AdmittingCache } from "./admittingCache.ts";
import { PageCache, renderedPage, type RenderedPage } from "./pageCache.ts";
import type { PageHeaders } from "./pageHeaders.ts";
import { mountPrefix, pageCacheKey, pageContext, previewPrefixOfUrl } from "./requestPageContext.ts";
import { pageElement, renderToHtml, renderToHtmlNow } from "./renderDocument.tsx";
import { createRenderTurns } from "./renderTurns.ts";

/** A page's loaded data, as the renderer takes it (see server/platform/render/pageLoaders.ts). */
/**
 * Who may keep a page route's answer (docs/decisions.md, 17), declared in its Fastify `config`
 * (server/features/pages/pageRoutes.ts, from the route table): "shared", the same for every visitor and kept
 * by this cache and shared caches whenever its loader allows; "private", always the visitor's
 * own (`private, no-store`, never kept). A route that declares nothing (a form post, the domain
 * lookup) renders pages that are its visitor's own.
 */
type CachePolicy = "shared" | "private";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may keep this page route's answer (server/platform/render/pageRenderer.ts reads it, and nothing else does). */
    cache?: CachePolicy;
  }
}

export interface PageLoad {
  data: unknown;
  cacheVersion?: string;
  uncacheable?: boolean;
  /**
   * The cookies whose presence makes the page a visitor's own (the cart's): the loader renders
   * the shared page only for requests without them, and the front cache, which answers before
   * any loader runs, hands its copy only to requests that carry none of them
   * (server/platform/render/frontCache.ts).
   */
  readsCookies?: readonly string[];
  /**
   * The page shows the carried template_id's theme (its name, its picture: sign-up from "Use
   * theme", docs/product.md §2, Themes): it differs per id, so it is rendered for its id and never joined
   * from the page rendered with TEMPLATE_ID_MARK.
   */
  showsTemplate?: boolean;
}

export interface PageRendererOptions {
  assets: AssetManifest;
  /** What the pages tell the caches in front (server/platform/render/pageHeaders.ts). */
  headers: PageHeaders;
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
  /**
   * Asked before a page is rendered that nobody else will be sent (a page made for one visitor,
   * or one the page cache would not keep): under load it answers with the Retry-After of the
   * refusal, and the page is not rendered: the 503 page is sent instead. A page already
   * rendered, or one rendered for the cache, is sent whatever the load
   * (server/platform/operations/loadShedding.ts).
   */
  refuseRender?: (req: FastifyRequest) => number | undefined;
}

/** A render refused under load: the body of the 503, whose status and headers are set on the reply. */
export interface Refusal {
  refused: Buffer;
}

/**
 * What a page reads of its request: the query (nowrap) and the carried parameters its route
 * declares (req.carried, server/platform/security/carriedRequest.ts), never its own reading of the URL.
 */
type Visit = Pick<FastifyRequest, "query" | "carried">;

/** The visit of a page made for nobody in particular (the 503 page). */
const NO_VISIT: Visit = { query: {}, carried: {} };

/** Last resort when even the error page fails to render: static, dependency-free HTML. */
const FALLBACK_ERROR_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong | Braveweb</title></head>' +
  '<body><main><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p><p><a href="/">Home page</a></p></main></body></html>';

/**
 * What stands for a carried template_id while a page is rendered for the page cache. A theme's
 * id only travels through a page, on its links, forms and islands, to the login or sign-up
 * that takes it (docs/product.md §3, the carried query parameters; §4, the success addresses); no view
 * reads it. So a page for any template_id is the page rendered once with this mark, the mark
 * replaced by the id: a fresh id (a campaign's link, or a flood of them) costs a join, not a
 * render (docs/architecture.md). Letters and digits only, as ids are: escaping for HTML, URLs
 * and JSON leaves both as they are, so the mark is found wherever the id would be.
 *
 * The page is cut wherever the mark occurs, so the mark must be nothing a visitor can write
 * into a page (a redirect_to, a searched name): 128 random bits drawn when the process starts,
 * never sent (every pattern is joined before it leaves). A fixed mark let a visitor's own text
 * be cut and joined with the id, in a page shared caches keep.
 * tests/http/pages/templatePatterns.test.ts holds every route's page, for real theme ids and
 * random ones, and with mark-like text in every place a visitor writes, to the page rendered
 * with the id itself.
 */
const TEMPLATE_ID_MARK = `tpl${randomBytes(16).toString("hex")}`;

/** At most this many page patterns are kept (bounded and admitting, as the page cache). */
const PATTERN_ENTRIES = 128;

/** Renders pages from the route table, caches what is cacheable and sends it compressed. */
export function createPageRenderer(options: PageRendererOptions) {
  const cache = new PageCache(options.cacheEntries);
  /** Pages rendered with TEMPLATE_ID_MARK, cut at each mark; none when nothing is cached. */
  const patterns = new AdmittingCache<readonly string[]>(Math.min(PATTERN_ENTRIES, options.cacheEntries));
  const patternsRendering = new Map<string, Promise<readonly string[]>>();
  /** Renders under way by key: whoever asks for a key being rendered waits for that render. */
  const rendering = new Map<string, Promise<RenderedPage>>();
  const renderTurn = createRenderTurns();

  function contextOf(route: PageRoute | null, prefix: string, params: Record<string, string>, visit: Visit, data: unknown) {
    return pageContext({
      route,
      prefix,
      params,
      query: visit.query,
      carried: visit.carried,
      assets: options.assets,
      cookieBannerDelayMs: options.cookieBannerDelayMs,
      providerUrl: options.providerUrl,
      siteUrl: options.siteUrl,
      accounts: options.accounts,
      data,
    });
  }

  /** The page of a request shed under load: made once, at the first one, and never again. */
  let unavailablePage: RenderedPage | undefined;

  /**
   * The answer to a request shed under load (server/platform/operations/loadShedding.ts): the error
   * page, 503, no-store. Synchronous, so the request goes no further than this; the page is
   * rendered and compressed once, from the site's root, and costs nothing after that.
   */
  function unavailable(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): Buffer {
    if (!unavailablePage) {
      unavailablePage = renderedPage(renderToHtmlNow(pageElement(contextOf(null, "", {}, NO_VISIT, {}), serverErrorMeta, ServerErrorPage)), {
        headers: options.headers,
      });
      compressNow(unavailablePage);
    }
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    reply.code(503).headers(options.headers.perVisitor(null)[encoding]).header("retry-after", String(retryAfterSeconds));
    return encoding === "identity" ? unavailablePage.body : unavailablePage.encoded[encoding]!;
  }

  /** Under load, the 503 page instead of a render (refuseRender); undefined otherwise. */
  function refusal(req: FastifyRequest, reply: FastifyReply): Refusal | undefined {
    const retryAfterSeconds = options.refuseRender?.(req);
    return retryAfterSeconds === undefined ? undefined : { refused: unavailable(req, reply, retryAfterSeconds) };
  }

  async function renderHtml(
    route: PageRoute | null,
    prefix: string,
    params: Record<string, string>,
    meta: DocumentMeta,
    View: ComponentType,
    visit: Visit,
    data: unknown,
  ): Promise<string> {
    const release = await renderTurn();
    let element: ReactElement;
    try {
      element = pageElement(contextOf(route, prefix, params, visit, data), meta, View);
    } catch (error) {
      release();
      throw error;
    }
    return renderToHtml(element, options.renderTimeoutMs, release);
  }

  /**
   * The HTML of a page carrying a template_id, for the page cache: its pattern (rendered once
   * per page with the mark, kept as the page cache keeps pages) joined with the id.
   */
  function patternHtml(patternKey: string, templateId: string, visit: Visit, render: (visit: Visit) => Promise<string>): Promise<string> {
    const held = patterns.get(patternKey);
    if (held) return Promise.resolve(held.join(templateId));
    let underway = patternsRendering.get(patternKey);
    if (!underway) {
      const marked: Visit = { query: visit.query, carried: { ...visit.carried, template_id: TEMPLATE_ID_MARK } };
      underway = render(marked).then((html) => {
        const parts = html.split(TEMPLATE_ID_MARK);
        if (patterns.wouldKeep(patternKey)) patterns.set(patternKey, parts);
        return parts;
      });
      patternsRendering.set(patternKey, underway);
      const forget = () => void patternsRendering.delete(patternKey);
      underway.then(forget, forget);
    }
    return underway.then((parts) => parts.join(templateId));
  }

  /** The key of a page's pattern: its page-cache key with the mark for the carried template_id. */
  const patternKeyOf = (route: PageRoute, prefix: string, params: Record<string, string>, req: FastifyRequest, version: string) =>
    pageCacheKey(route, prefix, params, req.query, { ...req.carried, template_id: TEMPLATE_ID_MARK }) + version;

  /** A page for one answer only: nobody will ask for it again, so it carries no ETag. */
  const renderPage = async (...args: Parameters<typeof renderHtml>) =>
    renderedPage(await renderHtml(...args), { headers: options.headers, family: args[0]?.family ?? null, validator: false });

  async function render(
    req: FastifyRequest,
    reply: FastifyReply,
    route: PageRoute,
    prefix: string,
    params: Record<string, string>,
    meta: DocumentMeta,
    View: ComponentType,
    cacheable: boolean,
    load: PageLoad,
  ): Promise<RenderedPage | Refusal> {
    // The key comes from the request alone: a hit costs no page context and no render.
    const key = cacheable && !load.uncacheable ? pageCacheKey(route, prefix, params, req.query, req.carried) + (load.cacheVersion ?? "") : null;
    if (!key) return refusal(req, reply) ?? renderPage(route, prefix, params, meta, View, req, load.data);
    const hit = cache.get(key);
    if (hit) {
      // Asked for again: worth its tight compressed forms, made in the background.
      refineLater(hit);
      options.onCacheLookup?.(true);
      return hit;
    }
    const underway = rendering.get(key);
    // One render per key however many ask at once: the others are served what it makes.
    options.onCacheLookup?.(underway !== undefined);
    if (underway) return underway;
    // Under load a render the cache will keep is still made: once, then everyone who asks for
    // the page gets it at the cost of a hit. Refused at a cold start, the most asked-for pages
    // would never be rendered while the load lasts. So is a page asked for the first time while
    // the cache has room (it is kept at its second request: admittingCache.ts). Only a page a
    // full cache would not keep, a one-off of a flood, is refused.
    const templateId = patterns.capacity === 0 || load.showsTemplate ? undefined : req.carried.template_id;
    const patternKey = templateId === undefined ? null : patternKeyOf(route, prefix, params, req, load.cacheVersion ?? "");
    // A page whose pattern is held costs no render: it is never refused.
    const cheap = patternKey !== null && patterns.peek(patternKey) !== undefined;
    const refused = cheap || cache.wouldKeep(key) || cache.size < cache.capacity ? undefined : refusal(req, reply);
    if (refused) return refused;
    const html =
      patternKey === null || templateId === undefined
        ? renderHtml(route, prefix, params, meta, View, req, load.data)
        : patternHtml(patternKey, templateId, req, (visit) => renderHtml(route, prefix, params, meta, View, visit, load.data));
    const made = html.then((html) => {
      // A page is kept once asked for twice (admittingCache.ts); its first answer has its
      // validator all the same, for the shared caches that keep that one.
      const kept = cache.wouldKeep(key);
      const page = renderedPage(html, { headers: options.headers, family: route.family });
      if (kept) cache.set(key, page);
      return page;
    });
    rendering.set(key, made);
    try {
      return await made;
    } finally {
      rendering.delete(key);
    }
  }

  /**
   * Sends a page with the headers of its kind (server/platform/render/pageHeaders.ts), the one place
   * every page answer gets them: a page the same for everyone (cacheable, 200) is kept by
   * shared caches, anything else is this visitor's alone.
   */
  async function send(
    req: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    status: number,
    cacheable: boolean,
    family: PageFamily | null,
    /** Kept by the front cache for requests carrying none of these cookies; null: not kept there. */
    front: readonly string[] | null = null,
  ) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (cacheable && status === 200) {
      // Browsers revalidate every time (the HTML names the current asset hashes) but skip the
      // body when unchanged. The headers of a cached page are made once, with the page.
      reply.headers(page.headers[encoding]);
      if (page.etag !== "" && req.headers["if-none-match"] === page.etag) return reply.code(304).send();
      const body = await encodedBody(page, encoding, "kept");
      if (front) options.front?.remember(req, reply, { page, encoding, route: req.routeOptions.url ?? req.url, cookies: front });
      return reply.code(status).send(body);
    }
    reply.headers(options.headers.perVisitor(family)[encoding]);
    return reply.code(status).send(await encodedBody(page, encoding, "per-request"));
  }

  return {
    cacheSize: () => cache.size,

    unavailable,

    /** A route's page, inside the preview of the request's mount when it has one. */
    async sendRoute(req: FastifyRequest, reply: FastifyReply, route: PageRoute, load: PageLoad, status = 200) {
      // The mount's own parameter is the prefix, not one of the page's.
      const { build_identifier: _mount, ...params } = (req.params ?? {}) as Record<string, string>;
      // The policy of the route that answers, as it declared it; a page sent by another route
      // (a refused form post, the domain lookup) is that visitor's own.
      const cacheable = req.routeOptions.config.cache === "shared" && !load.uncacheable;
      const page = await render(req, reply, route, mountPrefix(req), params, route, pageView(route.page), cacheable, load);
      if ("refused" in page) return reply.send(page.refused);
      return send(req, reply, page, status, cacheable, route.family, cacheable ? (load.readsCookies ?? []) : null);
    },

    async sendNotFound(req: FastifyRequest, reply: FastifyReply) {
      const page = await renderPage(null, previewPrefixOfUrl(req.url), {}, notFoundMeta, NotFoundPage, req, {});
      return send(req, reply, page, 404, false, null);
    },

    /** A 4xx for a request we cannot use (undecodable URL, oversized or malformed body). */
    async sendClientError(req: FastifyRequest, reply: FastifyReply, status: number) {
      const page = await renderPage(null, previewPrefixOfUrl(req.url), {}, badRequestMeta, BadRequestPage, req, {});
      return send(req, reply, page, status, false, null);
    },

    /** The error page: a 500 of ours, or a 502/503/504 for a service that failed us (server/features/members/membersProxy.ts). */
    async sendServerError(req: FastifyRequest, reply: FastifyReply, status: 500 | 502 | 503 | 504 = 500) {
      let page: RenderedPage;
      try {
        page = await renderPage(null, previewPrefixOfUrl(req.url), {}, serverErrorMeta, ServerErrorPage, req, {});
      } catch (error) {
        req.log.error({ err: error }, "error page failed to render");
        page = renderedPage(FALLBACK_ERROR_HTML, { headers: options.headers, validator: false });
      }
      return send(req, reply, page, status, false, null);
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
