import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import fc from "fast-check";
import Fastify from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSecretParam, loggerOptions, requestForLog, urlForLog, withoutCredentials } from "../../../server/platform/logging/logger.ts";
import { answerSample, normalizeAnswer } from "../../../server/features/accounts/normalizeAnswer.ts";
import { freePort } from "../../fixtures/freePort.ts";
import { legacyServer } from "../../fixtures/legacyServer.ts";
import { redisServer } from "../../fixtures/redisServer.ts";
import { siteAddresses, startProcess } from "../../fixtures/serverProcess.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

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
    // A URL's credentials percent-encoded in a query value go as raw ones do; the rest of the value stays.
    ["/login?next=http%3A%2F%2Fuser%3Apw%40host%2Fpath&from=x", "/login?next=http%3A%2F%2Fhost%2Fpath&from=x"],
    ["/login?next=https%3a%2f%2fonly-user%40host", "/login?next=https%3A%2F%2Fhost"],
    ["/login?next=http%3A%2F%2Fhost%2Fa%40b&q=%zz", "/login?next=http%3A%2F%2Fhost%2Fa%40b&q=%zz"],
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

describe("withoutCredentials", () => {
  it.each([
    ["http://user:pw@127.0.0.1:2/domains/sale-extensions: ECONNREFUSED", "http://127.0.0.1:2/domains/sale-extensions: ECONNREFUSED"],
    ["redis://:pw@redis:6379", "redis://redis:6379"],
    ["https://only-user@host/x?y=a@b", "https://host/x?y=a@b"],
    ["http://u:p@ss@host:1/", "http://host:1/"],
    ["two: http://a:b@one/ and HTTPS://c:d@two", "two: http://one/ and HTTPS://two"],
    ["mailto:someone@example.com, http://host/a@b", "mailto:someone@example.com, http://host/a@b"],
    ['connect "redis://u:p@redis:6379" failed', 'connect "redis://redis:6379" failed'],
    ["HTTP://U:P@HOST\\path@x", "HTTP://HOST\\path@x"],
    // No host after the at-sign: no URL (a WHATWG parser refuses it), so nothing is taken out.
    ["/x://UNION_SELECT_password_FROM_members@/about", "/x://UNION_SELECT_password_FROM_members@/about"],
    ["x://a@", "x://a@"],
    ["http://u:p@:80/", "http://u:p@:80/"],
    ["1://a@b", "1://a@b"],
    ["a.b@c.d ://x@y", "a.b@c.d ://x@y"],
    // An empty user-info hides nothing: kept as written.
    ["http://host/a://@.", "http://host/a://@."],
    ["http://@host/", "http://@host/"],
    ["http://u:p@host/to/x://@y", "http://host/to/x://@y"],
    ["http://host/to/x://u@y", "http://host/to/x://y"],
    ["http://host/a://@@a", "http://host/a://a"],
  ])("%s → %s", (text, expected) => {
    expect(withoutCredentials(text)).toBe(expected);
  });

  /** A user or password as a URL may carry it raw: no delimiter of the authority, "@" and ":" allowed. */
  const credential = fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{1,12}$/);
  const host = fc.domain();
  const scheme = fc.constantFrom("http", "https", "redis", "postgres", "ftp", "x-custom+v1.2");
  // A tail with a URL of its own ("/a://u@b") is a case of its own, in the table above: its credentials go too.
  const tail = fc.stringMatching(/^(?:\/[\w.@:-]*){0,3}(?:\?[\w=&@-]*)?$/).filter((text) => !text.includes("://"));

  it("takes out what a WHATWG URL parser reads as the user and password, and keeps the rest as written", () => {
    fc.assert(
      fc.property(scheme, credential, fc.option(credential), host, tail, fc.string(), (scheme, user, password, host, tail, around) => {
        const clean = `${scheme}://${host}${tail}`;
        const url = `${scheme}://${user}${password === null ? "" : `:${password}`}@${host}${tail}`;
        const parsed = new URL(url);
        fc.pre(parsed.username !== "" || parsed.password !== "");
        const scrubbed = withoutCredentials(url);
        expect(scrubbed).toBe(clean);
        const reparsed = new URL(scrubbed);
        expect([reparsed.username, reparsed.password, reparsed.host, reparsed.pathname, reparsed.search]).toEqual([
          "",
          "",
          parsed.host,
          parsed.pathname,
          parsed.search,
        ]);
        // Inside a text, between words: the same URL loses the same part, the words stay.
        const words = around.replace(/\s|:\/\//g, "_");
        expect(withoutCredentials(`${words} ${url} ${words}`)).toBe(`${words} ${clean} ${words}`);
      }),
      { numRuns: 500 },
    );
  });

  it("changes no text that holds no URL with credentials", () => {
    const piece = fc.constantFrom("a", "Z", "1", ".", "-", "+", ":", "/", "//", "://", "@", "?", "#", " ", "\\", "%40");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        const scrubbed = withoutCredentials(text);
        if (scrubbed === text) return;
        // What went is one or more user-info parts: each removal leaves "scheme://" right before a host.
        expect(text.includes("://")).toBe(true);
        expect(text.length).toBeGreaterThan(scrubbed.length);
        expect(withoutCredentials(scrubbed)).toBe(scrubbed);
      }),
      { numRuns: 2000 },
    );
    for (const text of ["no at-sign here: http://host/x", "someone@example.com wrote", "@@@@", "://@", "a://@b".slice(0, 5)])
      expect(withoutCredentials(text)).toBe(text);
  });

  it("is applied to every string a line carries, errors' messages and stacks included", () => {
    const sink = memorySink();
    const log = pino(loggerOptions("info"), sink.stream);
    const error = Object.assign(new Error("GET http://user:pw-in-message@host/x failed"), { cause: "http://user:pw-in-cause@host" });
    log.warn({ err: error, details: "http://user:pw-in-details@host", deep: { list: ["redis://:pw-in-list@redis:6379"] } }, "call failed");
    expect(sink.lines.join("\n")).not.toMatch(/pw-in-/);
    expect(sink.logs()[0]).toMatchObject({ err: { message: "GET http://host/x failed" }, details: "http://host", deep: { list: ["redis://redis:6379"] } });
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

  it("logs a path that only looks like credentials as sent, and a URL's password in the query (plain or percent-encoded) not at all", async () => {
    const lineOf = async (url: string, host?: string) => {
      const res = await t.app.inject({ url, headers: host === undefined ? {} : { host } });
      const id = res.headers["x-request-id"] as string | undefined;
      const line = id === undefined ? t.logs.filter((l) => l.msg === "request completed" && l.component === undefined).at(-1) : accessLine(t.logs, id);
      return line as { req: Record<string, unknown> } | undefined;
    };
    expect((await lineOf("/x://UNION_SELECT_password_FROM_members@/about"))?.req.url).toBe("/x://UNION_SELECT_password_FROM_members@/about");
    expect((await lineOf("/login?next=http://user:pw-plain@host.example/x"))?.req.url).toBe("/login?next=http://host.example/x");
    expect((await lineOf("/login?next=http%3A%2F%2Fuser%3Apw-encoded%40host.example"))?.req.url).toBe("/login?next=http%3A%2F%2Fhost.example");
    expect(t.logText()).not.toMatch(/pw-plain|pw-encoded/);
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
  it("names no username that is not a member's: a failed login's userid may be a password typed in the wrong field", async () => {
    const legacy = await legacyServer();
    try {
      const userid = `u${"x".repeat(199)}`;
      const posted = await legacy.post("/global/login.php", { userid, password: "not-the-password" });
      expect(posted.body).toMatchObject({ status: "ERROR" });
      await legacy.post("/global/login.php", { userid: "Hunter2-typed-here", password: "not-the-password" });
      const lines = legacy.logs().filter((l) => l.event === "login");
      expect(lines).toMatchObject([{ outcome: "AUTHENTICATION_FAILED" }, { outcome: "AUTHENTICATION_FAILED" }]);
      expect(lines.map((l) => "userid" in l)).toEqual([false, false]);
      expect(legacy.logText()).not.toContain("xxxx");
      expect(legacy.logText()).not.toContain("Hunter2-typed-here");
    } finally {
      await legacy.close();
    }
  });

  it("names a member's username, failed or not", async () => {
    const legacy = await legacyServer();
    try {
      await legacy.post("/global/login.php", { userid: "demo", password: "not-the-password" });
      await legacy.post("/global/login.php", { userid: "Demo", password: "demo-pass-2026" });
      expect(legacy.logs().filter((l) => l.event === "login")).toMatchObject([
        { userid: "demo", outcome: "AUTHENTICATION_FAILED" },
        { userid: "Demo", outcome: "SUCCESS" },
      ]);
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

/**
 * The built server as `npm start` runs it, with secrets of its own in every setting that takes
 * one, credentials in every URL, and a visitor who types secrets where they do not belong:
 * every line it writes, stdout and stderr, is read for them.
 */
describe("every line the server process writes", () => {
  const SECRETS = {
    cookieSecret: "cookie-secret-of-this-test-0123456789abcdef",
    metricsToken: "metrics-token-of-this-test-4f9a",
    turnstileSecret: "turnstile-secret-of-this-test-77",
    upstreamPassword: "upstreampw-9d2c",
    domainApiPassword: "domainpw-51ab",
    assetHostPassword: "assetpw-73fe",
    redisPassword: "redispw-e8c1",
    /** A password typed into the username field. */
    typedAsUsername: "Tr0ub4dor-typed-as-name",
    wrongPassword: "wrong-pass-3b7d",
    demoPassword: "demo-pass-2026",
    signupPassword: "signup-pass-6d1e",
    badJsonPassword: "badjson-pw-0a7e",
  };
  const CREDENTIALS = ["siteuser:", "domuser:", "assetuser:"];

  /** A port with nothing listening on it: every call there is refused at once. */
  let deadPort: number;
  beforeAll(async () => {
    deadPort = await freePort();
  });

  const secretEnv = () => ({
    COOKIE_SECRET: SECRETS.cookieSecret,
    METRICS_TOKEN: SECRETS.metricsToken,
    TURNSTILE_SECRET: SECRETS.turnstileSecret,
    READINESS_PROBE_MS: "200",
  });

  function expectNoSecretIn(output: string) {
    const lines = output.split("\n");
    for (const secret of [...Object.values(SECRETS), ...CREDENTIALS]) {
      expect(
        lines.filter((line) => line.includes(secret)),
        secret,
      ).toEqual([]);
    }
  }

  const post = (url: string, body: string, cookie = "gdpr_seen=1") =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json", cookie }, body });

  /** What a visitor and an operator do: logins (one with the password in the username field), a sign-up, a reset, bad JSON, searches, catalog pages, metrics. */
  async function exercise(url: string, adminUrl: string) {
    const api = (path: string) => `${url}${path}`;
    await post(api("/api/v1/login"), JSON.stringify({ userid: SECRETS.typedAsUsername, password: SECRETS.wrongPassword }));
    await post(api("/api/v1/login"), JSON.stringify({ userid: "demo", password: SECRETS.wrongPassword }));
    await post(api("/api/v1/login"), JSON.stringify({ userid: "demo", password: SECRETS.demoPassword }));
    await post(
      api("/api/v1/register"),
      JSON.stringify({
        full_name: "Log Reader",
        email: "logreader@example.com",
        username: "logreader",
        password: SECRETS.signupPassword,
        password_validation: SECRETS.signupPassword,
      }),
    );
    await post(api("/api/v1/lostpassword"), JSON.stringify({ email: "demo@braveweb.example" }));
    const bad = await post(api("/api/v1/login"), `{"userid":"demo","password":"${SECRETS.badJsonPassword}"`);
    expect(bad.status).toBe(400);
    // The form page's own refusal of a body it cannot read.
    const badForm = await fetch(api("/login"), {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: "gdpr_seen=1" },
      body: SECRETS.badJsonPassword,
    });
    expect(badForm.status).toBeGreaterThanOrEqual(400);
    expect(badForm.status).toBeLessThan(500);
    for (const path of [
      "/domains",
      "/domains/search/results/bakery",
      "/api/domains/availability?query=bakery",
      "/api/domains/sale-extensions",
      "/sitebuilder/templates",
    ]) {
      await (await fetch(api(path))).arrayBuffer();
    }
    const metrics = await fetch(`${adminUrl}/metrics`, { headers: { authorization: `Bearer ${SECRETS.metricsToken}` } });
    expect(metrics.status).toBe(200);
    await metrics.arrayBuffer();
    // Readiness with details names each dependency's failure for the operator, without a URL's credentials.
    const readiness = await (await fetch(`${adminUrl}/readyz`, { headers: { authorization: `Bearer ${SECRETS.metricsToken}` } })).text();
    expect(readiness).toContain("memberApi");
    expectNoSecretIn(readiness);
  }

  /** The one line of a client's bad JSON: at info, no stack. */
  function expectBadJsonLine(output: string) {
    const lines = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const unreadable = lines.filter((line) => line.msg === "unreadable API request");
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatchObject({ level: "info" });
    expect(JSON.stringify(unreadable[0])).not.toContain("stack");
    // No client's mistake, API or page, is logged with a stack.
    expect(lines.filter((line) => line.level === "info" && JSON.stringify(line).includes('"stack"'))).toEqual([]);
    return lines;
  }

  it("with the embedded member API, a dead domain API and asset host, and Redis behind a password", async () => {
    const redis = await redisServer({ password: SECRETS.redisPassword });
    const site = startProcess("server/main.js", {
      ...secretEnv(),
      NODE_ENV: "production",
      DOMAIN_API_URL: `http://domuser:${SECRETS.domainApiPassword}@127.0.0.1:${deadPort}/v1`,
      ASSET_URL: `http://assetuser:${SECRETS.assetHostPassword}@127.0.0.1:${deadPort}/assets`,
      REDIS_URL: redis.url,
    });
    try {
      const { url, adminUrl } = await siteAddresses(site);
      await exercise(url, adminUrl);
      expect(await site.stop()).toBe(0);
      expectNoSecretIn(site.output());
      const lines = expectBadJsonLine(site.output());
      // The stand-in logs a failed login's username only when such a member exists.
      const logins = lines.filter((line) => line.event === "login");
      expect(logins.map((line) => [line.outcome, line.userid])).toEqual([
        ["AUTHENTICATION_FAILED", undefined],
        ["AUTHENTICATION_FAILED", "demo"],
        ["SUCCESS", "demo"],
      ]);
    } finally {
      await site.stop();
      await redis.stop();
    }
  }, 120_000);

  it("with UPSTREAM_URL at a dead port", async () => {
    const site = startProcess("server/main.js", { ...secretEnv(), UPSTREAM_URL: `http://siteuser:${SECRETS.upstreamPassword}@127.0.0.1:${deadPort}` });
    try {
      const { url, adminUrl } = await siteAddresses(site);
      await site.waitFor(/"msg":"dependency failing/);
      await exercise(url, adminUrl);
      expect(await site.stop()).toBe(0);
      expectNoSecretIn(site.output());
      expectBadJsonLine(site.output());
    } finally {
      await site.stop();
    }
  }, 120_000);

  it("with UPSTREAM_URL at a real legacy service", async () => {
    const legacy = startProcess("legacy/main.js", { MEMBERS_URL: "http://localhost:3000/members" });
    const legacyUrl = new URL(await legacy.waitFor(/Legacy member API listening at (http:\/\/127\.0\.0\.1:\d+)/));
    legacyUrl.username = "siteuser";
    legacyUrl.password = SECRETS.upstreamPassword;
    const site = startProcess("server/main.js", { ...secretEnv(), UPSTREAM_URL: legacyUrl.href });
    try {
      const { url, adminUrl } = await siteAddresses(site);
      await exercise(url, adminUrl);
      expect(await site.stop()).toBe(0);
      expect(await legacy.stop()).toBe(0);
      expectNoSecretIn(site.output());
      expectNoSecretIn(legacy.output());
      expectBadJsonLine(site.output());
      expect(legacy.output()).toContain('"event":"signup"');
    } finally {
      await site.stop();
      await legacy.stop();
    }
  }, 120_000);

  it.each([
    ["COOKIE_SECRET", "s3cr3t-but-only-31-characters!!"],
    ["METRICS_TOKEN", "short-token-9x"],
    ["TURNSTILE_SECRET", "turnstile secret with spaces"],
    ["UPSTREAM_URL", `ftp://siteuser:${SECRETS.upstreamPassword}@127.0.0.1/`],
    ["DOMAIN_API_URL", `http://domuser:${SECRETS.domainApiPassword}@ bad host/`],
    ["REDIS_URL", `http://:${SECRETS.redisPassword}@127.0.0.1:6379`],
  ])("refuses an invalid %s with one line naming it, without its value", async (name, value) => {
    const site = startProcess("server/main.js", { [name]: value });
    expect(await site.exited()).toBe(1);
    expect(site.output()).toMatch(new RegExp(`^Invalid configuration: ${name} — expected [^\\n]+\\.\\n$`));
    expect(site.output()).not.toContain(value);
    expectNoSecretIn(site.output());
  });

  it("the legacy service refuses an invalid TURNSTILE_SECRET the same way", async () => {
    const value = "turnstile secret with spaces";
    const legacy = startProcess("legacy/main.js", { TURNSTILE_SECRET: value });
    expect(await legacy.exited()).toBe(1);
    expect(legacy.output()).toBe("Invalid configuration: TURNSTILE_SECRET — expected a Turnstile secret key.\n");
  });
});
