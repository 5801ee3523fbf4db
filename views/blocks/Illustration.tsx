import type { IllustrationName } from "../../content/marketing.ts";
import { PAPER, SOFT } from "../illustrations/palette.tsx";
import { drawingByName } from "../illustrations/registry.tsx";
import { screenByName } from "../screens/registry.tsx";

/**
 * Our own illustrations, drawn as inline SVG: no extra request, crisp at any size, and
 * colored by the design tokens. Each is a soft backdrop plus a drawing of its subject, from
 * the groups of views/illustrations/ (one file per family of pages; registry.tsx maps names to them).
 */

export function Illustration({ name, alt, className }: { name: IllustrationName; alt: string; className?: string }) {
  const screen = screenByName[name];
  if (screen)
    return (
      <svg
        className={`${className ?? "illustration"} illustration--screen`}
        width="480"
        height="360"
        viewBox="0 0 480 360"
        role="img"
        aria-label={alt}
        focusable="false"
      >
        {screen}
      </svg>
    );
  return (
    <svg className={className ?? "illustration"} width="480" height="360" viewBox="0 0 480 360" role="img" aria-label={alt} focusable="false">
      <rect width="480" height="360" rx="28" fill={SOFT} />
      <circle cx="60" cy="300" r="36" fill={PAPER} opacity="0.7" />
      <circle cx="430" cy="56" r="22" fill={PAPER} opacity="0.7" />
      {drawingByName[name]}
    </svg>
  );
}
