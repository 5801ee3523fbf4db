/**
 * `npm run bench`: how close the site comes to the machine, in one run, for each kind of page
 * (bench/pageKinds.ts).
 *
 * The site runs as `npm start` would (dist/server/main.js, every setting at its default, a fresh
 * DATA_DIR) in one child process. Two yardsticks run in two others:
 * - the limit: bare node:http answering the very bytes the site sent for each page from memory
 *   (bench/limitServer.ts): what a page everyone gets (a hit) could cost at best;
 * - the plain renderer: bare node:http doing renderToString + gzip of the same markup for every
 *   request (bench/plainRenderServer.ts), checked to answer the site's very bytes first: what a
 *   page nobody asked for before (a miss) costs without the site around it.
 * autocannon (here, in this process) drives each page kind four times with the same connections
 * and seconds: the limit, the site's hit, the plain renderer, the site's miss (a fresh carried
 * template_id per request, gzip). The table gives req/s and the site's share of each yardstick,
 * against its target. Then the JavaScript a page loads (gzipped bytes, from dist/), and the
 * site's memory: its resident size after the runs and its peak (VmHWM) through them.
 * Exits 1 when a target is missed. BENCH_SECONDS (6) and BENCH_CONNECTIONS (32) override.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { request } from "undici";
import { ensureBuilt } from "../scripts/build.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/serverFlags.mjs";
import { PAGE_KINDS, missPath, type PageKind } from "./pageKinds.ts";
import { freePort, startPlain, waitFor } from "./serverProcess.ts";

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 32);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The targets: every page the same for everyone at 0.7 of the limit on a 2-core machine where
 * autocannon shares the cores (0.9 where it has cores of its own), a miss at the plain
 * renderer's pace or better, the process's peak resident size within 200 MiB.
 */
const HIT_SHARE = 0.7;
const MISS_SHARE = 1.0;
const RSS_BUDGET_MB = 200;
const ISLAND_BUDGET_KIB = 75;
/** What a marketing page loads before any interaction. */
const UP_FRONT_BUDGET_KIB = 15;

/**
 * What a current browser sends for a page: it takes brotli, and navigations carry Fetch
 * Metadata (which lets the account pages be the same for every such visitor).
 */
const BROWSER = { "accept-encoding": "br, gzip", "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The site as deployments run it (docs/decisions.md, 12): the legacy stand-in (member API, asset
 * host, domain API) in a process of its own, as `npm run legacy` runs it, and the site reaching
 * it through UPSTREAM_URL, so the site's memory is the site's alone (bench/README.md, Memory).
 */
async function startSite(): Promise<{ child: ChildProcess; legacy: ChildProcess; base: string; dataDirs: string[] }> {
  const port = await freePort();
  const legacyPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDirs = [mkdtempSync(join(tmpdir(), "braveweb-bench-")), mkdtempSync(join(tmpdir(), "braveweb-bench-legacy-"))];
  const legacyEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(legacyPort),
    DATA_DIR: dataDirs[1],
    MEMBERS_URL: `${base}/members`,
    LOG_LEVEL: "warn",
  };
  const legacy = spawn(process.execPath, [join(root, "dist", "legacy", "main.js")], { env: legacyEnv, stdio: ["ignore", "ignore", "inherit"] });
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ADMIN_PORT: "0",
    DATA_DIR: dataDirs[0],
    SHUTDOWN_GRACE_MS: "0",
    UPSTREAM_URL: `http://127.0.0.1:${legacyPort}`,
  };
  // The log goes where npm start's would, a pipe: it is read and dropped, as a collector would.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, "dist", "server", "main.js")], { env, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout?.resume();
  await waitFor(`${base}/readyz`);
  return { child, legacy, base, dataDirs };
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

/** How a miss is asked for: a browser's navigation, gzip only (the plain renderer's encoding). */
const MISS_HEADERS = { ...BROWSER, "accept-encoding": "gzip" };

/** Never-seen template_ids, across every run of the bench. */
let sequence = 1;

