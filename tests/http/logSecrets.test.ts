import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSecretParam, loggerOptions, requestForLog, urlForLog } from "../../server/logger.ts";
import { answerSample, normalizeAnswer } from "../../server/upstream/normalizeAnswer.ts";
import { legacyServer } from "../fixtures/legacyServer.ts";
import { testApp, type TestApp } from "../fixtures/testApp.ts";

function memorySink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** The site's own access line: the embedded member API logs its lines under the same request id. */
const accessLine = (logs: Array<Record<string, unknown>>, id: string) =>
  logs.find((l) => l.reqId === id && l.msg === "request completed" && l.component === undefined) as { req: Record<string, unknown> } | undefined;

describe("urlForLog", () => {
  it.each([
    ["/members/reset?token=SECRET", "/members/reset?[redacted]"],
    ["/members/reset?id=7&t=SECRET", "/members/reset?[redacted]"],
    ["/members/reset/?x=SECRET", "/members/reset/?[redacted]"],
    ["/preview/abc123/members/reset?token=SECRET", "/preview/abc123/members/reset?[redacted]"],
    ["/some/prefix/RESET?k=SECRET", "/some/prefix/RESET?[redacted]"],
    ["/members/%72eset?k=SECRET", "/members/%72eset?[redacted]"],
    ["/members/reset", "/members/reset"],
    ["/about?access_token=abc123&from=hosting", "/about?access_token=[redacted]&from=hosting"],
    [
      "/x?token=a&reset_token=b&key=c&secret=d&password=e&passwd=f",
      "/x?token=[redacted]&reset_token=[redacted]&key=[redacted]&secret=[redacted]&password=[redacted]&passwd=[redacted]",
    ],
    [
      "/x?signature=a&sig=b&code=c&auth=d&apiKey=e&X-Amz-Signature=f",
      "/x?signature=[redacted]&sig=[redacted]&code=[redacted]&auth=[redacted]&apiKey=[redacted]&X-Amz-Signature=[redacted]",
    ],
    [
      "/x?accessToken=a&TOKEN=b&%74oken=c&api_key=d&authorization=e",
      "/x?accessToken=[redacted]&TOKEN=[redacted]&%74oken=[redacted]&api_key=[redacted]&authorization=[redacted]",
    ],
    [
      "/login?from=hosting&cart_hash=abc&template_id=7&type=domain&redirect_to=%2Fmembers&brand=x&query=site&viewport=wide",
      "/login?from=hosting&cart_hash=[redacted]&template_id=7&type=domain&redirect_to=%2Fmembers&brand=x&query=site&viewport=wide",
    ],
    ["/domains?design=a&keyword=b&author=c", "/domains?design=a&keyword=b&author=c"],
    ["/about", "/about"],
    ["/about?", "/about?"],
    ["/about?flag&token", "/about?flag&token"],
    ["/about?a=1&&token=x=y", "/about?a=1&&token=[redacted]"],
  ])("%s → %s", (url, expected) => {
    expect(urlForLog(url)).toBe(expected);
  });

  it("judges parameter names by their word parts", () => {
    for (const name of [
      "token",
      "reset_token",
      "Access-Token",
      "client_secret",
      "new_password",
      "pwd",
      "sig",
      "oauth",
      "auth_code",
      "private_key",
      "cart_hash",
      "CART_HASH",
    ]) {
      expect(isSecretParam(name), name).toBe(true);
    }
    for (const name of ["from", "migrate_user", "template_id", "type", "redirect_to", "brand", "query", "viewport", "design", "keyword", "author", "%zz"]) {
      expect(isSecretParam(name), name).toBe(false);
    }
  });

  it("the req serializer keeps Fastify's fields", () => {
    const req = { method: "GET", url: "/members/reset?token=S", headers: {}, host: "example.com", ip: "10.0.0.1", socket: { remotePort: 4321 } };
    expect(requestForLog(req)).toEqual({
      method: "GET",
      url: "/members/reset?[redacted]",
      version: undefined,
      host: "example.com",
      remoteAddress: "10.0.0.1",
      remotePort: 4321,
    });
  });
});

describe("Fastify uses the req serializer of loggerOptions", () => {
  it("as `logger: loggerOptions(...)`, the way server/app.ts builds it in production", async () => {
    const sink = memorySink();
    const app = Fastify({ logger: { ...loggerOptions("info"), stream: sink.stream } });
    app.get("/members/reset", async () => "ok");
    try {
      await app.inject({ url: "/members/reset?token=SECRETTOKEN123" });
      expect(sink.lines.join("\n")).not.toContain("SECRETTOKEN123");
      // Fastify's own first line, when its request logging is on (the site logs one line of its own).
      expect(sink.logs().find((l) => l.msg === "incoming request")?.req).toMatchObject({
        method: "GET",
        url: "/members/reset?[redacted]",
        remoteAddress: "127.0.0.1",
      });
    } finally {
      await app.close();
    }
  });

  it("as `loggerInstance: pino(loggerOptions(...))`, the way the tests build it", async () => {
    const sink = memorySink();
    const app = Fastify({ loggerInstance: pino(loggerOptions("info"), sink.stream) });
    app.get("/about", async () => "ok");
    try {
      await app.inject({ url: "/about?access_token=abc123&from=hosting" });
      expect(sink.lines.join("\n")).not.toContain("abc123");
      expect(sink.logs().find((l) => l.msg === "incoming request")?.req).toMatchObject({ url: "/about?access_token=[redacted]&from=hosting" });
    } finally {
      await app.close();
    }
  });
});

