import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { defaultOf } from "../../../server/platform/config/config.ts";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { freePort } from "../../fixtures/freePort.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ANSWER_HOP_BY_HOP, misbehavingMemberApi } from "../../fixtures/misbehavingMemberApi.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

/**
 * The members area proxied at /members (docs/decisions.md, 23: bounded like every upstream call,
 * by timeouts and a body cap, hop-by-hop and spoofable headers dropped), against a real member
 * API that records what it gets and misbehaves on demand, over real sockets, with curl as a
 * visitor would use it.
 */
const run = promisify(execFile);
/** Short, so the suite stays fast: the statuses are asserted, never the durations. */
const UPSTREAM_TIMEOUT_MS = "300";
const SITE = { PUBLIC_URL: "http://localhost:3000", MEMBERS_URL: "http://localhost:3000/members", UPSTREAM_TIMEOUT_MS };

type Api = Awaited<ReturnType<typeof misbehavingMemberApi>>;
let api: Api;
let site: LiveServer;
let tempDir: string;
beforeAll(async () => {
  api = await misbehavingMemberApi();
  site = await liveServer({ ...SITE, UPSTREAM_URL: api.url });
  tempDir = mkdtempSync(join(tmpdir(), "members-proxy-"));
});
afterAll(async () => {
  await site?.app.close();
  await api?.close();
  rmSync(tempDir, { recursive: true, force: true });
});
beforeEach(() => api.behave("echo"));

/** curl as a visitor runs it: the status, the headers (lower-cased) and the body. */
async function curl(args: string[]): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const headerFile = join(tempDir, `headers-${Math.random().toString(36).slice(2)}`);
  const { stdout } = await run("curl", ["-s", "-D", headerFile, "--max-time", "20", ...args], { maxBuffer: 8 * 1024 * 1024 });
  const { readFileSync } = await import("node:fs");
  const blocks = readFileSync(headerFile, "utf8")
    .split(/\r\n\r\n/)
    .filter(Boolean);
  // After a "100 Continue", the last block is the answer.
  const lines = blocks.at(-1)!.split("\r\n");
  const status = Number(lines[0]!.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: stdout };
}

type Line = Record<string, unknown> & { level: string; msg: string; reqId?: string };
/** MEMBERS_BODY_LIMIT_BYTES as the site runs by default. */
const BODY_CAP = defaultOf("MEMBERS_BODY_LIMIT_BYTES");
const SAME_ORIGIN_CURL = Object.entries(SAME_ORIGIN_POST).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
const linesOf = (id: string) => (site.logs as Line[]).filter((l) => l.reqId === id);
const HOP_BY_HOP_REQUEST = ["keep-alive", "expect", "upgrade", "te", "trailer", "transfer-encoding", "proxy-authorization", "proxy-connection"];

