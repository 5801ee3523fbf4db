import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import { isPreviewViewport } from "../../content/themes.ts";
import { z } from "zod";
import type { PageLoaders } from "./pageLoaders.ts";
import type { DomainApi } from "../upstream/domainApi.ts";
import type { ThemesCatalog } from "../upstream/themesCatalog.ts";

/** The visitor's cart (SPEC §2: a random hash per visitor, kept in a cookie). */
const CART_COOKIE = "bw_cart";

/**
 * The catalog data pages show: sale extensions on home, themes in the gallery and its
 * previews, availability on the results page. Data that could not be read still gives a page,
 * with a message instead of the data, and is never cached.
 */
export function createCatalogPages({
  themes: themesCatalog,
  domainApi,
  secureCookies,
}: {
  themes: ThemesCatalog;
  domainApi: DomainApi;
  secureCookies: boolean;
}) {
  function cartHash(req: FastifyRequest, reply: FastifyReply): string {
    const existing = req.cookies[CART_COOKIE];
    if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing;
    const hash = randomBytes(16).toString("hex");
    reply.setCookie(CART_COOKIE, hash, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies, maxAge: 30 * 24 * 3600 });
    return hash;
  }

  /** The search page: the visitor's cart, and a lookup that could not be made, if any. */
  const searchPage = (req: FastifyRequest, reply: FastifyReply, search: { value: string; error: string } | null = null) => ({
    data: { cartHash: cartHash(req, reply), search },
  });

  const loaders = {
    home: async (req: FastifyRequest) => {
      const sale = await domainApi.saleExtensions(req.log);
      return { data: { saleExtensions: sale.items }, cacheVersion: `sale:${sale.version}`, uncacheable: sale.version === 0 };
    },
    templates: async (req: FastifyRequest) => {
      const themes = await themesCatalog.themes(req.log);
      return themes.ok ? { data: { themes }, cacheVersion: `themes:${themes.version}` } : { data: { themes }, uncacheable: true };
    },
    templatePreview: async (req: FastifyRequest) => {
      const themes = await themesCatalog.themes(req.log);
      const viewport = previewQuery.parse(req.query).viewport;
      if (!themes.ok) return { data: { theme: null, viewport }, uncacheable: true, status: 503 };
      const id = previewParams.safeParse(req.params);
      const theme = id.success ? themes.themes.find((t) => t.id === id.data.id) : undefined;
      if (!theme) return { notFound: true as const };
      return { data: { theme, viewport }, cacheVersion: `themes:${themes.version}:${viewport}` };
    },
    domainSearch: (req: FastifyRequest, reply: FastifyReply) => searchPage(req, reply),
    domainSearchResults: async (req: FastifyRequest, reply: FastifyReply) => {
      const typed = resultsParams.parse(req.params).query;
      const hash = cartHash(req, reply);
      const query = normalizeDomainQuery(typed);
      if (!query.ok) {
        const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
        return { data: { domain: { query: typed.slice(0, 253), error, cartHash: hash } }, status: 422 };
      }
      const results = await domainApi.availability(query.name, req.log);
      return {
        data: { domain: { query: typed, name: query.name, results, cartHash: hash, error: results ? undefined : message("domain.ERROR_API_DOWN") } },
        status: results ? 200 : 503,
      };
    },
  } satisfies Pick<PageLoaders, "home" | "templates" | "templatePreview" | "domainSearch" | "domainSearchResults">;

  return { loaders, searchPage };
}

/** The route's parameters and query, read with schemas instead of casts. */
const previewParams = z.object({ id: z.coerce.number().int().positive() });
const previewQuery = z
  .object({ viewport: z.unknown().optional() })
  .transform(({ viewport }) => ({ viewport: isPreviewViewport(viewport) ? viewport : ("desktop" as const) }));
const resultsParams = z.object({ query: z.string().default("") });
