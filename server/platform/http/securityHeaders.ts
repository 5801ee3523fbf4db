import type { Config } from "../config/config.ts";
import { securityHeaders as headersFor } from "../security/helmet.ts";
import { rootLevel } from "./rootLevel.ts";

/** The security headers (CSP and the rest, server/platform/security/helmet.ts) on every answer, a shed one too. */
export const securityHeaders = rootLevel<{ config: Config }>(async (app, { config }) => {
  // docs/decisions.md, 14: the hosts a redirect may go to are the hosts a form post may end on.
  const formActionHosts = config.allowedRedirectHosts;
  const assetOrigins = config.assetUrl ? [new URL(config.assetUrl).origin] : [];
  const headers = headersFor({ captcha: Boolean(config.turnstileSiteKey), formActionHosts, assetOrigins });
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
