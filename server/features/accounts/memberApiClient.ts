import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import { Pool } from "undici";
import { answerSample, normalizeAnswer, requestFailure, unexpected, type UpstreamAnswer } from "./normalizeAnswer.ts";
import { failureReason, isTimeout } from "../../platform/upstream/failureReason.ts";
import { requestIdHeader } from "../../platform/upstream/callerRequest.ts";
import type { CallOutcome } from "../../platform/operations/metrics.ts";

export interface UpstreamCall {
  answer: UpstreamAnswer;
  /** Set-Cookie headers of the answer, to relay to the visitor. */
  setCookies: string[];
  durationMs: number;
  outcome: CallOutcome;
}

/** Told of every call, for the metrics: which script, how it ended, the answer's reason, seconds. */
export type CallObserver = (endpoint: string, outcome: CallOutcome, reason: string | undefined, seconds: number) => void;

export interface UpstreamRequest {
  /** The visitor's Cookie header (minus the site's own cookies). */
  cookie?: string;
  /** The site's request id, sent as X-Request-Id: the member API logs its lines under it. */
  requestId: string;
  log: FastifyBaseLogger;
}

/** Answers larger than this are not a member-API answer; reading stops there. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * The one way to call the legacy member API: form-encoded POSTs, no redirects followed, the
 * whole call bounded by timeoutMs, and every outcome (including a hang, a reset or garbage)
 * normalized into an UpstreamAnswer. It never throws.
 */
export function createUpstreamClient({ baseUrl, timeoutMs, observe }: { baseUrl: string; timeoutMs: number; observe?: CallObserver }) {
  const base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const pool = new Pool(base.origin, {
    connectTimeout: Math.min(timeoutMs, 3_000),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 32,
  });

  /** One call, read and normalized; a failure of the network or a timeout becomes the answer it is. */
  async function exchange(target: URL, headers: Record<string, string>, form: Record<string, string>): Promise<Exchange> {
    try {
      const res = await pool.request({
        method: "POST",
        path: target.pathname + target.search,
        headers,
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await readLimited(res.body);
      const raw = res.headers["set-cookie"];
      const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const answer = text === null ? unexpected("answer too large") : normalizeAnswer(res.statusCode, text);
      const sample = text !== null && answer.reason === "UNEXPECTED" ? answerSample(text) : undefined;
      // `details` marks an answer normalization had to give up on, as opposed to an ERROR it sent.
      const outcome: CallOutcome = answer.details !== undefined ? "bad_answer" : answer.status === "SUCCESS" ? "success" : "error";
      return { answer, setCookies, sample, outcome, cause: undefined };
    } catch (error) {
      const outcome = isTimeout(error) ? "timeout" : "unreachable";
      const answer = unexpected(outcome === "timeout" ? requestFailure.timeout(timeoutMs) : requestFailure.network);
      return { answer, setCookies: [], sample: undefined, outcome, cause: failureReason(error, timeoutMs) };
    }
  }

  async function post(path: string, form: Record<string, string>, request: UpstreamRequest): Promise<UpstreamCall> {
    const started = performance.now();
    const target = new URL(path.replace(/^\//, ""), base);
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      ...requestIdHeader({ id: request.requestId }),
    };
    if (request.cookie) headers.cookie = request.cookie;

    const exchanged = await exchange(target, headers, form);
    const { answer, sample, outcome, cause } = exchanged;
    let { setCookies } = exchanged;
    const durationMs = Math.round(performance.now() - started);
    if (answer.reason === "UNEXPECTED") setCookies = [];
    request.log[answer.reason === "UNEXPECTED" ? "warn" : "info"](
      { upstream: { path: target.pathname, durationMs, status: answer.status, reason: answer.reason, details: answer.details, cause } },
      "member API call",
    );
    // The body may echo what was posted (a userid, a form field): at debug level only, never in
    // the warn line above that production keeps.
    if (sample) request.log.debug({ upstream: { path: target.pathname, sample } }, "member API answer sample");
    observe?.(target.pathname.slice(base.pathname.length - 1), outcome, answer.reason, durationMs / 1000);
    return { answer, setCookies, durationMs, outcome };
  }

  return { post, close: () => pool.close() };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

/** A call's answer as read, with what the log lines say of it. */
interface Exchange {
  answer: UpstreamAnswer;
  setCookies: string[];
  /** The start of an unusable body, for the debug line. */
  sample: string | undefined;
  outcome: CallOutcome;
  /** What the network said, beside docs/product.md §8's generic words in `details`. */
  cause: string | undefined;
}

async function readLimited(body: AsyncIterable<Buffer>): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
