import { request } from "undici";

/** Answers larger than this are not a catalog; reading stops there. */
const MAX_BYTES = 1024 * 1024;

export class FetchFailure extends Error {
  override name = "FetchFailure";
}

/** GETs JSON within timeoutMs, following no redirects; anything else throws a FetchFailure. */
export async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  let res;
  try {
    res = await request(url, {
      method: "GET",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    throw new FetchFailure(`${url}: ${(error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : (error as Error).message}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_BYTES) throw new FetchFailure(`${url}: answer too large`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    throw new FetchFailure(`${url}: ${(error as Error).message}`);
  }
  if (res.statusCode !== 200) throw new FetchFailure(`${url}: HTTP ${res.statusCode}`);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new FetchFailure(`${url}: not JSON`);
  }
}

/**
 * A value fetched at most once per ttlMs. When a refresh fails, the last good value is kept
 * (and the failure logged by the caller); with no good value yet, the failure is thrown.
 */
export function cachedValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { data: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return async function get(onStaleError: (error: unknown) => void): Promise<{ data: T; version: number }> {
    if (value && now() - value.at < ttlMs) return { data: value.data, version: value.at };
    pending ??= load().finally(() => (pending = null));
    try {
      const data = await pending;
      value = { data, at: now() };
    } catch (error) {
      if (!value) throw error;
      onStaleError(error);
      value = { data: value.data, at: now() - ttlMs + Math.min(ttlMs, 30_000) };
    }
    return { data: value.data, version: value.at };
  };
}
