import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import pino, { stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from "pino";

/** Form fields and headers that must never reach a log line, at any depth we log. */
const SECRET_FIELDS = ["password", "password_validation", "cf-turnstile-response", "cookie", "authorization", "set-cookie"];

const SECRET_KEYS = new Set(SECRET_FIELDS);
const CENSOR = "[redacted]";

/** Characters a URL scheme is made of after its first letter (WHATWG URL, "scheme state"). */
function isSchemeChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46;
}
function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
/** Schemes a WHATWG parser calls special: for them a backslash ends the authority as "/" does. */
const SPECIAL_SCHEMES = new Set(["http", "https", "ws", "wss", "ftp", "file"]);

/**
 * The authority that starts at `from`: where it ends (at the path, query or fragment: "/",
 * "?", "#", and "\\" for a special scheme; or at whitespace, where a URL written in a text
 * ends) and its last "@" (-1 for none).
 */
function authorityAt(text: string, from: number, special: boolean): { end: number; lastAt: number } {
  let lastAt = -1;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 47 || code === 63 || code === 35 || code <= 32 || (special && code === 92)) return { end: i, lastAt };
    if (code === 64) lastAt = i;
  }
  return { end: text.length, lastAt };
}

/**
 * Every URL in a text without its user and password ("http://user:password@host" →
 * "http://host"), and nothing else. The credentials are what a WHATWG URL parser reads in an
 * absolute URL with a host: after "scheme://", up to the authority's last "@" (a password
 * holding a raw "@" goes whole), when a host follows it. "x://text@/path" has no host, so it
 * is no URL and stays as written. One pass: each "://" looks back over its scheme and forward
 * over its authority, and those stretches never overlap (neither holds ":" or "/"), so the
 * work is linear in the text's length whatever it holds (docs/security.md, "Linear input").
 */
export function withoutCredentials(text: string): string {
  if (!text.includes("@")) return text;
  let kept = "";
  let copiedTo = 0;
  for (let marker = text.indexOf("://"); marker !== -1; marker = text.indexOf("://", marker + 3)) {
    let schemeStart = -1;
    for (let i = marker - 1; i >= 0 && isSchemeChar(text.charCodeAt(i)); i--) {
      if (isLetter(text.charCodeAt(i))) schemeStart = i;
    }
    if (schemeStart === -1) continue;
    const from = marker + 3;
    const { end, lastAt: at } = authorityAt(text, from, SPECIAL_SCHEMES.has(text.slice(schemeStart, marker).toLowerCase()));
    // A host must follow: an empty one, or a port without a host, is no URL (WHATWG "host-missing").
    // An empty user-info ("://@host") hides nothing, so it stays as written.
    if (at === -1 || at === from || at + 1 >= end || text.charCodeAt(at + 1) === 58) continue;
    kept += text.slice(copiedTo, from);
    copiedTo = at + 1;
  }
  return copiedTo === 0 ? text : kept + text.slice(copiedTo);
}

/**
 * The logged object with every secret field's value replaced and every URL's credentials taken
 * out, in it and in plain objects and arrays up to four levels below. Copy on write: an object without secrets (every access line)
 * is returned as it is, at the cost of a look at each key. pino's own `redact` with wildcard
 * paths did the same at a seventh of the time of a cached page request.
 */
function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return withoutCredentials(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value as unknown[];
    let copy: unknown[] | null = null;
    items.forEach((item, i) => {
      const next = scrubSecrets(item, depth + 1);
      if (next !== item) (copy ??= [...items])[i] = next;
    });
    return copy ?? items;
  }
  // Class instances (errors, requests) have serializers of their own: only plain data is walked.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const next = SECRET_KEYS.has(key.toLowerCase()) ? CENSOR : scrubSecrets(item, depth + 1);
    if (next !== item) (copy ??= { ...record })[key] = next;
  }
  return copy ?? value;
}

let timeMs = -1;
let timeField = "";

/**
 * The line's time field, ISO 8601 to the millisecond. Made once per millisecond: under load,
 * several access lines share one, and toISOString for each was a tenth of an access line's cost.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,

    // Fastify merges these over its own (both with `logger: options` and with a loggerInstance
    // built from them), so its "incoming request" line goes through requestForLog too.
    // `err` is pino's default, restated (a serializers option replaces pino's defaults), with
    // the credentials of any URL in its message or stack taken out.
    serializers: { req: requestForLog, err: errorForLog },
    // Operators read these with jq and ship them to a collector: ISO time, not epoch ms.
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }), log: (object) => scrubSecrets(object) as Record<string, unknown> },
  };
}

/** pino's error serializer, with every string of the result (message, stack, causes) through withoutCredentials. */
function errorForLog(error: Error): unknown {
  const serialized = stdSerializers.err(error) as unknown;
  if (serialized === null || typeof serialized !== "object") return serialized;
  // pino's result has a prototype of its own (which scrubSecrets leaves alone): copied as plain data.
  return scrubSecrets({ ...(serialized as Record<string, unknown>) });
}

/**
 * A client's mistake (a body that is not JSON, a wrong content type, an undecodable URL) as one
 * line's field: what Fastify calls it and the status it earned, no stack (the client's fault is
 * not in our code) and no message beyond Fastify's own fixed words, which never echo the body.
 */
