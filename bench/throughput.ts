/**
 * `npm run bench`: how close the site comes to the machine, in one run.
 *
 * The site runs as `npm start` would (dist/server/main.js, every setting at its default, a fresh
 * DATA_DIR) in one child process; the limit, bare node:http answering the very bytes the site
 * sent for each page from memory (bench/limitServer.ts), in another. autocannon (here, in this
 * process) drives each page on the limit, then on the site, with the same connections and
 * seconds, and the table gives req/s, p50, p99 and the site's share of the limit. Then the
 * JavaScript a page loads (gzipped bytes, from dist/), and the site's memory after the run.
 * Exits 1 when a target is missed. BENCH_SECONDS (8) and BENCH_CONNECTIONS (32) override.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { request } from "undici";
import { ensureBuilt } from "../scripts/build.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/serverFlags.mjs";
import { freePort, waitFor } from "./serverProcess.ts";

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 8);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 32);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The pages measured, and the share of the limit each must reach. */
const TARGETS = [
  { path: "/", min: 0.7 },
  { path: "/webhosting", min: 0.7 },
  { path: "/sitebuilder/templates", min: 0.7 },
  { path: "/domains/search/results/mybakery", min: 0.3 },
  { path: "/login", min: 0.3 },
] as const;
const RSS_BUDGET_MB = 200;
const ISLAND_BUDGET_KIB = 75;

/**
 * What a current browser sends for a page: it takes brotli, and navigations carry Fetch
 * Metadata (which lets the account pages be the same for every such visitor).
 */
const BROWSER = { "accept-encoding": "br, gzip", "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

async function startSite(): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "braveweb-bench-"));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ADMIN_PORT: "0",
    DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: "0",
  };
  // The log goes where npm start's would, a pipe: it is read and dropped, as a collector would.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, "dist", "server", "main.js")], { env, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout?.resume();
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { child, base, dataDir };
}

async function startLimit(bodies: Record<string, { headers: Record<string, string>; body: string }>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench", "limitServer.ts")], { stdio: ["pipe", "pipe", "inherit"] });
  // It reads the pages to the end of its input, then listens and prints its port.
  const port = new Promise<string>((resolve) => child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
  child.stdin?.end(JSON.stringify(bodies));
  return { child, base: `http://127.0.0.1:${await port}` };
}

/** Headers of one connection or one moment, not of the page: node:http writes its own. */
const NOT_OF_THE_PAGE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * The bytes a browser gets for a page, headers and body (after a few requests, so every cache
 * is warm): the limit answers with exactly these, so both sides send as much.
 */
async function pageBytes(base: string, path: string): Promise<{ headers: Record<string, string>; body: string }> {
  let last: { headers: Record<string, string>; body: Buffer } | null = null;
  for (let i = 0; i < 5; i++) {
    const res = await request(`${base}${path}`, { headers: BROWSER });
    const body = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) if (!NOT_OF_THE_PAGE.has(name) && value !== undefined) headers[name] = String(value);
    last = { headers, body };
  }
  return { headers: last!.headers, body: last!.body.toString("base64") };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function drive(url: string): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** Gzipped bytes of a chunk and every chunk it imports statically, each counted once. */
function chunkClosure(file: string, seen = new Set<string>()): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  let bytes = statSync(`${file}.gz`).size;
  for (const match of source.matchAll(/from\s*"(\.\/[^"]+\.js)"|import\s*"(\.\/[^"]+\.js)"/g)) {
    bytes += chunkClosure(join(dirname(file), (match[1] ?? match[2])!), seen);
  }
  return bytes;
}

function scriptWeights(): { upFront: number; loginIsland: number } {
  const clientDir = join(root, "dist", "client");
  const manifest = JSON.parse(readFileSync(join(clientDir, "manifest.json"), "utf8")) as { loader: string };
  const loaderFile = join(clientDir, manifest.loader);
  const seen = new Set<string>();
  const upFront = chunkClosure(loaderFile, seen);
  const island = /"(\.\/chunks\/accountForm-[A-Z0-9]+\.js)"/.exec(readFileSync(loaderFile, "utf8"))?.[1];
  if (!island) throw new Error("the loader names no account-form chunk");
  // Once idle on /login: the loader and the island with everything it imports.
  const loginIsland = upFront + chunkClosure(join(dirname(loaderFile), island), seen);
  return { upFront, loginIsland };
}

function rssMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

await ensureBuilt();
const site = await startSite();
let limit: { child: ChildProcess } | null = null;
const failures: string[] = [];
try {
  const bodies: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const target of TARGETS) bodies[target.path] = await pageBytes(site.base, target.path);
  const limitServer = await startLimit(bodies);
  limit = limitServer;
  await waitFor(`${limitServer.base}/`);

  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run; site (npm start defaults) against bare node:http with the same bytes\n`);
  console.log("page                               | limit req/s | site req/s | p50 ms | p99 ms | share | target");
  console.log("-----------------------------------|-------------|------------|--------|--------|-------|-------");
  for (const target of TARGETS) {
    const bare = await drive(`${limitServer.base}${target.path}`);
    const ours = await drive(`${site.base}${target.path}`);
    const share = ours.rps / bare.rps;
    const met = share >= target.min && ours.non2xx === 0 && ours.errors === 0;
    if (!met) failures.push(`${target.path}: ${fmt(share, 2)} of the limit (target ${target.min}), ${ours.non2xx} non-2xx, ${ours.errors} errors`);
    console.log(
      `${target.path.padEnd(35)}| ${fmt(bare.rps).padStart(11)} | ${fmt(ours.rps).padStart(10)} | ${fmt(ours.p50, 1).padStart(6)} | ${fmt(ours.p99, 1).padStart(6)} | ${fmt(share, 2).padStart(5)} | ≥ ${target.min} ${met ? "met" : "MISSED"}`,
    );
  }

  const weights = scriptWeights();
  const rss = rssMb(site.child.pid!);
  console.log("");
  console.log(`JavaScript up front (loader, gzipped)      ${fmt(weights.upFront / 1024, 1)} KiB`);
  console.log(`JavaScript on /login once idle (gzipped)   ${fmt(weights.loginIsland / 1024, 1)} KiB (budget ${ISLAND_BUDGET_KIB} KiB)`);
  console.log(`site RSS after the runs                    ${fmt(rss.now)} MiB (peak ${fmt(rss.peak)} MiB, budget ${RSS_BUDGET_MB} MB)`);
  if (weights.loginIsland / 1024 > ISLAND_BUDGET_KIB) failures.push(`/login JavaScript ${fmt(weights.loginIsland / 1024, 1)} KiB > ${ISLAND_BUDGET_KIB} KiB`);
  if (rss.now > RSS_BUDGET_MB) failures.push(`RSS ${fmt(rss.now)} MiB > ${RSS_BUDGET_MB} MB`);
} finally {
  limit?.child.kill();
  site.child.kill("SIGTERM");
  await new Promise((resolve) => site.child.once("exit", resolve));
  rmSync(site.dataDir, { recursive: true, force: true });
}
console.log(failures.length ? `\nMISSED:\n  ${failures.join("\n  ")}` : "\nEvery target met.");
process.exitCode = failures.length ? 1 : 0;
