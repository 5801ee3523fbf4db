/**
 * `npm run bench:abuse`: what one visitor's requests can do to the site (docs/decisions.md, 18 and 19), in one run
 * of under a minute, against the production build as bench/load.ts starts it.
 *
 * 1. Each backtracking payload alone, one after the other: every one must answer in < 50 ms.
 * 2. A flood for 10 s: 32 connections of requests to the home page, each with a query never
 *    sent before (random redirect_to, from, template_id, cart_hash, preview prefixes; brotli
 *    accepted), and 4 connections sending the payloads in turn. Meanwhile a probe on a thread
 *    of its own asks for /about one request at a time: median < 20 ms, p99 < 100 ms; and no
 *    request of the flood gets a 5xx.
 * 3. The miss path side by side with its yardstick (bench/plainRenderServer.ts: node:http
 *    rendering the same markup with renderToString and gzipping it): 32 connections, the home
 *    page with a fresh template_id per request, taking turns; the site must answer at least as
 *    many requests a second, with gzip and with brotli.
 *
 * Every request carries a random X-Forwarded-For (TRUST_PROXY=true), as an attacker with many
 * addresses would, so the per-address limits do not hide what a payload costs. Prints a table;
 * exits 1 when a target is missed. Builds dist/ when it is stale.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { request } from "undici";
import { ensureBuilt } from "../scripts/build.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/serverFlags.mjs";
import { freePort, startPlain, waitFor } from "./serverProcess.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const FLOOD_SECONDS = 10;
const MISS_SECONDS = 2;
const MISS_ROUNDS = 5;

const TARGETS = { payloadMs: 50, aboutMedianMs: 20, aboutP99Ms: 100, missShare: 1.0 } as const;
/** BENCH_PAYLOADS=off leaves the payloads out (steps 1 and 2), to see the cache's part alone. */
const WITH_PAYLOADS = process.env.BENCH_PAYLOADS !== "off";

// ---------------------------------------------------------------------------------------------
// What the attacker sends.

const dots = (n: number) => ".".repeat(n);
const badEmail = `a@${dots(62_000)}@`;
/** A current browser's form post as a script forges it: Fetch Metadata and a cookie, so the form is read. */
const FORM = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: "bw_cookies=1" };

interface Payload {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const PAYLOADS: readonly Payload[] = [
  {
    name: "POST /domains/cart/add, back = 63,000 dots",
    method: "POST",
    path: "/domains/cart/add",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `domain=x&back=${dots(63_000)}x`,
  },
  {
    name: "POST /api/v1/lostpassword, email a@ + 62,000 dots + @",
    method: "POST",
    path: "/api/v1/lostpassword",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: badEmail }),
  },
  { name: "GET /domains/lookup, 15,000 dots", method: "GET", path: `/domains/lookup?domain=${dots(15_000)}`, headers: {} },
  {
    name: "POST /register (form), the same email",
    method: "POST",
    path: "/register",
    headers: FORM,
    body: new URLSearchParams({
      full_name: "Ada Park",
      email: badEmail,
      username: "adapark",
      password: "open-sesame",
      password_validation: "open-sesame",
    }).toString(),
  },
  {
    name: "POST /lostpassword (form), the same email",
    method: "POST",
    path: "/lostpassword",
    headers: FORM,
    body: new URLSearchParams({ email: badEmail }).toString(),
  },
];

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const hex32 = () => Array.from({ length: 32 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("");
const address = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A home-page request with a query (or preview prefix) never sent before. */
function uniqueHomePath(): string {
  const n = sequence++;
  switch (n % 6) {
    case 0:
      return `/?template_id=${1 + n}`;
    case 1:
      return `/?cart_hash=${hex32()}`;
    case 2:
      return `/?redirect_to=${encodeURIComponent(`/members/${unique()}`)}`;
    case 3:
      return `/?from=${unique()}&redirect_to=${encodeURIComponent(`https://evil.example/${unique()}`)}`;
    case 4:
      return `/preview/${unique()}`;
    default:
      return `/?template_id=${1 + n}&type=domain&cart_hash=${hex32()}&from=hosting`;
  }
}

// ---------------------------------------------------------------------------------------------
// The servers.

interface Site {
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** Lines the site logged at warn, error or fatal. */
  complaints: () => { warn: number; error: number };
}

/** The production build with every setting at its default but the address and TRUST_PROXY. */
async function startSite(): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "braveweb-abuse-"));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // A free admin port: the default 9464 may be held by a server already running here.
    ADMIN_PORT: "0",
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    SHUTDOWN_GRACE_MS: "0",
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, "dist", "server", "main.js")], { env, stdio: ["ignore", "pipe", "inherit"] });
  // The log is read as a collector would; only its warn and error lines are counted.
  // Counted in the bytes as they come, without decoding or splitting them: this process also
  // drives the load, and its own work must not slow the site's side of the comparison.
  const count = { warn: 0, error: 0 };
  const levels = [
    ["warn", Buffer.from('"level":"warn"')],
    ["error", Buffer.from('"level":"error"')],
    ["error", Buffer.from('"level":"fatal"')],
  ] as const;
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const [level, needle] of levels) for (let at = chunk.indexOf(needle); at !== -1; at = chunk.indexOf(needle, at + needle.length)) count[level]++;
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { child, base, dataDir, complaints: () => ({ ...count }) };
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/** One payload, alone: its status and how long the whole answer took. */
async function sendAlone(base: string, payload: Payload): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  try {
    const res = await request(`${base}${payload.path}`, {
      method: payload.method,
      headers: { ...payload.headers, "x-forwarded-for": address() },
      body: payload.body,
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    });
    await res.body.dump();
    return { status: res.statusCode, ms: performance.now() - started };
  } catch (error) {
    return { status: (error as Error).name, ms: performance.now() - started };
  }
}

