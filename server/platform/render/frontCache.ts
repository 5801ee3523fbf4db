import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AdmittingCache } from "./admittingCache.ts";
import { negotiateEncoding, type Encoding } from "./encodeBody.ts";
import type { RenderedPage } from "./pageCache.ts";

/** What the front cache keeps of a page: its answer as Fastify sent it, per encoding. */
interface FrontEntry {
  page: RenderedPage;
  /** The bytes and every header of the answer but the per-request ones, per encoding sent so far. */
  headers: Partial<Record<Encoding, EntryHeaders>>;
  /** The route's pattern, for the access line and the metrics. */
  route: string;
  /** A request carrying any of these cookies (a cart's) gets its own page from Fastify, never this one. */
  cookies: readonly string[];
  /** What Fastify's hooks would count of each answer besides the access line (the funnel's steps). */
  counted: ((status: 200 | 304) => void) | null;
  expires: number;
}

/**
 * An answer's headers, for a 200 (with the body's length) and a 304 (without), each handed to
 * writeHead as it is.
 */
interface EntryHeaders {
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  /**
   * The body those headers (its length) were made for. The page's own compressed form may be
   * replaced by a tighter one meanwhile (encodeBody.ts); this entry sends what it measured.
   */
  body: Buffer;
}

/** Headers that belong to one request, never to a cached answer. */
const PER_REQUEST = new Set(["x-request-id", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * Whether a Cookie header names one of `names` (whatever its value: a cookie the loader would
 * find unusable still sends the request to Fastify, which decides).
 */
function carriesCookie(header: string | undefined, names: readonly string[]): boolean {
  if (!header) return false;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (names.includes((eq === -1 ? pair : pair.slice(0, eq)).trim())) return true;
  }
  return false;
}

/** Told of each answer the front cache gives, once it is written: for the access line and the metrics. */
export type FrontServed = (req: IncomingMessage, route: string, status: number, seconds: number) => void;

/** A cacheable page Fastify is about to send, as the front cache keeps it. */
interface SentPage {
  page: RenderedPage;
  /** The form of the page this answer carries. */
  encoding: Encoding;
  /** The route's pattern, for the access line and the metrics. */
  route: string;
  /** A request carrying any of these cookies (a cart's) gets its own page from Fastify, never this one. */
  cookies?: readonly string[];
}

/**
 * A cache in front of Fastify for the pages every visitor gets the same (docs/decisions.md, 4 and 19: the hot path
 * of a cached page). When Fastify has sent such a page, its bytes and headers are kept under
 * the exact request URL for `ttlMs`; a GET for that URL within it is answered straight from the
 * socket's request event, with no routing, hooks or rendering, the way a reverse proxy's
 * micro-cache would. The short life keeps every data-driven change (a new sale list, a new
 * theme list) at most `ttlMs` behind; anything it does not hold goes to Fastify as before.
 * Bounded and admitting by how often each URL is asked for (admittingCache.ts): a flood of
 * URLs that differ in a query nobody reads cannot push out the pages everyone asks for.
 *
 * What else a page depends on is part of the key or of the entry: whether the browser sends
 * Fetch Metadata (the account pages' forms carry a token for those that do not), and the
 * cookies that make a page the visitor's own (a cart: the results, search and cart pages), which
 * a request must not carry to be answered here. Shared caches in front apply the same rule
 * (deploy/haproxy/haproxy.cfg: `fetch_metadata !has_cart`).
 */
export function createFrontCache({
  ttlMs,
  capacity,
  enabled,
  served,
  counts = () => null,
  now = Date.now,
}: {
  ttlMs: number;
  capacity: number;
  /** False while draining: every answer then goes through Fastify, which closes connections. */
  enabled: () => boolean;
  served: FrontServed;
  /** What the request that filled an entry counts per answer, to be counted again for each answer from it. */
  counts?: (req: FastifyRequest) => ((status: 200 | 304) => void) | null;
  now?: () => number;
}) {
  const entries = new AdmittingCache<FrontEntry>(capacity);
  // The account pages differ for browsers that send Fetch Metadata and those that do not.
  const keyOf = (url: string, headers: IncomingMessage["headers"]) => (headers["sec-fetch-site"] === undefined ? `${url}\n-` : url);

  return {
    /** Keeps a cacheable page Fastify is about to send, with the headers set on its reply. */
    remember(req: FastifyRequest, reply: FastifyReply, { page, encoding, route, cookies = [] }: SentPage): void {
      if (capacity === 0 || req.method !== "GET" || reply.hasHeader("set-cookie")) return;
      const key = keyOf(req.raw.url ?? req.url, req.headers);
      // Already counted as a request for the URL when serve() looked it up.
      const existing = entries.peek(key);
      if (!existing && !entries.wouldKeep(key)) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (!PER_REQUEST.has(name) && value !== undefined) headers[name] = value;
      const entry: FrontEntry = existing?.page === page ? existing : { page, headers: {}, route, cookies, counted: counts(req), expires: now() + ttlMs };
      const body = encoding === "identity" ? page.body : page.encoded[encoding];
      if (!body) return;
      // No request id: what the front cache keeps is a page the same for everyone, which shared
      // caches keep too (server/platform/http/http.ts removes the id from Fastify's answers of such pages).
      entry.headers[encoding] = { ok: { ...headers, "content-length": body.length }, notModified: headers, body };
      entries.set(key, entry);
    },

    /** Answers the request from the cache and returns true, or returns false to let Fastify answer. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" || !req.url || !enabled()) return false;
      const entry = entries.get(keyOf(req.url, req.headers));
      if (!entry || (entry.cookies.length > 0 && carriesCookie(req.headers.cookie, entry.cookies))) return false;
      const started = process.hrtime.bigint();
      if (entry.expires < now()) {
        entries.delete(keyOf(req.url, req.headers));
        return false;
      }
      const encoding = negotiateEncoding(req.headers["accept-encoding"]);
      const headers = entry.headers[encoding];
      if (!headers) return false;
      let status: 200 | 304 = 200;
      // The entry's own header objects go straight to writeHead. A fresh spread per request
      // cost ~0.8 KB each, and V8, seeing that allocation survive under load, began making it in
      // the old space: 50 MB of garbage every 4 s, and the RSS it left behind.
      if (entry.page.etag !== "" && req.headers["if-none-match"] === entry.page.etag) {
        status = 304;
        res.writeHead(304, headers.notModified).end();
      } else {
        res.writeHead(200, headers.ok).end(headers.body);
      }

      entry.counted?.(status);
      served(req, entry.route, status, Number(process.hrtime.bigint() - started) / 1e9);
      return true;
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type FrontCache = ReturnType<typeof createFrontCache>;
