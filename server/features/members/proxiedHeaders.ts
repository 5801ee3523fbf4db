import type { IncomingHttpHeaders } from "node:http";

/**
 * Fields that belong to one connection, never to the message (RFC 9110 §7.6.1, with Expect,
 * which undici refuses and the site answers itself): a proxy drops them both ways, together
 * with every field its Connection header names.
 */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "expect", "upgrade", "te", "trailer", "transfer-encoding", "http2-settings"]);

/**
 * Fields by which a client would speak for the proxy: where the request came from, through
 * which host and scheme, and under which request id. The site sets its own (forwardedBy).
 */
const CLIENT_CLAIMS = new Set([
  "forwarded",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "client-ip",
  "cf-connecting-ip",
  "x-cluster-client-ip",
  "x-request-id",
]);

function connectionNamed(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  const names = Array.isArray(value) ? value.join(",") : (value ?? "");
  return new Set(
    names
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

function isHopByHop(name: string, named: Set<string>): boolean {
  return HOP_BY_HOP.has(name) || name.startsWith("proxy-") || named.has(name);
}

/** The site's own word on a proxied request: the address TRUST_PROXY resolved, the site's scheme and host. */
export interface ForwardedBy {
  clientAddress: string;
  /** The site's public scheme, without the colon: http or https. */
  proto: string;
  /** The site's public host (with its port when it has one). */
  host: string;
  requestId: string;
}

/**
 * The headers a proxied request carries upstream: the visitor's, without the hop-by-hop ones
 * and without any the visitor could use to speak for the site (X-Forwarded-*, Forwarded,
 * X-Real-IP and the like, X-Request-Id), then the site's own X-Forwarded-For/-Proto/-Host and
 * request id. Host is the proxy library's (the upstream's).
 */
export function requestHeadersUpstream(headers: IncomingHttpHeaders, by: ForwardedBy): IncomingHttpHeaders {
  const named = connectionNamed(headers);
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || isHopByHop(name, named) || CLIENT_CLAIMS.has(name) || name.startsWith("x-forwarded-")) continue;
    kept[name] = value;
  }
  kept["x-forwarded-for"] = by.clientAddress;
  kept["x-forwarded-proto"] = by.proto;
  kept["x-forwarded-host"] = by.host;
  kept["x-request-id"] = by.requestId;
  return kept;
}

/**
 * The headers of an upstream answer a visitor may get: without the hop-by-hop fields of the
 * upstream's connection (the visitor's connection is the site's to manage) and without the
 * upstream's request id (the answer carries the site's).
 */
export function answerHeadersDownstream<T extends Record<string, unknown>>(headers: T): Partial<T> {
  const named = connectionNamed(headers as IncomingHttpHeaders);
  const kept: Partial<T> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (isHopByHop(lower, named) || lower === "x-request-id") continue;
    (kept as Record<string, unknown>)[name] = value;
  }
  return kept;
}
