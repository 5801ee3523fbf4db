import { canonicalUrl } from "../../content/routes.ts";
import { brand } from "../../content/site.ts";
import { serializeIslandProps } from "../islands/serializeIslandProps.ts";
import { usePage } from "../pageContext.ts";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "../social/ShareCard.tsx";
import { structuredDataFor } from "./structuredData.ts";

/** The web manifest's address (server/features/pages/discovery.ts answers it). */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * What search engines and link previews read in a page's head: the canonical address, whether
 * to index it, the Open Graph and Twitter card with the page's own share image, and its
 * schema.org data. Pages outside the route table (404, errors) and previews are never indexed.
 */
export function HeadTags({ meta }: { meta: { title: string; description: string } }) {
  const { route, params, prefix, siteUrl, assets } = usePage();
  const robots = prefix ? "noindex, nofollow" : route && !route.noindex ? null : "noindex";
  if (!route) return <meta name="robots" content={robots ?? "noindex"} />;
  const icon = assets.appIcons.at(-1);
  const largestIcon = icon ? `${siteUrl}${icon.url}` : undefined;
  const appleIcon = assets.appIcons.find((i) => i.size === 192) ?? icon;
  const url = canonicalUrl(siteUrl, route, params);
  const card = assets.shareCards[route.name];
  const image = card ? `${siteUrl}${card}` : undefined;
  const imageAlt = `${route.heading}: ${brand.name}`;
  return (
    <>
      {url ? <link rel="canonical" href={url} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      {appleIcon ? <link rel="apple-touch-icon" href={appleIcon.url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SHARE_CARD_WIDTH)} />
          <meta property="og:image:height" content={String(SHARE_CARD_HEIGHT)} />
          <meta property="og:image:alt" content={imageAlt} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {image ? (
        <>
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={imageAlt} />
        </>
      ) : null}
      {structuredDataFor(route, params, { siteUrl, logoUrl: largestIcon, imageUrl: image }).map((data, index) => (
        // JSON, not script: the CSP's script-src does not apply, and escaping "<" keeps a
        // "</script>" in any text from closing the element (as for island props).
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(data) }} />
      ))}
    </>
  );
}
