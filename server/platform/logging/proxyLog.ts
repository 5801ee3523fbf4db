import type { FastifyRequest } from "fastify";
import type { ProxiedCall } from "./accessLine.ts";

export type { ProxiedCall };

/**
 * What the service a request was passed on to did with it, told to the request's access line
 * (server/platform/logging/accessLine.ts): one line per proxied request, as for every other request,
 * with the service's part beside the visitor's status; at info when the service's answer went
 * to the visitor, at warn when it failed or was refused. Told again, the later word stands
 * (the members proxy tells the status when the answer starts, its time when it ends). The
 * line carries the request id, which the service logged too.
 */
export function logProxied(req: Pick<FastifyRequest, "proxied">, call: ProxiedCall): void {
  req.proxied = { ...call, durationMs: Math.round(call.durationMs) };
}

/** The path of a URL, without its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
