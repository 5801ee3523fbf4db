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
import { mountPrefix, pageCacheKey, pageContext, previewPrefixOfUrl, type PagePlace, type PageVisit } from "./requestPageContext.ts";
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
  /** The status the page is sent with: 200 unless said (a refused form's page, a lookup that found nothing usable). */
  status?: number;
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
 * A page to render: where it is (its route, none for an error page; the mount's prefix; the
 * route's parameters), what it shows (its document's meta and its view) and its loaded data.
 */
interface PageToRender {
  route: PageRoute | null;
  prefix: string;
  params: Record<string, string>;
  meta: DocumentMeta;
  View: ComponentType;
  data: unknown;
}

/** A page to render and the status it is sent with. */
interface PageAnswer extends PageToRender {
  status: number;
}

/** A page of the route table: the one kind the page cache keeps. */
interface RoutePage extends PageAnswer {
  route: PageRoute;
}

/** The visit of a page made for nobody in particular (the 503 page). */
const NO_VISIT: PageVisit = { query: {}, carried: {} };

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

/** An error page: no route, inside the preview of the URL's mount when it has one. */
function errorAnswer(req: FastifyRequest, status: number, meta: DocumentMeta, View: ComponentType): PageAnswer {
  return { route: null, prefix: previewPrefixOfUrl(req.url), params: {}, meta, View, data: {}, status };
}

/** The page context of a page for a visit, with what every page takes from the renderer's options. */
function contextOf(options: PageRendererOptions, page: PageToRender, visit: PageVisit) {
  return pageContext({
    route: page.route,
    prefix: page.prefix,
    params: page.params,
    query: visit.query,
    carried: visit.carried,
    assets: options.assets,
    cookieBannerDelayMs: options.cookieBannerDelayMs,
    providerUrl: options.providerUrl,
    siteUrl: options.siteUrl,
    accounts: options.accounts,
    data: page.data,
  });
}

/** Renders pages to HTML, one render turn at a time (renderTurns.ts). */
function createRendering(options: PageRendererOptions) {
  const renderTurn = createRenderTurns();
  const elementOf = (page: PageToRender, visit: PageVisit) => pageElement(contextOf(options, page, visit), page.meta, page.View);

  async function html(page: PageToRender, visit: PageVisit): Promise<string> {
    const release = await renderTurn();
    let element: ReactElement;
    try {
      element = elementOf(page, visit);
    } catch (error) {
      release();
      throw error;
    }
    return renderToHtml(element, options.renderTimeoutMs, release);
  }

  /** The page of a request shed under load: made once, at the first one, and never again. */
  let unavailablePage: RenderedPage | undefined;

  return {
    html,

    /** A page for one answer only: nobody will ask for it again, so it carries no ETag. */
    async oneOff(page: PageToRender, visit: PageVisit): Promise<RenderedPage> {
      return renderedPage(await html(page, visit), { headers: options.headers, family: page.route?.family ?? null, validator: false });
    },

    /** The error page of a request shed under load, from the site's root: rendered and compressed once. */
    unavailable(): RenderedPage {
      if (!unavailablePage) {
        const page: PageToRender = { route: null, prefix: "", params: {}, meta: serverErrorMeta, View: ServerErrorPage, data: {} };
        unavailablePage = renderedPage(renderToHtmlNow(elementOf(page, NO_VISIT)), { headers: options.headers });
        compressNow(unavailablePage);
      }
      return unavailablePage;
    },
  };
}

type Rendering = ReturnType<typeof createRendering>;

/** The patterns of pages carrying a template_id (TEMPLATE_ID_MARK); none when nothing is cached. */
function createTemplatePatterns(cacheEntries: number) {
  /** Pages rendered with TEMPLATE_ID_MARK, cut at each mark. */
  const patterns = new AdmittingCache<readonly string[]>(Math.min(PATTERN_ENTRIES, cacheEntries));
  const rendering = new Map<string, Promise<readonly string[]>>();

  return {
    /**
     * The key of a page's pattern: its page-cache key with the mark for the carried
     * template_id; null when no pattern is kept at all.
     */
    keyOf(page: PagePlace, visit: PageVisit, version: string): string | null {
      if (patterns.capacity === 0) return null;
      return pageCacheKey(page, { query: visit.query, carried: { ...visit.carried, template_id: TEMPLATE_ID_MARK } }) + version;
    },

    /** The pattern is held: joining it costs no render. */
    holds: (key: string) => patterns.peek(key) !== undefined,

    /**
     * The HTML of a page carrying a template_id, for the page cache: its pattern (rendered once
     * per page with the mark, kept as the page cache keeps pages) joined with the id.
     */
    html(key: string, templateId: string, visit: PageVisit, render: (visit: PageVisit) => Promise<string>): Promise<string> {
      const held = patterns.get(key);
      if (held) return Promise.resolve(held.join(templateId));
      let underway = rendering.get(key);
      if (!underway) {
        const marked: PageVisit = { query: visit.query, carried: { ...visit.carried, template_id: TEMPLATE_ID_MARK } };
        underway = render(marked).then((html) => {
          const parts = html.split(TEMPLATE_ID_MARK);
          if (patterns.wouldKeep(key)) patterns.set(key, parts);
          return parts;
        });
        rendering.set(key, underway);
        const forget = () => void rendering.delete(key);
        underway.then(forget, forget);
      }
      return underway.then((parts) => parts.join(templateId));
    },
  };
}