/**
 * Asks for `paths` in turn, one request at a time, until told to stop, from a thread of its own
 * (its timings are not delayed by autocannon's work on this thread). Latencies in ms per path.
 */
function startProbe(base: string, paths: readonly string[]): { stop: () => Promise<Record<string, number[]>> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies = Object.fromEntries(workerData.paths.map((p) => [p, []]));
    let stopping = false;
    parentPort.on("message", () => { stopping = true; });
    const get = (path) => new Promise((resolve) => {
      const req = http.get(workerData.base + path, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => { res.resume(); res.on("end", resolve); });
      req.on("error", resolve);
    });
    (async () => {
      while (!stopping) {
        for (const path of workerData.paths) {
          const started = performance.now();
          await get(path);
          latencies[path].push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 10));
        }
      }
      parentPort.postMessage(latencies);
    })();
    `,
    { eval: true, workerData: { base, paths } },
  );
  return {
    stop: async () => {
      const done = new Promise<Record<string, number[]>>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const latencies = await done;
      await worker.terminate();
      return latencies;
    },
  };
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

interface Statuses {
  counts: Map<number, number>;
  answered: number;
  fivexx: number;
}

function tally(result: autocannon.Result): Statuses {
  const counts = new Map<number, number>();
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) counts.set(Number(code), stats.count ?? 0);
  const answered = [...counts.values()].reduce((a, b) => a + b, 0);
  const fivexx = [...counts].reduce((sum, [code, n]) => sum + (code >= 500 ? n : 0), 0);
  return { counts, answered, fivexx };
}

const statusList = (s: Statuses) =>
  [...s.counts]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}×${fmt(n)}`)
    .join(" ") || "none";

async function flood(site: Site) {
  const probe = startProbe(site.base, ["/about", "/healthz"]);
  const unique = autocannon({
    url: site.base,
    connections: 32,
    duration: FLOOD_SECONDS,
    timeout: 20,
    requests: [{ setupRequest: (req) => ({ ...req, path: uniqueHomePath(), headers: { "accept-encoding": "br", "x-forwarded-for": address() } }) }],
  });
  let turn = 0;
  const payloads = !WITH_PAYLOADS
    ? null
    : autocannon({
        url: site.base,
        connections: 4,
        duration: FLOOD_SECONDS,
        timeout: 20,
        requests: [
          {
            setupRequest: (req) => {
              const payload = PAYLOADS[turn++ % PAYLOADS.length]!;
              return {
                ...req,
                method: payload.method,
                path: payload.path,
                headers: { ...payload.headers, "x-forwarded-for": address() },
                body: payload.body ?? "",
              };
            },
          },
        ],
      });
  const [uniqueResult, payloadResult] = await Promise.all([unique, payloads]);
  const latencies = await probe.stop();
  return { uniqueResult, payloadResult, latencies };
}

