import type { AssetManifest } from "../../../content/pageShapes.ts";
import type { Config } from "../config/config.ts";
import { createAdminListener } from "./adminListener.ts";
import { createLiveness } from "./liveness.ts";
import type { Readiness } from "./readiness.ts";
import { registerOperationalRoutes } from "./probeRoutes.ts";
import type { PlatformServices } from "../platformServices.ts";
import { rootLevel } from "../http/rootLevel.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Readiness of this replica; main.ts drains it on SIGTERM. */
    readiness: Readiness;
    /**
     * The admin listener (/metrics, readiness with details), built and closed with the site;
     * main.ts makes it listen on ADMIN_HOST:ADMIN_PORT.
     */
    admin: FastifyInstance;
  }
}

interface OperationsOptions {
  config: Config;
  assets: AssetManifest;
  services: Pick<PlatformServices, "readiness" | "metrics" | "funnel">;
}

/**
 * What operators watch (docs/decisions.md, 15), on the root: liveness and readiness on the public
 * port (/healthz, /readyz), the admin listener with /metrics and readiness in detail, and the
 * funnel's counts, whose hooks read every route as it is added.
 */
export const operations = rootLevel<OperationsOptions>(async (app, { config, assets, services }) => {
  const { readiness, metrics, funnel } = services;
  funnel.register(app);
  const liveness = createLiveness();
  app.decorate("readiness", readiness);
  metrics.watchReadiness(() => readiness.report());
  const admin = createAdminListener({ log: app.log, metrics, readiness, token: config.metricsToken });
  app.decorate("admin", admin);
  app.addHook("onReady", async () => {
    readiness.start();
    await admin.ready();
  });
  // onClose runs once the public requests in flight have finished: the scraper sees the
  // drain (readiness_ok 0) until the end.
  app.addHook("onClose", async () => {
    readiness.stop();
    liveness.stop();
    await admin.close();
  });
  registerOperationalRoutes(app, assets, { liveness, readiness });
});
