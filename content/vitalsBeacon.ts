/**
 * The field Core Web Vitals beacon: what the browser sends (client/webVitals.ts) and the server
 * reads (server/features/vitals/webVitalsBeacon.ts), written once. A page sends one beacon per page life
 * with its path (no query, no hash), its device class and the metrics web-vitals measured.
 * Nothing in it names a visitor: no cookie is read or set for it (docs/architecture.md, "Field
 * Core Web Vitals").
 */

/** Where the beacon goes: a site endpoint for the site's own script, beside /api/domains, not the integrators' /api/v1. */
export const WEB_VITALS_PATH = "/api/vitals";

/** The largest beacon the endpoint reads, in bytes: five metrics and a path take about 300. */
export const WEB_VITALS_BODY_LIMIT_BYTES = 4096;

/**
 * The metrics recorded, with the largest value taken for each: milliseconds for the timings (a
 * minute is already far past "poor"), a unitless score for CLS. A value outside is no
 * measurement of web-vitals' and the beacon is refused.
 */
export const WEB_VITALS_RANGES = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 60_000,
  FCP: 60_000,
} as const;

export type WebVitalName = keyof typeof WEB_VITALS_RANGES;

export const WEB_VITAL_NAMES = Object.keys(WEB_VITALS_RANGES) as WebVitalName[];

export function isWebVitalName(name: string): name is WebVitalName {
  return Object.hasOwn(WEB_VITALS_RANGES, name);
}

/**
 * The classes of device a visit is counted under, from the viewport and the pointer (never the
 * user agent): a phone's viewport is narrower than 600 CSS px, or, turned sideways, lower than
 * 600 px with a coarse primary pointer; another viewport with a coarse pointer is a tablet;
 * anything else a desktop.
 */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The media queries the browser tests, in order: the first that matches names the class. */
export const DEVICE_QUERIES: ReadonlyArray<readonly [DeviceClass, string]> = [
  ["phone", "(max-width: 599.98px), (pointer: coarse) and (max-height: 599.98px)"],
  ["tablet", "(pointer: coarse)"],
];

/** What a beacon carries. */
export interface WebVitalsBeacon {
  /** location.pathname: the server maps it to its route pattern. */
  path: string;
  device: DeviceClass;
  metrics: Array<{ name: string; value: number }>;
}
