/**
 * The yardstick for a page-cache miss: bare node:http that, for every request, renders one of
 * the measured pages (bench/pageKinds.ts) with renderToString and gzips it (zlib's default
 * level), nothing else. It renders the site's own markup: the same components, page context
 * and carried template_id as the site, with the site's configuration (its PORT decides the
 * canonical addresses) and the data the site shows a visitor without a cart, read from the site
 * once before it listens (the sale list, the domain search, the theme list through the site's
 * asset host proxy). The benches check that it answers the very bytes the site answers before
 * they compare. Run as a child of bench/throughput.ts and bench/abuse.ts: argv[2] is the site's
 * base URL; it prints its own port on stdout once listening.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { renderToString } from "react-dom/server";
import { routeByName } from "../content/routes.ts";
import type { DomainSaleItem } from "../content/domainSale.ts";
import { galleryFilter } from "../content/themes.ts";
import { relativeToSite } from "../content/redirectRule.ts";
import { loadConfig } from "../server/platform/config/config.ts";
import { ASSET_HOST_PREFIX } from "../server/platform/config/paths.ts";
import { readAssetManifest } from "../server/platform/render/assetManifest.ts";
import { pageContext } from "../server/platform/render/requestPageContext.ts";
import { pageElement } from "../server/platform/render/renderDocument.tsx";
import { cartView } from "../server/shared/domainCarts.ts";
import { createThemesCatalog } from "../server/features/gallery/themesCatalog.ts";
import { freshForm } from "../views/forms/formState.ts";
import { pageView } from "../views/pages/pageViews.ts";
import { PAGE_KINDS, PREVIEW_THEME_ID, type PageKind } from "./pageKinds.ts";

const gz = promisify(gzip);
const siteBase = process.argv[2];
if (!siteBase) throw new Error("usage: plainRenderServer.ts <site base URL>");

const config = loadConfig({ PORT: new URL(siteBase).port });
const assets = readAssetManifest();
const accounts = { captchaSiteKey: null, redirectHosts: config.allowedRedirectHosts, membersUrl: relativeToSite(config.membersUrl, config.publicUrl) };

async function siteJson(path: string): Promise<unknown> {
  const res = await fetch(`${siteBase}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** What the site's loaders give each page for a visitor without a cart (the page loaders of server/features/). */
async function pageData(): Promise<Partial<Record<PageKind["route"], (query: Record<string, string>) => unknown>>> {
  const saleExtensions = (await siteJson("/api/domains/sale-extensions")) as DomainSaleItem[];
  if (!Array.isArray(saleExtensions)) throw new Error("the site's sale list is not a list");
  const search = (await siteJson("/api/domains/search?query=mybakery")) as { name: string; extension?: string; results: unknown; suggestions: unknown };
  const silent = { log: { error() {}, warn() {}, info() {}, debug() {} }, id: "plain" } as unknown as Parameters<
    ReturnType<typeof createThemesCatalog>["themes"]
  >[0];
  const catalog = createThemesCatalog({
    fetchBase: `${siteBase}${ASSET_HOST_PREFIX}`,
    publicBase: ASSET_HOST_PREFIX,
    publicUrl: config.publicUrl,
    timeoutMs: 5_000,
  });
  const themes = await catalog.themes(silent);
  if (!themes.ok) throw new Error("the site's theme list could not be read");
  const theme = themes.themes.find((t) => String(t.id) === PREVIEW_THEME_ID);
  const emptyCart = { cart: cartView(null, []), csrfToken: "" };
  return {
    home: () => ({ saleExtensions }),
    webhosting: () => ({}),
    login: () => ({ form: freshForm(""), checkoutCart: null }),
    "domains-search-results": () => ({
      domain: { query: "mybakery", name: search.name, extension: search.extension, results: search.results, suggestions: search.suggestions, error: undefined },
      cart: emptyCart,
    }),
    templates: (query) => ({ themes, filter: galleryFilter(query, themes.themes) }),
    "template-preview": () => ({ theme, viewport: null }),
  };
}

const data = await pageData();
const kinds = PAGE_KINDS.map((kind) => {
  const load = data[kind.route];
  if (!load) throw new Error(`no data for the ${kind.kind} (${kind.route})`);
  return { ...kind, route: routeByName(kind.route), load };
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://plain");
  const kind = kinds.find((k) => k.path === url.pathname);
  if (!kind) return void res.writeHead(404).end();
  const query = Object.fromEntries(url.searchParams);
  const templateId = query.template_id;
  const ctx = pageContext({
    route: kind.route,
    prefix: "",
    params: kind.params ?? {},
    query,
    carried: templateId ? { template_id: templateId } : {},
    assets,
    cookieBannerDelayMs: config.cookieBannerDelayMs,
    providerUrl: config.providerUrl,
    siteUrl: config.publicUrl,
    accounts,
    data: kind.load(query),
  });
  const html = Buffer.from(`<!DOCTYPE html>${renderToString(pageElement(ctx, kind.route, pageView(kind.route.page)))}`);
  if (!/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length }).end(html);
    return;
  }
  gz(html).then(
    (body) => res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length }).end(body),
    () => res.writeHead(500).end(),
  );
});
server.keepAliveTimeout = 10_000;
server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
// Exit normally when stopped, so a --cpu-prof run writes its profile.
process.once("SIGTERM", () => process.exit(0));
