import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeDomainQuery, typedBeforeCleaning, searchedName, type DomainQuery } from "../../../content/domainName.ts";
import { message } from "../../../content/messages.ts";
import { servicePageContent } from "../../../content/pages/servicePages.ts";
import type { PageRoute } from "../../../content/routes.ts";
import { z } from "zod";
import type { PageLoaders } from "../../platform/render/pageLoaders.ts";
import type { CartPanel } from "../../shared/cartPanel.ts";
import type { CartPages } from "./cartPosts.ts";
import type { DomainApi, OverBudget } from "./domainApiClient.ts";
import type { DomainSearch, DomainSearchAnswer } from "./domainSearch.ts";
import { limitMessage, sendLimitHeaders, type LimitState } from "../../platform/security/rateLimits.ts";

type Notice = { tone: "error" | "success"; text: string };

/** A results page asked for: the usable name, what was typed for it, and why a change was just refused, if one was. */
interface ResultsAsked {
  query: Extract<DomainQuery, { ok: true }>;
  typed: string;
  notice?: Notice;
}

/** What a search read: the availability, or (null) none; `overBudget` when the client's budget of domain API calls stopped it. */
function readOf(searched: DomainSearchAnswer | OverBudget | null): { availability: DomainSearchAnswer | null; overBudget: LimitState | null } {
  const overBudget = searched && "overBudget" in searched ? searched.overBudget : null;
  return { availability: overBudget ? null : (searched as DomainSearchAnswer | null), overBudget };
}

/** Why a results page shows no results: past the client's budget, or the domain API could not be read. */
function unreadWhy(overBudget: LimitState | null): string {
  return overBudget ? limitMessage("limits.ERROR_RATE_LIMITED", overBudget) : message("domain.ERROR_API_DOWN");
}

/**
 * The catalog data pages show: sale extensions on home and /domains, availability and the
 * visitor's cart on the domain pages (the gallery's themes: server/features/gallery/galleryPages.ts).
 * Data that could not be read still gives a page, with a message instead of the data, and is
 * never cached.
 */
export function createCatalogPages({ domainApi, domainSearch, cartPanel }: { domainApi: DomainApi; domainSearch: DomainSearch; cartPanel: CartPanel }) {
  /** The cart panel of a page, with what became of a change that was just refused. */
  async function cartOf(req: FastifyRequest, reply: FastifyReply, notice?: Notice) {
    const { panel, status, shared } = await cartPanel.state(req, reply);
    return { cart: notice ? { ...panel, notice } : panel, status, shared: Boolean(shared) && !notice };
  }

  /** The search page: the visitor's cart, and a lookup that could not be made, if any. */
  const searchPage = async (req: FastifyRequest, reply: FastifyReply, search: { value: string; error: string } | null = null) => {
    const { cart, shared } = await cartOf(req, reply);
    return { data: { search, cart }, uncacheable: !shared || search !== null, readsCookies: cartPanel.cookies };
  };

  /** A results page: availability of a usable name and names like it, with the cart beside it. */
  async function resultsPage(req: FastifyRequest, reply: FastifyReply, { query, typed, notice }: ResultsAsked) {
    const [searched, { cart, status, shared }] = await Promise.all([domainSearch(query, req), cartOf(req, reply, notice)]);
    const { availability, overBudget } = readOf(searched);
    // Past the client's budget of domain API calls: a 429 page saying when to try again, and no call.
    if (overBudget) sendLimitHeaders(reply, overBudget);
    const results = availability?.results ?? null;
    // The lookup form names what was typed when characters had to go ("?typed=my bakery!!").
    const asTyped = typedBeforeCleaning(resultsQuery.parse(req.query ?? {}).typed, query);
    const domain = {
      query: typed.slice(0, 253),
      name: query.name,
      extension: query.extension,
      ...(asTyped ? { typed: asTyped } : {}),
      results,
      suggestions: availability?.suggestions,
      error: results ? undefined : unreadWhy(overBudget),
    };
    // The same for every visitor without a cart, until the availability is read again.
    return {
      data: { domain, cart },
      status: results ? status : overBudget ? 429 : 503,
      // A page naming what one visitor typed is theirs: the page cache's key has no `typed`.
      uncacheable: !shared || !availability || availability.partial === true || asTyped !== null,
      cacheVersion: `availability:${availability?.version ?? 0}`,
      readsCookies: cartPanel.cookies,
    };
  }

  /** The pages a refused cart change shows again (server/features/domains/cartPosts.ts). */
  const cartPages: CartPages = {
    results: (req, reply, query, notice) => resultsPage(req, reply, { query, typed: searchedName(query), notice }),
    // This visitor's cart and notice: never cached, or the next visitor would get both.
    cart: async (req, reply, notice) => ({ data: { cart: (await cartOf(req, reply, notice)).cart }, uncacheable: true }),
  };

  /** The sale list; a page showing the built-in list (the API could not be read) is not kept. */
  const saleData = async (req: FastifyRequest) => {
    const sale = await domainApi.saleExtensions(req);
    return { data: { saleExtensions: sale.items }, cacheVersion: `sale:${sale.version}`, uncacheable: sale.version === 0 };
  };

  const loaders = {
    home: saleData,
    // Only a service page whose hero is the domain search shows the sale prices (/domains).
    service: (req: FastifyRequest, _reply: FastifyReply, route: PageRoute) => (servicePageContent(route.name).searchHero ? saleData(req) : { data: {} }),
    domainSearch: (req: FastifyRequest, reply: FastifyReply) => searchPage(req, reply),
    domainSearchResults: async (req: FastifyRequest, reply: FastifyReply) => {
      const typed = resultsParams.parse(req.params).query;
      const query = normalizeDomainQuery(typed);
      if (query.ok) return resultsPage(req, reply, { query, typed });
      const error = message(query.reason === "empty" ? "domain.ERROR_EMPTY" : "domain.ERROR_INVALID");
      const { cart } = await cartOf(req, reply);
      return { data: { domain: { query: typed.slice(0, 253), error }, cart }, status: 422, uncacheable: true };
    },
    domainCart: async (req: FastifyRequest, reply: FastifyReply) => {
      const { cart, status, shared } = await cartOf(req, reply);
      return { data: { cart }, status, uncacheable: !shared, readsCookies: cartPanel.cookies };
    },
  } satisfies Pick<PageLoaders, "home" | "service" | "domainSearch" | "domainSearchResults" | "domainCart">;

  return { loaders, searchPage, cartPages };
}

/** The route's parameters and query, read with schemas instead of casts. */
const resultsParams = z.object({ query: z.string().default("") });
const resultsQuery = z.looseObject({ typed: z.unknown().optional() });