export function clientErrorForLog(error: unknown): { code: string | undefined; statusCode: number | undefined; message?: string } {
  const { code, statusCode, message } = error as { code?: unknown; statusCode?: unknown; message?: unknown };
  const fastifyCode = typeof code === "string" && code.startsWith("FST_");
  return {
    code: typeof code === "string" ? code.slice(0, 64) : undefined,
    statusCode: typeof statusCode === "number" ? statusCode : undefined,
    ...(fastifyCode && typeof message === "string" ? { message: withoutCredentials(message.slice(0, 200)) } : {}),
  };
}

/** The server's logger, writing to its log output (server/platform/logging/logOutput.ts). */
export function createLogger(level: string, output: DestinationStream): Logger {
  return pino(loggerOptions(level), output);
}

/** What stands in for a removed query string or parameter value. */
const REDACTED = "[redacted]";

/** A page whose link carries a one-time secret in the query (the password reset), under any prefix. */
const SECRET_QUERY_PATH = /\/reset\/*$/i;

/** Name parts that say "secret" wherever they occur inside a parameter name. */
const SECRET_INSIDE = /token|secret|passw|passphrase|pwd|credential|jwt|apikey|privatekey|hmac/;
/** Name parts that say "secret" only as a whole word: not "design", "keyword", "author" or "zipcode". */
const SECRET_WORD = /^(?:o?auth(?:orization|code|key)?|\w*key|keys|sig|sigs|signature|signatures|signed|code|otp|sid|session|sessid|sessionid)$/;
/**
 * Whole names of this site's own bearer values: a cart hash opens its cart (read it, change
 * it, take it to checkout) for whoever holds it, so it stays out of the logs like a token.
 */
const SECRET_NAMES = new Set(["cart_hash"]);

/** Whether a query parameter's name looks like it carries a secret (token, key, signature, ...). */
export function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    // A broken escape: judge the name as it came.
  }
  // accessToken → access_Token; then words split on anything not a letter or digit.
  if (SECRET_NAMES.has(decoded.toLowerCase())) return true;
  const words = decoded.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  if (SECRET_INSIDE.test(words.replace(/[^a-z0-9]/g, ""))) return true;
  return words.split(/[^a-z0-9]+/).some((word) => SECRET_WORD.test(word));
}

/**
 * A request URL as it may appear in a log line: the whole query of a reset link replaced by
 * a marker, and elsewhere the value of each parameter whose name looks secret replaced by
 * "[redacted]". Everything else (the path, harmless parameters such as from or template_id) stays.
 */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  const query = url.slice(queryAt + 1);
  if (query === "") return url;
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // Undecodable: test the raw path.
  }
  if (SECRET_QUERY_PATH.test(path) || SECRET_QUERY_PATH.test(decodedPath)) return `${path}?${REDACTED}`;
  const cleaned = query.split("&").map((pair) => {
    const equalsAt = pair.indexOf("=");
    if (equalsAt === -1) return pair;
    const name = pair.slice(0, equalsAt);
    return isSecretParam(name) ? `${name}=${REDACTED}` : `${name}=${valueWithoutCredentials(pair.slice(equalsAt + 1))}`;
  });
  return `${path}?${cleaned.join("&")}`;
}

/**
 * A query value as logged: a URL it carries percent-encoded ("next=http%3A%2F%2Fuser%3Apw%40host")
 * loses its credentials as a raw one does, and is written back encoded; any other value stays
 * exactly as sent.
 */
function valueWithoutCredentials(value: string): string {
  if (!value.includes("%")) return value;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
  const cleaned = withoutCredentials(decoded);
  return cleaned === decoded ? value : encodeURIComponent(cleaned);
}

/** The parts of a request that the logs use: a Fastify request, or a raw Node request. */
interface LoggableRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/**
 * The `req` serializer: the fields Fastify's own serializer logs (method, url, version, host,
 * remoteAddress, remotePort), with the url passed through urlForLog.
 */
export function requestForLog(req: LoggableRequest) {
  if (req === null || typeof req !== "object") return req;
  return {
    method: req.method,
    url: typeof req.url === "string" ? urlForLog(req.url) : req.url,
    version: req.headers?.["accept-version"],
    host: req.host ?? req.headers?.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

const INCOMING_ID = /^[\w.:-]{1,64}$/;

/**
 * The request id of each request (Fastify's genReqId, the front cache's): the X-Request-Id a
 * trusted proxy sent (TRUST_PROXY, server/platform/security/clientAddress.ts) when it looks sane, so
 * lines join across the balancer and the site; otherwise one of our own. A client's own
 * X-Request-Id is never taken: it would become the id the member API logs, and a name any
 * visitor could give to any request.
 */
export function requestIdFor(fromTrustedProxy: (req: IncomingMessage) => boolean): (req: IncomingMessage) => string {
  return (req) => {
    const header = req.headers["x-request-id"];
    return typeof header === "string" && INCOMING_ID.test(header) && fromTrustedProxy(req) ? header : randomUUID();
  };
}

/** A request id for a listener with no proxy in front (the admin listener): always our own. */
export const requestId = requestIdFor(() => false);