describe("the site's access log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("keeps a reset link's token out, but not its path", async () => {
    const res = await t.app.inject({ url: "/members/reset?token=SECRETTOKEN123" });
    const id = res.headers["x-request-id"] as string;
    expect(t.logText()).not.toContain("SECRETTOKEN123");
    expect(accessLine(t.logs, id)?.req).toMatchObject({ method: "GET", url: "/members/reset?[redacted]" });
  });

  it("keeps a reset link's token out under /preview/ too", async () => {
    const res = await t.app.inject({ url: "/preview/abc/members/reset?token=SECRETTOKEN456" });
    expect(t.logText()).not.toContain("SECRETTOKEN456");
    expect(accessLine(t.logs, res.headers["x-request-id"] as string)?.req.url).toBe("/preview/abc/members/reset?[redacted]");
  });

  it("keeps secret-looking parameters out, and harmless ones in", async () => {
    const res = await t.app.inject({ url: "/about?access_token=abc123&from=hosting" });
    expect(res.statusCode).toBe(200);
    expect(t.logText()).not.toContain("abc123");
    // A page the same for everyone carries no request id (shared caches keep it): its line is the last one.
    const last = t.logs.filter((l) => l.msg === "request completed" && l.component === undefined).at(-1);
    const line = accessLine(t.logs, last?.reqId as string);
    expect(line?.req.url).toBe("/about?access_token=[redacted]&from=hosting");
    expect(line?.req).toMatchObject({ method: "GET", host: "localhost:80", remoteAddress: "127.0.0.1" });
  });

  it("a 200-character userid: the site refuses it and logs none of it beyond 64 characters", async () => {
    const userid = `u${"x".repeat(199)}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json", cookie: "a=1" },
      payload: { userid, password: "not-the-password" },
    });
    // The login rules (views/forms/loginSchema.ts) stop it at 64 characters: it never reaches the legacy API.
    expect(res.statusCode).toBe(422);
    expect(t.logText()).not.toContain(userid.slice(0, 65));
  });
});

describe("the legacy API's login line", () => {
  it("keeps the userid field, cut to its first 64 characters", async () => {
    const legacy = await legacyServer();
    try {
      const userid = `u${"x".repeat(199)}`;
      const posted = await legacy.post("/global/login.php", { userid, password: "not-the-password" });
      expect(posted.body).toMatchObject({ status: "ERROR" });
      const line = legacy.logs().find((l) => l.event === "login");
      expect(line).toMatchObject({ outcome: "AUTHENTICATION_FAILED" });
      expect((line!.userid as string).length).toBe(64);
      expect(line!.userid).toBe(userid.slice(0, 64));
      expect(legacy.logText()).not.toContain(userid.slice(0, 65));
    } finally {
      await legacy.close();
    }
  });

  it("keeps a short userid whole", async () => {
    const legacy = await legacyServer();
    try {
      await legacy.post("/global/login.php", { userid: "ada", password: "not-the-password" });
      expect(legacy.logs().find((l) => l.event === "login")).toMatchObject({ userid: "ada" });
    } finally {
      await legacy.close();
    }
  });
});

describe("normalizeAnswer's details", () => {
  it("say what was wrong, never what the body held", () => {
    const answer = normalizeAnswer(200, "<html>Warning: userid=ada password=hunter2 in login.php</html>");
    expect(answer).toEqual({ status: "ERROR", reason: "UNEXPECTED", details: "unparsable answer" });
    expect(answerSample(`  ${"y".repeat(200)}`)).toBe("y".repeat(80));
  });
});

describe("an unreadable member-API answer", () => {
  const SECRETISH = "DB_PASSWORD=hunter2-from-php-dump";
  let upstream: Server;
  let upstreamUrl: string;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/html" }).end(`<html><body>Warning: ${SECRETISH} in config.php</body></html>`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  const login = (t: TestApp) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json", cookie: "a=1" },
      payload: { userid: "ada", password: "secret" },
    });

  it("at LOG_LEVEL=info: a generic warn line, none of the body in the logs or to the visitor", async () => {
    const t = await testApp({ UPSTREAM_URL: upstreamUrl });
    try {
      const res = await login(t);
      expect(res.statusCode).toBe(502);
      expect(res.body).not.toContain("hunter2");
      expect(res.body).not.toContain("unparsable");
      const warn = t.logs.find((l) => l.msg === "member API call");
      expect(warn).toMatchObject({ level: "warn", upstream: { reason: "UNEXPECTED", details: "unparsable answer" } });
      expect(t.logText()).not.toContain("hunter2");
    } finally {
      await t.app.close();
    }
  });

  it("at LOG_LEVEL=debug: the body's first characters in a debug line, still not in the warn line", async () => {
    const t = await testApp({ UPSTREAM_URL: upstreamUrl, LOG_LEVEL: "debug" });
    try {
      const res = await login(t);
      expect(res.statusCode).toBe(502);
      expect(res.body).not.toContain("hunter2");
      expect(t.logText()).toContain(SECRETISH);
      const warn = t.logs.find((l) => l.msg === "member API call");
      expect(JSON.stringify(warn)).not.toContain("hunter2");
      const debug = t.logs.find((l) => l.msg === "member API answer sample");
      expect(debug).toMatchObject({ level: "debug" });
      expect((debug!.upstream as { sample: string }).sample).toContain(SECRETISH);
      expect((debug!.upstream as { sample: string }).sample.length).toBeLessThanOrEqual(80);
    } finally {
      await t.app.close();
    }
  });
});
