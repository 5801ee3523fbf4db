import type { FastifyBaseLogger } from "fastify";
import { startLegacy } from "../../../legacy/app.ts";
import type { Config } from "../config/config.ts";
import { prepareDataDir } from "../config/startProblems.ts";

export interface MemberApi {
  /** Base URL the upstream client calls. */
  url: string;
  /**
   * Where the stand-ins for the asset host and the domain API answer when ASSET_URL or
   * DOMAIN_API_URL is not set: the embedded legacy app, or the legacy service at UPSTREAM_URL.
   */
  standInUrl: string;
  close: () => Promise<void>;
}

/**
 * docs/decisions.md, 8 and 12: with UPSTREAM_URL the site talks to that host only and starts
 * nothing (one legacy service per deployment, `npm run legacy`, serves every replica); without
 * it, the local legacy API starts in this process on a loopback port and is reached over real
 * HTTP, exactly as the PHP host would be.
 */
export async function memberApi(config: Config, log: FastifyBaseLogger): Promise<MemberApi> {
  if (config.upstreamUrl) return { url: config.upstreamUrl, standInUrl: config.upstreamUrl, close: async () => {} };
  // Before the stand-in opens its SQLite file there: a folder that cannot be made is the
  // operator's setting, told in one line, not a stack from deep inside the stand-in.
  prepareDataDir(config.dataDir);
  const legacy = await startLegacy({
    dataDir: config.dataDir,
    membersUrl: config.membersUrl,
    assetsUrl: `${config.publicUrl}/asset-host`,
    turnstileSecret: config.turnstileSecret,
    logger: log.child({ component: "legacy-api" }) as never,
  });
  log.info({ url: legacy.url, dataDir: config.dataDir }, "embedded legacy services started");
  return { url: legacy.url, standInUrl: legacy.url, close: legacy.close };
}
