import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { LOG_FLUSH_DEADLINE_MS } from "../../server/platform/logging/logOutput.ts";
import { projectRoot } from "../../server/platform/config/paths.ts";
import { freePort } from "../fixtures/freePort.ts";

/**
 * How the server stops as operators start it: `npm start` in a terminal or a process manager
 * (the signal goes to npm's pid), and a container whose log shipper stalled (stdout full).
 * Real processes, real pipes, real signals; Linux's /proc tells which processes remain.
 */

const MAIN = join(projectRoot, "dist", "server", "main.js");
/** What an operator waits for after a stop, grace period off: the exit, with the log flush bounded. */
const STOP_BUDGET_MS = 8_000;
/** Start, thousands of requests on a machine other suites share, the stop: well past vitest's default. */
const TEST_TIMEOUT_MS = 60_000;

function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
    HOST: "127.0.0.1",
    PORT: String(port),
    // A free admin port: suites running side by side must not fight over 9464.
    ADMIN_PORT: "0",
    SHUTDOWN_GRACE_MS: "0",
    DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-stop-")),
    ...extra,
  };
}

/** Resolves with the server's own pid (from its JSON line) once it says it listens. */
function listening(stdout: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split("\n").find((l) => l.includes('"msg":"Server listening at'));
      if (!line) return;
      stdout.off("data", onData);
      resolve((JSON.parse(line) as { pid: number }).pid);
    };
    stdout.on("data", onData);
    stdout.once("end", () => reject(new Error(`stdout ended before the server listened:\n${text}`)));
  });
}

/** Every process below `pid`, from the parent pids in /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // The command name may hold spaces and parentheses: the fields start after the last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Whether the process still exists (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portRefuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/** Resolves with the exit code and how long after `since` it came; rejects past the budget. */
async function exitWithin(child: ChildProcess, since: number, budgetMs: number): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const exited = once(child, "exit") as Promise<[number | null, string | null]>;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no exit within ${budgetMs} ms`)), budgetMs);
  });
  try {
    const [code, signal] = await Promise.race([exited, late]);
    return { code, signal, ms: Date.now() - since };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for /about `count` times, `parallel` at once: each answer is one access line on stdout. */
async function requestPages(port: number, count: number, parallel = 50): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const res = await fetch(`http://127.0.0.1:${port}/about`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

