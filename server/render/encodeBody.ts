import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Encoding, RenderedPage } from "./pageCache.ts";

export type { Encoding };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const negotiated = new Map<string, Encoding>();

/** Picks brotli, then gzip, from an Accept-Encoding header; q=0 refuses an encoding. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = negotiated.get(header);
  if (known) return known;
  const chosen = parseAcceptEncoding(header);
  // Bounded: a client inventing values cannot grow it without end.
  if (negotiated.size < 256) negotiated.set(header, chosen);
  return chosen;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/**
 * The page body in the requested encoding. A page that is cached ("once") is compressed as
 * tightly as is worth it and kept on the page; one made for a single visitor ("per-request")
 * is compressed fast, with a small window: brotli 9 cost 115 ms a page there, and its 4 MiB
 * windows, many at once, were most of the server's peak memory.
 */
export async function encodedBody(page: RenderedPage, encoding: Encoding, use: "once" | "per-request"): Promise<Buffer> {
  if (encoding === "identity") return page.body;
  const existing = page.encoded[encoding];
  if (existing) return existing;
  const encoded =
    encoding === "br"
      ? await brotli(page.body, { params: { ...(use === "once" ? BROTLI_ONCE : BROTLI_FAST), [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : await gz(page.body, { level: use === "once" ? 9 : 5, memLevel: use === "once" ? 8 : 7 });
  if (use === "once") page.encoded[encoding] = encoded;
  return encoded;
}

const BROTLI_ONCE = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
const BROTLI_FAST = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
