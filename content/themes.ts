/** A theme card as the gallery shows it (SPEC §3 theme/template, resolved for the browser). */
export interface ThemeCard {
  id: number;
  name: string;
  createdAt: string;
  screenshotUrl: string;
  /** Where the preview iframe points: https, or the default sample site. */
  previewUrl: string;
}

/** SPEC §4 preview viewports and the iframe width each gives. */
export const PREVIEW_VIEWPORTS = [
  { id: "phone_portrait", label: "Phone", width: 375 },
  { id: "tablet_portrait", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;
export type PreviewViewport = (typeof PREVIEW_VIEWPORTS)[number]["id"];

/** Below this width a screen is a phone's (the site's own phone breakpoint). */
const PHONE_SCREEN_MAX = 767.98;

/** The viewport a preview opens in on a screen this wide: a phone sees the phone view, anything wider the desktop one. */
export function viewportForScreen(width: number): PreviewViewport {
  return width <= PHONE_SCREEN_MAX ? "phone_portrait" : "desktop";
}

export function isPreviewViewport(value: unknown): value is PreviewViewport {
  return PREVIEW_VIEWPORTS.some((v) => v.id === value);
}

const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * SPEC §2: the preview URL with http upgraded to https (loopback hosts, the embedded
 * default, excepted); the default sample site when there is none or it is not a web address.
 */
export function previewAddress(raw: string | undefined | null, fallback: string): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.protocol === "http:" && !LOOPBACK.test(url.hostname)) url.protocol = "https:";
  return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : fallback;
}
