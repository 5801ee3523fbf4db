import type { FastifyInstance } from "fastify";
import type { AssetManifest } from "../../views/pageContext.ts";

/** Endpoints for machines: the health check, robots.txt and the browser's default favicon request. */
export function registerOperationalRoutes(app: FastifyInstance, assets: AssetManifest): void {
  // Docker and load balancers poll this every few seconds: keep it out of the info log.
  app.get("/healthz", { logLevel: "warn" }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/robots.txt", async (_req, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return "User-agent: *\nDisallow: /preview/\nDisallow: /api/\n";
  });

  const favicon = assets.files["favicon.svg"];
  app.get("/favicon.ico", async (_req, reply) => {
    if (!favicon) return reply.callNotFound();
    return reply.header("cache-control", "public, max-age=86400").redirect(favicon, 301);
  });
}
