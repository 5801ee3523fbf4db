import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Pool, type Dispatcher } from "undici";
import { performance } from "node:perf_hooks";
import type { CallOutcome } from "../../platform/operations/metrics.ts";
import { readCappedBody } from "../../platform/upstream/cappedBody.ts";
import { failureReason, isTimeout } from "../../platform/upstream/failureReason.ts";
import type { FetchObserver } from "../../platform/upstream/jsonFetch.ts";
import { requestIdHeader, type CallerRequest } from "../../platform/upstream/callerRequest.ts";
import type { Availability, DomainApi } from "./domainApiClient.ts";
import { normalizeDomainQuery } from "../../../content/domainName.ts";
import { limitMessage, sendLimitHeaders, type LimitState } from "../../platform/security/rateLimits.ts";
import { logProxied } from "../../platform/logging/proxyLog.ts";
import { withoutTrailingSlashes } from "../../../content/urlPath.ts";

const UNAVAILABLE = { error: "DOMAIN_API_UNAVAILABLE", message: "The domain search is not available just now." };

/** No domain list comes near this; anything bigger is a fault, and reading stops there. */
const MAX_BYTES = 1024 * 1024;

/**
 * The only upstream headers a visitor gets (content-length is ours). An allowlist, because
 * a host's Set-Cookie, CORS grants and server banners must never speak for this site.
 */
const RELAYED_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * The public reads of the API, and nothing else: its carts are reached by this server only
 * (server/shared/domainCarts.ts), so a cart's hash never has to be in a browser's hands to
 * change it, and the browser cannot reach paths the site never meant to expose. Each is a route
 * of its own, so any other path under /api/domains is the API's 404, and another method on
 * these a 405 (server/platform/http/apiRefusals.ts).
 */
const PUBLIC_PATHS = ["/availability", "/sale-extensions"] as const;

type Outcome =
  | { ok: true; status: number; headers: Record<string, string>; body: Buffer }
  /** `status`: the API's, when it answered; `failure`: why nothing of it reaches the visitor. */
  | { ok: false; outcome: CallOutcome; status?: number; failure: string };

/**
 * The name an availability request asks about, when its query is just `query=NAME` (or
 * NAME.EXTENSION) as the domain API reads it: the key of the answers the site keeps
 * (server/features/domains/domainApiClient.ts), shared with the results pages and their suggestions. Any
 * other query goes to the API as it came, uncached.
 */
function keptNameOf(query: unknown): string | null {
  const fields = (query ?? {}) as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (keys.length !== 1 || typeof fields.query !== "string") return null;
  const normalized = normalizeDomainQuery(fields.query);
  if (!normalized.ok) return null;
  const asked = fields.query.trim().toLowerCase();
  return asked === normalized.name || asked === `${normalized.name}${normalized.extension ?? ""}` ? normalized.name : null;
}

/** What the proxy needs: the domain API, how long it is waited for, the answers the site keeps, and a metric. */
export interface DomainApiProxyOptions {
  /** The domain API's base URL. */
  upstream: string;
  timeoutMs: number;
  /** The site's kept availability answers, and the client's budget of domain API calls. */
  kept: Pick<DomainApi, "fresh" | "keep" | "spend" | "resultsOf">;
  /** Told each call's outcome and time. */
  observe?: FetchObserver;
}

/** Where the domain API is reached, and how each call to it is bounded and counted. */
interface DomainApiUpstream {
  pool: Pool;
  basePath: string;
  timeoutMs: number;
  observe?: FetchObserver;
}

/** A kept answer, as the API would give it: its results and its Cache-Control. */
function sendKept(reply: FastifyReply, name: string, answer: Availability): FastifyReply {
  if (answer.cacheControl !== undefined) reply.header("cache-control", answer.cacheControl);
  return reply.type("application/json; charset=utf-8").send(JSON.stringify({ query: name, results: answer.results }));
}

/** Past the client's budget of domain API calls: 429 with Retry-After and RateLimit-*, and no call. */
function sendOverBudget(reply: FastifyReply, state: LimitState): FastifyReply {
  sendLimitHeaders(reply, state);
  return reply
    .code(429)
    .header("cache-control", "no-store")
    .type("application/json")
    .send({ error: "RATE_LIMITED", message: limitMessage("limits.ERROR_RATE_LIMITED", state) });
}

/** One call to the API's `path` with the visitor's query, observed and told to the request's access line. */
async function callApi(upstream: DomainApiUpstream, req: FastifyRequest, path: string): Promise<Outcome> {
  // The route's own path, not the URL's spelling of it: only the query is the visitor's.
  const queryAt = req.url.indexOf("?");
  const query = queryAt === -1 ? "" : req.url.slice(queryAt);
  const started = performance.now();
  const outcome = await fetchAnswer(upstream.pool, `${upstream.basePath}/domains${path}${query}`, req, upstream.timeoutMs);
  const durationMs = performance.now() - started;
  upstream.observe?.(outcome.ok ? "success" : outcome.outcome, durationMs / 1000);
  logProxied(req, {
    to: "domain-api",
    path: `${upstream.basePath}/domains${path}`,
    status: outcome.status,
    failure: outcome.ok ? undefined : outcome.failure,
    durationMs,
  });
  return outcome;
}

