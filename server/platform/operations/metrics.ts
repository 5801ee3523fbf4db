import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { WEB_VITAL_NAMES, type DeviceClass, type WebVitalName } from "../../../content/vitalsBeacon.ts";
import { FUNNEL_PATHS, FUNNEL_STEPS } from "./funnel.ts";
import type { ReadinessReport } from "./readiness.ts";

/** How a call to another service ended. */
export type CallOutcome = "success" | "error" | "timeout" | "bad_answer" | "unreachable";

/** Reasons worth a label of their own; anything else the member API says counts as "other". */
const KNOWN_REASONS = new Set([
  "AUTHENTICATION_FAILED",
  "ACCOUNT_LOCKED",
  "COOKIES_REQUIRED",
  "SECURITY_UPGRADE",
  "USERNAME_TAKEN",
  "CAPTCHA_REQUIRED",
  "INVALID_INPUT",
  "RATE_LIMITED",
  "REJECTED",
  "UNEXPECTED",
  "SUCCESS",
]);

/** A label value from a reason code: a closed set, so a member API's free text cannot grow the series. */
function reasonLabel(reason: string | undefined): string {
  if (reason === undefined || reason === "") return "none";
  return KNOWN_REASONS.has(reason) ? reason : "other";
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The field Core Web Vitals' histograms (docs/architecture.md, "Field Core Web Vitals"): name,
 * unit and buckets, closest together around Google's "good" and "poor" thresholds (LCP 2.5 and
 * 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25, TTFB 0.8 and 1.8 s, FCP 1.8 and 3 s), where a p75
 * must be read well. Ten buckets each: by route pattern and device class the series add up.
 */
const WEB_VITALS: Record<WebVitalName, { metric: string; what: string; perUnit: number; buckets: number[] }> = {
  LCP: { metric: "site_web_vitals_lcp_seconds", what: "Largest Contentful Paint, in seconds", perUnit: 1000, buckets: [1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 7, 10] },
  INP: {
    metric: "site_web_vitals_inp_seconds",
    what: "Interaction to Next Paint, in seconds",
    perUnit: 1000,
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2],
  },
  CLS: {
    metric: "site_web_vitals_cls",
    what: "Cumulative Layout Shift (unitless score)",
    perUnit: 1,
    buckets: [0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
  },
  TTFB: {
    metric: "site_web_vitals_ttfb_seconds",
    what: "Time to First Byte, in seconds",
    perUnit: 1000,
    buckets: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.5, 1.8, 2.5, 4],
  },
  FCP: { metric: "site_web_vitals_fcp_seconds", what: "First Contentful Paint, in seconds", perUnit: 1000, buckets: [0.6, 1, 1.4, 1.8, 2.2, 2.6, 3, 4, 6, 10] },
};

/** The funnel's counter (server/platform/operations/funnel.ts counts into it), every series there from the start. */
function funnelCounter(registers: Registry[]) {
  const funnelSteps = new Counter({
    name: "funnel_steps_total",
    help: "Steps of the domain funnel taken (search, results_shown, cart_add, cart_remove, checkout_started, signup_with_cart, login_with_cart, order_made), by step and path (page: plain HTML, works without JavaScript; script: the islands' JSON calls)",
    labelNames: ["step", "path"] as const,
    registers,
  });
  // Every series from the start at 0: a rate over a step nobody has taken yet is 0, not "no data",
  // and the dashboard's ratios need both sides to exist.
  for (const step of FUNNEL_STEPS) for (const path of FUNNEL_PATHS) funnelSteps.inc({ step, path }, 0);
  return funnelSteps;
}

/**
 * The readiness gauges; what it returns tells them where to read their values at each scrape:
 * readiness's own state (its probes run on their own clock). The alert rules see what /readyz
 * would answer, and what each replica makes of the shared dependencies, from every replica,
 * without polling it.
 */
function readinessGauges(registers: Registry[]) {
  let readinessReport: (() => Pick<ReadinessReport, "ready" | "checks" | "dependencies">) | null = null;
  new Gauge({
    name: "readiness_ok",
    help: "1 while this replica's /readyz answers 200 (started and not draining), 0 while it answers 503",
    registers,
    collect() {
      if (readinessReport) this.set(readinessReport().ready ? 1 : 0);
    },
  });
  new Gauge({
    name: "readiness_check_ok",
    help: "1 while this replica's own readiness check passes, 0 while it fails, by check (started, draining)",
    labelNames: ["check"] as const,
    registers,
    collect() {
      if (!readinessReport) return;
      for (const [check, state] of Object.entries(readinessReport().checks)) this.set({ check }, state === "ok" ? 1 : 0);
    },
  });
  // docs/decisions.md, 15: a shared dependency that is down degrades the site (logins, shared
  // counters) but leaves /readyz alone; this gauge is where it shows, per replica.
  new Gauge({
    name: "site_dependency_up",
    help: "1 while this replica's background probe of a shared dependency succeeds, 0 while it fails, by dependency (memberApi, redis); readiness does not depend on it",
    labelNames: ["dependency"] as const,
    registers,
    collect() {
      if (!readinessReport) return;
      for (const [dependency, state] of Object.entries(readinessReport().dependencies)) this.set({ dependency }, state === "ok" ? 1 : 0);
    },
  });
  return (report: () => Pick<ReadinessReport, "ready" | "checks" | "dependencies">) => {
    readinessReport = report;
  };
}

