import type { FastifyInstance, FastifyReply } from "fastify";
import type { LegacyContext } from "../legacyContext.ts";
import { defaultSamplePage, sampleNotFoundPage, themeSamplePage } from "../assets/samplePages.ts";
import { sampleStylesheet } from "../assets/sampleStylesheet.ts";
import { screenshotSvg } from "../assets/screenshotSvg.ts";
import { findTheme, themeList } from "../assets/themeCatalog.ts";

/** Where this app serves the provider's static asset host; the main site proxies this path. */
export const ASSET_HOST_PATH = "/asset-host";

/** The gallery list may change with a deploy; five minutes keeps it fresh enough. */
const THEME_LIST_CACHE = "public, max-age=300";
/** Screenshots are drawn from the id and change only with the code: a week in any cache. */
const SCREENSHOT_CACHE = "public, max-age=604800";
const SAMPLE_PAGE_CACHE = "public, max-age=300";
const STYLESHEET_CACHE = "public, max-age=3600";

/**
 * Sample pages are shown in the gallery's preview frame, so unlike the members pages they send
 * no X-Frame-Options and no frame-ancestors: the main site frames them from its own origin
 * through its proxy. They hold nothing personal and no form, so being framed risks nothing.
 */
function sendSamplePage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", status === 200 ? SAMPLE_PAGE_CACHE : "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'")
    .send(page);
}

/** GET routes of the local asset host: themes.json, screenshots and sample sites. */
export function registerAssetHost(app: FastifyInstance, ctx: LegacyContext): void {
  // Made once: the list depends on nothing but assetsUrl.
  const themesJson = JSON.stringify(themeList(ctx.assetsUrl));
  const stylesheet = sampleStylesheet();

  app.get(`${ASSET_HOST_PATH}/themes.json`, async (_req, reply) =>
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", THEME_LIST_CACHE)
      .header("x-content-type-options", "nosniff")
      .send(themesJson),
  );

  app.get<{ Params: { file: string } }>(`${ASSET_HOST_PATH}/screenshots/:file`, async (req, reply) => {
    // {id}.svg the desktop picture, {id}-phone.svg the phone one.
    const match = /^(\d+)(-phone)?\.svg$/.exec(req.params.file);
    const theme = match ? findTheme(match[1]!) : undefined;
    if (!theme) return reply.code(404).header("content-type", "text/plain; charset=utf-8").send("No screenshot for this theme.");
    return (
      reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", SCREENSHOT_CACHE)
        .header("x-content-type-options", "nosniff")
        // Opened on its own, an SVG is a document: it may run nothing and load nothing.
        .header("content-security-policy", "default-src 'none'")
        .send(screenshotSvg(theme, match?.[2] ? "phone" : "desktop"))
    );
  });

  app.get(`${ASSET_HOST_PATH}/sample.css`, async (_req, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", STYLESHEET_CACHE)
      .header("x-content-type-options", "nosniff")
      .send(stylesheet),
  );

  app.get(`${ASSET_HOST_PATH}/sample`, async (_req, reply) => sendSamplePage(reply, 200, defaultSamplePage()));

  app.get<{ Params: { id: string } }>(`${ASSET_HOST_PATH}/sample/:id`, async (req, reply) => {
    const theme = findTheme(req.params.id);
    return theme ? sendSamplePage(reply, 200, themeSamplePage(theme)) : sendSamplePage(reply, 404, sampleNotFoundPage());
  });
}