describe("headers a visitor sends that the member API's client refuses or must not see", () => {
  it.each([
    ["Expect: 100-continue", ["-H", "Expect: 100-continue"]],
    ["Keep-Alive: timeout=5", ["-H", "Keep-Alive: timeout=5"]],
    ["Upgrade: websocket", ["-H", "Connection: Upgrade", "-H", "Upgrade: websocket"]],
    ["TE: trailers", ["-H", "TE: trailers"]],
    ["Trailer", ["-H", "Trailer: x-checksum"]],
    ["Proxy-Authorization", ["-H", "Proxy-Authorization: Basic c2VjcmV0"]],
  ])("%s: the members page, and none of the connection's own headers reach the member API", async (_name, args) => {
    const res = await curl([...args, site.url("/members")]);
    expect(res.status).toBe(200);
    expect(res.body).toContain("<h1>Members</h1>");
    const got = api.last()!;
    for (const name of HOP_BY_HOP_REQUEST) expect(got.headers[name], name).toBeUndefined();
    // The proxy's own connection to the member API: undici's keep-alive, nothing of the visitor's.
    expect(got.headers.connection).toBe("keep-alive");
    expect(linesOf(res.headers["x-request-id"]!).filter((l) => l.level === "error")).toEqual([]);
  });

  it("Connection naming another header: that header stays with the connection", async () => {
    const res = await curl(["-H", "Connection: keep-alive, X-Secret-Hop", "-H", "X-Secret-Hop: 1", site.url("/members")]);
    expect(res.status).toBe(200);
    expect(api.last()!.headers["x-secret-hop"]).toBeUndefined();
  });

  it("a form post just under the body cap, with Expect: 100-continue, goes through whole", async () => {
    const file = join(tempDir, "big-body");
    const size = BODY_CAP - 16;
    writeFileSync(file, `note=${"x".repeat(size - 5)}`);
    const res = await curl([
      ...SAME_ORIGIN_CURL,
      "-H",
      "Expect: 100-continue",
      "-H",
      "content-type: application/x-www-form-urlencoded",
      "--data-binary",
      `@${file}`,
      site.url("/members/notes"),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`${size} bytes received`);
    expect(api.last()!.headers.expect).toBeUndefined();
    expect(api.last()!.headers["content-length"]).toBe(String(size));
  });

  it("the client's forwarding headers are dropped; the site's own say what the site knows", async () => {
    const res = await curl([
      "-H",
      "X-Forwarded-For: 6.6.6.6",
      "-H",
      "X-Forwarded-Host: evil.example",
      "-H",
      "X-Forwarded-Proto: https",
      "-H",
      "X-Forwarded-Port: 443",
      "-H",
      "Forwarded: for=6.6.6.6;host=evil.example;proto=https",
      "-H",
      "X-Real-IP: 6.6.6.6",
      site.url("/members"),
    ]);
    expect(res.status).toBe(200);
    const got = api.last()!.headers;
    expect(got["x-forwarded-for"]).toBe("127.0.0.1");
    expect(got["x-forwarded-host"]).toBe("localhost:3000");
    expect(got["x-forwarded-proto"]).toBe("http");
    for (const name of ["forwarded", "x-real-ip", "x-forwarded-port"]) expect(got[name], name).toBeUndefined();
  });

  it("a client's X-Request-Id is neither the site's id nor sent upstream: the site's own is", async () => {
    const res = await curl(["-H", "X-Request-Id: planted-by-visitor", site.url("/members")]);
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.last()!.headers["x-request-id"]).toBe(res.headers["x-request-id"]);
  });
});

describe("the log of a proxied request", () => {
  /** The request's lines once its access line is written. */
  async function linesOfAnswered(id: string) {
    for (let i = 0; i < 100 && !linesOf(id).some((l) => l.msg === "request completed"); i++) await new Promise((r) => setTimeout(r, 20));
    return linesOf(id);
  }

  it("is one access line, with the fields every access line has, the member API's status and time, and no secret", async () => {
    // A page's access line (a shared page's answer carries no request id: its line is found by its URL).
    await (await request(site.url("/about"))).body.text();
    const pageLine = (site.logs as Line[]).find((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === "/about");

    const res = await request(site.url("/members/reset?token=SECRET-RESET-TOKEN"), {
      headers: { cookie: "bw_member=secret-session-value; PHPSESSID=secret-php-session", authorization: "Basic c2VjcmV0" },
    });
    await res.body.text();
    const lines = await linesOfAnswered(String(res.headers["x-request-id"]));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: "info",
      msg: "request completed",
      req: { method: "GET", url: "/members/reset?[redacted]" },
      route: "/members/*",
      res: { statusCode: 200 },
      proxied: { to: "members", path: "/members/reset", status: 200 },
    });
    expect(typeof (line!.proxied as { durationMs: unknown }).durationMs).toBe("number");
    // The fields of a page's access line, and the service's part beside them.
    expect(Object.keys(line!).sort()).toEqual([...Object.keys(pageLine!), "proxied"].sort());
    for (const secret of ["SECRET-RESET-TOKEN", "secret-session-value", "secret-php-session", "c2VjcmV0"]) expect(JSON.stringify(line)).not.toContain(secret);
  });

  it("a post is one line too", async () => {
    const res = await request(site.url("/members/notes"), { method: "POST", headers: { ...SAME_ORIGIN_POST, "content-type": "text/plain" }, body: "a=1" });
    await res.body.text();
    expect(await linesOfAnswered(String(res.headers["x-request-id"]))).toMatchObject([
      {
        level: "info",
        msg: "request completed",
        req: { method: "POST" },
        res: { statusCode: 200 },
        proxied: { to: "members", path: "/members/notes", status: 200 },
      },
    ]);
  });
});

