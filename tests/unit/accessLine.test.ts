import fc from "fast-check";
import pino, { type Logger } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../server/platform/logging/logger.ts";
import { createAccessLine } from "../../server/platform/logging/accessLine.ts";

/**
 * The access line is written as one template, not through pino (server/platform/logging/accessLine.ts).
 * What it writes must be what pino writes for the same request with the site's logger options:
 * the same fields in the same order, the same values, and the same redaction of secrets in the
 * URL and of credentials in any string.
 */

/** A logger with the site's options and a fixed time, writing into `lines`. */
function capturing(lines: string[], level = "info", stream: object = { write: (line: string) => void lines.push(line) }): Logger {
  return pino({ ...loggerOptions(level), timestamp: () => ',"time":"T"' }, stream as pino.DestinationStream);
}

/** pino's own line for the same request: the logger behind a stream pino must do its bookkeeping for. */
function throughPino(lines: string[]): Logger {
  return capturing(lines, "info", { write: (line: string) => void lines.push(line), [pino.symbols.needsMetadataGsym]: true });
}

const noMetrics = { request: () => {} };

/** Keys in order at every depth, and every value, of a JSON line. */
function shape(line: string): unknown {
  const walk = (value: unknown): unknown =>
    value !== null && typeof value === "object" ? Object.entries(value).map(([key, item]) => [key, walk(item)]) : value;
  return walk(JSON.parse(line));
}

const urlPart = fc.oneof(
  fc.string(),
  fc.constantFrom("token", "cart_hash", "password", "template_id", "from", "accessToken", "/reset", "http://user:secret@host.example/x", "@", "?", "&", "="),
);
const url = fc.array(urlPart, { maxLength: 8 }).map((parts) => `/${parts.join("")}`);
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

describe("the access line", () => {
  it("is, for any request, the line pino writes with the site's options: fields, order, values and redaction", () => {
    fc.assert(
      fc.property(
        fc.record({
          id: optional(fc.oneof(fc.uuid(), fc.string())),
          method: fc.constantFrom("GET", "POST", "HEAD", "OPTIONS"),
          url,
          host: optional(fc.oneof(fc.domain(), fc.string(), fc.constant("user:pw@evil.example"))),
          ip: optional(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string())),
          cache: optional(fc.constant("front" as const)),
        }),
        fc.string(),
        fc.integer({ min: 100, max: 599 }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.option(
          fc.string().map((reqId) => ({ reqId })),
          { nil: undefined },
        ),
        (seen, route, status, seconds, bindings) => {
          const ours: string[] = [];
          const theirs: string[] = [];
          const write = createAccessLine(noMetrics);
          const fast = capturing(ours);
          const slow = throughPino(theirs);
          const line = { ...seen, route, status, seconds };
          write(bindings ? fast.child(bindings) : fast, line);
          write(bindings ? slow.child(bindings) : slow, line);
          expect(ours).toHaveLength(1);
          expect(theirs).toHaveLength(1);
          expect(ours[0]!.endsWith("\n")).toBe(true);
          expect(shape(ours[0]!)).toEqual(shape(theirs[0]!));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps a secret of the query and a URL's credentials out of the line", () => {
    const lines: string[] = [];
    createAccessLine(noMetrics)(capturing(lines), {
      method: "GET",
      url: "/login?token=s3cret&redirect_to=http://u:pw@x.example/&from=hosting",
      host: "site.example",
      ip: "203.0.113.9",
      route: "/login",
      status: 200,
      seconds: 0.001,
    });
    expect(lines[0]).not.toMatch(/s3cret|u:pw/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      req: { url: "/login?token=[redacted]&redirect_to=http://x.example/&from=hosting" },
      res: { statusCode: 200 },
    });
  });

  it("is one line for a proxied request too: the same fields, the service's part beside them, at warn when the service failed", () => {
    const lines: string[] = [];
    const write = createAccessLine(noMetrics);
    const seen = { method: "GET", url: "/members/reset?token=s3cret", host: "site.example", ip: "203.0.113.9" };
    write(capturing(lines), { ...seen, route: "/about", status: 200, seconds: 0.002 });
    write(capturing(lines), {
      ...seen,
      proxied: { to: "members", path: "/members/reset", status: 200, durationMs: 2 },
      route: "/members/*",
      status: 200,
      seconds: 0.002,
    });
    const failure = "connect ECONNREFUSED http://user:pw@member-api.internal:8080";
    write(capturing(lines), {
      ...seen,
      proxied: { to: "members", path: "/members/reset", failure, durationMs: 1 },
      route: "/members/*",
      status: 502,
      seconds: 0.001,
    });
    const [page, proxied, failed] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(proxied!)).toEqual([...Object.keys(page!), "proxied"].filter((key) => key !== "msg").concat("msg"));
    expect(proxied).toMatchObject({
      level: "info",
      msg: "request completed",
      req: { url: "/members/reset?[redacted]" },
      proxied: { to: "members", status: 200 },
    });
    expect(failed).toMatchObject({
      level: "warn",
      msg: "request completed",
      res: { statusCode: 502 },
      proxied: { failure: "connect ECONNREFUSED http://member-api.internal:8080" },
    });
    expect(lines.join("")).not.toMatch(/s3cret|user:pw/);
    // A failure is a warning, written where info is not.
    const warnOnly: string[] = [];
    write(capturing(warnOnly, "warn"), {
      ...seen,
      proxied: { to: "members", path: "/members", failure, durationMs: 1 },
      route: "/members/*",
      status: 502,
      seconds: 0.001,
    });
    write(capturing(warnOnly, "warn"), {
      ...seen,
      proxied: { to: "members", path: "/members", status: 200, durationMs: 1 },
      route: "/members/*",
      status: 200,
      seconds: 0.001,
    });
    expect(warnOnly).toHaveLength(1);
  });

  it("writes nothing below the logger's level, as a probe's route asks", () => {
    const lines: string[] = [];
    createAccessLine(noMetrics)(capturing(lines, "warn"), {
      method: "GET",
      url: "/readyz",
      host: undefined,
      ip: undefined,
      route: "/readyz",
      status: 200,
      seconds: 0,
    });
    expect(lines).toEqual([]);
  });
});
