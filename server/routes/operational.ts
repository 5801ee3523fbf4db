import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AssetManifest } from "../../content/pageShapes.ts";
import type { Liveness } from "../operations/liveness.ts";
import type { Metrics } from "../operations/metrics.ts";
import type { Readiness } from "../operations/readiness.ts";

export interface Operations {
  liveness: Liveness;
  readiness: Readiness;
  metrics: Metrics;
  /** METRICS_TOKEN: when set, /metrics needs it as a bearer token. */
  metricsToken: string | undefined;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasBearer(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * Endpoints for machines: liveness, readiness and metrics (polled every few seconds, so kept
 * out of the info log and never cached) and the browser's default favicon request.
 */
export function registerOperationalRoutes(app: FastifyInstance, assets: AssetManifest, ops: Operations): void {
  // Never shed under load (server/operations/loadShedding.ts): its answer is the truth about the loop.
  app.get("/healthz", { logLevel: "warn", config: { sheddable: false } }, async (_req, reply) => {
    const { live, eventLoopDelayMs } = ops.liveness.report();
    noStore(reply).code(live ? 200 : 503);
    return live ? { status: "ok" } : { status: "stalled", eventLoopDelayMs };
  });

  // Public: which check failed, by name, and never why. The why (error texts with addresses
  // and ports of the member API or Redis) is logged once when a check starts failing.
  app.get("/readyz", { logLevel: "warn" }, async (_req, reply) => {
    const { ready, failed, checks } = ops.readiness.report();
    noStore(reply).code(ready ? 200 : 503);
    return ready ? { status: "ready", checks } : { status: "not ready", failed, checks };
  });

  app.get("/metrics", { logLevel: "warn", config: { sheddable: false } }, async (req, reply) => {
    noStore(reply);
    if (ops.metricsToken && !hasBearer(req, ops.metricsToken)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ status: "ERROR", reason: "UNAUTHORIZED", message: "Send the metrics token as a bearer token." });
    }
    return reply.type(ops.metrics.registry.contentType).send(await ops.metrics.registry.metrics());
  });

  const favicon = assets.files["favicon.svg"];
  app.get("/favicon.ico", async (_req, reply) => {
    if (!favicon) return reply.callNotFound();
    return reply.header("cache-control", "public, max-age=86400").redirect(favicon, 301);
  });
}
