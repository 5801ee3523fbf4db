import type { FastifyBaseLogger } from "fastify";

/**
 * The visitor's request an upstream call is made for (a Fastify request fits): its logger, and
 * its id, which goes upstream as X-Request-Id so the member API's and the domain API's lines
 * carry the same id as the site's.
 */
export interface CallerRequest {
  log: FastifyBaseLogger;
  id: string;
  /**
   * The client's address after TRUST_PROXY (a Fastify request's `clientAddress`, always a
   * string, server/platform/security/clientAddress.ts), whose budget a call is taken from.
   */
  clientAddress?: string;
}

/** The header that carries the caller's request id upstream. */
export function requestIdHeader(caller: Pick<CallerRequest, "id">): { "x-request-id": string } {
  return { "x-request-id": caller.id };
}
