import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

/** TRUST_PROXY as Fastify takes it (server/services.ts): nobody, a list of proxies, or a hop rule. */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * What stands for the address of a client whose connection was gone before anyone asked it:
 * a string like any address, so a rate-limit key or a log line never meets `undefined`. All
 * such requests share one key, so a client cannot escape its own limits by resetting.
 */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The peer address of each connection, read when it is accepted: Node reads it from the
 * socket's handle only when first asked, and a client that resets its connection right after
 * sending leaves no handle to ask (`remoteAddress` is then undefined, and whatever reads it
 * later throws or counts nobody).
 */
const peers = new WeakMap<Socket, string>();

/** Remembers the peer address of every connection the server accepts; call once per server. */
export function rememberPeerAddresses(server: Server): void {
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address !== undefined) peers.set(socket, address);
  });
}

/** The address of the connection a request came on: the proxy's when a proxy is in front. */
function peerAddressOf(req: IncomingMessage): string | undefined {
  const socket = req.socket as Socket | null | undefined;
  if (!socket) return undefined;
  return socket.remoteAddress ?? peers.get(socket);
}

/** How the site reads who sent a request, with the trust TRUST_PROXY gives (server/services.ts). */
export interface ClientAddresses {
  /**
   * The client's address as Fastify's `request.ip` would give it, for rate-limit keys and logs:
   * always a string, even when the client's connection is already gone.
   */
  of: (req: IncomingMessage) => string;
  /** Whether the request came straight from a proxy TRUST_PROXY names (so its headers are the proxy's word). */
  fromTrustedProxy: (req: IncomingMessage) => boolean;
}

export function clientAddresses(trust: ProxyTrust): ClientAddresses {
  const trusted = trust === false ? null : typeof trust === "function" ? trust : proxyAddr.compile(trust);
  return {
    of: (req) => {
      const peer = peerAddressOf(req);
      if (peer === undefined) return UNKNOWN_ADDRESS;
      if (!trusted) return peer;
      // proxy-addr reads only these two: the peer given here is the one remembered at accept.
      return proxyAddr({ headers: req.headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage, trusted) || UNKNOWN_ADDRESS;
    },
    fromTrustedProxy: (req) => {
      const peer = peerAddressOf(req);
      return trusted !== null && peer !== undefined && trusted(peer, 0);
    },
  };
}

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The client's address (server/platform/http/http.ts decorates every request with it): read it here, never
     * from `request.ip` or the socket, which are undefined once the client has reset its connection.
     */
    readonly clientAddress: string;
  }
}
