import type { FastifyInstance, FastifyReply } from "fastify";
import type { AssetManifest } from "../../../content/pageShapes.ts";
import type { Liveness } from "./liveness.ts";
import type { Readiness } from "./readiness.ts";

export interface Operations {
  liveness: Liveness;
  readiness: Readiness;
}

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * The public port's endpoints for machines: liveness and readiness for the load balancer and
 * the orchestrator (polled every few seconds, so kept out of the info log and never cached),
 * and the browser's default favicon request. /metrics and readiness's details are on the
 * admin listener only (server/platform/operations/adminListener.ts).
 */
export function registerOperationalRoutes(app: FastifyInstance, assets: AssetManifest, ops: Operations): void {
  // Never shed under load (server/platform/operations/loadShedding.ts): its answer is the truth about the loop.
  app.get("/healthz", { logLevel: "warn", config: { sheddable: false } }, async (_req, reply) => {
    const { live, eventLoopDelayMs } = ops.liveness.report();
    noStore(reply).code(live ? 200 : 503);
    return live ? { status: "ok" } : { status: "stalled", eventLoopDelayMs };
  });

  // Public: ready or not, nothing more. Ready is this replica's own state (started, not
  // draining): a dead member API or Redis leaves it 200 (docs/decisions.md, 15), so the balancer
  // keeps every replica and the pages that need neither keep answering. Which dependency is
  // down, and why, is on the admin listener's /readyz, in /metrics and in the log line written
  // once when it starts failing.
  app.get("/readyz", { logLevel: "warn" }, async (_req, reply) => {
    const { ready } = ops.readiness.report();
    noStore(reply).code(ready ? 200 : 503);
    return { status: ready ? "ready" : "not ready" };
  });

  const favicon = assets.files["favicon.svg"];
  app.get("/favicon.ico", async (_req, reply) => {
    if (!favicon) return reply.callNotFound();
    return reply.header("cache-control", "public, max-age=86400").redirect(favicon, 301);
  });
}