/**
 * The pages every visitor gets the same, kept: the page cache, the patterns of pages carrying
 * a template_id, and one render per key however many ask at once.
 */
function createKeptPages(options: PageRendererOptions, rendering: Rendering, refusal: (req: FastifyRequest, reply: FastifyReply) => Refusal | undefined) {
  const cache = new PageCache(options.cacheEntries);
  const patterns = createTemplatePatterns(options.cacheEntries);
  /** Renders under way by key: whoever asks for a key being rendered waits for that render. */
  const underway = new Map<string, Promise<RenderedPage>>();

  /** The page kept, or being rendered, under a key (a hit for the metrics); undefined for a miss. */
  function held(key: string): RenderedPage | Promise<RenderedPage> | undefined {
    const hit = cache.get(key);
    if (hit) {
      // Asked for again: worth its tight compressed forms, made in the background.
      refineLater(hit);
      options.onCacheLookup?.(true);
      return hit;
    }
    const render = underway.get(key);
    // One render per key however many ask at once: the others are served what it makes.
    options.onCacheLookup?.(render !== undefined);
    return render;
  }

  /** The page made of a render's HTML, for everyone who asks for its key meanwhile. */
  async function renderOnce(key: string, html: Promise<string>, family: PageFamily): Promise<RenderedPage> {
    const made = html.then((body) => {
      // A page is kept once asked for twice (admittingCache.ts); its first answer has its
      // validator all the same, for the shared caches that keep that one.
      const kept = cache.wouldKeep(key);
      const page = renderedPage(body, { headers: options.headers, family });
      if (kept) cache.set(key, page);
      return page;
    });
    underway.set(key, made);
    try {
      return await made;
    } finally {
      underway.delete(key);
    }
  }

  return {
    get size(): number {
      return cache.size;
    },

    /** A route's page the same for every visitor: kept, joined from its pattern, or rendered. */
    async render(req: FastifyRequest, reply: FastifyReply, page: RoutePage, load: PageLoad): Promise<RenderedPage | Refusal> {
      // The key comes from the request alone: a hit costs no page context and no render.
      const key = pageCacheKey(page, req) + (load.cacheVersion ?? "");
      const hit = held(key);
      if (hit) return hit;
      // Under load a render the cache will keep is still made: once, then everyone who asks for
      // the page gets it at the cost of a hit. Refused at a cold start, the most asked-for pages
      // would never be rendered while the load lasts. So is a page asked for the first time while
      // the cache has room (it is kept at its second request: admittingCache.ts). Only a page a
      // full cache would not keep, a one-off of a flood, is refused.
      const templateId = load.showsTemplate ? undefined : req.carried.template_id;
      const patternKey = templateId === undefined ? null : patterns.keyOf(page, req, load.cacheVersion ?? "");
      // A page whose pattern is held costs no render: it is never refused.
      const cheap = patternKey !== null && patterns.holds(patternKey);
      const refused = cheap || cache.wouldKeep(key) || cache.size < cache.capacity ? undefined : refusal(req, reply);
      if (refused) return refused;
      const html =
        patternKey === null || templateId === undefined
          ? rendering.html(page, req)
          : patterns.html(patternKey, templateId, req, (visit) => rendering.html(page, visit));
      return renderOnce(key, html, page.route.family);
    },
  };
}

