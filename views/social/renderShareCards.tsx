import { renderAsync } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import type { IllustrationName } from "../../content/marketing.ts";
import { homeContent } from "../../content/pages/home.ts";
import { servicePageContent, servicePageNames } from "../../content/pages/servicePages.ts";
import { pageRoutes, type PageKey, type PageRoute, type PageRouteName } from "../../content/routes.ts";
import { brand } from "../../content/site.ts";
import { Illustration } from "../blocks/Illustration.tsx";
import { BravewebMark } from "../layout/Logo.tsx";
import { SHARE_CARD_FONT_FAMILY, loadShareCardFonts, writeFontFiles } from "./shareCardFonts.ts";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, ShareCard, TOKEN_COLORS } from "./ShareCard.tsx";

/**
 * Build-time share card images: one 1200 × 630 PNG per page of the route table, from the
 * page's heading, description and illustration. satori lays the card out as SVG, resvg
 * rasterizes it. scripts/build.mjs bundles this module, writes the PNGs under hashed names
 * and lists them in the manifest (`shareCards`).
 */
export interface ShareCardImage {
  route: PageRouteName;
  png: Buffer;
}

/**
 * The drawing of pages that have no hero of their own (service pages use their hero's, home
 * the first of its cycling hero images). A route missing here still gets a card, with
 * FALLBACK_ART.
 */
const PAGE_ART: Partial<Record<PageRouteName, IllustrationName>> = {
  login: "passwordprotect-prompt",
  register: "home-make-it-yours",
  lostpassword: "passwordprotect-auth",
  "security-update": "sslcertificates-encryption",
  about: "home-audience",
  sitemap: "sitebuilder-blocks",
  templates: "sitebuilder-themes",
  "siteblocks-templates": "sitebuilder-themes",
  "template-preview": "home-hero-phone",
  terms: "sslcertificates-trust",
  "terms-affiliate": "onlinestore-payments",
  "terms-domains": "domains-transfer",
  "terms-template-gallery": "sitebuilder-themes",
  "terms-privacy-policy": "countersitestats-privacy",
  "privacy-policy": "countersitestats-privacy",
  "domains-search": "domains-search",
  "domains-search-results": "domains-search",
  "domains-cart": "domains-bundle",
};
const FALLBACK_ART: IllustrationName = "home-hero-editor";

function artOf(route: PageRoute<PageRouteName>): IllustrationName {
  if (route.name === "home") return homeContent.heroImages[0]?.name ?? FALLBACK_ART;
  if (servicePageNames.includes(route.name)) return servicePageContent(route.name).heroAsset;
  return PAGE_ART[route.name] ?? FALLBACK_ART;
}

/**
 * The line above the heading: the page's menu label, or a word for the kind of page where the
 * label would only say the heading again (legal pages, the sitemap, the template gallery) or
 * say nothing (home).
 */
const KICKERS: Partial<Record<PageKey, string>> = {
  home: "Website builder · Hosting · Domains",
  terms: "Legal",
  privacyPolicy: "Legal",
  sitemap: "All pages",
  templates: "Website templates",
  templatePreview: "Website templates",
};

function kickerOf(route: PageRoute): string {
  return KICKERS[route.page] ?? route.label;
}

const CSS_VARIABLE = /var\((--[a-z0-9-]+)\)/g;

/** One of our SVG components, ready for the card: as a data: URL for satori, and in parts for inlining. */
interface SvgArt {
  url: string;
  viewBox: string;
  /** What the root <svg> holds. */
  body: string;
}

/**
 * React writes neither the SVG namespace nor plain colors (the drawings paint with the site's
 * custom properties, and their labels inherit the page's font), so the root is written anew
 * with them and the colors are filled in.
 */
function svgArt(element: ReactElement): SvgArt {
  const markup = renderToStaticMarkup(element).replace(CSS_VARIABLE, (match, name: string) => TOKEN_COLORS[name as keyof typeof TOKEN_COLORS] ?? match);
  const unknown = /var\(--[a-z0-9-]+\)/.exec(markup);
  if (unknown) throw new Error(`An SVG of the share cards uses a color missing from TOKEN_COLORS: ${unknown[0]}`);
  const root = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  const viewBox = root && /\sviewBox="([^"]+)"/.exec(root[1] ?? "")?.[1];
  if (!root || !viewBox) throw new Error("A share card drawing must be one <svg> with a viewBox");
  const body = root[2] ?? "";
  const standalone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" font-family="${SHARE_CARD_FONT_FAMILY}">${body}</svg>`;
  return { url: `data:image/svg+xml;base64,${Buffer.from(standalone).toString("base64")}`, viewBox, body };
}