describe("a path the proxy refuses", () => {
  it("a dot-dot segment is the site's 400 page (not a 502 of the proxy), and never reaches the member API", async () => {
    const before = api.requests.length;
    const res = await request(site.url("/members/..%2flegacy-secret"));
    const text = await res.body.text();
    expect([res.statusCode, api.requests.length - before]).toEqual([400, 0]);
    expect(text).toContain("<title>Bad request | Braveweb</title>");
  });
});

describe("the member API's answers", () => {
  it("reach the visitor without the hop-by-hop fields of the member API's connection", async () => {
    api.behave("hop-by-hop");
    const res = await request(site.url("/members"));
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain("<h1>Members</h1>");
    // The visitor's connection is the site's: Node's own keep-alive, none of the member API's fields.
    for (const [name, value] of Object.entries(ANSWER_HOP_BY_HOP)) expect(res.headers[name], name).not.toBe(value);
    expect(res.headers["x-upstream-hop"]).toBeUndefined();
    expect(res.headers.connection).toBe("keep-alive");
    expect(res.headers["keep-alive"]).toBe("timeout=72");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a member API that fails", () => {
  /** The answer, the site's error page, and the request's lines: one warning, no error, no stack. */
  async function failing(url: string, method = "GET") {
    const res = await request(url, {
      method: method as "GET",
      headers: method === "POST" ? { ...SAME_ORIGIN_POST, "content-type": "text/plain" } : {},
      body: method === "POST" ? "a=1" : undefined,
    });
    const text = await res.body.text();
    const id = String(res.headers["x-request-id"]);
    // Log lines are written as the answer ends; the access line is the last of them.
    for (let i = 0; i < 50 && !linesOf(id).some((l) => l.msg === "request completed"); i++) await new Promise((r) => setTimeout(r, 20));
    return { status: res.statusCode, text, contentType: String(res.headers["content-type"]), lines: linesOf(id) };
  }

  function expectFailureAnswered(answer: Awaited<ReturnType<typeof failing>>, status: number) {
    expect(answer.status).toBe(status);
    expect(answer.contentType).toContain("text/html");
    expect(answer.text).toContain("Something went wrong on our side");
    // One line, the access line, at warn with the member API's part and why it failed.
    expect(answer.lines).toMatchObject([
      { level: "warn", msg: "request completed", res: { statusCode: status }, proxied: { to: "members", failure: expect.any(String) as unknown } },
    ]);
    expect(answer.lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    expect(JSON.stringify(answer.lines)).not.toContain('"stack"');
  }

  it("one that never answers: 504", async () => {
    api.behave("hang");
    expectFailureAnswered(await failing(site.url("/members")), 504);
  });

  it("one that sends its headers and then nothing: 504", async () => {
    api.behave("slow-body");
    expectFailureAnswered(await failing(site.url("/members")), 504);
  });

  it("one that resets the connection: 502, for a page and for a post", async () => {
    api.behave("reset");
    expectFailureAnswered(await failing(site.url("/members")), 502);
    expectFailureAnswered(await failing(site.url("/members/logout"), "POST"), 502);
  });

  it("one that is not there (a closed port): 502", async () => {
    const dead = await liveServer({ ...SITE, UPSTREAM_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const res = await request(dead.url("/members"));
      const text = await res.body.text();
      expect(res.statusCode).toBe(502);
      expect(text).toContain("Something went wrong on our side");
      const lines = (dead.logs as Line[]).filter((l) => l.reqId === res.headers["x-request-id"]);
      expect(lines).toMatchObject([{ level: "warn", msg: "request completed", proxied: { to: "members", failure: expect.any(String) as unknown } }]);
      expect(lines.filter((l) => l.level === "error")).toEqual([]);
    } finally {
      await dead.app.close();
    }
  });

  it("none of these is counted as a 500 in the metrics", async () => {
    const metrics = await (await request(site.adminUrl("/metrics"))).body.text();
    expect(metrics).not.toMatch(/http_requests_total\{[^}]*status="500"\}/);
    expect(metrics).toMatch(/http_requests_total\{route="\/members",method="GET",status="504"\} [1-9]/);
  });
});

describe("a visitor who goes away mid-request", () => {
  it("a post cut short and reset: no 5xx, no error line, and nothing of it reaches the member API", async () => {
    api.behave("echo");
    const before = api.requests.length;
    const socket = await rawPost("/members/notes", { "content-type": "application/x-www-form-urlencoded", "content-length": "100000" });
    socket.write("note=only-the-start");
    // The site holds a body until it has all of it: the member API has not been asked.
    await new Promise((r) => setTimeout(r, 200));
    expect(api.requests.length).toBe(before);
    socket.resetAndDestroy();
    const completed = () =>
      (site.logs as Line[]).filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === "/members/notes");
    while (completed().length === 0) await new Promise((r) => setTimeout(r, 20));
    const line = completed()[0]!;
    expect((line.res as { statusCode: number }).statusCode).toBeLessThan(500);
    expect(linesOf(line.reqId!).filter((l) => l.level === "error")).toEqual([]);
    expect(api.requests.length).toBe(before);
  });
});

/** A socket to the site that has sent a same-origin POST's head; the test writes the body. */
async function rawPost(path: string, headers: Record<string, string>) {
  const port = Number(new URL(site.url("/")).port);
  const socket = connect(port, "127.0.0.1");
  // Writing after the site has answered and closed fails; the answer is what counts.
  socket.on("error", () => {});
  await once(socket, "connect");
  const head = Object.entries({ ...SAME_ORIGIN_POST, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head}\r\n`);
  return socket;
}

/**
 * A body of `total` bytes sent in 64 KiB parts, each as the socket takes it, until it is all
 * sent or the site has answered (or closed): how much was sent, and the answer's status line,
 * headers and body as text.
 */
async function sendUntilAnswered(socket: Socket, total: number, { chunked }: { chunked: boolean }) {
  let answer = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("close", () => (closed = true));
  const part = Buffer.alloc(64 * 1024, 0x78);
  let sent = 0;
  while (sent < total && answer === "" && !closed) {
    const size = Math.min(part.length, total - sent);
    const bytes = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), part.subarray(0, size), Buffer.from("\r\n")]) : part.subarray(0, size);
    sent += size;
    if (!socket.write(bytes)) await new Promise((resolve) => ["drain", "close", "error"].forEach((event) => socket.once(event, resolve)));
  }
  if (chunked && sent >= total && !closed) socket.write("0\r\n\r\n");
  while (!/\r\n\r\n/.test(answer) && !closed) await new Promise((r) => setTimeout(r, 10));
  // The rest of the answer (its body) follows its head.
  await new Promise((r) => setTimeout(r, 100));
  socket.destroy();
  return { sent, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), answer };
}

describe("the members area's body cap (MEMBERS_BODY_LIMIT_BYTES)", () => {
  const FIFTY_MIB = 50 * 1024 * 1024;

  it("is a mebibyte by default: the members area's forms are a few fields of text", () => {
    expect(BODY_CAP).toBe(1024 * 1024);
  });

  it("a 50 MiB post without a session (curl, as a visitor sends it): the site's 413 page, and the member API gets nothing", async () => {
    const before = api.requests.length;
    const file = join(tempDir, "fifty-mib");
    writeFileSync(file, Buffer.alloc(FIFTY_MIB, 0x78));
    const res = await curl([...SAME_ORIGIN_CURL, "-H", "content-type: application/octet-stream", "--data-binary", `@${file}`, site.url("/members/upload")]);
    rmSync(file);
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("too large");
    expect(api.requests.length).toBe(before);
  });

  it("a body declared over the cap is refused on its Content-Length, before it is read: 413 while most of it is still unsent", async () => {
    const before = api.requests.length;
    const socket = await rawPost("/members/upload", { "content-type": "application/octet-stream", "content-length": String(FIFTY_MIB) });
    const { sent, status, answer } = await sendUntilAnswered(socket, FIFTY_MIB, { chunked: false });
    expect(status).toBe(413);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(sent).toBeLessThan(FIFTY_MIB);
    expect(api.requests.length).toBe(before);
  });

  it("a chunked body is counted as it comes: past the cap it is the 413 and nothing is relayed", async () => {
    const before = api.requests.length;
    const socket = await rawPost("/members/upload", { "content-type": "application/octet-stream", "transfer-encoding": "chunked" });
    const { status } = await sendUntilAnswered(socket, 4 * BODY_CAP, { chunked: true });
    expect(status).toBe(413);
    expect(api.requests.length).toBe(before);
  });

  it("a chunked body under the cap is relayed whole, with its length and its content type as sent", async () => {
    const type = "multipart/form-data; boundary=----braveweb-boundary";
    const socket = await rawPost("/members/notes", { "content-type": type, "transfer-encoding": "chunked" });
    const size = 300 * 1024;
    const { status, answer } = await sendUntilAnswered(socket, size, { chunked: true });
    expect(status).toBe(200);
    expect(answer).toContain(`${size} bytes received`);
    const got = api.last()!;
    expect([got.url, got.bodyBytes, got.headers["content-length"], got.headers["transfer-encoding"], got.headers["content-type"]]).toEqual([
      "/members/notes",
      size,
      String(size),
      undefined,
      type,
    ]);
  });

  it("a JSON body under the cap is relayed as it came, byte for byte in number", async () => {
    const body = JSON.stringify({ note: "x".repeat(1000) });
    const res = await curl([...SAME_ORIGIN_CURL, "-H", "content-type: application/json", "--data-binary", body, site.url("/members/notes")]);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`${Buffer.byteLength(body)} bytes received`);
    expect(api.last()!.headers["content-type"]).toBe("application/json");
  });
});

describe("a stop while the member API hangs", () => {
  it("answers the visitor at once (503) and exits 0, however long the member API would have held it", async () => {
    const hanging = await misbehavingMemberApi();
    hanging.behave("hang");
    const port = await freePort();
    const child = spawn(process.execPath, [join(projectRoot, "dist", "server", "main.js")], {
      env: {
        ...SITE_PROCESS_ENV,
        HOST: "127.0.0.1",
        PORT: String(port),
        ADMIN_PORT: "0",
        UPSTREAM_URL: hanging.url,
        PUBLIC_URL: "http://localhost:3000",
        MEMBERS_URL: "http://localhost:3000/members",
        // Far past the shutdown's own deadline: only the stop itself can end the request in time.
        UPSTREAM_TIMEOUT_MS: "60000",
        SHUTDOWN_GRACE_MS: "0",
        SHUTDOWN_TIMEOUT_MS: "10000",
        DATA_DIR: mkdtempSync(join(tmpdir(), "members-stop-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      while (!out.includes("Server listening at")) {
        if (child.exitCode !== null) throw new Error(out);
        await new Promise((r) => setTimeout(r, 50));
      }
      const answer = request(`http://127.0.0.1:${port}/members`).then(async (res) => ({ status: res.statusCode, text: await res.body.text() }));
      while (hanging.requests.length === 0) await new Promise((r) => setTimeout(r, 20));
      child.kill("SIGTERM");
      const [code] = await exited;
      expect(code, out).toBe(0);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.text).toContain("Something went wrong on our side");
      expect(out).not.toContain('"level":"error"');
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await hanging.close();
    }
  }, 120_000);
});
