import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { LoggerOptions } from "pino";

/** Form fields and headers that must never reach a log line, at any depth we log. */
const SECRET_FIELDS = ["password", "password_validation", "cf-turnstile-response", "cookie", "authorization", "set-cookie"];

/** Each field as a key of the logged object and of objects up to three levels below it. */
export const redactPaths = SECRET_FIELDS.flatMap((field) => {
  const key = `["${field}"]`;
  return [key, `*${key}`, `*.*${key}`, `*.*.*${key}`];
});

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    // Operators read these with jq and ship them to a collector: ISO time, not epoch ms.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
  };
}

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps a load balancer's X-Request-Id when it looks sane, so lines join across services. */
export function requestId(req: IncomingMessage): string {
  const header = req.headers["x-request-id"];
  return typeof header === "string" && INCOMING_ID.test(header) ? header : randomUUID();
}
