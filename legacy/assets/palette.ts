/**
 * Each theme's colours, derived from its id so that no two neighbours look alike: the hue
 * steps by the golden angle. Screenshots and the sample stylesheet both read them from here,
 * so a theme's screenshot looks like its sample site.
 */
export interface Palette {
  /** Header and footer background, under white text. */
  deep: string;
  /** Hero background and buttons, under white text. */
  accent: string;
  /** Page background, under dark text. */
  soft: string;
  /** Card image placeholders and other decoration, never under text. */
  tint: string;
}

const GOLDEN_ANGLE = 137.508;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The lightest shade of a hue that still carries white text at 4.5:1: yellows and greens are
 * bright at any lightness and must be darker than blues to stay readable.
 */
function readableUnderWhite(hue: number, saturation: number): [number, number, number] {
  for (let lightness = 0.46; lightness > 0.05; lightness -= 0.01) {
    const rgb = hslToRgb(hue, saturation, lightness);
    if (1.05 / (luminance(rgb) + 0.05) >= 4.5) return rgb;
  }
  return [0, 0, 0];
}

function paletteForHue(hue: number): Palette {
  return {
    deep: hex(hslToRgb(hue, 0.45, 0.16)),
    accent: hex(readableUnderWhite(hue, 0.62)),
    soft: hex(hslToRgb(hue, 0.5, 0.96)),
    tint: hex(hslToRgb(hue, 0.55, 0.8)),
  };
}

function themeHue(id: number): number {
  return (id * GOLDEN_ANGLE) % 360;
}

export function themePalette(id: number): Palette {
  return paletteForHue(themeHue(id));
}

/** The default sample site: a calm blue, matching no theme in particular. */
export const DEFAULT_PALETTE: Palette = paletteForHue(212);
