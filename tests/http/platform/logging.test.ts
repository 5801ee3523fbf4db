import pino from "pino";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../../server/platform/logging/logger.ts";
import { testApp } from "../../fixtures/testApp.ts";

describe("logs", () => {
  it("are JSON lines with one request id per request, echoed to the client but on answers shared caches keep", async () => {
    const t = await testApp();
    try {
      const res = await t.app.inject({ url: "/about" });
      // The same page for everyone: a shared cache would hand this request's id to every visitor.
      expect(res.headers["x-request-id"]).toBeUndefined();
      const id = t.logs.find((l) => l.msg === "request completed")!.reqId as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const own = await t.app.inject({ url: "/no-such-page" });
      expect(own.statusCode).toBe(404);
      expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(t.logs.filter((l) => l.reqId === own.headers["x-request-id"]).map((l) => l.msg)).toContain("request completed");
      const lines = t.logs.filter((l) => l.reqId === id);
      // One line per request: method, URL, route pattern, status and time taken.
      expect(lines.map((l) => l.msg)).toEqual(["request completed"]);
      expect(lines[0]).toMatchObject({ level: "info", req: { method: "GET", url: "/about" }, route: "/about", res: { statusCode: 200 } });
      expect(typeof lines[0]!.responseTime).toBe("number");
      expect(typeof lines[0]!.time).toBe("string");
    } finally {
      await t.app.close();
    }
  });

  it("keep a sane X-Request-Id only from a load balancer TRUST_PROXY names, and replace a hostile one", async () => {
    // inject() comes from 127.0.0.1: a client of its own here, the balancer there.
    const direct = await testApp();
    const behind = await testApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      // A 404: an answer of this request's own, which carries its id.
      const fromClient = await direct.app.inject({ url: "/no-such-page", headers: { "x-request-id": "lb-123.abc" } });
      expect(fromClient.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(direct.logs.filter((l) => l.reqId === "lb-123.abc")).toEqual([]);
      expect((await behind.app.inject({ url: "/no-such-page", headers: { "x-request-id": "lb-123.abc" } })).headers["x-request-id"]).toBe("lb-123.abc");
      const hostile = await behind.app.inject({ url: "/no-such-page", headers: { "x-request-id": 'a b"}{' } });
      expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.app.close();
      await behind.app.close();
    }
  });

  it("never carry passwords, captcha tokens, cookies or authorization", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions("info"), sink);
    log.info({
      password: "hunter2-top",
      body: { userid: "amy", password: "hunter2-body", password_validation: "hunter2-again", "cf-turnstile-response": "tok-123" },
      req: { headers: { cookie: "sid=secret-cookie", authorization: "Bearer secret-token" } },
      res: { headers: { "set-cookie": "sid=secret-set" } },
    });
    const out = lines.join("");
    for (const secret of ["hunter2", "tok-123", "secret-cookie", "secret-token", "secret-set"]) expect(out).not.toContain(secret);
    expect(out).toContain('"userid":"amy"');
    expect(out).toContain("[redacted]");
  });

  it("a request with credentials leaves none of them in the app's log", async () => {
    const t = await testApp({ LOG_LEVEL: "trace" });
    try {
      await t.app.inject({
        url: "/about",
        headers: { cookie: "sid=very-secret-cookie", authorization: "Basic c2VjcmV0LWF1dGg=" },
      });
      expect(t.logText()).not.toContain("very-secret-cookie");
      expect(t.logText()).not.toContain("c2VjcmV0LWF1dGg=");
    } finally {
      await t.app.close();
    }
  });
});
