import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { defaultLimit } from "../../../server/platform/security/limitsTable.ts";
import { csrfTokenIn, httpClient } from "../../fixtures/httpClient.ts";
import { redisServer, type RedisServer } from "../../fixtures/redisServer.ts";
import { SITE_PROCESS_ENV } from "../../fixtures/serverProcess.ts";

/** A built entry point (the test setup builds dist/) started as its own process, as in production. */
function startProcess(entry: string, env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [join(projectRoot, "dist", entry)], {
    // ADMIN_PORT 0: a free port, not the default 9464 that another server may hold.
    env: { ...SITE_PROCESS_ENV, HOST: "127.0.0.1", PORT: "0", ADMIN_PORT: "0", ...env },
    stdio: "pipe",
  });
}

/** The address the process logs that it listens on. */
function listening(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", () => reject(new Error(`exited before listening: ${out}`)));
  });
}

async function stopProcess(child: ChildProcessWithoutNullStreams | undefined): Promise<number | null> {
  if (!child || child.exitCode !== null) return child?.exitCode ?? null;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = await exited;
  return code as number | null;
}

/**
 * The deployment of docs/decisions.md, 12 in miniature: one legacy service (`npm run legacy`'s
 * entry), two site replicas pointing at it, one Redis, one COOKIE_SECRET.
 */
describe("two replicas, one legacy service, one Redis", () => {
  let redis: RedisServer;
  let legacy: ChildProcessWithoutNullStreams;
  const sites: ChildProcessWithoutNullStreams[] = [];
  const urls: string[] = [];
  const adminUrls: string[] = [];
  beforeAll(async () => {
    redis = await redisServer();
    legacy = startProcess("legacy/main.js", { DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-legacy-")), MEMBERS_URL: "http://localhost:3000/members" });
    const legacyUrl = await listening(legacy, /Legacy member API listening at (http:\/\/127\.0\.0\.1:\d+)/);
    for (let i = 0; i < 2; i++) {
      const site = startProcess("server/main.js", {
        UPSTREAM_URL: legacyUrl,
        REDIS_URL: redis.url,
        COOKIE_SECRET: "one-secret-for-every-replica-0123456789",
        SHUTDOWN_GRACE_MS: "0",
        DATA_DIR: mkdtempSync(join(tmpdir(), "braveweb-replica-")),
      });
      sites.push(site);
      const [url, adminUrl] = await Promise.all([
        listening(site, /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/),
        listening(site, /"msg":"Admin listener at (http:\/\/127\.0\.0\.1:\d+)"/),
      ]);
      urls.push(url);
      adminUrls.push(adminUrl);
    }
  }, 120_000);
  afterAll(async () => {
    for (const site of sites) await stopProcess(site);
    await stopProcess(legacy);
    await redis?.stop();
  });

  it("starts no member API of their own and reach the shared one and the shared Redis", async () => {
    for (const [i, url] of urls.entries()) {
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: "ready" });
      // The first probes may not have come back yet: until then the admin listener says degraded.
      let details = (await (await fetch(`${adminUrls[i]}/readyz`)).json()) as { degraded: string[] };
      for (let n = 0; n < 60 && details.degraded.length > 0; n++) {
        await new Promise((r) => setTimeout(r, 100));
        details = (await (await fetch(`${adminUrls[i]}/readyz`)).json()) as { degraded: string[] };
      }
      expect(details).toMatchObject({ status: "ready", degraded: [], dependencies: { memberApi: "ok", redis: "ok" } });
    }
  });

  it("accept on one replica the form a visitor got from the other (one COOKIE_SECRET)", async () => {
    const onA = httpClient(urls[0]!, { from: "127.0.4.1" });
    const form = await onA.get("/login");
    const onB = httpClient(urls[1]!, { from: "127.0.4.1" });
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const res = await onB.postForm("/login", { csrf_token: csrfTokenIn(form.text), userid: "demo", password: "demo-pass-2026" }, { origin: urls[1]! });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/members?braveui=1");
  });

  it("count a client's requests on both replicas together (Redis)", async () => {
    const onA = httpClient(urls[0]!, { from: "127.0.4.2" });
    const onB = httpClient(urls[1]!, { from: "127.0.4.2" });
    // The default allowance of account posts, half on each replica: together they use it up.
    const { max } = defaultLimit("accountPosts");
    for (let i = 0; i < max; i++) expect((await (i % 2 === 0 ? onA : onB).post("/api/v1/lostpassword", { email: "" })).status).toBe(422);
    expect((await onA.post("/api/v1/lostpassword", { email: "" })).status).toBe(429);
    expect((await onB.post("/api/v1/lostpassword", { email: "" })).status).toBe(429);
  });

  it("share the member API's members: a member signed up on one logs in on the other", async () => {
    const onA = httpClient(urls[0]!, { from: "127.0.4.3" });
    await onA.get("/register");
    const signup = await onA.post("/api/v1/register", {
      full_name: "Rep Lica",
      email: "replica@example.com",
      username: "replica1",
      password: "secret-1",
      password_validation: "secret-1",
    });
    expect(signup.status).toBe(200);
    const onB = httpClient(urls[1]!, { from: "127.0.4.4" });
    await onB.get("/login");
    expect((await onB.post("/api/v1/login", { userid: "replica1", password: "secret-1" })).status).toBe(200);
  });

  it("stop cleanly: every process exits 0 on SIGTERM", async () => {
    for (const site of sites.splice(0)) expect(await stopProcess(site)).toBe(0);
    expect(await stopProcess(legacy)).toBe(0);
  });
});
