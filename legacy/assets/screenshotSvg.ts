import { escapeHtml } from "../pages/htmlDocument.ts";
import { LAYOUTS } from "./layouts/registry.ts";
import { themePalette } from "./palette.ts";
import type { Theme } from "./themeCatalog.ts";

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A gallery screenshot drawn from the theme itself (our own art, no image files): its layout's
 * silhouette in its palette and type, with its name and a few of its own words (prices, dates).
 * Every text is visitor-facing and escaped like any other.
 */
export function screenshotSvg(theme: Theme): string {
  const palette = themePalette(theme.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">
<title id="title">${escapeHtml(theme.name)} theme</title>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.soft}"/>
${LAYOUTS[theme.layout].thumbnail(palette, theme)}
</svg>
`;
}
