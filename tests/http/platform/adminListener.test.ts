import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { freePort } from "../../fixtures/freePort.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

/**
 * docs/decisions.md, 15: /metrics and readiness's details are served by the admin listener only
 * (ADMIN_HOST:ADMIN_PORT, loopback by default); the public port keeps /healthz and a /readyz
 * that says ready or not. Over real sockets, in process and as the built server would run.
 */

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

describe("the admin listener beside the site", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer({ READINESS_PROBE_MS: "200" });
  });
  afterAll(() => site.app.close());

  it("serves /metrics on the admin port, and the public port answers it with the site's 404 however it is spelled", async () => {
    await get(site.url("/about"));
    const metrics = await get(site.adminUrl("/metrics"));
    expect(metrics.status).toBe(200);
    expect(metrics.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.headers["cache-control"]).toBe("no-store");
    expect(metrics.body).toMatch(/^http_requests_total\{route="\/about",method="GET",status="200"\} 1$/m);

    for (const path of ["/metrics", "/METRICS", "/metrics/", "//metrics", "/%6Detrics", "/preview/b1/metrics"]) {
      // undici's request follows no redirect: a trailing slash's 301 is seen as such.
      const res = await request(site.url(path));
      const body = await res.body.text();
      expect([301, 404], path).toContain(res.statusCode);
      expect(body, path).not.toContain("http_requests_total");
      if (res.statusCode === 404) expect(res.headers["content-type"], path).toBe("text/html; charset=utf-8");
    }
  });

  it("answers readiness with its details on the admin port and status only on the public one", async () => {
    let details = await get(site.adminUrl("/readyz"));
    // Ready at once; the member API's first probe may not have come back yet (degraded until it has).
    for (let i = 0; i < 100 && JSON.parse(details.body).degraded.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      details = await get(site.adminUrl("/readyz"));
    }
    expect(JSON.parse(details.body)).toEqual({
      status: "ready",
      failed: [],
      checks: { started: "ok", draining: "ok" },
      degraded: [],
      dependencies: { memberApi: "ok" },
      details: { memberApi: "ok", started: "ok", draining: "ok" },
    });
    const publicAnswer = await get(site.url("/readyz"));
    expect([publicAnswer.status, JSON.parse(publicAnswer.body)]).toEqual([200, { status: "ready" }]);
    // The same state as gauges, for the alert rules.
    const metrics = (await get(site.adminUrl("/metrics"))).body;
    expect(metrics).toMatch(/^readiness_ok 1$/m);
    expect(metrics).toMatch(/^readiness_check_ok\{check="started"\} 1$/m);
    expect(metrics).toMatch(/^readiness_check_ok\{check="draining"\} 1$/m);
    expect(metrics).toMatch(/^site_dependency_up\{dependency="memberApi"\} 1$/m);
  });

  it("serves nothing of the site, and is not counted in the site's request metrics", async () => {
    for (const path of ["/", "/about", "/healthz", "/api/v1/login", "/assets/loader.js"]) {
      expect((await get(site.adminUrl(path))).status, path).toBe(404);
    }
    // Scrapes and probes of the admin port leave the site's request counts as they were.
    const siteRequests = async () => (await get(site.adminUrl("/metrics"))).body.split("\n").filter((l) => l.startsWith("http_requests_total"));
    const before = await siteRequests();
    for (let i = 0; i < 3; i++) await get(site.adminUrl("/readyz"));
    expect(await siteRequests()).toEqual(before);
    expect(before.join("\n")).not.toContain('route="/metrics"');
  });
});

// ---------------------------------------------------------------------------------------------
// The built server, as `npm start` and the image run it.

const MAIN = join(projectRoot, "dist", "server", "main.js");

function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [MAIN], {
    env: { ...SITE_PROCESS_ENV, HOST: "127.0.0.1", PORT: "0", DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-admin-")), ...env },
    stdio: "pipe",
  });
}

