import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../platform/config/config.ts";
import { registerMembersProxy } from "./membersProxy.ts";
import type { Services } from "../../services.ts";

/**
 * The members area: on this site's origin (the default, PUBLIC_URL/members) the member API's
 * own pages, proxied (server/features/members/membersProxy.ts); on a host of its own, nothing here.
 */
export const membersArea: FastifyPluginAsync<{ config: Config; services: Pick<Services, "api" | "pages"> }> = async (app, { config, services }) => {
  const members = new URL(config.membersUrl);
  if (members.origin !== new URL(config.publicUrl).origin) return;
  await registerMembersProxy(app, {
    upstream: services.api.url,
    membersPath: members.pathname,
    secureCookies: config.secureCookies,
    timeoutMs: config.upstreamTimeoutMs,
    bodyLimitBytes: config.membersBodyLimitBytes,
    publicUrl: config.publicUrl,
    pages: services.pages,
  });
};
