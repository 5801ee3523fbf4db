import type { ReactNode } from "react";

/**
 * The one visual language of the site's drawings: these colors (the design tokens), a 4 px
 * ink stroke, rounded corners (rx 8 to 14), flat fills and no gradients. Every drawing sits in
 * the same 480 × 360 frame (views/blocks/Illustration.tsx draws the backdrop).
 */
export const INK = "var(--color-text)";
export const BRAND = "var(--color-brand)";
export const ACCENT = "var(--color-accent)";
export const SOFT = "var(--color-brand-soft)";
export const PAPER = "#ffffff";
export const TEAL = "var(--color-siteblocks-2)";
export const VIOLET = "var(--color-siteblocks)";
export const MUTED = "var(--color-border)";

/** A browser window at the middle of the frame: product screens are drawn inside it. */
export const windowFrame = (children: ReactNode) => (
  <g>
    <rect x="90" y="70" width="300" height="220" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
    <path d="M90 108h300" stroke={INK} strokeWidth="4" />
    <circle cx="112" cy="89" r="6" fill={ACCENT} />
    <circle cx="132" cy="89" r="6" fill={BRAND} />
    <circle cx="152" cy="89" r="6" fill={TEAL} />
    {children}
  </g>
);