/**
 * Field Core Web Vitals of real visits, by route pattern (never the path: docs/decisions.md, 15)
 * and device class, both closed sets (server/features/vitals/webVitalsBeacon.ts): the beacons
 * recorded, and a histogram per vital.
 */
function webVitalsMetrics(registers: Registry[]) {
  const vitalsLabels = ["route", "device"] as const;
  const beacons = new Counter({
    name: "site_web_vitals_beacons_total",
    help: "Field Core Web Vitals beacons recorded (one per page life a visitor left or hid), by route pattern and device class",
    labelNames: vitalsLabels,
    registers,
  });
  const vitals = Object.fromEntries(
    WEB_VITAL_NAMES.map((name) => {
      const { metric, what, buckets } = WEB_VITALS[name];
      const help = `${what} of real visits (field data from web-vitals), by route pattern and device class`;
      return [name, new Histogram({ name: metric, help, labelNames: vitalsLabels, buckets, registers })];
    }),
  ) as Record<WebVitalName, Histogram<(typeof vitalsLabels)[number]>>;
  return { beacons, vitals };
}

/**
 * The site's Prometheus metrics, one registry per app (tests run several apps in a process).
 * Labels are route patterns, endpoints named in code and closed sets of outcomes: never a raw
 * URL, a username or a member API's text.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** A count and a duration histogram of one kind of event, named `<name>_total` and `<name>_duration_seconds`. */
  const countedAndTimed = <C extends string, T extends C>(name: string, what: string, countBy: readonly C[], timeBy: readonly T[]) => ({
    count: new Counter({ name: `${name}s_total`, help: `${what}, by ${countBy.join(", ")}`, labelNames: countBy, registers }),
    time: new Histogram({
      name: `${name}_duration_seconds`,
      help: `Duration of ${what.toLowerCase()}, by ${timeBy.join(", ")}`,
      labelNames: timeBy,
      buckets: SECONDS,
      registers,
    }),
  });
  const requests = countedAndTimed("http_request", "Requests answered", ["route", "method", "status"], ["route", "method", "status"]);
  const memberApi = countedAndTimed("member_api_call", "Calls to the legacy member API", ["endpoint", "outcome", "reason"], ["endpoint", "outcome"]);
  const catalog = countedAndTimed("catalog_call", "Calls to the template asset host and the domain API", ["endpoint", "outcome"], ["endpoint", "outcome"]);
  const pageCache = new Counter({
    name: "page_cache_lookups_total",
    help: "Lookups of cacheable pages in the rendered-page cache, by result (hit or miss)",
    labelNames: ["result"] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused with 429, by the limit they passed",
    labelNames: ["limit"] as const,
    registers,
  });
  const accountAttempts = new Counter({
    name: "account_attempts_total",
    help: "Login, sign-up, lost-password and username-check attempts, by action and outcome",
    labelNames: ["action", "outcome"] as const,
    registers,
  });

  const funnelSteps = funnelCounter(registers);
  const watchReadiness = readinessGauges(registers);
  const webVitals = webVitalsMetrics(registers);

  const requestSeries = new Map<string, { count: { inc: () => void }; time: { observe: (seconds: number) => void } }>();

  return {
    registry,
    request(route: string, method: string, status: number, seconds: number) {
      // A few dozen label sets in all: each one's series are looked up once, not per request.
      const key = `${route} ${method} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        const labels = { route, method, status: String(status) };
        series = { count: requests.count.labels(labels), time: requests.time.labels(labels) };
        requestSeries.set(key, series);
      }
      series.count.inc();
      series.time.observe(seconds);
    },
    memberApiCall(endpoint: string, outcome: CallOutcome, reason: string | undefined, seconds: number) {
      memberApi.count.inc({ endpoint, outcome, reason: reasonLabel(reason) });
      memberApi.time.observe({ endpoint, outcome }, seconds);
    },
    catalogCall(endpoint: string, outcome: CallOutcome, seconds: number) {
      catalog.count.inc({ endpoint, outcome });
      catalog.time.observe({ endpoint, outcome }, seconds);
    },
    pageCacheLookup(hit: boolean) {
      pageCache.inc({ result: hit ? "hit" : "miss" });
    },
    rateLimitRefusal(limit: string) {
      rateLimitRefusals.inc({ limit });
    },
    accountAttempt(action: string, outcome: string | undefined) {
      accountAttempts.inc({ action, outcome: reasonLabel(outcome ?? "SUCCESS") });
    },
    /** One beacon's measurements, web-vitals' milliseconds (CLS a score) recorded in the histograms' units. */
    webVitalsBeacon(route: string, device: DeviceClass, measured: ReadonlyArray<{ name: WebVitalName; value: number }>) {
      const labels = { route, device };
      webVitals.beacons.inc(labels);
      for (const { name, value } of measured) webVitals.vitals[name].observe(labels, value / WEB_VITALS[name].perUnit);
    },
    /** The funnel's counter, for the funnel (server/platform/operations/funnel.ts) to count into. */
    funnelSteps,
    /** Where the readiness gauges read their values at each scrape. */
    watchReadiness,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
