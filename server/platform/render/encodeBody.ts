import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
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
 * Every first answer of a page, and every page made for one visitor, is compressed at the
 * cheapest level: on the 44 KB home page brotli 1 and gzip 1 take about 0.08 ms each, for
 * 11.1 and 11.2 KB (gzip's default, 6: 0.37 ms, 9.6 KB; brotli 9: 12 ms, 8.6 KB). Brotli 9
 * on every miss had made one miss cost four to sixteen times its render; a page asked for
 * again gets its tight forms in the background (refineLater).
 */
const FAST = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  gzip: { level: 1 },
} as const;

/** What a page many visitors ask for is worth: 7.7 KB of brotli 11 against 10.1 KB, once. */
const TIGHT = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  gzip: { level: 9 },
} as const;

function compress(body: Buffer, encoding: Exclude<Encoding, "identity">, level: typeof FAST | typeof TIGHT): Promise<Buffer> {
  if (encoding === "gzip") return gz(body, level.gzip);
  return brotli(body, { params: { ...level.br.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * The page body in the requested encoding, compressed fast. A page that is cached ("kept")
 * keeps what was made, so it is compressed once per encoding; `refineLater` replaces those
 * forms with tight ones when the page turns out to be asked for again. A page made for one
 * visitor ("per-request") is compressed for that answer alone.
 */
export async function encodedBody(page: RenderedPage, encoding: Encoding, use: "kept" | "per-request"): Promise<Buffer> {
  if (encoding === "identity") return page.body;
  const existing = page.encoded[encoding];
  if (existing) return existing;
  const encoded = await compress(page.body, encoding, FAST);
  if (use === "kept") page.encoded[encoding] ??= encoded;
  return page.encoded[encoding] ?? encoded;
}

/**
 * Compressed forms of a small page made at once, on the event loop: for the one page that must
 * be ready without awaiting anything (the answer of a shed request).
 */
export function compressNow(page: RenderedPage): void {
  page.encoded.br ??= brotliCompressSync(page.body, { params: { ...TIGHT.br.params, [constants.BROTLI_PARAM_QUALITY]: 5 } });
  page.encoded.gzip ??= gzipSync(page.body, TIGHT.gzip);
}

/** Pages waiting for their tight forms; beyond this many, a page keeps its fast ones. */
const QUEUE_LIMIT = 64;
const queue: RenderedPage[] = [];
let working = false;

/**
 * Queues a cached page that was asked for again for its tight compressed forms, made in the
 * background one page at a time and never awaited by a request. After each page the worker
 * rests as long as the page took, so the tight forms use at most half of one of libuv's
 * threads, whatever an attacker asks for twice.
 */
export function refineLater(page: RenderedPage): void {
  if (page.refining || queue.length >= QUEUE_LIMIT || !hasLooseForms(page)) return;
  page.refining = true;
  queue.push(page);
  if (!working) void refineQueued();
}

const ENCODINGS = ["br", "gzip"] as const;

function hasLooseForms(page: RenderedPage): boolean {
  return ENCODINGS.some((encoding) => page.encoded[encoding] !== undefined && !page.tight[encoding]);
}

async function refineQueued(): Promise<void> {
  working = true;
  try {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const started = performance.now();
      for (const encoding of ENCODINGS) {
        // Only the encodings some visitor asked for: the others are made fast when first asked.
        if (!page.encoded[encoding] || page.tight[encoding]) continue;
        try {
          page.encoded[encoding] = await compress(page.body, encoding, TIGHT);
          page.tight[encoding] = true;
        } catch {
          // The fast form stays; it is a correct answer, only larger.
        }
      }
      page.refining = false;
      const rest = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, rest).unref());
    }
  } finally {
    working = false;
  }
}
