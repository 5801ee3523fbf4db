import type { IllustrationName } from "../../content/marketing.ts";
import { screenByName } from "../screens/registry.tsx";

/**
 * A panel's or hero's picture: the product screen of that name (views/screens/), inline SVG in
 * the 480 × 360 frame every picture shares: no request, sharp at any size, in the page's own font.
 * It is one image to a screen reader, named by the alt text of the page's content.
 */
export function Illustration({ name, alt, className }: { name: IllustrationName; alt: string; className?: string }) {
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
      {screenByName[name]}
    </svg>
  );
}
