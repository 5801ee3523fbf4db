import { createHash } from "node:crypto";
import type { PageFamily } from "../../../content/routes.ts";
import { SPECULATION_RULES_HEADER } from "./speculationRules.ts";

/** How a body is sent: compressed with one of these, or as it is. */
export type Encoding = "br" | "gzip" | "identity";

/** A page's headers for each way its body can be sent. */
export type HeadersByEncoding = Readonly<Record<Encoding, Readonly<Record<string, string>>>>;

/** A day: a shared cache may keep serving a page this long while the origin fails. */
const STALE_IF_ERROR_SECONDS = 86_400;

/** Nobody but this visitor's browser keeps it, and it not even on disk. */
const PER_VISITOR_CACHE_CONTROL = "private, no-store";

/**
 * The header contract of the site's pages with the caches in front of it (docs/decisions.md, 4; docs/operations.md, "At the edge"):
 * - a page the same for every visitor is kept by shared caches for `edgeMaxAgeSeconds` and
 *   served stale while they revalidate or while the origin fails, while browsers revalidate
 *   each view. `max-age=0` comes first: HAProxy 2.6 reads Cache-Control left to right, and a
 *   `max-age=0` after `public` makes the answer unstorable whatever `s-maxage` says;
 * - a page made for one visitor is `private, no-store`;
 * - `Vary` names only what really varies, the encoding;
 * - the ETag starts with the build id, so a deploy changes every validator;
 * - Cache-Tag (Cloudflare) and Surrogate-Key (Fastly, Varnish) name the route's family and
 *   "page", so one family or every page can be purged;
 * - `Speculation-Rules` names the site's rule set (server/platform/render/speculationRules.ts), so a
 *   browser prefetches the page a visitor is about to open: on every HTML page, and made here,
 *   once, so the page cache and the front cache (which keeps the headers sent) carry it too.
 */
export function createPageHeaders({ buildId, edgeMaxAgeSeconds }: { buildId: string; edgeMaxAgeSeconds: number }) {
  const sharedCacheControl = `max-age=0, public, s-maxage=${edgeMaxAgeSeconds}, stale-while-revalidate=${edgeMaxAgeSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
  const tagsOf = (family: PageFamily | null): Record<string, string> => (family ? { "cache-tag": `${family},page`, "surrogate-key": `${family} page` } : {});
  const byEncoding = (common: Readonly<Record<string, string>>): HeadersByEncoding => ({
    identity: common,
    br: { ...common, "content-encoding": "br" },
    gzip: { ...common, "content-encoding": "gzip" },
  });
  const base = (cacheControl: string, family: PageFamily | null): Record<string, string> => ({
    "content-type": "text/html; charset=utf-8",
    vary: "Accept-Encoding",
    "cache-control": cacheControl,
    "speculation-rules": SPECULATION_RULES_HEADER,
    ...tagsOf(family),
  });
  // Made once per family: every per-visitor answer hands the same objects to the reply.
  const perVisitor = new Map<PageFamily | null, HeadersByEncoding>();

  return {
    /** The validator of a page's bytes in this build. */
    etagOf: (body: Buffer) => `"${buildId}-${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,

    /** The headers of a page every visitor gets the same, with its ETag. */
    shared: (family: PageFamily | null, etag: string): HeadersByEncoding => byEncoding({ ...base(sharedCacheControl, family), ...(etag ? { etag } : {}) }),

    /** The headers of a page made for one visitor (or an error page: family null). */
    perVisitor(family: PageFamily | null): HeadersByEncoding {
      let headers = perVisitor.get(family);
      if (!headers) perVisitor.set(family, (headers = byEncoding(base(PER_VISITOR_CACHE_CONTROL, family))));
      return headers;
    },
  };
}

export type PageHeaders = ReturnType<typeof createPageHeaders>;

/**
 * Whether a shared cache may keep an answer with this Cache-Control (RFC 9111 §3: `public` or
 * `s-maxage`, and neither `private` nor `no-store`). Such an answer is the same for everyone, so
 * it carries nothing of one request: no request id (server/platform/http/http.ts, server/platform/render/frontCache.ts).
 */
export function keptBySharedCaches(cacheControl: unknown): boolean {
  if (typeof cacheControl !== "string") return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=", 1)[0]);
  return (directives.includes("public") || directives.includes("s-maxage")) && !directives.includes("private") && !directives.includes("no-store");
}
