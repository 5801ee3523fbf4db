/**
 * Load run: the production server (`node dist/server/main.js`) in a child process, behind one
 * pretend load balancer (TRUST_PROXY=true, every request carries X-Forwarded-For), under 64
 * keep-alive connections of autocannon for BENCH_SECONDS (default 30) with a weighted mix of
 * what visitors do: cached marketing pages and the template gallery, the login page,
 * wrong-password JSON logins, username checks, theme previews and domain results. Default
 * limits; a fresh DATA_DIR. The legacy stand-in (member API, asset host, domain API) runs as
 * its own process, `dist/legacy/main.js` as `npm run legacy` runs it, and the site reaches it
 * through UPSTREAM_URL: the shape of every deployment (docs/decisions.md, 12), so the site's
 * memory is measured without the member API's scrypt (bench/README.md, "Memory").
 * Prints req/s, latency, errors, statuses (overall and per request type), every 5xx by request
 * type, route and status with the server's lines for the first few, the server's CPU time
 * (main thread and the rest), its RSS before and after and its peak (VmHWM, over its whole
 * life), the member API's peak, and both processes' warn/error log lines grouped. Run: npm run
 * bench:load (BENCH_SECONDS and BENCH_CONNECTIONS override 30 and 64). Exits 1 on any connection
 * error, timeout or 5xx (429s are the limits doing their job and do not fail it), and when the
 * site's peak passes SITE_PEAK_BUDGET_MIB. Builds dist/ only when it was never built: run
 * `npm run build` first to measure the current sources.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { build } from "../scripts/build.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/serverFlags.mjs";
import { freePort, waitFor } from "./serverProcess.ts";

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 30);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 64);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const serverMain = join(root, "dist", "server", "main.js");
const legacyMain = join(root, "dist", "legacy", "main.js");
/** The site's peak resident size (VmHWM) may not pass this: half the pod's 512 Mi limit, less a margin. */
const SITE_PEAK_BUDGET_MIB = 200;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

// ---------------------------------------------------------------------------------------------
// The mix. Weights are shares of all requests; each request picks its type at random.

const PAGES = ["/", "/webhosting", "/sitebuilder", "/sitebuilder/templates", "/domains", "/about"];
/** Theme previews of the embedded asset host's catalog (legacy/assets). */
const PREVIEW_IDS = [101, 102, 103, 104];
const DOMAIN_NAMES = ["mybakery", "sunrise-yoga", "bakery", "lakeside-dental", "example", "bluefinphoto"];
const BROWSER = { "accept-encoding": "br, gzip", accept: "text/html,application/xhtml+xml", "user-agent": "bench-load" };

/**
 * The visitor a request comes from, as the load balancer names it. Most come from a pool of
 * 16 million addresses, like many real clients; 3 requests in 100 come from one of 2 shared
 * addresses (an office or mobile-carrier NAT), which is where per-address limits bite: their
 * wrong-password logins pass the 10 failures in 15 minutes within the run and get 429s.
 */
function clientAddress(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  if (Math.random() < 0.03) return `192.0.2.${1 + r(2)}`;
  return `10.${r(256)}.${r(256)}.${1 + r(254)}`;
}

type Kind = "page (cached)" | "GET /login" | "POST /api/v1/login" | "username check" | "domain results" | "template preview";

interface Planned {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const MIX: Array<{ kind: Kind; weight: number; plan: () => Planned }> = [
  { kind: "page (cached)", weight: 50, plan: () => ({ method: "GET", path: pick(PAGES), headers: { ...BROWSER } }) },
  { kind: "GET /login", weight: 10, plan: () => ({ method: "GET", path: "/login", headers: { ...BROWSER } }) },
  {
    kind: "POST /api/v1/login",
    weight: 10,
    plan: () => ({
      method: "POST",
      path: "/api/v1/login",
      // The member API refuses a login without any cookie (COOKIES_REQUIRED).
      headers: { "content-type": "application/json", accept: "application/json", cookie: "bw_cookie_check=1" },
      body: JSON.stringify({ userid: `bench-user-${Math.floor(Math.random() * 100_000)}`, password: "wrong-password" }),
    }),
  },
  {
    kind: "username check",
    weight: 15,
    plan: () => ({
      method: "GET",
      path: `/api/v1/username-availability?username=bench${Math.floor(Math.random() * 100_000)}`,
      headers: { "x-requested-with": "bench", accept: "application/json" },
    }),
  },
  {
    kind: "template preview",
    weight: 5,
    plan: () => ({ method: "GET", path: `/sitebuilder/templates/preview/${pick(PREVIEW_IDS)}`, headers: { ...BROWSER } }),
  },
  {
    kind: "domain results",
    weight: 15,
    plan: () => ({ method: "GET", path: `/domains/search/results/${pick(DOMAIN_NAMES)}`, headers: { ...BROWSER } }),
  },
];
const TOTAL_WEIGHT = MIX.reduce((sum, m) => sum + m.weight, 0);

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function pickKind(): (typeof MIX)[number] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m;
  }
  return MIX[MIX.length - 1]!;
}

