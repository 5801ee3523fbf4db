import type { CSSProperties } from "react";

/**
 * The share card (Open Graph / Twitter image) of a page, laid out for satori: 1200 × 630,
 * flexbox only, inline styles, no CSS variables and no inline <svg> (satori supports neither
 * well), so the drawings arrive as data: URLs rendered beforehand (renderShareCards.tsx, which
 * also nests them back into the SVG before resvg draws it).
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/**
 * The design tokens of client/styles/base.css that the drawings and the card use, as plain
 * colors: satori and resvg do not know the page's custom properties. Copied rather than read
 * from the stylesheet so the card code needs no file of client/ at run time;
 * tests/unit/shareCards.test.ts holds them to base.css.
 */
export const TOKEN_COLORS = {
  "--color-brand": "#0b5cad",
  "--color-brand-strong": "#084785",
  "--color-brand-soft": "#e7f0fb",
  "--color-accent": "#c2410c",
  "--color-siteblocks": "#6a3fd4",
  "--color-siteblocks-2": "#13a89e",
  "--color-text": "#17212b",
  "--color-muted": "#4f5b68",
  "--color-border": "#dde3ea",
} as const;

const C = {
  brand: TOKEN_COLORS["--color-brand"],
  brandStrong: TOKEN_COLORS["--color-brand-strong"],
  accent: TOKEN_COLORS["--color-accent"],
  violet: TOKEN_COLORS["--color-siteblocks"],
  teal: TOKEN_COLORS["--color-siteblocks-2"],
  ink: TOKEN_COLORS["--color-text"],
  muted: TOKEN_COLORS["--color-muted"],
  border: TOKEN_COLORS["--color-border"],
  paper: "#ffffff",
};

export interface ShareCardProps {
  siteName: string;
  /** A few words above the heading that say what kind of page it is. */
  kicker: string;
  heading: string;
  description: string;
  /** The page's illustration, a 480 × 360 SVG as a data: URL. */
  illustration: string;
  /** The brand mark, a square SVG as a data: URL. */
  mark: string;
}

/** The text column is fixed, so the heading's size is picked by its length to stay within 3 lines. */
function headingSize(heading: string): number {
  if (heading.length <= 16) return 72;
  if (heading.length <= 28) return 62;
  if (heading.length <= 40) return 56;
  return 50;
}

const ART_WIDTH = 456;
const ART_HEIGHT = (ART_WIDTH * 360) / 480;
/** The drawing straddles the panel's edge, which ties the two halves together. */
const ART_LEFT = 696;
const ART_TOP = (SHARE_CARD_HEIGHT - ART_HEIGHT) / 2;
const PANEL_LEFT = 808;
const FRAME = 12;
const FRAME_RADIUS = 38;
const SHADOW_LAYERS = [1, 4, 8, 13, 19, 26];
/** The words keep clear of the drawing by a gutter. */
const TEXT_LEFT = 72;
const TEXT_MARGIN = 60;
const TEXT_WIDTH = ART_LEFT - TEXT_LEFT - 44;

/** At most this many lines, the last one cut with an ellipsis (satori wants display: block for it). */
function clamp(lines: number): CSSProperties {
  return { display: "block", lineClamp: lines };
}

/** A soft circle of the panel's backdrop (absolutely placed; satori has no pseudo-elements). */
function Dot({ size, left, top, color, opacity = 1 }: { size: number; left: number; top: number; color: string; opacity?: number }) {
  return <div style={{ position: "absolute", left, top, width: size, height: size, borderRadius: size, backgroundColor: color, opacity }} />;
}

export function ShareCard({ siteName, kicker, heading, description, illustration, mark }: ShareCardProps) {
  return (
    <div
      style={{
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        display: "flex",
        position: "relative",
        backgroundColor: C.paper,
        fontFamily: "Inter",
        color: C.ink,
      }}
    >
      <BrandPanel />
      {/*
        A soft shadow drawn as a few stacked translucent plates: a CSS box-shadow becomes an SVG
        blur filter that costs resvg ~300 ms per card, seconds per build.
      */}
      {SHADOW_LAYERS.map((spread) => (
        <ShadowPlate key={spread} spread={spread} />
      ))}
      <ArtFrame />
      <img src={illustration} width={ART_WIDTH} height={ART_HEIGHT} alt="" style={{ position: "absolute", left: ART_LEFT, top: ART_TOP }} />
      <CardWords siteName={siteName} kicker={kicker} heading={heading} description={description} mark={mark} />
    </div>
  );
}

