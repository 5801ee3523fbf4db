import { accessSync, constants, mkdirSync } from "node:fs";
import { getSystemErrorMap } from "node:util";
import { ConfigError } from "./config.ts";

/**
 * What stops the start because of a setting, once the settings have been read: a port another
 * process holds, a data folder that cannot be made. Each is a ConfigError, so server/main.ts
 * reports it as it reports a bad value: one line naming the setting, no stack, exit 1. These
 * lines hold the value (a port, an address, a path), which none of these settings keeps secret.
 */

/** What the system calls an error ("not a directory (ENOTDIR)"), else its message. */
function systemReason(error: unknown): string {
  const { errno, code, message } = error as NodeJS.ErrnoException;
  const words = typeof errno === "number" ? getSystemErrorMap().get(errno)?.[1] : undefined;
  if (words && code) return `${words} (${code})`;
  return message ?? String(error);
}

interface Listener {
  /** The settings of the listener, as server/platform/config/config.ts names them. */
  port: "PORT" | "ADMIN_PORT";
  host: "HOST" | "ADMIN_HOST";
  /** Their values. */
  at: { port: number; host: string };
}

/** The setting an operator changes when a listener cannot open, or undefined when none explains it. */
export function listenProblem(error: unknown, { port, host, at }: Listener): ConfigError | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case "EADDRINUSE":
      return new ConfigError(`${port} ${at.port} is in use: another process listens on ${at.host}:${at.port}.`);
    case "EACCES":
      return new ConfigError(`${port} ${at.port} cannot be opened on ${at.host}: ${systemReason(error)}; a port below 1024 needs privileges.`);
    case "EADDRNOTAVAIL":
      return new ConfigError(`${host} ${at.host} is not an address of this machine: ${systemReason(error)}.`);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new ConfigError(`${host} ${at.host} cannot be resolved: ${systemReason(error)}.`);
    default:
      return undefined;
  }
}

/** Makes DATA_DIR if it is missing; throws the one line naming it when it cannot be made or written. */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be created: ${systemReason(error)}.`);
  }
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be written: ${systemReason(error)}.`);
  }
}
