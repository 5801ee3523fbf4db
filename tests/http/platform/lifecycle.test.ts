import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

const MAIN = join(projectRoot, "dist", "server", "main.js");

function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [MAIN], {
    // ADMIN_PORT 0: a free port, not the default 9464 that another test's server may hold.
    env: { ...SITE_PROCESS_ENV, HOST: "127.0.0.1", PORT: "0", ADMIN_PORT: "0", ...env },
    stdio: "pipe",
  });
}

/** Resolves with the port once the server logs that it listens. */
function listeningPort(child: ChildProcessWithoutNullStreams): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = "";
    // Keep reading stdout for the whole run: a closed pipe would break the server's logging.
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", () => reject(new Error(`server exited before listening: ${out}`)));
  });
}

/** A start that must fail: its exit code and what it wrote to each stream. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-lifecycle-")), ...env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

describe("process lifecycle", () => {
  it("stops at start with one clear line when a variable is invalid", async () => {
    const child = startServer({ PORT: "not-a-port" });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toBe("Invalid configuration: PORT — expected an integer from 0 to 65535.\n");
  });

  // What a setting turns out to be at start gets the same one line as a bad value: the
  // setting named, no stack (ADMIN_PORT's is in adminListener.test.ts).
  it("stops at start with one line naming PORT when another process holds it", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const taken = (holder.address() as { port: number }).port;
    try {
      const { code, stdout, stderr } = await failedStart({ PORT: String(taken) });
      expect(code).toBe(1);
      expect(stderr).toBe(`PORT ${taken} is in use: another process listens on 127.0.0.1:${taken}.\n`);
      // Before it, stdout has only the lines of a start (the embedded member API's); no second
      // report of the failure.
      expect(`${stdout}${stderr}`.split("\n").filter((line) => /\bPORT\b|EADDRINUSE/.test(line))).toHaveLength(1);
      expect(stdout + stderr).not.toContain("    at ");
      expect(stdout).not.toMatch(/"level":"(fatal|error)"/);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });

  it("stops at start with one line naming DATA_DIR when the folder cannot be made", async () => {
    const { code, stdout, stderr } = await failedStart({ DATA_DIR: "/dev/null/data" });
    expect(code).toBe(1);
    expect(stderr).toBe("DATA_DIR /dev/null/data cannot be created: not a directory (ENOTDIR).\n");
    expect(stdout).toBe("");
  });

  it("after the grace period finishes the request in flight, refuses new connections and exits 0", async () => {
    // No grace period: the listener closes at once, which is what this test looks at.
    const child = startServer({ SHUTDOWN_GRACE_MS: "0" });
    const port = await listeningPort(child);

    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let response = "";
    socket.on("data", (d: Buffer) => (response += d.toString()));
    socket.write("POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 11\r\n\r\nfield");
    await new Promise((r) => setTimeout(r, 100));

    const exited = once(child, "exit");
    child.kill("SIGTERM");

    // The listener closes while the request is still in flight: a new connection is refused
    // (however long a loaded machine takes to get there; the test's timeout bounds a hang).
    const refusedNow = () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(port, "127.0.0.1");
        probe.on("error", () => resolve(true));
        probe.on("connect", () => {
          probe.destroy();
          resolve(false);
        });
      });
    while (!(await refusedNow())) await new Promise((r) => setTimeout(r, 50));
    expect(child.exitCode).toBe(null);

    socket.write("=value");
    await once(socket, "end");
    expect(response.split("\r\n")[0]).toBe("HTTP/1.1 404 Not Found");
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it("drains on SIGTERM in production: /readyz turns 503 at once while every request is still answered, then exits 0", async () => {
    // 3 s: room for the requests below on a loaded machine, all inside the grace period.
    const child = startServer({ NODE_ENV: "production", SHUTDOWN_GRACE_MS: "3000", READINESS_PROBE_MS: "200" });
    const port = await listeningPort(child);
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    // Ready once it has started (its own state: no dependency is waited for).
    let ready = await fetch(url("/readyz"));
    for (let i = 0; i < 50 && ready.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      ready = await fetch(url("/readyz"));
    }
    expect(ready.status).toBe(200);

    const exited = once(child, "exit");
    const signalled = Date.now();
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 150));
    const draining = await fetch(url("/readyz"));
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "not ready" });
    // New requests on new connections are still served during the grace period.
    const page = await fetch(url("/about"));
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");
    await new Promise((r) => setTimeout(r, 700));
    expect((await fetch(url("/login"))).status).toBe(200);

    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
    await expect(fetch(url("/about"))).rejects.toThrow();
  });

  it("outside production, stops on Ctrl-C (SIGINT) or SIGTERM without the drain's grace period", async () => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      // A local run: no NODE_ENV, no SHUTDOWN_GRACE_MS.
      const child = startServer({});
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      await listeningPort(child);
      const exited = once(child, "exit");
      child.kill(signal);
      const [code] = await exited;
      expect(code, signal).toBe(0);
      const said = out
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg: string; graceMs?: number });
      // No "still serving until the grace period ends": straight to closing the listener.
      expect(
        said.filter((l) => l.msg.startsWith("draining")),
        signal,
      ).toEqual([]);
      expect(said.map((l) => l.msg).slice(-2), signal).toEqual(["stopping: no new connections, finishing requests in flight", "stopped"]);
    }
  });

  it("exits 0 on SIGINT too", async () => {
    const child = startServer({ SHUTDOWN_GRACE_MS: "0" });
    await listeningPort(child);
    const exited = once(child, "exit");
    child.kill("SIGINT");
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