/** Everything the process writes, and a promise for the first match of a pattern in it. */
function output(child: ChildProcessWithoutNullStreams) {
  let text = "";
  const waiters: Array<{ pattern: RegExp; resolve: (m: RegExpExecArray) => void }> = [];
  const feed = (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of [...waiters]) {
      const m = w.pattern.exec(text);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  child.stdout.on("data", feed);
  child.stderr.on("data", feed);
  return {
    text: () => text,
    match: (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const m = pattern.exec(text);
        if (m) return resolve(m);
        waiters.push({ pattern, resolve });
        child.on("exit", () => reject(new Error(`exited before ${pattern}: ${text}`)));
      }),
  };
}

const refused = (port: number) =>
  request(`http://127.0.0.1:${port}/metrics`).then(
    async (res) => {
      await res.body.dump();
      return false;
    },
    (error: { code?: string }) => error.code === "ECONNREFUSED",
  );

describe("the admin listener of the built server", () => {
  it("starts with the server on ADMIN_PORT, answers through the drain, and closes with it", async () => {
    const adminPort = await freePort();
    const child = startServer({ ADMIN_PORT: String(adminPort), SHUTDOWN_GRACE_MS: "1000", READINESS_PROBE_MS: "200" });
    const out = output(child);
    try {
      const [, publicUrl] = await out.match(/"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      await out.match(new RegExp(`"msg":"Admin listener at http://127\\.0\\.0\\.1:${adminPort}"`));
      const admin = (path: string) => `http://127.0.0.1:${adminPort}${path}`;

      expect((await get(`${publicUrl}/metrics`)).status).toBe(404);
      expect((await get(admin("/metrics"))).body).toContain("process_resident_memory_bytes");
      let ready = await get(admin("/readyz"));
      for (let i = 0; i < 100 && ready.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        ready = await get(admin("/readyz"));
      }
      expect(ready.status).toBe(200);

      const exited = once(child, "exit");
      child.kill("SIGTERM");
      // Draining: the scraper still reads this replica and sees why it left rotation.
      let draining = await get(admin("/readyz"));
      for (let i = 0; i < 40 && draining.status !== 503; i++) {
        await new Promise((r) => setTimeout(r, 25));
        draining = await get(admin("/readyz"));
      }
      expect(draining.status).toBe(503);
      expect(JSON.parse(draining.body)).toMatchObject({ failed: ["draining"], checks: { draining: "shutting down" } });
      expect((await get(admin("/metrics"))).body).toMatch(/^readiness_ok 0$/m);

      const [code] = await exited;
      expect(code).toBe(0);
      expect(await refused(adminPort)).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });

  it("stops at start with one line when ADMIN_PORT is PORT's", async () => {
    const port = await freePort();
    const child = startServer({ PORT: String(port), ADMIN_PORT: String(port) });
    const out = output(child);
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(out.text()).toBe(`Invalid configuration: ADMIN_PORT — expected an integer from 0 to 65535, other than PORT.\n`);
  });

  it("stops, rather than run unobserved, when the admin port is taken: one line naming ADMIN_PORT, no stack", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const taken = (holder.address() as { port: number }).port;
    try {
      const child = startServer({ ADMIN_PORT: String(taken) });
      const out = output(child);
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, "exit");
      expect(code).toBe(1);
      // The line a bad value gets (server/main.ts): on stderr, alone, naming the setting.
      expect(stderr).toBe(`ADMIN_PORT ${taken} is in use: another process listens on 127.0.0.1:${taken}.\n`);
      // Before it, stdout has only the lines of a start (the site's port opened first); no
      // second report of the failure, no stack.
      const lines = out.text().split("\n");
      expect(lines.filter((line) => line.includes("ADMIN_PORT") || line.includes("EADDRINUSE"))).toHaveLength(1);
      expect(out.text()).not.toContain("    at ");
      expect(out.text()).not.toMatch(/"level":"(fatal|error)"/);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });
});
