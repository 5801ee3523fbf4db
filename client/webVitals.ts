/**
 * Field Core Web Vitals (docs/architecture.md, "Field Core Web Vitals"): Google's web-vitals
 * measures LCP, INP, CLS, TTFB and FCP of this visit; when the page is hidden, one beacon
 * carries them to the site (content/vitalsBeacon.ts). Loaded by client/loader.ts once the page has
 * loaded and the main thread is idle: its observers read the entries buffered before then.
 *
 * What it sends names nobody: the path without its query (which may carry cart_hash or
 * redirect_to) and hash, a device class from media queries, and numbers. No cookie is read or
 * set, and a visitor who rejected analytics in the cookie banner sends nothing.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { CONSENT_STORAGE_KEY } from "../content/site.ts";
import { DEVICE_QUERIES, WEB_VITALS_PATH, type DeviceClass, type WebVitalsBeacon } from "../content/vitalsBeacon.ts";

/** The visitor said no to analytics in the cookie banner (docs/product.md §4's stored choice). */
function refused(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) === "false";
  } catch {
    return false;
  }
}

function deviceClass(): DeviceClass {
  for (const [device, query] of DEVICE_QUERIES) if (matchMedia(query).matches) return device;
  return "desktop";
}

const prerendering = () => (document as { prerendering?: boolean }).prerendering === true;

export function start(): void {
  if (typeof navigator.sendBeacon !== "function" || refused()) return;
  // Each metric's latest value: web-vitals reports LCP at the first input, CLS and INP when the
  // page is hidden, so the beacon waits for that.
  let measured = new Map<string, number>();
  let sent = false;
  // A page prerendered and never shown, or opened in a background tab and closed unseen, had no
  // visitor to measure: it sends nothing.
  let shown = document.visibilityState === "visible" && !prerendering();
  const device = deviceClass();

  const keep = (metric: Metric) => void measured.set(metric.name, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  onFCP(keep);

  // Once per page life: a second beacon would count the page's CLS and INP twice in the histograms.
  const send = () => {
    if (sent || !shown || measured.size === 0) return;
    sent = true;
    const beacon: WebVitalsBeacon = { path: location.pathname, device, metrics: [...measured].map(([name, value]) => ({ name, value })) };
    navigator.sendBeacon(WEB_VITALS_PATH, new Blob([JSON.stringify(beacon)], { type: "application/json" }));
  };

  const seen = () => {
    if (document.visibilityState === "visible" && !prerendering()) shown = true;
  };
  // A prerendered page (Speculation Rules) the visitor opens becomes theirs (fired at the document, not bubbling).
  document.addEventListener("prerenderingchange", seen);
  // Added after web-vitals' own listeners (capture phase), so its final CLS and INP are in.
  addEventListener("visibilitychange", () => {
    seen();
    if (document.visibilityState === "hidden") send();
  });
  // Leaving the page, Chromium fires pagehide before visibilitychange: a page still visible
  // waits for it (web-vitals reports CLS and INP then); pagehide sends only for a hidden one.
  addEventListener("pagehide", () => {
    if (document.visibilityState === "hidden") send();
  });
  // Back from the back/forward cache: a new page life, which web-vitals measures afresh.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    measured = new Map();
    sent = false;
    shown = document.visibilityState === "visible";
  });
}
