import { createHash } from "node:crypto";

/** How a body is sent: compressed with one of these, or as it is. */
export type Encoding = "br" | "gzip" | "identity";

/** A rendered page, its compressed forms (made once on demand) and its headers when cached. */
export interface RenderedPage {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
  headers: Record<Encoding, Readonly<Record<string, string>>>;
}

export function renderedPage(html: string): RenderedPage {
  const body = Buffer.from(html, "utf8");
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const common = { "content-type": "text/html; charset=utf-8", vary: "accept-encoding", "cache-control": "no-cache", etag };
  const headers = { identity: common, br: { ...common, "content-encoding": "br" }, gzip: { ...common, "content-encoding": "gzip" } };
  return { body, etag, encoded: {}, headers };
}

/**
 * Least-recently-used cache of rendered pages. A page that depends only on its path, carried
 * query and brand renders the same for everyone, so it is rendered once per key.
 */
export class PageCache {
  readonly #entries = new Map<string, RenderedPage>();
  constructor(readonly capacity: number) {}

  get(key: string): RenderedPage | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: RenderedPage): void {
    if (this.capacity === 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