// Per-type tallies: setupRequest notes the type and start time in the connection's context
// (one request in flight per connection), onResponse reads them back.
interface KindStats {
  sent: number;
  statuses: Map<number, number>;
  latencies: number[];
}
const perKind = new Map<Kind, KindStats>(MIX.map((m) => [m.kind, { sent: 0, statuses: new Map(), latencies: [] }]));
let recording = false;

interface Context {
  kind?: Kind;
  started?: number;
  /** What the request asked for, to name a 5xx by its route. */
  request?: string;
}

/**
 * Every 5xx answer, by request type, route and status, with the request ids of the first few:
 * the server's warn and error lines for those ids say what went wrong.
 */
const serverErrors = new Map<string, { count: number; requestIds: string[]; body: string }>();
const EXAMPLES_PER_ROUTE = 3;

/** Which route pattern a request path falls under, so a 5xx is counted per route, not per URL. */
function routeOf(path: string): string {
  return path
    .split("?", 1)[0]!
    .replace(/^\/domains\/search\/results\/.*/, "/domains/search/results/:query")
    .replace(/^\/sitebuilder\/templates\/preview\/.*/, "/sitebuilder/templates/preview/:id");
}

function noteServerError(ctx: Context, status: number, body: string, headers: Record<string, string | string[]>): void {
  const key = `${ctx.kind ?? "?"} | ${ctx.request ?? "?"} | ${status}`;
  const entry = serverErrors.get(key) ?? { count: 0, requestIds: [], body: "" };
  entry.count++;
  const id = headers["x-request-id"];
  if (typeof id === "string" && entry.requestIds.length < EXAMPLES_PER_ROUTE) entry.requestIds.push(id);
  // A JSON answer says its reason; a page is compressed, and its lines in the log say more.
  if (!entry.body && body.startsWith("{")) entry.body = body.slice(0, 200);
  serverErrors.set(key, entry);
}

const mixedRequest: autocannon.Request = {
  setupRequest(request, context) {
    const ctx = context as Context;
    const m = pickKind();
    const planned = m.plan();
    ctx.kind = m.kind;
    ctx.request = `${planned.method} ${routeOf(planned.path)}`;
    ctx.started = performance.now();
    if (recording) perKind.get(m.kind)!.sent++;
    return {
      ...request,
      method: planned.method,
      path: planned.path,
      headers: { ...planned.headers, "x-forwarded-for": clientAddress() },
      body: planned.body ?? "",
    };
  },
  onResponse(status, body, context, headers) {
    const ctx = context as Context;
    if (!recording || !ctx.kind || ctx.started === undefined) return;
    if (status >= 500) noteServerError(ctx, status, body, headers as Record<string, string | string[]>);
    const stats = perKind.get(ctx.kind)!;
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    stats.latencies.push(performance.now() - ctx.started);
  },
};

// ---------------------------------------------------------------------------------------------
// The server, as in production.

/** Variables of server/platform/config/config.ts that must not leak in from the caller's shell: defaults only. */
const CONFIG_VARIABLES = [
  "PORT",
  "HOST",
  "ADMIN_HOST",
  "ADMIN_PORT",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "PAGE_CACHE_ENTRIES",
  "RENDER_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "SHUTDOWN_GRACE_MS",
  "SHUTDOWN_TIMEOUT_MS",
  "COOKIE_BANNER_DELAY_MS",
  "DATA_DIR",
  "UPSTREAM_URL",
  "UPSTREAM_TIMEOUT_MS",
  "ASSET_URL",
  "DOMAIN_API_URL",
  "CATALOG_TIMEOUT_MS",
  "PUBLIC_URL",
  "MEMBERS_URL",
  "COOKIE_SECRET",
  "TURNSTILE_SECRET",
  "PROVIDER_URL",
  "PUBLISHER_ID",
  "TURNSTILE_SITEKEY",
  "ALLOWED_REDIRECT_HOSTS",
  "READINESS_PROBE_MS",
  "METRICS_TOKEN",
  "REDIS_URL",
  "RATE_LIMIT_ACCOUNT",
  "RATE_LIMIT_LOGIN_FAILURES",
  "RATE_LIMIT_USERNAME_CHECKS",
  "RATE_LIMIT_RESET_REQUESTS",
  "RATE_LIMIT_RESET_EMAILS",
  "RATE_LIMIT_DOMAIN_API_CALLS",
  "BOT_CHECK_AFTER_FAILURES",
];