/**
 * /api/domains/{availability,sale-extensions} go to the domain API's /domains/… (docs/product.md §2 plugin base), GET only (Fastify
 * answers HEAD from it). Only a JSON answer of the API's own (2xx or 4xx) reaches the visitor,
 * with a few of its headers; anything else, including a 5xx, an oversized answer or no answer
 * within timeoutMs, becomes one 502 JSON. Each request is one "proxied request" line with the
 * API's status: at info when its answer went through, at warn when it did not.
 *
 * An availability answer the site keeps for the name (read within 30 s by a results page, its
 * suggestions or this route) is answered without a call; a good answer read here is kept for
 * them. Every call is taken from the client's budget of domain API calls
 * (RATE_LIMIT_DOMAIN_API_CALLS): past it, 429 with Retry-After and RateLimit-*, and no call.
 */
export async function registerDomainApiProxy(app: FastifyInstance, { upstream, timeoutMs, kept, observe }: DomainApiProxyOptions): Promise<void> {
  const base = new URL(upstream);
  const basePath = withoutTrailingSlashes(base.pathname);
  const pool = new Pool(base.origin, { connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections: 32 });
  app.addHook("onClose", () => pool.close());
  const api: DomainApiUpstream = { pool, basePath, timeoutMs, observe };

  for (const path of PUBLIC_PATHS) {
    // Every call made for the client spends its domainApiCalls; a kept answer spends nothing.
    app.get(`/api/domains${path}`, { config: { budgets: ["domainApiCalls"] } }, async (req, reply) => {
      const name = path === "/availability" ? keptNameOf(req.query) : null;
      const answer = name === null ? undefined : kept.fresh(name);
      if (name !== null && answer) return sendKept(reply, name, answer);
      const spent = await kept.spend(req);
      if (spent?.passed) return sendOverBudget(reply, spent.state);
      const outcome = await callApi(api, req, path);
      if (!outcome.ok) return reply.code(502).header("cache-control", "no-store").type("application/json").send(UNAVAILABLE);
      if (name !== null && outcome.status === 200) {
        const results = kept.resultsOf(JSON.parse(outcome.body.toString("utf8")));
        if (results) kept.keep(name, results, outcome.headers["cache-control"]);
      }
      return reply.code(outcome.status).headers(outcome.headers).send(outcome.body);
    });
  }
}

type UpstreamHeaders = Dispatcher.ResponseData["headers"];

/** Why an answer's status and headers keep it from the visitor, or null when they do not. */
function problemOf(status: number, headers: UpstreamHeaders): string | null {
  const contentType = first(headers["content-type"]);
  const encoding = first(headers["content-encoding"]);
  const declared = Number(first(headers["content-length"]) ?? 0);
  if (!((status >= 200 && status < 300) || (status >= 400 && status < 500))) return "status";
  if (!contentType || !JSON_TYPE.test(contentType)) return "not JSON";
  if (encoding && encoding !== "identity") return "encoded";
  if (declared > MAX_BYTES) return "too large";
  return null;
}

/** The body read whole, or why not: past MAX_BYTES, cut off, or not JSON. */
async function readJsonBody(res: Dispatcher.ResponseData, timeoutMs: number): Promise<Buffer | { reason: string }> {
  const body = await readCappedBody(res, MAX_BYTES, timeoutMs);
  if (!Buffer.isBuffer(body)) return body;
  try {
    JSON.parse(body.toString("utf8"));
  } catch {
    return { reason: "not JSON" };
  }
  return body;
}

/** The upstream headers a visitor gets (RELAYED_HEADERS), those the API sent. */
function relayedHeaders(upstream: UpstreamHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RELAYED_HEADERS) {
    const value = first(upstream[name]);
    if (value) headers[name] = value;
  }
  return headers;
}

async function fetchAnswer(pool: Pool, target: string, caller: CallerRequest, timeoutMs: number): Promise<Outcome> {
  let res: Dispatcher.ResponseData;
  try {
    res = await pool.request({
      method: "GET",
      path: target,
      // Nothing of the visitor's (cookies, authorization) goes upstream; identity, so the cap counts real bytes.
      headers: { accept: "application/json", "accept-encoding": "identity", ...requestIdHeader(caller) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, outcome: isTimeout(error) ? "timeout" : "unreachable", failure: `unreachable: ${failureReason(error, timeoutMs)}` };
  }

  const status = res.statusCode;
  const contentType = first(res.headers["content-type"]);
  const refused = (reason: string): Outcome => ({
    ok: false,
    outcome: "bad_answer",
    status,
    failure: `answer refused: ${reason}${contentType ? ` (${contentType.slice(0, 100)})` : ""}`,
  });
  const problem = problemOf(status, res.headers);
  if (problem) {
    // Unread, the body would hold the connection; destroyed, it reports an abort nobody awaits.
    res.body.on("error", () => {}).destroy();
    return refused(problem);
  }

  const body = await readJsonBody(res, timeoutMs);
  if (!Buffer.isBuffer(body)) return refused(body.reason);
  return { ok: true, status, headers: relayedHeaders(res.headers), body };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
