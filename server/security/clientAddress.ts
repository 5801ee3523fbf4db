import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

/** TRUST_PROXY as Fastify takes it (server/app.ts): nobody, a list of proxies, or a hop rule. */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The client's address as Fastify's `request.ip` would give it, for answers made before Fastify
 * sees the request (the front cache): the same library, with the same trust.
 */
export function clientAddressOf(trust: ProxyTrust): (req: IncomingMessage) => string | undefined {
  if (trust === false) return (req) => req.socket.remoteAddress;
  const trusted = typeof trust === "function" ? trust : proxyAddr.compile(trust);
  return (req) => proxyAddr(req, trusted);
}