interface LogSummary {
  count: number;
  level: string;
  example: string;
}
/** The child's warn/error lines, grouped by level + message (+ route and status when logged). */
const logGroups = new Map<string, LogSummary>();
const unparsedLines: string[] = [];
/** The child's warn/error lines by request id, to explain the 5xx answers above. */
const linesByRequest = new Map<string, string[]>();

function noteLogLine(line: string, stream: "stdout" | "stderr"): void {
  if (line.trim() === "") return;
  let key: string;
  let level: string = stream;
  try {
    const entry = JSON.parse(line) as {
      level?: number | string;
      msg?: string;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      err?: { message?: string };
      reqId?: string;
    };
    if (entry.reqId) linesByRequest.set(entry.reqId, [...(linesByRequest.get(entry.reqId) ?? []), line.slice(0, 1_000)]);
    // The site logs level labels; numbers are pino's default, kept for any other process.
    level =
      typeof entry.level === "string"
        ? entry.level
        : (({ 60: "fatal", 50: "error", 40: "warn", 30: "info" } as Record<number, string>)[entry.level ?? 0] ?? String(entry.level));
    const route = entry.req ? ` ${entry.req.method ?? ""} ${(entry.req.url ?? "").split("?", 1)[0]}` : "";
    const status = entry.res?.statusCode ? ` → ${entry.res.statusCode}` : "";
    key = `${level}: ${entry.msg ?? ""}${entry.err?.message ? ` (${entry.err.message})` : ""}${route}${status}`;
  } catch {
    if (unparsedLines.length < 50) unparsedLines.push(`[${stream}] ${line.slice(0, 500)}`);
    key = `${stream}: ${line.slice(0, 120)}`;
  }
  const group = logGroups.get(key);
  if (group) group.count++;
  else logGroups.set(key, { count: 1, level, example: line.slice(0, 1_000) });
}

function rssMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * CPU seconds the server has used: the whole process, and its main (JavaScript) thread alone.
 * The rest is libuv's thread pool (scrypt, zlib), the garbage collector and the compiler.
 */
