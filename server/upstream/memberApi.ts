import type { FastifyBaseLogger } from "fastify";
import { startLegacy } from "../../legacy/app.ts";
import type { Config } from "../config.ts";

export interface MemberApi {
  /** Base URL the upstream client calls. */
  url: string;
  /** Set when the API runs in this process: its members area is served through the site. */
  embedded: boolean;
  /** The in-process legacy app, when one runs (member API, asset host or domain API). */
  localUrl?: string;
  close: () => Promise<void>;
}

/**
 * DESIGN decision 8: with UPSTREAM_URL the site talks to that host only; without it, the
 * local legacy API starts in this process on a loopback port and is reached over real HTTP,
 * exactly as the PHP host would be.
 */
export async function memberApi(config: Config, log: FastifyBaseLogger): Promise<MemberApi> {
  // The embedded app also stands in for the asset host and the domain API when those are unset.
  if (config.upstreamUrl && config.assetUrl && config.domainApiUrl) return { url: config.upstreamUrl, embedded: false, close: async () => {} };
  const legacy = await startLegacy({
    dataDir: config.dataDir,
    membersUrl: config.membersUrl,
    assetsUrl: `${config.publicUrl}/asset-host`,
    turnstileSecret: config.turnstileSecret,
    logger: log.child({ component: "legacy-api" }) as never,
  });
  log.info({ url: legacy.url, dataDir: config.dataDir }, "embedded legacy services started");
  return { url: config.upstreamUrl ?? legacy.url, embedded: !config.upstreamUrl, localUrl: legacy.url, close: legacy.close };
}
