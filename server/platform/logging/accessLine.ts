import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { urlForLog, withoutCredentials } from "./logger.ts";
import type { Metrics } from "../operations/metrics.ts";

/** A request the site passed on to another service, as its access line tells it (server/platform/logging/proxyLog.ts). */
export interface ProxiedCall {
  /** Which service: the members area (the member API's pages), the domain API, the asset host. */
  to: "members" | "domain-api" | "asset-host";
  /** The path asked for there, without its query (a reset link's token stays out of the log). */
  path: string;
  /** What the service answered, when it answered. */
  status?: number;
  /** Why its answer was not passed on, or why there was none: the line is then a warning. */
  failure?: string;
  durationMs: number;
}

/** What the access line says of a request and its answer. */
interface RequestSeen {
  /** Given when the logger is not already the request's own (which carries reqId). */
  id?: string;
  method: string;
  url: string;
  host: string | undefined;
  ip: string | undefined;
  cache?: "front";
  /** For a request passed on to another service: what the service did with it. */
  proxied?: ProxiedCall;
  /** The pattern of the route that answered, as the request metric labels it. */
  route: string;
  status: number;
  /** How long the answer took. */
  seconds: number;
}

const { streamSym, chindingsSym, lsCacheSym, timeSym, needsMetadataGsym } = pino.symbols;

/** The stream a pino logger writes its lines to. */
interface LineStream {
  write(line: string): unknown;
}

/** One of a pino logger's own parts, by its symbol (pino.symbols, pino's documented way in). */
const partOf = <T>(logger: FastifyBaseLogger, symbol: symbol): T | undefined => (logger as unknown as Record<symbol, T | undefined>)[symbol];

const INFO = 30;
const MESSAGE = ',"msg":"request completed"}\n';

/** A string field's value as the logger writes it: JSON, with any URL's credentials taken out (logger.ts). */
const text = (value: string) => JSON.stringify(withoutCredentials(value));

/**
 * The line pino would write for this request at info, made here as one template: the same
 * fields, values and redaction as `logTo.info(...)` (the level and time as the logger's options
 * make them, its bindings, urlForLog and withoutCredentials on every string), at a fraction of
 * the cost. Through pino, the access line was a third of the CPU of a page answered from the
 * front cache (bench/README.md, "2026-11-27 (evening), 2 cores: the access line, the pretenured render, the page pattern").
 * Null when the logger is not a plain pino logger writing to one stream (a level-routing
 * multistream needs pino's own bookkeeping).
 */
function accessLineText(logTo: FastifyBaseLogger, line: RequestSeen): string | null {
  const stream = partOf<LineStream & Record<symbol, unknown>>(logTo, streamSym);
  const bindings = partOf<string>(logTo, chindingsSym);
  const level = partOf<Record<number, string>>(logTo, lsCacheSym)?.[INFO];
  const time = partOf<() => string>(logTo, timeSym);
  if (!stream || stream[needsMetadataGsym] || typeof bindings !== "string" || typeof level !== "string" || typeof time !== "function") return null;
  const request =
    `{"method":${text(line.method)},"url":${JSON.stringify(urlForLog(withoutCredentials(line.url)))}` +
    (line.host === undefined ? "" : `,"host":${text(line.host)}`) +
    (line.ip === undefined ? "" : `,"remoteAddress":${text(line.ip)}`) +
    "}";
  return (
    `${level}${time.call(logTo)}${bindings}` +
    (line.id === undefined ? "" : `,"reqId":${text(line.id)}`) +
    (line.cache === undefined ? "" : `,"cache":"${line.cache}"`) +
    `,"req":${request},"route":${text(line.route)},"res":{"statusCode":${line.status}},"responseTime":${line.seconds * 1000}${MESSAGE}`
  );
}

/**
 * The one access line of a request, whether Fastify or the front cache answered it, with its
 * request metric. One line per request instead of Fastify's two: on a cached page, logging was
 * a quarter of the work. A request passed on to another service is one line too, with the
 * service's part (`proxied`), at warn when the service failed it.
 */
export function createAccessLine(metrics: Pick<Metrics, "request">) {
  return (logTo: FastifyBaseLogger, line: RequestSeen): void => {
    metrics.request(line.route, line.method, line.status, line.seconds);
    const level = line.proxied?.failure === undefined ? "info" : "warn";
    // A route's own log level (the probes log nothing at info) holds, because its request logger is used.
    const { isLevelEnabled } = logTo as Partial<Pick<pino.Logger, "isLevelEnabled">>;
    if (isLevelEnabled && !isLevelEnabled.call(logTo, level)) return;
    // A proxied request's line goes through pino: the service's words (a failure's, from an
    // error) get every string's scrubbing, and its level may be warn; such requests are few.
    const made = line.proxied === undefined ? accessLineText(logTo, line) : null;
    if (made !== null) return void partOf<LineStream>(logTo, streamSym)!.write(made);
    // Another logger: the same line through it. `req` goes through requestForLog, which redacts secrets in the URL.
    logTo[level](
      {
        reqId: line.id,
        cache: line.cache,
        req: { method: line.method, url: line.url, host: line.host, ip: line.ip },
        route: line.route,
        res: { statusCode: line.status },
        responseTime: line.seconds * 1000,
        proxied: line.proxied,
      },
      "request completed",
    );
  };
}
