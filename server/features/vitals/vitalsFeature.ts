import type { FastifyPluginAsync } from "fastify";
import { registerWebVitalsBeacon } from "./webVitalsBeacon.ts";
import type { Services } from "../../services.ts";

/**
 * Field Core Web Vitals (docs/architecture.md, "Field Core Web Vitals"): the beacon every page
 * sends when it is left (client/webVitals.ts), recorded as histograms on the admin listener's
 * /metrics. Mounted once, at the root: a preview page sends to the same address.
 */
export const webVitalsFeature: FastifyPluginAsync<{ services: Pick<Services, "metrics"> }> = async (app, { services }) => {
  await registerWebVitalsBeacon(app, services.metrics);
};
