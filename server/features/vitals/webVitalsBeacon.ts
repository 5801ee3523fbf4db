import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { message, messageWith } from "../../../content/messages.ts";
import {
  DEVICE_CLASSES,
  WEB_VITALS_BODY_LIMIT_BYTES,
  WEB_VITALS_PATH,
  WEB_VITALS_RANGES,
  isWebVitalName,
  type WebVitalName,
} from "../../../content/vitalsBeacon.ts";
import type { Metrics } from "../../platform/operations/metrics.ts";
import type { CsrfRefusal } from "../../platform/security/csrfGuard.ts";
import type { RateLimitRefusal } from "../../platform/security/rateLimitGuard.ts";
import { limitMessage } from "../../platform/security/rateLimits.ts";
import { sendApiRefusal } from "../../platform/http/apiRefusals.ts";
import { pagePatternOf } from "./pagePattern.ts";

/** More entries than web-vitals has metrics, for a newer page's; each one is still read. */
const MAX_METRICS = 8;

/**
 * A beacon as the site's pages send it (content/vitalsBeacon.ts), each value bounded before it is
 * read (docs/decisions.md, 18). A metric of a known name must be a finite number within its range
 * and come once: anything else is no measurement of web-vitals', and the beacon is refused
 * whole rather than counted in part. A metric of another name is left out, not refused: a page
 * still cached from a newer build may send one, and its known metrics still count.
 */
const beaconSchema = z
  .object({
    path: z.string().min(1).max(2048),
    device: z.enum(DEVICE_CLASSES),
    metrics: z
      .array(z.object({ name: z.string().min(1).max(16), value: z.number() }))
      .min(1)
      .max(MAX_METRICS),
  })
  .superRefine(({ metrics }, ctx) => {
    const seen = new Set<string>();
    for (const [i, { name, value }] of metrics.entries()) {
      if (!isWebVitalName(name)) continue;
      if (value < 0 || value > WEB_VITALS_RANGES[name] || seen.has(name))
        ctx.addIssue({ code: "custom", path: ["metrics", i], message: "out of range or twice" });
      seen.add(name);
    }
  });

/** The beacon's own refusals, in the /api answers' shape (server/platform/http/apiRefusals.ts), with its own bounds and words. */
function sendBeaconError(reply: FastifyReply, error: FastifyError): FastifyReply {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return sendApiRefusal(reply, "BODY_TOO_LARGE", messageWith("api.ERROR_BODY_TOO_LARGE", { limit: WEB_VITALS_BODY_LIMIT_BYTES }));
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return sendApiRefusal(reply.header("accept-post", "application/json, text/plain"), "UNSUPPORTED_MEDIA_TYPE", message("vitals.ERROR_MEDIA_TYPE"));
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return sendApiRefusal(reply, "BAD_REQUEST", message("api.ERROR_BAD_JSON"));
    case "FST_ERR_VALIDATION":
      return sendApiRefusal(reply, "BAD_REQUEST", messageWith("vitals.ERROR_INVALID", { max: MAX_METRICS }));
    default:
      return sendApiRefusal(reply, "BAD_REQUEST", message("api.ERROR_BAD_REQUEST"));
  }
}

/**
 * POST /api/vitals: the field Core Web Vitals of one page life (docs/architecture.md, "Field
 * Core Web Vitals"), recorded in the histograms by the route table's pattern of the posted path
 * and the device class. Answers 204 with no body, sets no cookie and reads none.
 *
 * - Where: beside /api/domains, the site's own endpoints for its scripts; not under /api/v1,
 *   whose endpoints are the integrators' and listed in the OpenAPI document.
 * - CSRF: "same-origin". navigator.sendBeacon cannot add X-Requested-With, so not "json-api"
 *   (which passes any JSON body, a cross-site one included); no form token either. A browser's
 *   beacon says same-origin in Fetch Metadata (or Origin), so a page of another site cannot feed
 *   the percentiles.
 * - Limit: webVitalsBeacons per client address, so one client cannot steer them either.
 * - Logs: the access line only (method, path, status). A refused beacon is not logged, its
 *   body never: a parser's message can quote it.
 */
export async function registerWebVitalsBeacon(app: FastifyInstance, metrics: Pick<Metrics, "webVitalsBeacon">): Promise<void> {
  await app.register(async (scope) => {
    // JSON only, and text/plain holding JSON (navigator.sendBeacon's type that needs no CORS
    // preflight, for a browser that will not send a JSON Blob), each bounded.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ["application/json", "text/plain"],
      { parseAs: "string", bodyLimit: WEB_VITALS_BODY_LIMIT_BYTES },
      scope.getDefaultJsonParser("error", "error"),
    );
    scope.setValidatorCompiler(validatorCompiler);
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        req.log.error({ err: error }, "web vitals beacon failed");
        return sendApiRefusal(reply, "UNEXPECTED", message("api.ERROR_UNEXPECTED"));
      }
      return sendBeaconError(reply, error);
    });

    const csrfRefusal: CsrfRefusal = (_req, reply) => sendApiRefusal(reply, "FORBIDDEN", message("vitals.ERROR_CROSS_SITE"));
    const limitRefusal: RateLimitRefusal = (_req, reply, state) => sendApiRefusal(reply, "RATE_LIMITED", limitMessage("limits.ERROR_RATE_LIMITED", state));

    scope.withTypeProvider<ZodTypeProvider>().post(
      WEB_VITALS_PATH,
      {
        bodyLimit: WEB_VITALS_BODY_LIMIT_BYTES,
        schema: { body: beaconSchema },
        config: { csrf: "same-origin", csrfRefusal, limit: "webVitalsBeacons", limitRefusal },
      },
      async (req, reply) => {
        const { path, device, metrics: sent } = req.body;
        const measured = sent.filter((metric): metric is { name: WebVitalName; value: number } => isWebVitalName(metric.name));
        // A beacon of no metric this site knows is answered alike, and counts nowhere.
        if (measured.length > 0) metrics.webVitalsBeacon(pagePatternOf(path), device, measured);
        return reply.code(204).header("cache-control", "no-store").send();
      },
    );
  });
}