describe.each(["SIGTERM", "SIGINT"] as const)("npm start, stopped with %s to npm's pid", (signal) => {
  it(
    "drains and stops the server: npm exits 0, no process of it remains and the port is free",
    async () => {
      const port = await freePort();
      const npm = spawn("npm", ["start"], { cwd: projectRoot, env: serverEnv(port), stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      npm.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      try {
        const serverPid = await listening(npm.stdout);
        const tree = descendants(npm.pid!);
        expect(tree).toContain(serverPid);

        const sent = Date.now();
        npm.kill(signal);
        const { code, ms } = await exitWithin(npm, sent, STOP_BUDGET_MS);
        expect(code, stderr).toBe(0);
        expect(ms).toBeLessThan(STOP_BUDGET_MS);
        expect(tree.filter(isRunning)).toEqual([]);
        expect(await portRefuses(port)).toBe(true);
      } finally {
        for (const pid of [npm.pid!, ...descendants(npm.pid!)]) if (isRunning(pid)) process.kill(pid, "SIGKILL");
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("npm run legacy, stopped with SIGTERM to npm's pid", () => {
  it(
    "stops the member API stand-in: npm exits 0, no process of it remains and the port is free",
    async () => {
      const port = await freePort();
      const npm = spawn("npm", ["run", "legacy"], { cwd: projectRoot, env: serverEnv(port), stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      npm.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      try {
        // Its lines name no pid: it is the node process below npm once it listens.
        while (!stdout.includes("Legacy member API listening at")) {
          if (npm.exitCode !== null) throw new Error(`npm exited first:\n${stdout}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const tree = descendants(npm.pid!);
        expect(tree.length).toBeGreaterThan(0);
        expect(await portRefuses(port)).toBe(false);

        const sent = Date.now();
        npm.kill("SIGTERM");
        const { code } = await exitWithin(npm, sent, STOP_BUDGET_MS);
        expect(code).toBe(0);
        expect(tree.filter(isRunning)).toEqual([]);
        expect(await portRefuses(port)).toBe(true);
      } finally {
        for (const pid of [npm.pid!, ...descendants(npm.pid!)]) if (isRunning(pid)) process.kill(pid, "SIGKILL");
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("a stdout nobody reads", () => {
  it(
    "does not hold the process: SIGTERM exits 0 within the budget, and one line on stderr says what was dropped",
    async () => {
      const port = await freePort();
      const server = spawn(process.execPath, [MAIN], { env: serverEnv(port), stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      server.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      try {
        await listening(server.stdout);
        // The reader stalls: once its buffer and the pipe's are full, the server's lines have nowhere to go.
        server.stdout.pause();
        // ~350 bytes of access line each: a megabyte, several times what the pipe holds.
        await requestPages(port, 3_000);

        const sent = Date.now();
        server.kill("SIGTERM");
        const { code, ms } = await exitWithin(server, sent, STOP_BUDGET_MS);
        expect(code).toBe(0);
        expect(ms).toBeLessThan(STOP_BUDGET_MS);
        expect(stderr).toMatch(
          new RegExp(`^log output: \\d+ KiB of log lines left unwritten at exit: stdout did not take them within ${LOG_FLUSH_DEADLINE_MS} ms\n$`),
        );
        expect(await portRefuses(port)).toBe(true);
      } finally {
        if (server.exitCode === null) server.kill("SIGKILL");
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "does not hold the member API stand-in either (npm run legacy's node): SIGTERM exits 0 within the budget",
    async () => {
      const port = await freePort();
      const legacy = spawn(process.execPath, [join(projectRoot, "dist", "legacy", "main.js")], { env: serverEnv(port), stdio: ["ignore", "pipe", "ignore"] });
      try {
        let out = "";
        const onData = (d: Buffer) => (out += d.toString());
        legacy.stdout.on("data", onData);
        while (!out.includes("Legacy member API listening at")) await new Promise((resolve) => setTimeout(resolve, 20));
        legacy.stdout.off("data", onData);
        legacy.stdout.pause();
        // Two lines a request (Fastify's own request logging): plenty to fill the pipe.
        let next = 0;
        await Promise.all(
          Array.from({ length: 50 }, async () => {
            while (next++ < 3_000) await (await fetch(`http://127.0.0.1:${port}/no-such-script.php`)).arrayBuffer();
          }),
        );
        const sent = Date.now();
        legacy.kill("SIGTERM");
        const { code, ms } = await exitWithin(legacy, sent, STOP_BUDGET_MS);
        expect(code).toBe(0);
        expect(ms).toBeLessThan(STOP_BUDGET_MS);
      } finally {
        if (legacy.exitCode === null) legacy.kill("SIGKILL");
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "nor does a stderr nobody reads: both on one stalled pipe, SIGTERM still exits 0 within the budget",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "braveweb-fifo-"));
      const fifo = join(dir, "log");
      execFileSync("mkfifo", [fifo]);
      // Opened for reading and writing, so the open does not wait for a reader; nothing reads it.
      const fd = openSync(fifo, "r+");
      const port = await freePort();
      const server = spawn(process.execPath, [MAIN], { env: serverEnv(port), stdio: ["ignore", fd, fd] });
      try {
        for (let ready = false; !ready;) {
          ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
            (res) => res.ok,
            () => false,
          );
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await requestPages(port, 3_000);

        const sent = Date.now();
        server.kill("SIGTERM");
        const { code, ms } = await exitWithin(server, sent, STOP_BUDGET_MS);
        expect(code).toBe(0);
        expect(ms).toBeLessThan(STOP_BUDGET_MS);
      } finally {
        if (server.exitCode === null) server.kill("SIGKILL");
        closeSync(fd);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
