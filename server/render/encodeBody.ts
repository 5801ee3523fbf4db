import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Encoding, RenderedPage } from "./pageCache.ts";

export type { Encoding };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Picks brotli, then gzip, from an Accept-Encoding header; q=0 refuses an encoding. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
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

/** The page body in the requested encoding, compressed once and kept on the page. */
export async function encodedBody(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === "identity") return page.body;
  const existing = page.encoded[encoding];
  if (existing) return existing;
  const encoded = encoding === "br" ? await brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : await gz(page.body, { level: 9 });
  page.encoded[encoding] = encoded;
  return encoded;
}