function cpuSeconds(pid: number): { total: number; main: number } {
  const ticks = (path: string) => {
    const stat = readFileSync(path, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  };
  const CLOCK_TICKS = 100; // USER_HZ on Linux
  return { total: ticks(`/proc/${pid}/stat`) / CLOCK_TICKS, main: ticks(`/proc/${pid}/task/${pid}/stat`) / CLOCK_TICKS };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Built once if never built; a stale build is used as it is (run `npm run build` first).
if (!existsSync(serverMain) || !existsSync(legacyMain) || !existsSync(join(root, "dist", "client", "manifest.json"))) {
  const ms = await build();
  process.stderr.write(`built client and server in ${ms} ms\n`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "braveweb-load-"));
const legacyDataDir = mkdtempSync(join(tmpdir(), "braveweb-load-legacy-"));
const legacyPort = await freePort();
const legacyUrl = `http://127.0.0.1:${legacyPort}`;
const env: NodeJS.ProcessEnv = { ...process.env };
for (const name of CONFIG_VARIABLES) delete env[name];
Object.assign(env, {
  PORT: String(port),
  HOST: "127.0.0.1",
  // A free admin port: the default 9464 may be held by a server already running here.
  ADMIN_PORT: "0",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "true",
  DATA_DIR: dataDir,
  SHUTDOWN_GRACE_MS: "0",
  // The member API, asset host and domain API: the legacy service below (docs/decisions.md, 12).
  UPSTREAM_URL: legacyUrl,
});

// The legacy stand-in, as `npm run legacy` and the deployments run it: its own process, its
// own SQLite file, links to the members area through the site's proxy.
const legacy = spawn(process.execPath, [legacyMain], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(legacyPort),
    HOST: "127.0.0.1",
    DATA_DIR: legacyDataDir,
    MEMBERS_URL: `${base}/members`,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
createInterface({ input: legacy.stdout }).on("line", (line) => noteLogLine(line, "stdout"));
createInterface({ input: legacy.stderr }).on("line", (line) => noteLogLine(line, "stderr"));
const legacyExited = new Promise<number | null>((resolve) => legacy.once("exit", (code) => resolve(code)));
let legacyDone = false;
void legacyExited.then(() => (legacyDone = true));

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
// Read both pipes to the end so the child never blocks on a full one.
createInterface({ input: child.stdout }).on("line", (line) => noteLogLine(line, "stdout"));
createInterface({ input: child.stderr }).on("line", (line) => noteLogLine(line, "stderr"));
const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
  child.once("exit", (code, signal) => resolve({ code, signal })),
);
let childExit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
void exited.then((e) => (childExit = e));
const stopChild = () => {
  if (!childExit) child.kill("SIGTERM");
  if (!legacyDone) legacy.kill("SIGTERM");
};
process.once("SIGINT", () => {
  stopChild();
  process.exit(130);
});

let exitCode = 0;
try {
  await waitFor(`${legacyUrl}/healthz`);
  // Ready when /readyz answers 200: the server has started.
  const readyBy = Date.now() + 30_000;
  for (;;) {
    if (childExit) throw new Error(`the server exited before it was ready (code ${childExit.code}, signal ${childExit.signal})`);
    if (Date.now() > readyBy) throw new Error("the server was not ready within 30 s");
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }

  // Warm-up: every URL of the mix a few times (fills the page cache, JITs the hot paths).
  for (let round = 0; round < 3; round++) {
    for (const path of [...PAGES, "/login", ...DOMAIN_NAMES.map((n) => `/domains/search/results/${n}`)]) {
      await fetch(base + path, { headers: { ...BROWSER, "x-forwarded-for": clientAddress() } }).then((r) => r.arrayBuffer());
    }
    await fetch(`${base}/api/v1/username-availability?username=warmup${round}`, {
      headers: { "x-requested-with": "bench", "x-forwarded-for": clientAddress() },
    }).then((r) => r.arrayBuffer());
    await fetch(`${base}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "bw_cookie_check=1", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({ userid: `warmup-${round}`, password: "wrong-password" }),
    }).then((r) => r.arrayBuffer());
  }
  await sleep(1_000);
  const before = rssMiB(child.pid!);
  const loadBefore = loadavg()[0]!;
  const cpuBefore = cpuSeconds(child.pid!);

  process.stderr.write(`load: ${CONNECTIONS} connections for ${SECONDS} s against ${base} …\n`);
  recording = true;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [mixedRequest],
  });
  recording = false;
  const after = rssMiB(child.pid!);
  const legacyMemory = rssMiB(legacy.pid!);
  const cpuAfter = cpuSeconds(child.pid!);
  const cpuMain = cpuAfter.main - cpuBefore.main;
  const cpuOther = cpuAfter.total - cpuBefore.total - cpuMain;

  const statusCount = (pred: (code: number) => boolean) =>
    Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, s]) => sum + (pred(Number(code)) ? (s.count ?? 0) : 0), 0);
  const answered = statusCount(() => true);
  const s429 = statusCount((c) => c === 429);
  const other4xx = statusCount((c) => c >= 400 && c < 500 && c !== 429);
  const s5xx = statusCount((c) => c >= 500);
  const exact = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${s.count ?? 0}`)
    .join(", ");
  const f = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

  const rows: Array<[string, string]> = [
    ["duration", `${result.duration} s, ${CONNECTIONS} connections`],
    ["machine", `${availableParallelism()} cores, load average ${f(loadBefore, 2)} before the run (this bench shares them)`],
    ["requests answered", f(answered)],
    ["req/s (average)", f(result.requests.average, 1)],
    ["latency p50", `${f(result.latency.p50, 1)} ms`],
    ["latency p99", `${f(result.latency.p99, 1)} ms`],
    ["latency max", `${f(result.latency.max, 1)} ms`],
    ["errors (incl. timeouts)", f(result.errors)],
    ["timeouts", f(result.timeouts)],
    ["2xx", f(statusCount((c) => c >= 200 && c < 300))],
    ["3xx", f(statusCount((c) => c >= 300 && c < 400))],
    ["429", f(s429)],
    ["other 4xx", f(other4xx)],
    ["5xx", f(s5xx)],
    ["by status", exact || "none"],
    [
      "server CPU",
      `${f(cpuMain + cpuOther, 1)} s in ${result.duration} s: main thread ${f(cpuMain, 1)} s, other threads (libuv pool: scrypt, zlib; GC) ${f(cpuOther, 1)} s`,
    ],
    ["server RSS before", `${f(before.rss, 1)} MiB`],
    ["server RSS after", `${f(after.rss, 1)} MiB`],
    ["server peak (VmHWM)", `${f(after.peak, 1)} MiB over its whole life (budget ${SITE_PEAK_BUDGET_MIB} MiB)`],
    ["member API peak", `${f(legacyMemory.peak, 1)} MiB (VmHWM; the legacy service, its own process; RSS after ${f(legacyMemory.rss, 1)} MiB)`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\nLoad run: ${new Date().toISOString()}, node ${process.version}, mix per request at random\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);

  const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  const kindRows = [...perKind].map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const answeredKind = sorted.length;
    return {
      type: kind,
      share: `${Math.round((MIX.find((m) => m.kind === kind)!.weight / TOTAL_WEIGHT) * 100)}%`,
      sent: s.sent,
      answered: answeredKind,
      "req/s": Number((answeredKind / result.duration).toFixed(1)),
      "p50 ms": Number(quantile(sorted, 0.5).toFixed(1)),
      "p99 ms": Number(quantile(sorted, 0.99).toFixed(1)),
      "max ms": Number((sorted[sorted.length - 1] ?? NaN).toFixed(1)),
      statuses: [...s.statuses]
        .sort(([a], [b]) => a - b)
        .map(([code, n]) => `${code}×${n}`)
        .join(" "),
    };
  });
  console.log("\nPer request type (latency measured here, from request setup to last byte):");
  console.table(kindRows);

  if (serverErrors.size) {
    console.log("\n5xx answers by request type, route and status, with the server's lines for the first few:");
    for (const [key, e] of [...serverErrors].sort(([, a], [, b]) => b.count - a.count)) {
      console.log(`  ${String(e.count).padStart(6)} × ${key}${e.body ? `  ${e.body}` : ""}`);
      for (const id of e.requestIds) {
        const lines = linesByRequest.get(id) ?? [];
        console.log(`           request ${id}: ${lines.length ? "" : "no line at warn or above"}`);
        for (const line of lines) console.log(`             ${line}`);
      }
    }
  } else {
    console.log("\n5xx answers: none.");
  }

  if (logGroups.size) {
    console.log("\nServer log lines at warn and above (grouped):");
    const groups = [...logGroups].sort(([, a], [, b]) => b.count - a.count);
    for (const [key, g] of groups.slice(0, 20)) console.log(`  ${String(g.count).padStart(6)} × ${key}\n           e.g. ${g.example}`);
    if (groups.length > 20) console.log(`  … and ${groups.length - 20} other kinds of line`);
  } else {
    console.log("\nServer log: no lines at warn or above.");
  }

  const failed = result.errors > 0 || result.timeouts > 0 || s5xx > 0;
  if (failed) console.error(`\nFAIL: ${result.errors} errors, ${result.timeouts} timeouts, ${s5xx} 5xx answers`);
  const overBudget = after.peak > SITE_PEAK_BUDGET_MIB;
  if (overBudget) console.error(`\nFAIL: the site's peak resident size ${f(after.peak, 1)} MiB passed ${SITE_PEAK_BUDGET_MIB} MiB`);
  exitCode = failed || overBudget ? 1 : 0;
} catch (error) {
  console.error(error);
  for (const line of unparsedLines) console.error(line);
  for (const [key, g] of logGroups) console.error(`${g.count} × ${key}\n  e.g. ${g.example}`);
  exitCode = 1;
} finally {
  stopChild();
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  console.log(`\nServer stopped: exit code ${code}${signal ? `, signal ${signal}` : ""}`);
  legacy.kill("SIGTERM");
  const legacyTimer = setTimeout(() => legacy.kill("SIGKILL"), 20_000);
  console.log(`Member API stopped: exit code ${await legacyExited}`);
  clearTimeout(legacyTimer);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(legacyDataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