/** Renders pages from the route table, caches what is cacheable and sends it compressed. */
export function createPageRenderer(options: PageRendererOptions) {
  const rendering = createRendering(options);
  const kept = createKeptPages(options, rendering, refusal);

  /**
   * The answer to a request shed under load (server/platform/operations/loadShedding.ts): the error
   * page, 503, no-store. Synchronous, so the request goes no further than this; the page is
   * rendered and compressed once, from the site's root, and costs nothing after that.
   */
  function unavailable(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): Buffer {
    const page = rendering.unavailable();
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    reply.code(503).headers(options.headers.perVisitor(null)[encoding]).header("retry-after", String(retryAfterSeconds));
    return encoding === "identity" ? page.body : page.encoded[encoding]!;
  }

  /** Under load, the 503 page instead of a render (refuseRender); undefined otherwise. */
  function refusal(req: FastifyRequest, reply: FastifyReply): Refusal | undefined {
    const retryAfterSeconds = options.refuseRender?.(req);
    return retryAfterSeconds === undefined ? undefined : { refused: unavailable(req, reply, retryAfterSeconds) };
  }

  // A page is sent with the headers of its kind (server/platform/render/pageHeaders.ts) by one of
  // these two, and nothing else: a page the same for everyone (cacheable, 200) is kept by shared
  // caches, anything else is this visitor's alone.

  /** A page the same for everyone, kept by the front cache too for requests carrying none of `readsCookies`. */
  async function sendShared(req: FastifyRequest, reply: FastifyReply, page: RenderedPage, readsCookies: readonly string[]) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    // Browsers revalidate every time (the HTML names the current asset hashes) but skip the
    // body when unchanged. The headers of a cached page are made once, with the page.
    reply.headers(page.headers[encoding]);
    if (page.etag !== "" && req.headers["if-none-match"] === page.etag) return reply.code(304).send();
    const body = await encodedBody(page, encoding, "kept");
    options.front?.remember(req, reply, { page, encoding, route: req.routeOptions.url ?? req.url, cookies: readsCookies });
    return reply.code(200).send(body);
  }

  /** A page that is this visitor's alone, with the status of its answer. */
  async function sendOwn(req: FastifyRequest, reply: FastifyReply, page: RenderedPage, answer: PageAnswer) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    reply.headers(options.headers.perVisitor(answer.route?.family ?? null)[encoding]);
    return reply.code(answer.status).send(await encodedBody(page, encoding, "per-request"));
  }

  return {
    cacheSize: () => kept.size,

    unavailable,

    /** A route's page, inside the preview of the request's mount when it has one. */
    async sendRoute(req: FastifyRequest, reply: FastifyReply, route: PageRoute, load: PageLoad) {
      // The mount's own parameter is the prefix, not one of the page's.
      const { build_identifier: _mount, ...params } = (req.params ?? {}) as Record<string, string>;
      // The policy of the route that answers, as it declared it; a page sent by another route
      // (a refused form post, the domain lookup) is that visitor's own.
      const cacheable = req.routeOptions.config.cache === "shared" && !load.uncacheable;
      const answer: RoutePage = {
        route,
        prefix: mountPrefix(req),
        params,
        meta: route,
        View: pageView(route.page),
        data: load.data,
        status: load.status ?? 200,
      };
      const page = cacheable ? await kept.render(req, reply, answer, load) : (refusal(req, reply) ?? (await rendering.oneOff(answer, req)));
      if ("refused" in page) return reply.send(page.refused);
      if (cacheable && answer.status === 200) return sendShared(req, reply, page, load.readsCookies ?? []);
      return sendOwn(req, reply, page, answer);
    },

    async sendNotFound(req: FastifyRequest, reply: FastifyReply) {
      const answer = errorAnswer(req, 404, notFoundMeta, NotFoundPage);
      return sendOwn(req, reply, await rendering.oneOff(answer, req), answer);
    },

    /** A 4xx for a request we cannot use (undecodable URL, oversized or malformed body). */
    async sendClientError(req: FastifyRequest, reply: FastifyReply, status: number) {
      const answer = errorAnswer(req, status, badRequestMeta, BadRequestPage);
      return sendOwn(req, reply, await rendering.oneOff(answer, req), answer);
    },

    /** The error page: a 500 of ours, or a 502/503/504 for a service that failed us (server/features/members/membersProxy.ts). */
    async sendServerError(req: FastifyRequest, reply: FastifyReply, status: 500 | 502 | 503 | 504 = 500) {
      const answer = errorAnswer(req, status, serverErrorMeta, ServerErrorPage);
      let page: RenderedPage;
      try {
        page = await rendering.oneOff(answer, req);
      } catch (error) {
        req.log.error({ err: error }, "error page failed to render");
        page = renderedPage(FALLBACK_ERROR_HTML, { headers: options.headers, validator: false });
      }
      return sendOwn(req, reply, page, answer);
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
