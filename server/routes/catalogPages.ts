import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { message } from "../../content/messages.ts";
import type { PageRoute } from "../../content/routes.ts";
import { isPreviewViewport } from "../../content/themes.ts";
import type { PageExtras } from "../render/pageRenderer.ts";
import type { DomainApi } from "../upstream/domainApi.ts";
import type { ThemesCatalog } from "../upstream/themesCatalog.ts";

/** The visitor's cart (SPEC §2: a random hash per visitor, kept in a cookie). */
const CART_COOKIE = "bw_cart";

/**
 * The catalog data pages show: sale extensions on home, themes in the gallery and its
 * previews, availability on the results page. Data that could not be read still gives a page,
 * with a message instead of the data, and is never cached.
 */
export function createCatalogPages({ themes, domainApi, secureCookies }: { themes: ThemesCatalog; domainApi: DomainApi; secureCookies: boolean }) {
  function cartHash(req: FastifyRequest, reply: FastifyReply): string {
    const existing = req.cookies[CART_COOKIE];
    if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing;
    const hash = randomBytes(16).toString("hex");
    reply.setCookie(CART_COOKIE, hash, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies, maxAge: 30 * 24 * 3600 });
    return hash;
  }

  return async function extrasFor(route: PageRoute, req: FastifyRequest, reply: FastifyReply): Promise<PageExtras> {
    switch (route.page) {
      case "home": {
        const sale = await domainApi.saleExtensions(req.log);
        return { data: { saleExtensions: sale.items }, cacheVersion: `sale:${sale.version}`, uncacheable: sale.version === 0 };
      }
      case "templates": {
        const result = await themes.themes(req.log);
        return result.ok ? { data: { themes: result }, cacheVersion: `themes:${result.version}` } : { data: { themes: result }, uncacheable: true };
      }
      case "templatePreview": {
        const result = await themes.themes(req.log);
        if (!result.ok) return { data: { themes: result }, uncacheable: true, status: 503 };
        const id = Number((req.params as { id?: string }).id);
        const theme = result.themes.find((t) => t.id === id);
        if (!theme) return { notFound: true };
        const asked = (req.query as Record<string, unknown>).viewport;
        return { data: { theme, viewport: isPreviewViewport(asked) ? asked : "desktop" }, cacheVersion: `themes:${result.version}:${String(asked)}` };
      }
      case "domainSearch":
        return { data: { cartHash: cartHash(req, reply) } };
      case "domainSearchResults": {
        const typed = String((req.params as { query?: string }).query ?? "");
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
      }
      default:
        return {};
    }
  };
}
