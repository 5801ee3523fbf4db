/**
 * The yardstick for a page-cache miss: bare node:http that, for every request, renders the home
 * page with renderToString and gzips it (zlib's default level), nothing else. It renders the
 * site's own markup: the same components, page context and carried query as the site, with the
 * site's configuration (its PORT decides the canonical addresses) and the sale list the site
 * shows. Run as a child of bench/abuse.ts: argv[2] is the site's base URL (for that list and
 * its port); it prints its own port on stdout once listening.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { renderToString } from "react-dom/server";
import { routeByName } from "../content/routes.ts";
import type { DomainSaleItem } from "../content/domains.ts";
import { relativeToSite } from "../server/accounts/successAddress.ts";
import { loadConfig } from "../server/config.ts";
import { readAssetManifest } from "../server/render/assetManifest.ts";
import { pageContext } from "../server/render/pageContext.ts";
import { pageElement } from "../server/render/renderDocument.tsx";
import { pageView } from "../views/pages/pageViews.ts";

const gz = promisify(gzip);
const siteBase = process.argv[2];
if (!siteBase) throw new Error("usage: plainRenderServer.ts <site base URL>");

const config = loadConfig({ PORT: new URL(siteBase).port });
const assets = readAssetManifest();
const saleAnswer: unknown = await (await fetch(`${siteBase}/api/domains/sale-extensions`)).json();
if (!Array.isArray(saleAnswer)) throw new Error(`the site's sale list is not a list: ${JSON.stringify(saleAnswer).slice(0, 200)}`);
const saleExtensions = saleAnswer as DomainSaleItem[];
const home = routeByName("home");
const View = pageView(home.page);
const accounts = { captchaSiteKey: null, redirectHosts: config.allowedRedirectHosts, membersUrl: relativeToSite(config.membersUrl, config.publicUrl) };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://plain");
  const ctx = pageContext({
    route: home,
    prefix: "",
    query: Object.fromEntries(url.searchParams),
    assets,
    cookieBannerDelayMs: config.cookieBannerDelayMs,
    providerUrl: config.providerUrl,
    siteUrl: config.publicUrl,
    accounts,
    data: { saleExtensions },
  });
  const html = Buffer.from(`<!DOCTYPE html>${renderToString(pageElement(ctx, home, View))}`);
  const wantsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (!wantsGzip) {
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
