import { escapeHtml } from "../pages/htmlDocument.ts";
import { themeSampleContent } from "./samplePages.ts";
import { themeStylesheet } from "./sampleStylesheet.ts";
import type { Theme } from "./themeCatalog.ts";

/**
 * The two pictures of a sample site: the desktop one (640 × 480, showing a 1280 × 960 window),
 * and the phone one the gallery shows on phones (a phone's 390 px wide screen at its own size,
 * the top 520 px of it, portrait like the phone), so a phone's card is legible.
 */
const SHOTS = {
  desktop: { width: 640, height: 480, pageWidth: 1280, pageHeight: 960 },
  phone: { width: 390, height: 520, pageWidth: 390, pageHeight: 520 },
} as const;
type ScreenshotShape = keyof typeof SHOTS;

const MIN_WIDTH_QUERY = /@media \(min-width: (\d+(?:\.\d+)?)(rem|px)\) \{/g;

/**
 * An SVG in <img> answers media queries with the size it is drawn at (the card's), not the
 * page width it lays the sample out at, so the wide layout's rules would never apply. The
 * thumbnail shows the page at one width: rules for widths up to it apply unconditionally,
 * rules for wider screens not at all.
 */
function atWidth(css: string, pageWidth: number): string {
  let out = "";
  let from = 0;
  for (const match of css.matchAll(MIN_WIDTH_QUERY)) {
    const start = match.index;
    if (start < from) continue;
    const bodyStart = start + match[0].length;
    let depth = 1;
    let end = bodyStart;
    while (end < css.length && depth > 0) {
      if (css[end] === "{") depth += 1;
      else if (css[end] === "}") depth -= 1;
      end += 1;
    }
    const width = Number(match[1]) * (match[2] === "rem" ? 16 : 1);
    out += css.slice(from, start) + (width <= pageWidth ? css.slice(bodyStart, end - 1) : "");
    from = end;
  }
  return out + css.slice(from);
}

/**
 * A gallery screenshot that is the sample site itself: the same page markup and the same
 * rules of sample.css, laid out by the browser in a <foreignObject> at desktop width and
 * scaled down to the card. An SVG shown in <img> loads nothing, so the stylesheet is inlined
 * and the page's pictures are CSS gradients; it runs no script. XHTML inside SVG is XML: the
 * page markup is already well-formed (escaped text, closed void elements) and the CSS sits in
 * CDATA.
 */
export function screenshotSvg(theme: Theme, shape: ScreenshotShape = "desktop"): string {
  const { width, height, pageWidth, pageHeight } = SHOTS[shape];
  const { bodyClass, body, footer } = themeSampleContent(theme);
  const css = atWidth(themeStylesheet(theme), pageWidth).replaceAll("]]>", "]]]]><![CDATA[>");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${pageWidth} ${pageHeight}" role="img" aria-labelledby="title">
<title id="title">${escapeHtml(theme.name)} theme</title>
<foreignObject x="0" y="0" width="${pageWidth}" height="${pageHeight}">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><style><![CDATA[
${css}]]></style></head><body class="${bodyClass}">${body.text}<footer class="site-footer"><p class="wrap">${escapeHtml(footer)}</p></footer></body></html>
</foreignObject>
</svg>
`;
}
