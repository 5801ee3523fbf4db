import type { FastifyInstance } from "fastify";
import type { AssetManifest } from "../../../content/pageShapes.ts";
import { PREVIEW_BASE, canonicalUrl, indexableRoutes } from "../../../content/routes.ts";
import { brand } from "../../../content/site.ts";
import { WEB_MANIFEST_PATH } from "../../../views/seo/HeadTags.tsx";

export interface DiscoverySettings {
  /** PUBLIC_URL, without a trailing slash. */
  siteUrl: string;
  securityTxt: { contact: string; policy: string; days: number };
  /** When the server started: security.txt's Expires counts from it. */
  startedAt: Date;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** The sitemap protocol's document: every indexable page of the route table, canonically addressed. */
function sitemapXml(siteUrl: string, lastmod: string): string {
  const urls = indexableRoutes.flatMap((route) => {
    const loc = canonicalUrl(siteUrl, route);
    return loc ? [`  <url>\n    <loc>${xml(loc)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>\n`] : [];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}

/** RFC 9116: how to report a vulnerability, until when this is true, and where the file lives. */
function securityTxt({ siteUrl, securityTxt: fields, startedAt }: DiscoverySettings): string {
  const expires = new Date(startedAt.getTime() + fields.days * 24 * 3600 * 1000);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: ${fields.contact}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    `Policy: ${fields.policy}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** The web manifest: name, colours and the icons a phone puts on its home screen. */
function webManifest(assets: AssetManifest) {
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.description,
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    theme_color: brand.themeColor,
    background_color: "#ffffff",
    icons: [
      ...assets.appIcons.map((icon) => ({ src: icon.url, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: "any" })),
      ...(assets.files["favicon.svg"] ? [{ src: assets.files["favicon.svg"], sizes: "any", type: "image/svg+xml", purpose: "any" }] : []),
    ],
  };
}

/**
 * What crawlers and browsers fetch by convention: robots.txt (naming the sitemap), the XML
 * sitemap, security.txt and the web manifest. Each is the same for every request, so each is
 * made once, when the server starts.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, assets: AssetManifest, settings: DiscoverySettings): void {
  // Every JSON endpoint (the account API, the domain search proxy) lives under /api/.
  const robots = `User-agent: *\nDisallow: ${PREVIEW_BASE}/\nDisallow: /api/\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`;
  const sitemap = sitemapXml(settings.siteUrl, assets.builtAt.slice(0, 10));
  const security = securityTxt(settings);
  const manifest = JSON.stringify(webManifest(assets));

  app.get("/robots.txt", async (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
  app.get("/sitemap.xml", async (_req, reply) => reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap));
  app.get("/.well-known/security.txt", async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=86400").send(security),
  );
  app.get(WEB_MANIFEST_PATH, async (_req, reply) =>
    reply.type("application/manifest+json; charset=utf-8").header("cache-control", "public, max-age=3600").send(manifest),
  );
}
