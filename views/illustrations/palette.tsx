/**
 * The colours of the site's remaining drawings, the team portraits (views/blocks/Portrait.tsx)
 * and the error pages' pictures: the design tokens, so a drawing follows the site's palette.
 * A 4 px ink stroke, rounded corners and flat fills are their one visual language.
 */
export const INK = "var(--color-text)";
export const BRAND = "var(--color-brand)";
export const ACCENT = "var(--color-accent)";
export const SOFT = "var(--color-brand-soft)";
export const PAPER = "#ffffff";
export const TEAL = "var(--color-siteblocks-2)";
export const VIOLET = "var(--color-siteblocks)";
