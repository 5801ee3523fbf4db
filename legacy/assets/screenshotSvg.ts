import { escapeHtml } from "../pages/htmlDocument.ts";
import type { Theme } from "./themeCatalog.ts";
import { themeLayout, themePalette } from "./palette.ts";

const WIDTH = 640;
const HEIGHT = 480;
const MARGIN = 40;

/** Placeholder text lines: what a screenshot at gallery size shows of body copy anyway. */
function line(x: number, y: number, width: number, fill: string, opacity = 1): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="8" rx="4" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

/** Where a block of `width` starts when aligned like the hero. */
function alignedX(align: "left" | "center" | "right", width: number): number {
  if (align === "left") return MARGIN;
  if (align === "right") return WIDTH - MARGIN - width;
  return (WIDTH - width) / 2;
}

/**
 * A gallery screenshot drawn from the theme itself (our own art, no image files): header bar
 * with menu, hero with the theme's name, a row of content cards and a footer, in the theme's
 * palette and layout. The name is visitor-facing text and is escaped like any other.
 */
export function screenshotSvg(theme: Theme): string {
  const palette = themePalette(theme.id);
  const layout = themeLayout(theme.id);
  const name = escapeHtml(theme.name);

  const nav = Array.from({ length: layout.navItems }, (_, i) => {
    const x = WIDTH - MARGIN + 16 - (layout.navItems - i) * 64;
    return `<rect x="${x}" y="24" width="48" height="10" rx="5" fill="#ffffff" fill-opacity="0.6"/>`;
  }).join("");

  // Long names get a smaller title so that they stay inside the hero.
  const titleSize = Math.min(40, Math.floor((WIDTH - 2 * MARGIN) / (theme.name.length * 0.62)));
  const anchor = { left: "start", center: "middle", right: "end" }[layout.heroAlign];
  const titleX = { left: MARGIN, center: WIDTH / 2, right: WIDTH - MARGIN }[layout.heroAlign];
  const hero = [
    `<rect x="0" y="56" width="${WIDTH}" height="200" fill="${palette.accent}"/>`,
    `<text x="${titleX}" y="132" text-anchor="${anchor}" font-family="Helvetica, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${name}</text>`,
    line(alignedX(layout.heroAlign, 320), 160, 320, "#ffffff", 0.75),
    line(alignedX(layout.heroAlign, 240), 178, 240, "#ffffff", 0.75),
    `<rect x="${alignedX(layout.heroAlign, 128)}" y="204" width="128" height="32" rx="16" fill="#ffffff"/>`,
  ].join("");

  const gap = 20;
  const cardWidth = (WIDTH - 2 * MARGIN - gap * (layout.columns - 1)) / layout.columns;
  const cards = Array.from({ length: layout.columns }, (_, i) => {
    const x = MARGIN + i * (cardWidth + gap);
    return [
      `<rect x="${x}" y="280" width="${cardWidth}" height="148" rx="8" fill="#ffffff"/>`,
      `<rect x="${x}" y="280" width="${cardWidth}" height="64" rx="8" fill="${palette.tint}"/>`,
      line(x + 14, 362, cardWidth * 0.6, palette.deep),
      line(x + 14, 382, cardWidth - 28, "#b8bcc6"),
      line(x + 14, 398, cardWidth * 0.7, "#b8bcc6"),
    ].join("");
  }).join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">
<title id="title">${name} theme</title>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.soft}"/>
<rect width="${WIDTH}" height="56" fill="${palette.deep}"/>
<text x="${MARGIN}" y="34" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff">${name}</text>
${nav}
${hero}
${cards}
<rect y="448" width="${WIDTH}" height="32" fill="${palette.deep}"/>
</svg>
`;
}