/** One run on one address (a hit), or on a new variant of a page per request (a miss). */
async function drive(base: string, kind: PageKind, miss: boolean, seconds = SECONDS): Promise<Run> {
  const headers = miss ? MISS_HEADERS : BROWSER;
  const result = await autocannon({
    url: `${base}${kind.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(miss ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: missPath(kind, sequence++), headers }) }] } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** The same never-seen page from the site and the plain renderer must be the same bytes, or the comparison means nothing. */
async function sameMarkup(siteBase: string, plainBase: string, kind: PageKind): Promise<void> {
  const path = missPath(kind, 900_000_000 + Math.floor(Math.random() * 1_000_000));
  const text = async (base: string) => (await request(`${base}${path}`, { headers: { ...BROWSER, "accept-encoding": "identity" } })).body.text();
  const ours = await text(siteBase);
  const theirs = await text(plainBase);
  if (ours !== theirs) {
    let at = 0;
    while (ours[at] === theirs[at]) at++;
    throw new Error(
      `the plain renderer's ${kind.kind} differs from the site's at ${at}: …${ours.slice(at - 80, at + 80)}… / …${theirs.slice(at - 80, at + 80)}…`,
    );
  }
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
const others: ChildProcess[] = [];
const failures: string[] = [];
try {
  const bodies: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const kind of PAGE_KINDS) bodies[kind.path] = await pageBytes(site.base, kind.path);
  const limit = await startLimit(bodies);
  others.push(limit.child);
  await waitFor(`${limit.base}/`);
  const plain = await startPlain(site.base);
  others.push(plain.child);
  for (const kind of PAGE_KINDS) await sameMarkup(site.base, plain.base, kind);

  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, on ${availableParallelism()} cores shared with autocannon; load average ${loadavg()[0]!.toFixed(2)} before the runs`,
  );
  console.log(
    "hit: the same address again (Fetch Metadata, br); miss: a fresh template_id per request (gzip), against renderToString + gzip of the same markup\n",
  );
  console.log("page kind      | limit req/s | site hit | share | plain render | site miss | share | hit p50/p99 ms | miss p50/p99 ms");
  console.log("---------------|-------------|----------|-------|--------------|-----------|-------|----------------|----------------");
  for (const kind of PAGE_KINDS) {
    // A short run on each first, so no server is measured while its code is still being compiled.
    for (const [base, miss] of [
      [limit.base, false],
      [site.base, false],
      [plain.base, true],
      [site.base, true],
    ] as const)
      await drive(base, kind, miss, 1);
    const bare = await drive(limit.base, kind, false);
    const hit = await drive(site.base, kind, false);
    const rendered = await drive(plain.base, kind, true);
    const miss = await drive(site.base, kind, true);
    const hitShare = hit.rps / bare.rps;
    const missShare = miss.rps / rendered.rps;
    for (const [what, run, share, target] of [
      ["hit", hit, hitShare, HIT_SHARE],
      ["miss", miss, missShare, MISS_SHARE],
    ] as const) {
      if (share < target || run.non2xx > 0 || run.errors > 0)
        failures.push(`${kind.kind} ${what}: ${fmt(share, 2)} (target ${target}), ${run.non2xx} non-2xx, ${run.errors} errors`);
    }
    const mark = (share: number, target: number) => `${fmt(share, 2)}${share >= target ? " " : "!"}`;
    console.log(
      `${kind.kind.padEnd(15)}| ${fmt(bare.rps).padStart(11)} | ${fmt(hit.rps).padStart(8)} | ${mark(hitShare, HIT_SHARE).padStart(5)} | ${fmt(rendered.rps).padStart(12)} | ${fmt(miss.rps).padStart(9)} | ${mark(missShare, MISS_SHARE).padStart(5)} | ${`${fmt(hit.p50)}/${fmt(hit.p99)}`.padStart(14)} | ${`${fmt(miss.p50)}/${fmt(miss.p99)}`.padStart(15)}`,
    );
  }
  console.log(`targets: hit ≥ ${HIT_SHARE} of the limit, miss ≥ ${MISS_SHARE} of the plain renderer (! marks a miss)`);

  const weights = scriptWeights();
  const rss = rssMb(site.child.pid!);
  console.log("");
  console.log(`JavaScript up front (loader, gzipped)      ${fmt(weights.upFront / 1024, 1)} KiB (budget ${UP_FRONT_BUDGET_KIB} KiB)`);
  console.log(`JavaScript on /login once idle (gzipped)   ${fmt(weights.loginIsland / 1024, 1)} KiB (budget ${ISLAND_BUDGET_KIB} KiB)`);
  console.log(`site resident size                         ${fmt(rss.now)} MiB after the runs, peak ${fmt(rss.peak)} MiB (VmHWM; budget ${RSS_BUDGET_MB} MiB)`);
  if (weights.upFront / 1024 >= UP_FRONT_BUDGET_KIB) failures.push(`up-front JavaScript ${fmt(weights.upFront / 1024, 1)} KiB ≥ ${UP_FRONT_BUDGET_KIB} KiB`);
  if (weights.loginIsland / 1024 > ISLAND_BUDGET_KIB) failures.push(`/login JavaScript ${fmt(weights.loginIsland / 1024, 1)} KiB > ${ISLAND_BUDGET_KIB} KiB`);
  if (rss.peak > RSS_BUDGET_MB) failures.push(`peak resident size ${fmt(rss.peak)} MiB > ${RSS_BUDGET_MB} MiB`);
} finally {
  for (const child of others) child.kill();
  site.child.kill("SIGTERM");
  site.legacy.kill("SIGTERM");
  await new Promise((resolve) => site.child.once("exit", resolve));
  for (const dir of site.dataDirs) rmSync(dir, { recursive: true, force: true });
}
console.log(failures.length ? `\nMISSED:\n  ${failures.join("\n  ")}` : "\nEvery target met.");
process.exitCode = failures.length ? 1 : 0;
