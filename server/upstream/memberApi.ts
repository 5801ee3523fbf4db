import type { FastifyBaseLogger } from "fastify";
import { startLegacy } from "../../legacy/app.ts";
import type { Config } from "../config.ts";

export interface MemberApi {
  /** Base URL the upstream client calls. */
  url: string;
  /** Set when the API runs in this process: its members area is served through the site. */
  embedded: boolean;
  close: () => Promise<void>;
}

/**
 * DESIGN decision 8: with UPSTREAM_URL the site talks to that host only; without it, the
 * local legacy API starts in this process on a loopback port and is reached over real HTTP,
 * exactly as the PHP host would be.
 */
export async function memberApi(config: Config, log: FastifyBaseLogger): Promise<MemberApi> {
  if (config.upstreamUrl) return { url: config.upstreamUrl, embedded: false, close: async () => {} };
  const legacy = await startLegacy({
    dataDir: config.dataDir,
    membersUrl: config.membersUrl,
    turnstileSecret: config.turnstileSecret,
    logger: log.child({ component: "legacy-api" }) as never,
  });
  log.info({ url: legacy.url, dataDir: config.dataDir }, "embedded member API started");
  return { url: legacy.url, embedded: true, close: legacy.close };
}