/**
 * resvg-js (2.6) draws an SVG held by an <image> without the fonts it was given, so the
 * drawings' labels ("Your cart", "Pay $68", dates) would vanish. Each <image> satori wrote
 * for one of our drawings is therefore replaced by the drawing itself, nested in place at the
 * same box (satori's clip and mask around it are full-box, so nothing is lost).
 */
function inlineSvgImages(svg: string, arts: ReadonlyMap<string, SvgArt>): string {
  // Read by scanning, not by a pattern: `<image ([^>]*?)\/>` retried every later ">" from each
  // "<image " (quadratic, docs/security.md, "Linear input").
  let out = "";
  let copiedTo = 0;
  for (let start = svg.indexOf("<image "); start !== -1; start = svg.indexOf("<image ", copiedTo)) {
    const close = svg.indexOf(">", start);
    if (close === -1) break;
    out += svg.slice(copiedTo, start);
    copiedTo = close + 1;
    const attributes = attributesOf(svg.slice(start + "<image ".length, close));
    const art = svg[close - 1] === "/" ? arts.get(attributes.get("href") ?? "") : undefined;
    if (!art) {
      out += svg.slice(start, copiedTo);
      continue;
    }
    const box = ["x", "y", "width", "height"].map((name) => `${name}="${attributes.get(name) ?? 0}"`).join(" ");
    out += `<svg ${box} viewBox="${art.viewBox}" font-family="${SHARE_CARD_FONT_FAMILY}">${art.body}</svg>`;
  }
  return out + svg.slice(copiedTo);
}

/** The attributes of a tag as satori writes them (` name="value"`, values without a quote inside). */
function attributesOf(inside: string): Map<string, string> {
  const parts = inside.split('"');
  const attributes = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length; i += 2) attributes.set(parts[i]!.trim().replace(/=$/, ""), parts[i + 1]!);
  return attributes;
}

export async function renderShareCards(): Promise<ShareCardImage[]> {
  const fonts = await loadShareCardFonts();
  const satoriFonts = fonts.map((font) => ({ name: SHARE_CARD_FONT_FAMILY, data: font.ttf, weight: font.weight, style: "normal" as const }));
  // Each drawing is rendered once, however many cards show it; arts finds it again by its URL.
  const arts = new Map<string, SvgArt>();
  const drawn = new Map<IllustrationName, string>();
  const add = (art: SvgArt) => (arts.set(art.url, art), art.url);
  const mark = add(svgArt(<BravewebMark />));
  const illustration = (name: IllustrationName) => {
    const url = drawn.get(name) ?? add(svgArt(<Illustration name={name} alt="" />));
    drawn.set(name, url);
    return url;
  };

  const fontFiles = writeFontFiles(fonts);
  try {
    const resvgOptions = {
      // The card's own text is already paths (satori); these fonts draw the labels inside the
      // embedded drawings. System fonts stay out: slower to load, and not the same everywhere.
      font: { loadSystemFonts: false, fontFiles: fontFiles.paths, defaultFontFamily: SHARE_CARD_FONT_FAMILY },
      fitTo: { mode: "width" as const, value: SHARE_CARD_WIDTH },
    };
    // satori's layout runs on this thread; resvg's renderAsync runs on libuv's pool, so the
    // rasterizing of one card overlaps the layout of the next.
    return await Promise.all(
      pageRoutes.map(async (route) => {
        const svg = await satori(
          <ShareCard
            siteName={brand.name}
            kicker={kickerOf(route)}
            heading={route.heading}
            description={route.description}
            illustration={illustration(artOf(route))}
            mark={mark}
          />,
          { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: satoriFonts },
        );
        const image = await renderAsync(inlineSvgImages(svg, arts), resvgOptions);
        return { route: route.name, png: image.asPng() };
      }),
    );
  } finally {
    fontFiles.remove();
  }
}
