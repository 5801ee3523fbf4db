import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

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
export function reasonLabel(reason: string | undefined): string {
  if (reason === undefined || reason === "") return "none";
  return KNOWN_REASONS.has(reason) ? reason : "other";
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The site's Prometheus metrics, one registry per app (tests run several apps in a process).
 * Labels are route patterns, endpoints named in code and closed sets of outcomes: never a raw
 * URL, a username or a member API's text.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to response, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: SECONDS,
    registers,
  });
  const memberApiCalls = new Counter({
    name: "member_api_calls_total",
    help: "Calls to the legacy member API, by endpoint, outcome and reason",
    labelNames: ["endpoint", "outcome", "reason"] as const,
    registers,
  });
  const memberApiSeconds = new Histogram({
    name: "member_api_call_duration_seconds",
    help: "Duration of calls to the legacy member API, by endpoint and outcome",
    labelNames: ["endpoint", "outcome"] as const,
    buckets: SECONDS,
    registers,
  });
  const catalogCalls = new Counter({
    name: "catalog_calls_total",
    help: "Calls to the template asset host and the domain API, by endpoint and outcome",
    labelNames: ["endpoint", "outcome"] as const,
    registers,
  });
  const catalogSeconds = new Histogram({
    name: "catalog_call_duration_seconds",
    help: "Duration of calls to the template asset host and the domain API, by endpoint and outcome",
    labelNames: ["endpoint", "outcome"] as const,
    buckets: SECONDS,
    registers,
  });
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

  return {
    registry,
    request(route: string, method: string, status: number, seconds: number) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    memberApiCall(endpoint: string, outcome: CallOutcome, reason: string | undefined, seconds: number) {
      memberApiCalls.inc({ endpoint, outcome, reason: reasonLabel(reason) });
      memberApiSeconds.observe({ endpoint, outcome }, seconds);
    },
    catalogCall(endpoint: string, outcome: CallOutcome, seconds: number) {
      catalogCalls.inc({ endpoint, outcome });
      catalogSeconds.observe({ endpoint, outcome }, seconds);
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
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
