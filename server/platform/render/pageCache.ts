import type { PageFamily } from "../../../content/routes.ts";
import { AdmittingCache } from "./admittingCache.ts";
import type { Encoding, HeadersByEncoding, PageHeaders } from "./pageHeaders.ts";

export type { Encoding };

/** A rendered page, its compressed forms (made once on demand) and its headers when cached. */
export interface RenderedPage {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
  headers: HeadersByEncoding;
  /** Which compressed forms are the tight ones made for a page asked for again (encodeBody.ts). */
  tight: Partial<Record<Exclude<Encoding, "identity">, true>>;
  /** Waiting for, or being given, its tight forms. */
  refining: boolean;
}

/**
 * A page from its HTML, with the headers of a page every visitor gets the same (pageHeaders.ts).
 * With a validator (the default) it has an ETag, the build id and a hash of its bytes, for the
 * 304s of pages that are kept; a page served once and dropped needs none.
 */
export function renderedPage(
  html: string | Buffer,
  { headers, family = null, validator = true }: { headers: PageHeaders; family?: PageFamily | null; validator?: boolean },
): RenderedPage {
  const body = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const etag = validator ? headers.etagOf(body) : "";
  return { body, etag, encoded: {}, headers: headers.shared(family, etag), tight: {}, refining: false };
}

/**
 * The rendered pages that depend only on their path, carried query and brand, which render the
 * same for everyone: each is rendered once per key. Bounded, and admitting by how often a key
 * is asked for, so one-off keys cannot push out the pages most visitors ask for.
 */
export class PageCache extends AdmittingCache<RenderedPage> {}
