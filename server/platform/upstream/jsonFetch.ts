import { performance } from "node:perf_hooks";
import { request } from "undici";
import type { CallOutcome } from "../operations/metrics.ts";
import { withoutCredentials } from "../logging/logger.ts";
import { requestIdHeader, type CallerRequest } from "./callerRequest.ts";
import { failureReason, isTimeout } from "./failureReason.ts";

/** Answers larger than this are not a catalog; reading stops there. */
const MAX_BYTES = 1024 * 1024;

class FetchFailure extends Error {
  override name = "FetchFailure";
  constructor(
    message: string,
    /** How the call ended: an answer we could not use, unless said otherwise. */
    readonly outcome: CallOutcome = "bad_answer",
  ) {
    super(message);
  }
}

/** Told how each fetch ended and how long it took, for the metrics. */
export type FetchObserver = (outcome: CallOutcome, seconds: number) => void;

/**
 * GETs JSON within timeoutMs, following no redirects, as `caller` (its id goes as X-Request-Id);
 * anything else throws a FetchFailure.
 */
export async function fetchJson(url: string, timeoutMs: number, caller: Pick<CallerRequest, "id">, observe?: FetchObserver): Promise<unknown> {
  return (await fetchJsonAnswer(url, timeoutMs, caller, observe)).json;
}

/** fetchJson, with the answer's Cache-Control beside its JSON (undefined when it sent none). */
export async function fetchJsonAnswer(
  url: string,
  timeoutMs: number,
  caller: Pick<CallerRequest, "id">,
  observe?: FetchObserver,
): Promise<{ json: unknown; cacheControl: string | undefined }> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const answer = await fetchOnce(url, timeoutMs, caller);
    observe?.("success", seconds());
    return answer;
  } catch (error) {
    const failure = error as FetchFailure;
    observe?.(failure.outcome ?? "bad_answer", seconds());
    throw error;
  }
}

async function fetchOnce(url: string, timeoutMs: number, caller: Pick<CallerRequest, "id">): Promise<{ json: unknown; cacheControl: string | undefined }> {
  // The failure's message names the URL, and a base URL from the settings may carry a password.
  const named = withoutCredentials(url);
  let res;
  try {
    res = await request(url, {
      method: "GET",
      headers: { accept: "application/json", ...requestIdHeader(caller) },
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    throw new FetchFailure(`${named}: ${failureReason(error, timeoutMs)}`, isTimeout(error) ? "timeout" : "unreachable");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BYTES) throw new FetchFailure(`${named}: answer too large`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    throw new FetchFailure(`${named}: ${failureReason(error, timeoutMs)}`, isTimeout(error) ? "timeout" : "unreachable");
  }
  if (res.statusCode !== 200) throw new FetchFailure(`${named}: HTTP ${res.statusCode}`);
  const cacheControl = res.headers["cache-control"];
  try {
    return { json: JSON.parse(Buffer.concat(chunks).toString("utf8")), cacheControl: Array.isArray(cacheControl) ? cacheControl.join(", ") : cacheControl };
  } catch {
    throw new FetchFailure(`${named}: not JSON`);
  }
}

/**
 * A value fetched at most once per ttlMs, on behalf of the request that found it missing or
 * stale. When a refresh fails, the last good value is kept (and the failure logged on the
 * caller's logger); with no good value yet, the failure is thrown.
 */
export function cachedValue<T>(load: (caller: CallerRequest) => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { data: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return async function get(caller: CallerRequest, staleMessage: string): Promise<{ data: T; version: number }> {
    if (value && now() - value.at < ttlMs) return { data: value.data, version: value.at };
    pending ??= load(caller).finally(() => (pending = null));
    try {
      const data = await pending;
      value = { data, at: now() };
    } catch (error) {
      if (!value) throw error;
      caller.log.warn({ err: error }, staleMessage);
      value = { data: value.data, at: now() - ttlMs + Math.min(ttlMs, 30_000) };
    }
    return { data: value.data, version: value.at };
  };
}
