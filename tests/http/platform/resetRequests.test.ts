import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_CHANGING_METHODS } from "../../../server/platform/security/csrfPolicy.ts";
import { UNKNOWN_ADDRESS, clientAddresses, rememberPeerAddresses } from "../../../server/platform/security/clientAddress.ts";
import { SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * Requests whose client is gone before the site reads its address: sent whole over a raw
 * socket, then the socket closed with a TCP reset. Whatever the site still does with such a
 * request, it must not throw, log an error or count a 5xx.
 */

describe("the client address of a request whose connection is gone", () => {
  /** The client address read in a real server once the client's reset has reached it. */
  async function addressAfterReset(remember: boolean): Promise<{ socket: string | undefined; client: string }> {
    const addresses = clientAddresses(false);
    let arrived!: () => void;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const seen: Array<{ socket: string | undefined; client: string }> = [];
    const server = createServer((req: IncomingMessage, res) => {
      arrived();
      // Read once the client's reset has reached this side, as a handler behind an await would.
      req.socket.once("close", () => {
        seen.push({ socket: req.socket.remoteAddress, client: addresses.of(req) });
        res.destroy();
      });
    });
    if (remember) rememberPeerAddresses(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      socket.on("error", () => {});
      await once(socket, "connect");
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      await received;
      socket.resetAndDestroy();
      while (seen.length === 0) await new Promise((r) => setTimeout(r, 10));
      return seen[0]!;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it("is a string even where the socket has forgotten it", async () => {
    // What Fastify's request.ip reads: gone with the connection.
    expect(await addressAfterReset(false)).toEqual({ socket: undefined, client: UNKNOWN_ADDRESS });
  });

  it("is the address it came from, remembered when the connection was accepted", async () => {
    expect((await addressAfterReset(true)).client).toBe("127.0.0.1");
  });

  it("behind trusted proxies, is the address they forwarded, and never undefined", async () => {
    const addresses = clientAddresses(["127.0.0.1"]);
    const req = (remoteAddress: string | undefined, forwarded?: string) =>
      ({ headers: forwarded ? { "x-forwarded-for": forwarded } : {}, socket: { remoteAddress } }) as unknown as IncomingMessage;
    expect(addresses.of(req("127.0.0.1", "203.0.113.9"))).toBe("203.0.113.9");
    expect(addresses.of(req("198.51.100.7", "203.0.113.9"))).toBe("198.51.100.7");
    expect(addresses.of(req(undefined, "203.0.113.9"))).toBe(UNKNOWN_ADDRESS);
    expect(addresses.fromTrustedProxy(req("127.0.0.1"))).toBe(true);
    expect(addresses.fromTrustedProxy(req("198.51.100.7"))).toBe(false);
    expect(addresses.fromTrustedProxy(req(undefined))).toBe(false);
  });
});

describe("requests reset by the client right after sending", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer(ROOMY_LIMITS);
  });
  afterAll(() => site?.app.close());

  /** Each POST route the site has, with a body its forms send, and some pages. */
  function requests(): string[] {
    const port = new URL(site.url("/")).port;
    const head = (method: string, path: string, extra: Record<string, string>, body = "") =>
      [
        `${method} ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        ...Object.entries({ ...extra, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) }).map(([k, v]) => `${k}: ${v}`),
        "",
        body,
      ].join("\r\n");
    const form = new URLSearchParams({
      userid: "demo",
      password: "not-the-password",
      full_name: "Reset Visitor",
      email: "reset@example.com",
      username: "resetvisitor",
      password_validation: "not-the-password",
      domain: "greenleaf.com",
      back: "greenleaf",
    }).toString();
    const posts = site.app
      .csrfRoutes()
      .filter((route) => route.methods.some((m) => STATE_CHANGING_METHODS.has(m)) && route.methods.includes("POST"))
      .map((route) => route.url.replace(":build_identifier", "build-7").replace(/\*$/, "logout"))
      .flatMap((path) => [
        head("POST", path, { ...SAME_ORIGIN_POST, cookie: "bw_cookies=1", "content-type": "application/x-www-form-urlencoded" }, form),
        head(
          "POST",
          path,
          { "x-requested-with": "XMLHttpRequest", cookie: "bw_cookies=1", "content-type": "application/json" },
          JSON.stringify({ userid: "demo", password: "x", domain: "greenleaf.com" }),
        ),
      ]);
    const gets = ["/", "/login", "/members", "/domains/search/results/greenleaf", "/api/v1/username-availability?username=resetme", "/domains/cart"].map(
      (path) => head("GET", path, { "x-requested-with": "XMLHttpRequest" }),
    );
    return [...posts, ...gets];
  }

  /** Sends `raw` and resets the connection as soon as the bytes are handed to the kernel. */
  async function sendAndReset(raw: string): Promise<void> {
    const socket = connect(Number(new URL(site.url("/")).port), "127.0.0.1");
    socket.on("error", () => {});
    await once(socket, "connect");
    await new Promise<void>((resolve) => socket.write(raw, () => resolve()));
    socket.resetAndDestroy();
    await once(socket, "close");
  }

  it("never throw, log an error or count a 5xx, for every POST route and some pages", async () => {
    const all = requests();
    expect(all.length).toBeGreaterThan(20);
    const rounds = Math.ceil(150 / all.length) + 2;
    for (let round = 0; round < rounds; round++) await Promise.all(all.map((raw) => sendAndReset(raw)));
    // The site goes on: a plain request after them is answered, and its lines are written.
    const after = await request(site.url("/api/v1/username-availability?username=afterthereset"), { headers: { "x-requested-with": "t" } });
    expect(after.statusCode).toBe(200);
    await after.body.text();
    await new Promise((r) => setTimeout(r, 200));

    const lines = site.logs as Array<Record<string, unknown> & { level: string; msg: string }>;
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    expect(site.logText()).not.toContain("TypeError");
    // Some of them reached the routes (a reset may also beat the request to the server).
    expect(lines.filter((l) => l.msg === "request completed").length).toBeGreaterThan(1);
    const metrics = await (await request(site.adminUrl("/metrics"))).body.text();
    expect(metrics.split("\n").filter((line) => /^http_requests_total\{.*status="5\d\d"\}/.test(line))).toEqual([]);
  });
});