/** The brand panel on the right, with the page's drawing floating on it. */
function BrandPanel() {
  return (
    <div
      style={{
        position: "absolute",
        left: PANEL_LEFT,
        top: 0,
        width: SHARE_CARD_WIDTH - PANEL_LEFT,
        height: SHARE_CARD_HEIGHT,
        display: "flex",
        backgroundColor: C.brand,
        overflow: "hidden",
      }}
    >
      <Dot size={420} left={250} top={-170} color={C.brandStrong} />
      <Dot size={260} left={-120} top={450} color={C.brandStrong} />
      <Dot size={22} left={420} top={560} color={C.accent} />
      <Dot size={14} left={60} top={64} color={C.teal} />
    </div>
  );
}

/** One plate of the drawing's shadow, `spread` pixels wider than the frame all round and dropped a little. */
function ShadowPlate({ spread }: { spread: number }) {
  return (
    <div
      style={{
        position: "absolute",
        left: ART_LEFT - FRAME - spread,
        top: ART_TOP - FRAME - spread + Math.round(spread * 0.7) + 6,
        width: ART_WIDTH + 2 * (FRAME + spread),
        height: ART_HEIGHT + 2 * (FRAME + spread),
        borderRadius: FRAME_RADIUS + spread,
        backgroundColor: C.ink,
        opacity: 0.03,
      }}
    />
  );
}

/** A white frame around the drawing, so it reads as one card on the white and on the blue. */
function ArtFrame() {
  return (
    <div
      style={{
        position: "absolute",
        left: ART_LEFT - FRAME,
        top: ART_TOP - FRAME,
        width: ART_WIDTH + 2 * FRAME,
        height: ART_HEIGHT + 2 * FRAME,
        borderRadius: FRAME_RADIUS,
        backgroundColor: C.paper,
        border: `1px solid ${C.border}`,
      }}
    />
  );
}

/** The words, on the left: the site's mark and name at the top, the page's kicker, heading and description in the middle, the brand's colours at the foot. */
function CardWords({ siteName, kicker, heading, description, mark }: Omit<ShareCardProps, "illustration">) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        position: "absolute",
        left: TEXT_LEFT,
        top: TEXT_MARGIN,
        width: TEXT_WIDTH,
        height: SHARE_CARD_HEIGHT - 2 * TEXT_MARGIN,
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={mark} width={52} height={52} alt="" />
        <div style={{ marginLeft: 16, fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{siteName}</div>
      </div>
      <Headline kicker={kicker} heading={heading} description={description} />
      <div style={{ display: "flex" }}>
        {[C.brand, C.teal, C.violet, C.accent].map((color) => (
          <div key={color} style={{ width: 44, height: 8, borderRadius: 4, backgroundColor: color, marginRight: 8 }} />
        ))}
      </div>
    </div>
  );
}

/** The kicker after an accent dash, the heading (sized to its length) and the description, centred in the height left. */
function Headline({ kicker, heading, description }: Pick<ShareCardProps, "kicker" | "heading" | "description">) {
  return (
    <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}>
      <div style={{ display: "flex", alignItems: "center", marginBottom: 22 }}>
        <div style={{ width: 28, height: 6, borderRadius: 3, backgroundColor: C.accent, marginRight: 14 }} />
        <div style={{ fontSize: 21, fontWeight: 700, color: C.brand, letterSpacing: 2.5, textTransform: "uppercase" }}>{kicker}</div>
      </div>
      <div
        style={{
          ...clamp(3),
          fontSize: headingSize(heading),
          fontWeight: 700,
          lineHeight: 1.08,
          letterSpacing: -1.8,
          textWrap: "balance",
        }}
      >
        {heading}
      </div>
      <div style={{ ...clamp(3), marginTop: 24, fontSize: 24, lineHeight: 1.42, color: C.muted }}>{description}</div>
    </div>
  );
}
