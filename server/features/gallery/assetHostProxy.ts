import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Pool, type Dispatcher } from "undici";
import { performance } from "node:perf_hooks";
import { requestIdHeader } from "../../platform/upstream/callerRequest.ts";
import { failureReason } from "../../platform/upstream/failureReason.ts";
import { readCappedBody } from "../../platform/upstream/cappedBody.ts";
import { logProxied } from "../../platform/logging/proxyLog.ts";
import { withoutTrailingSlashes } from "../../../content/urlPath.ts";
import { ASSET_HOST_PREFIX } from "../../platform/config/paths.ts";

/**
 * The policy of every answer relayed from the asset host. `sandbox` (with no allow-* token)
 * puts a document it serves in an opaque origin of its own, without scripts, forms, popups or
 * top navigation, so an HTML page or an SVG opened from it is not this site, whatever it
 * holds. The rest is what the sample sites need (legacy/assets: one stylesheet, drawn
 * pictures, system fonts) and nothing more; frame-ancestors keeps the framing to the gallery.
 */
export const ASSET_HOST_CSP = [
  "sandbox",
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

/** The kinds of file an asset host serves; anything else is refused, whatever its body. */
const ALLOWED_TYPES = new Set([
  "text/html",
  "text/css",
  "text/javascript",
  "application/javascript",
  "image/svg+xml",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/x-icon",
  "image/vnd.microsoft.icon",
  "font/woff2",
  "font/woff",
  "font/ttf",
  "font/otf",
  "application/json",
]);
const SCRIPT_TYPES = new Set(["text/javascript", "application/javascript"]);

/** Upstream headers a visitor gets, when their value is plain printable ASCII. Set-Cookie and Access-Control-* never. */
const RELAYED_HEADERS = ["cache-control", "etag", "last-modified"] as const;
const PRINTABLE = /^[\x20-\x7e]{1,512}$/;
/** A declared charset; one longer than 40 characters names none we know, and is dropped. */
const CHARSET = /;\s*charset="?([\w-]+)/i;
const CHARSET_MAX = 40;

/** A screenshot or a sample page is a few kilobytes; nothing an asset host serves here comes near this. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * A path below the prefix: a few segments of letters, digits, `_`, `-` and `.`, none starting
 * with a dot. Nothing encoded (no `%2F`, `%2E`), no `..`, no backslash: the path the upstream
 * sees is the path the visitor named, and it cannot climb out of the asset host.
 */
const SEGMENT = /^[\w-][\w.-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** The request headers worth passing on: content negotiation and revalidation, bounded. */
const FORWARDED_HEADERS = ["accept", "if-none-match", "if-modified-since"] as const;

type Relay =
  | { ok: true; status: number; headers: Record<string, string>; body: Buffer | null }
  | { ok: false; status: 404 | 502; reason: string; upstreamStatus?: number; contentType?: string };

/**
 * A relayed script's Cache-Control: `private`, with the host's own lifetime and nothing that
 * lets a shared cache keep it. Whether a script is given out depends on who asks (only a
 * sandboxed page, cross-site, gets one), so a balancer's cache that kept the copy a sandboxed
 * page got would hand it to this origin's pages, which the rule refuses (RFC 9111 §5.2.2.7).
 */
function privateCaching(upstream: string | undefined): string {
  const kept = (upstream ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(?:public|private|s-maxage|proxy-revalidate)\b/i.test(directive));
  return ["private", ...kept].join(", ");
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The path below the prefix when every segment is plain, else null. The query is never passed on. */
function assetPath(rawUrl: string): string | null {
  const path = rawUrl.slice(ASSET_HOST_PREFIX.length).split("?")[0]!;
  if (!path.startsWith("/")) return null;
  const segments = path.slice(1).split("/");
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment)) ? path : null;
}

/** Where the asset host is reached, and how long it is waited for. */
interface AssetHost {
  pool: Pool;
  basePath: string;
  timeoutMs: number;
}

/** Why an answer is refused: the visitor's status (404 or 502) and the log's words. */
type Refusal = { status: 404 | 502; reason: string };

/** An answer that passed every check, with the media type it declared and whether it is the host's 404. */
type Admitted = { mediaType: string; notFound: boolean };

/** The request headers passed on: no compression (the cap counts real bytes), the request id, and the few worth passing. */
function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { "accept-encoding": "identity", ...requestIdHeader(req) };
  for (const name of FORWARDED_HEADERS) {
    const value = first(req.headers[name]);
    if (value && PRINTABLE.test(value)) headers[name] = value;
  }
  return headers;
}

/** The upstream headers a visitor gets (RELAYED_HEADERS), each when its value is plain printable ASCII. */
function relayedHeaders(upstream: Dispatcher.ResponseData["headers"]): Record<string, string> {
  const relayed: Record<string, string> = {};
  for (const name of RELAYED_HEADERS) {
    const value = first(upstream[name]);
    if (value && PRINTABLE.test(value)) relayed[name] = value;
  }
  return relayed;
}

