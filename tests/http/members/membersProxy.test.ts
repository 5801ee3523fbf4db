import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { projectRoot } from "../../../server/paths.ts";
import { freePort } from "../../fixtures/freePort.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ANSWER_HOP_BY_HOP, misbehavingMemberApi } from "../../fixtures/misbehavingMemberApi.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

/**
 * The members area proxied at /members (DESIGN decision 23: bounded like every upstream call,
 * hop-by-hop and spoofable headers dropped), against a real member API that records what it
 * gets and misbehaves on demand, over real sockets, with curl as the issue used it.
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

  it("a form post over 1 MiB (curl adds Expect by itself) goes through whole", async () => {
    const file = join(tempDir, "big-body");
    writeFileSync(file, `note=${"x".repeat(1024 * 1024 + 4096)}`);
    const headers = Object.entries(SAME_ORIGIN_POST).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const res = await curl([...headers, "-H", "content-type: application/x-www-form-urlencoded", "--data-binary", `@${file}`, site.url("/members/notes")]);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`${1024 * 1024 + 4096 + 5} bytes received`);
    expect(api.last()!.headers.expect).toBeUndefined();
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
    const warnings = answer.lines.filter((l) => l.level === "warn");
    expect(warnings).toMatchObject([{ msg: "proxied request", proxied: { to: "members", failure: expect.any(String) as unknown } }]);
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
      expect(lines.filter((l) => l.level === "warn")).toMatchObject([{ msg: "proxied request", proxied: { to: "members" } }]);
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
  it("a post cut short and reset: no 5xx, no error line", async () => {
    api.behave("echo");
    const before = api.requests.length;
    const port = Number(new URL(site.url("/")).port);
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await once(socket, "connect");
    const headers = Object.entries({ ...SAME_ORIGIN_POST, "content-type": "application/x-www-form-urlencoded", "content-length": "100000" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST /members/notes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}\r\nnote=only-the-start`);
    // Once the member API has the request (and the start of its body), the visitor resets.
    while (api.requests.length === before) await new Promise((r) => setTimeout(r, 10));
    socket.resetAndDestroy();
    const completed = () =>
      (site.logs as Line[]).filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === "/members/notes");
    while (completed().length === 0) await new Promise((r) => setTimeout(r, 20));
    const line = completed()[0]!;
    expect((line.res as { statusCode: number }).statusCode).toBeLessThan(500);
    expect(linesOf(line.reqId!).filter((l) => l.level === "error")).toEqual([]);
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
