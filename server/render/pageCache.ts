import { createHash } from "node:crypto";
import { AdmittingCache } from "./admittingCache.ts";

/** How a body is sent: compressed with one of these, or as it is. */
export type Encoding = "br" | "gzip" | "identity";

/** A rendered page, its compressed forms (made once on demand) and its headers when cached. */
export interface RenderedPage {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
  headers: Record<Encoding, Readonly<Record<string, string>>>;
  /** Which compressed forms are the tight ones made for a page asked for again (encodeBody.ts). */
  tight: Partial<Record<Exclude<Encoding, "identity">, true>>;
  /** Waiting for, or being given, its tight forms. */
  refining: boolean;
}

/**
 * A page from its HTML. With a validator (the default) it has an ETag, a hash of its bytes,
 * for the 304s of pages that are kept; a page served once and dropped needs none.
 */
export function renderedPage(html: string | Buffer, { validator = true }: { validator?: boolean } = {}): RenderedPage {
  const body = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  if (!validator) return { body, etag: "", encoded: {}, headers: UNVALIDATED, tight: {}, refining: false };
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, encoded: {}, headers: headersOf({ ...COMMON, etag }), tight: {}, refining: false };
}

const COMMON = { "content-type": "text/html; charset=utf-8", vary: "accept-encoding", "cache-control": "no-cache" };
const headersOf = (common: Readonly<Record<string, string>>) => ({
  identity: common,
  br: { ...common, "content-encoding": "br" },
  gzip: { ...common, "content-encoding": "gzip" },
});
const UNVALIDATED = headersOf(COMMON);

/**
 * The rendered pages that depend only on their path, carried query and brand, which render the
 * same for everyone: each is rendered once per key. Bounded, and admitting by how often a key
 * is asked for, so one-off keys cannot push out the pages most visitors ask for.
 */
export class PageCache extends AdmittingCache<RenderedPage> {}