/** Whether an answer (other than a 304) may be relayed, judged from its status and headers, or why not. */
function admission(req: FastifyRequest, res: Dispatcher.ResponseData): Admitted | Refusal {
  const status = res.statusCode;
  const mediaType = first(res.headers["content-type"])?.split(";")[0]!.trim().toLowerCase();
  const notFound = status === 404 || status === 410;
  if (status !== 200 && !notFound) return { status: 502, reason: "status" };
  if (!mediaType || !ALLOWED_TYPES.has(mediaType)) return { status: notFound ? 404 : 502, reason: "content type" };
  // A script on this origin is 'self' to the site's CSP: one that only a page of this site
  // could ask for (a sandboxed sample page's requests are cross-site) is never given out.
  if (SCRIPT_TYPES.has(mediaType) && req.headers["sec-fetch-site"] !== "cross-site") return { status: 404, reason: "script for this origin" };
  const encoding = first(res.headers["content-encoding"]);
  if (encoding && encoding !== "identity") return { status: 502, reason: "encoded" };
  if (Number(first(res.headers["content-length"]) ?? 0) > MAX_BYTES) return { status: 502, reason: "too large" };
  return { mediaType, notFound };
}

/** Unread, the body would hold the connection; destroyed, it reports an abort nobody awaits. */
function discard(res: Dispatcher.ResponseData): void {
  res.body.on("error", () => {}).destroy();
}

/**
 * The headers of a relayed answer with its body: the upstream's relayed ones, the content type
 * as checked (with a charset we can name), and a script's private caching.
 */
function withBodyHeaders(relayed: Record<string, string>, declared: string, mediaType: string): Record<string, string> {
  const named = CHARSET.exec(declared)?.[1];
  const charset = named !== undefined && named.length <= CHARSET_MAX ? named : undefined;
  relayed["content-type"] = charset ? `${mediaType}; charset=${charset.toLowerCase()}` : mediaType;
  if (SCRIPT_TYPES.has(mediaType)) {
    relayed["cache-control"] = privateCaching(relayed["cache-control"]);
    // The answer depends on Sec-Fetch-Site: a browser's own cache keeps the two apart too.
    relayed.vary = "sec-fetch-site";
  }
  return relayed;
}

/** One GET of `path` from the asset host, checked in full before anything of it reaches the visitor. */
async function relay(host: AssetHost, req: FastifyRequest, path: string): Promise<Relay> {
  let res: Dispatcher.ResponseData;
  try {
    res = await host.pool.request({
      method: "GET",
      path: `${host.basePath}${path}`,
      headers: forwardedHeaders(req),
      signal: AbortSignal.timeout(host.timeoutMs),
    });
  } catch (error) {
    return { ok: false, status: 502, reason: failureReason(error, host.timeoutMs) };
  }
  const status = res.statusCode;
  const declared = first(res.headers["content-type"]);
  const relayed = relayedHeaders(res.headers);
  if (status === 304) {
    discard(res);
    return { ok: true, status, headers: relayed, body: null };
  }
  const admitted = admission(req, res);
  if ("reason" in admitted) {
    discard(res);
    return { ok: false, status: admitted.status, reason: admitted.reason, upstreamStatus: status, contentType: declared?.slice(0, 100) };
  }
  const body = await readCappedBody(res, MAX_BYTES, host.timeoutMs);
  if (!Buffer.isBuffer(body)) return { ok: false, status: 502, reason: body.reason, upstreamStatus: status };
  const headers = withBodyHeaders(relayed, declared!, admitted.mediaType);
  return { ok: true, status: admitted.notFound ? 404 : 200, headers, body };
}

function sandboxed(reply: FastifyReply): FastifyReply {
  return (
    reply
      .header("content-security-policy", ASSET_HOST_CSP)
      .header("x-content-type-options", "nosniff")
      // A sandboxed page is an opaque origin: for its own stylesheet to load, the answer
      // must not be limited to this origin (the site's default, same-origin).
      .header("cross-origin-resource-policy", "cross-origin")
  );
}

/**
 * The stand-in asset host (legacy/'s, or the one at UPSTREAM_URL) proxied at /asset-host, so
 * that screenshots and sample sites load from this origin when no ASSET_URL is set. Being on
 * this origin is what makes it dangerous: a page from it would run as the site, and its
 * scripts count as 'self' in the site's CSP. So it is relayed as a sandbox: GET and HEAD
 * only; an allowlist of content types, X-Content-Type-Options nosniff and the sandbox CSP on
 * every answer; only cache-control, etag and last-modified of its headers (never Set-Cookie
 * nor Access-Control-*); no redirect followed or passed on. Whatever else comes back is a
 * 502 (a 404 for a 404) with no body of the upstream's.
 */
export function registerAssetHostProxy(app: FastifyInstance, { upstream, timeoutMs }: { upstream: string; timeoutMs: number }): void {
  const base = new URL(upstream);
  const basePath = `${withoutTrailingSlashes(base.pathname)}${ASSET_HOST_PREFIX}`;
  const pool = new Pool(base.origin, { connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections: 16 });
  app.addHook("onClose", () => pool.close());
  const host: AssetHost = { pool, basePath, timeoutMs };

  // Fastify answers HEAD from this route, without the body.
  app.get(`${ASSET_HOST_PREFIX}/*`, async (req, reply) => {
    const path = assetPath(req.url);
    if (!path) return reply.callNotFound();
    const started = performance.now();
    const answer = await relay(host, req, path);
    logProxied(req, {
      to: "asset-host",
      path: `${basePath}${path}`,
      status: answer.ok ? answer.status : answer.upstreamStatus,
      failure: answer.ok ? undefined : `${answer.reason}${answer.contentType ? ` (${answer.contentType})` : ""}`,
      durationMs: performance.now() - started,
    });
    if (!answer.ok) return sandboxed(reply).code(answer.status).header("cache-control", "no-store").send();
    sandboxed(reply).code(answer.status).headers(answer.headers);
    return answer.body === null ? reply.send() : reply.send(answer.body);
  });
}