/** The same request on both servers must give the same page, or the comparison means nothing. */
async function sameMarkup(siteBase: string, plainBase: string): Promise<boolean> {
  const path = `/?template_id=${900_000_000 + Math.floor(Math.random() * 1_000_000)}`;
  const [site, plain] = await Promise.all(
    [siteBase, plainBase].map(async (base) => {
      const res = await request(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
      return res.body.text();
    }),
  );
  return site === plain;
}

/** CPU seconds a process has used: all its threads, and its main (JavaScript) thread alone. */
function cpuSeconds(pid: number): { total: number; main: number } {
  const ticks = (path: string) => {
    const stat = readFileSync(path, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ
  };
  return { total: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

/** One run of never-seen template_ids: req/s, p99, and the server's CPU ms per answer. */
async function missRun(base: string, pid: number, encoding: string) {
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: base,
    connections: 32,
    duration: MISS_SECONDS,
    timeout: 20,
    requests: [
      { setupRequest: (req) => ({ ...req, path: `/?template_id=${1 + sequence++}`, headers: { "accept-encoding": encoding, "x-forwarded-for": address() } }) },
    ],
  });
  const after = cpuSeconds(pid);
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
    mainMs: ((after.main - before.main) * 1000) / answers,
    totalMs: ((after.total - before.total) * 1000) / answers,
  };
}

const median = (values: readonly number[]) => quantile(values, 0.5);

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (met: boolean) => (met ? "met" : "MISSED");

// ---------------------------------------------------------------------------------------------

await ensureBuilt();
const started = performance.now();
const site = await startSite();
let plain: { child: ChildProcess } | null = null;
const failures: string[] = [];
try {
  // Warm-up: the home page, /about and each payload's route once, so JIT and caches are ready.
  for (const path of ["/", "/about", `/?template_id=1`, "/preview/warm"]) await (await request(`${site.base}${path}`)).body.dump();

  console.log(`\nbench:abuse ${new Date().toISOString()}, node ${process.version}, ${availableParallelism()} cores, load average ${fmt(loadavg()[0]!, 2)}\n`);

  console.log(`Each payload alone (target < ${TARGETS.payloadMs} ms):${WITH_PAYLOADS ? "" : " left out (BENCH_PAYLOADS=off)"}`);
  for (const payload of WITH_PAYLOADS ? PAYLOADS : []) {
    // Alone means alone: a payload that held the loop leaves the site shedding for a second.
    await waitFor(`${site.base}/readyz`);
    const { status, ms } = await sendAlone(site.base, payload);
    const met = ms < TARGETS.payloadMs && typeof status === "number" && status < 500;
    if (!met) failures.push(`${payload.name}: ${fmt(ms)} ms, ${status}`);
    console.log(`  ${payload.name.padEnd(56)} ${String(status).padStart(4)}  ${fmt(ms, 1).padStart(8)} ms  ${verdict(met)}`);
  }

  console.log(
    `\nFlood, ${FLOOD_SECONDS} s: 32 connections of never-seen home-page queries (br)${WITH_PAYLOADS ? " + 4 connections of the payloads in turn" : ", no payloads (BENCH_PAYLOADS=off)"}`,
  );
  const { uniqueResult, payloadResult, latencies } = await flood(site);
  const uniqueTally = tally(uniqueResult);
  const payloadTally = payloadResult ? tally(payloadResult) : { counts: new Map<number, number>(), answered: 0, fivexx: 0 };
  const about = latencies["/about"] ?? [];
  const healthz = latencies["/healthz"] ?? [];
  const aboutMedian = quantile(about, 0.5);
  const aboutP99 = quantile(about, 0.99);
  console.log(
    `  unique queries   ${fmt(uniqueResult.requests.average)} req/s, p50 ${fmt(uniqueResult.latency.p50)} ms, p99 ${fmt(uniqueResult.latency.p99)} ms; ${statusList(uniqueTally)}`,
  );
  if (payloadResult) {
    console.log(
      `  payloads         ${fmt(payloadTally.answered)} answered; ${statusList(payloadTally)}; errors ${payloadResult.errors}, timeouts ${payloadResult.timeouts}`,
    );
  }
  console.log(`  /healthz         median ${fmt(quantile(healthz, 0.5), 1)} ms, p99 ${fmt(quantile(healthz, 0.99), 1)} ms (${healthz.length} probes)`);
  const aboutMet = aboutMedian < TARGETS.aboutMedianMs && aboutP99 < TARGETS.aboutP99Ms;
  console.log(
    `  /about           median ${fmt(aboutMedian, 1)} ms (< ${TARGETS.aboutMedianMs}), p99 ${fmt(aboutP99, 1)} ms (< ${TARGETS.aboutP99Ms}) (${about.length} probes)  ${verdict(aboutMet)}`,
  );
  if (!aboutMet) failures.push(`/about during the flood: median ${fmt(aboutMedian, 1)} ms, p99 ${fmt(aboutP99, 1)} ms`);
  const fivexx = uniqueTally.fivexx + payloadTally.fivexx;
  const errors = uniqueResult.errors + (payloadResult?.errors ?? 0);
  console.log(`  5xx in the flood ${fmt(fivexx)}, connection errors ${fmt(errors)} (target 0)  ${verdict(fivexx === 0 && errors === 0)}`);
  if (fivexx > 0 || errors > 0) failures.push(`the flood got ${fivexx} 5xx and ${errors} connection errors`);

  // A site still shedding load after the flood would answer the yardstick's own setup with 503.
  await waitFor(`${site.base}/api/domains/sale-extensions`);
  const plainServer = await startPlain(site.base);
  plain = plainServer;
  if (!(await sameMarkup(site.base, plainServer.base)))
    throw new Error("the plain render server's page differs from the site's: the comparison would mean nothing");
  // Its JIT warmed up as the site's was by the flood.
  await missRun(plainServer.base, plainServer.child.pid!, "gzip");
  console.log(
    `\nMiss path, 32 connections, the home page with a fresh template_id per request; ${MISS_ROUNDS} rounds of ${MISS_SECONDS} s each, in a new order each round; medians:`,
  );
  const variants = [
    { name: "plain node:http, renderToString + gzip", base: plainServer.base, pid: plainServer.child.pid!, encoding: "gzip" },
    { name: "site miss, gzip", base: site.base, pid: site.child.pid!, encoding: "gzip" },
    { name: "site miss, br", base: site.base, pid: site.child.pid!, encoding: "br, gzip" },
  ];
  const runs = new Map(variants.map((v) => [v, [] as Awaited<ReturnType<typeof missRun>>[]]));
  let missErrors = 0;
  for (let round = 0; round < MISS_ROUNDS; round++) {
    // The machine's other work comes and goes: a fixed order would hand it to one side.
    for (const variant of [...variants].sort(() => Math.random() - 0.5)) {
      const run = await missRun(variant.base, variant.pid, variant.encoding);
      runs.get(variant)!.push(run);
      missErrors += run.failed;
    }
  }
  const plainRps = median(runs.get(variants[0]!)!.map((r) => r.rps));
  for (const variant of variants) {
    const of = runs.get(variant)!;
    const rps = median(of.map((r) => r.rps));
    const share = rps / plainRps;
    const cpu = `CPU ${fmt(median(of.map((r) => r.mainMs)), 2)} ms main thread + ${fmt(median(of.map((r) => r.totalMs - r.mainMs)), 2)} ms other threads a request`;
    const tail = variant === variants[0] ? "" : `, ${fmt(share, 2)}×  ${verdict(share >= TARGETS.missShare)}`;
    console.log(`  ${variant.name.padEnd(40)} ${fmt(rps).padStart(6)} req/s, p99 ${fmt(median(of.map((r) => r.p99))).padStart(4)} ms, ${cpu}${tail}`);
    if (variant !== variants[0] && share < TARGETS.missShare)
      failures.push(`${variant.name}: ${fmt(share, 2)}× the plain render (target ≥ ${TARGETS.missShare})`);
  }
  if (missErrors > 0) failures.push(`${missErrors} errors or non-2xx answers in the miss runs`);
  const { warn, error } = site.complaints();
  console.log(`\nSite log: ${fmt(warn)} warn lines, ${fmt(error)} error lines. Whole run ${fmt((performance.now() - started) / 1000, 1)} s.`);
} catch (error) {
  failures.push(String(error));
} finally {
  plain?.child.kill();
  site.child.kill("SIGTERM");
  await new Promise((resolve) => site.child.once("exit", resolve));
  rmSync(site.dataDir, { recursive: true, force: true });
}
console.log(failures.length ? `\nMISSED:\n  ${failures.join("\n  ")}` : "\nEvery target met.");
process.exitCode = failures.length ? 1 : 0;
