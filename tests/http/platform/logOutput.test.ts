import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

/**
 * What the server process writes to stdout, as an operator reads it: JSON lines by default
 * (a collector, jq), readable lines with LOG_FORMAT=pretty (a terminal), and the warnings meant
 * for a deployment only when NODE_ENV says it is one. Real processes, stdout read whole.
 */

const MAIN = join(projectRoot, "dist", "server", "main.js");
const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

interface Run {
  stdout: string[];
  stderr: string;
  code: number | null;
}

/** Starts the server, asks for `paths` once it listens, stops it with SIGTERM, and returns its output. */
async function runServer(env: Record<string, string>, paths: string[] = []): Promise<Run> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...SITE_PROCESS_ENV,
      HOST: "127.0.0.1",
      PORT: "0",
      // A free admin port: suites running side by side must not fight over 9464.
      ADMIN_PORT: "0",
      SHUTDOWN_GRACE_MS: "0",
      DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-logs-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = once(child, "exit") as Promise<[number | null]>;
  const port = await new Promise<number | null>((resolve) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const match = LISTENING.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => resolve(null));
  });
  if (port !== null) {
    for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    child.kill("SIGTERM");
  }
  const [code] = await exited;
  return { stdout: out.split("\n").filter(Boolean), stderr, code };
}

const parsesAsJson = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describe("the server's log output", () => {
  it("is JSON lines by default, and a local run (NODE_ENV unset) does not warn about PUBLIC_URL", async () => {
    const run = await runServer({}, ["/about"]);
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(3);
    expect(run.stdout.filter((line) => !parsesAsJson(line))).toEqual([]);
    const lines = run.stdout.map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.find((l) => l.msg === "request completed")).toMatchObject({ level: "info", req: { url: "/about" }, res: { statusCode: 200 } });
    expect(lines.filter((l) => l.msg.includes("PUBLIC_URL"))).toEqual([]);
  });

  it("warns once that PUBLIC_URL is unset when NODE_ENV=production, and not when PUBLIC_URL is set", async () => {
    const unset = await runServer({ NODE_ENV: "production" });
    const warnings = unset.stdout.map((line) => JSON.parse(line) as { level: string; msg: string }).filter((l) => l.msg.includes("PUBLIC_URL"));
    expect(warnings).toMatchObject([{ level: "warn", msg: expect.stringMatching(/^PUBLIC_URL is not set/) as unknown }]);

    const set = await runServer({ NODE_ENV: "production", PUBLIC_URL: "https://www.braveweb.example" });
    expect(set.stdout.filter((line) => line.includes("PUBLIC_URL"))).toEqual([]);
  });

  it("is readable lines with LOG_FORMAT=pretty: time, level, message and fields, secrets still redacted", async () => {
    const run = await runServer({ LOG_FORMAT: "pretty" }, ["/about?access_token=SECRET-IN-QUERY"]);
    expect(run.code).toBe(0);
    expect(run.stdout.filter(parsesAsJson)).toEqual([]);
    expect(run.stdout).toContainEqual(expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/));
    const access = run.stdout.find((line) => line.includes("request completed"));
    expect(access).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed \{.*"url":"\/about\?access_token=\[redacted\]"/);
    expect(run.stdout.join("\n")).not.toContain("SECRET-IN-QUERY");
    expect(run.stdout).toContainEqual(expect.stringMatching(/INFO: stopped$/));
  });

  it("refuses a LOG_FORMAT it does not know with one line, before anything starts", async () => {
    const run = await runServer({ LOG_FORMAT: "xml" });
    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([]);
    expect(run.stderr).toBe("Invalid configuration: LOG_FORMAT — expected json or pretty.\n");
  });
});
