import { timingSafeEqual } from "node:crypto";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import type { Config } from "../config/config.ts";
import { requestId } from "../logging/logger.ts";
import type { Metrics } from "./metrics.ts";
import type { Readiness } from "./readiness.ts";

interface AdminOptions {
  log: FastifyBaseLogger;
  metrics: Metrics;
  readiness: Readiness;
  /** METRICS_TOKEN: when set, every admin request needs it as a bearer token. */
  token: string | undefined;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasBearer(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * docs/decisions.md, 15: what only operators and their scraper may read, on a listener of its
 * own (ADMIN_HOST:ADMIN_PORT, loopback by default), so no proxy rule or Ingress path has to
 * keep it off the public port: the public port simply has no such routes.
 *
 * A second Fastify instance rather than a bare node:http server: it brings the request ids, the
 * same logger, HEAD, 404 and malformed-URL answers, and `inject()` for tests, and its close()
 * finishes a scrape in flight. It has no load shedding (@fastify/under-pressure is registered
 * on the public app only): under load the scraper still gets the numbers that show it.
 */
export function createAdminListener({ log, metrics, readiness, token }: AdminOptions): FastifyInstance {
  const admin = Fastify({
    loggerInstance: log.child({ listener: "admin" }),
    // Scraped every few seconds: no access line per request; warnings and errors still log.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    requestTimeout: 10_000,
    bodyLimit: 1024,
    // A scraper's idle keep-alive connection must not hold the process at shutdown.
    forceCloseConnections: true,
  });

  admin.addHook("onRequest", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (token && !hasBearer(req, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="admin"')
        .send({ status: "ERROR", reason: "UNAUTHORIZED", message: "Send the metrics token as a bearer token." });
    }
  });

  admin.get("/metrics", { logLevel: "warn" }, async (_req, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));

  // The public /readyz says ready or not; here is which of the replica's own checks failed,
  // which shared dependency is down (degraded: still ready, docs/decisions.md, 15) and why (error
  // texts name the member API's or Redis's address and port).
  admin.get("/readyz", { logLevel: "warn" }, async (_req, reply) => {
    const { ready, failed, checks, degraded, dependencies, details } = readiness.report();
    reply.code(ready ? 200 : 503);
    return { status: ready ? "ready" : "not ready", failed, checks, degraded, dependencies, details };
  });

  return admin;
}

/** The line the admin listener logs once it listens: another text than the public port's "Server listening at". */
const ADMIN_LISTENING = "Admin listener at";

/** Starts the admin listener at its configured address; resolves with its URL. */
export function listenAdmin(admin: FastifyInstance, { host, port }: Config["admin"]): Promise<string> {
  return admin.listen({ host, port, listenTextResolver: (address) => `${ADMIN_LISTENING} ${address}` });
}
