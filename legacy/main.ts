import pino from "pino";
import { startLegacy } from "./app.ts";

/**
 * `npm run legacy`: the stand-in member API, asset host and domain API as a service of its own,
 * so a deployment of several site replicas runs exactly one of it (one SQLite file) and points
 * every replica's UPSTREAM_URL here. Its settings come from the environment, like the site's.
 */
function setting(name: string, fallback: string | undefined, valid: (value: string) => boolean, expects: string): string | undefined {
  const raw = process.env[name]?.trim();
  const value = raw === undefined || raw === "" ? fallback : raw;
  if (value !== undefined && !valid(value)) {
    // The variable and its rule, never the value: TURNSTILE_SECRET is a secret (as the site's config does).
    process.stderr.write(`Invalid configuration: ${name} — expected ${expects}.\n`);
    process.exit(1);
  }
  return value;
}

const isUrl = (value: string) => /^https?:\/\/\S+$/.test(value);
const port = Number(setting("PORT", "4000", (v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535, "an integer from 0 to 65535"));
const host = setting("HOST", "0.0.0.0", (v) => /^[A-Z0-9.:\-[\]]+$/i.test(v), "a host name or IP address")!;
const dataDir = setting("DATA_DIR", "./data", (v) => v.length > 0, "a folder path")!;
const membersUrl = setting("MEMBERS_URL", "http://localhost:3000/members", isUrl, "an http(s) URL")!;
const assetsUrl = setting("ASSETS_URL", undefined, (v) => isUrl(v) || v.startsWith("/"), "an http(s) URL or a root-relative path");
const turnstileSecret = setting("TURNSTILE_SECRET", undefined, (v) => /^[\w-]{8,128}$/.test(v), "a Turnstile secret key");

// Through Node's own stdout stream, not pino's default sonic-boom on fd 1: on a pipe nobody
// reads, sonic-boom's exit flush retried forever and the process never exited. This stream
// queues what the pipe does not take, and the exit drops it (the site's server/platform/logging/logOutput.ts
// does the same with bounds and a word on stderr).
const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: { component: "legacy-api" },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
  },
  process.stdout,
);

const legacy = await startLegacy({ dataDir, membersUrl, assetsUrl, turnstileSecret, logger, host, port });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "stopping");
  await legacy.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
