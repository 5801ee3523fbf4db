import type { ReactNode } from "react";
import { brand } from "../../content/site.ts";
import { usePage } from "../pageContext.ts";
import { HeadTags } from "../seo/HeadTags.tsx";

export interface DocumentMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

/**
 * The whole HTML document. React 19 only places <title> and <meta> into <head> when it
 * renders <html> itself, so the page is rendered from here down.
 */
export function Document({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { assets } = usePage();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="keywords" content={meta.keywords.join(", ")} />
        <HeadTags meta={meta} />
        <meta name="theme-color" content={brand.themeColor} />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href={assets.files["favicon.svg"]} type="image/svg+xml" />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={assets.styles} />
        <script type="module" src={assets.loader} />
      </head>
      <body>{children}</body>
    </html>
  );
}
