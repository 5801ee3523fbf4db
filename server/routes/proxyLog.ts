import type { FastifyBaseLogger } from "fastify";

/** A request the site passed on to another service, as its one log line tells it. */
export interface ProxiedCall {
  /** Which service: the members area (the member API's pages), the domain API, the asset host. */
  to: "members" | "domain-api" | "asset-host";
  /** The path asked for there, without its query (a reset link's token stays out of the log). */
  path: string;
  /** What the service answered, when it answered. */
  status?: number;
  /** Why its answer was not passed on, or why there was none. */
  failure?: string;
  durationMs: number;
}

/**
 * One line per proxied request, with the service's status: at info when its answer went to the
 * visitor, at warn when it failed or was refused. The request's own access line follows with
 * the status the visitor got; both carry the request id, which the service logged too.
 */
export function logProxied(log: FastifyBaseLogger, call: ProxiedCall): void {
  const line = { proxied: { ...call, durationMs: Math.round(call.durationMs) } };
  if (call.failure === undefined) log.info(line, "proxied request");
  else log.warn(line, "proxied request");
}

/** The path of a URL, without its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
