/**
 * Lighthouse on the production server, with Lighthouse's default config: the mobile preset
 * (Moto G Power emulation, simulated slow-4G and 4x CPU throttling), the four categories only.
 * Starts `node dist/server/main.js` itself (NODE_ENV=production, HOST=127.0.0.1, a free PORT,
 * a fresh DATA_DIR, SHUTDOWN_GRACE_MS=0, PUBLIC_URL = the address Lighthouse loads, every other
 * setting at its default), waits for /readyz, requests each page once (as a running server has
 * its caches warm), runs Lighthouse on each page in a Debian Chromium of its own (CHROME_PATH,
 * default /usr/bin/chromium; a run whose trace Chromium failed to record is run once more),
 * prints the scores and, for every category under its target, the audits that fail, then stops
 * the server. Pages that carry robots noindex on purpose are held to every SEO audit but
 * "is-crawlable", which must fail for them (seoScoreOfUnindexedPage). The HTML reports go to test-results/lighthouse/.
 * Run: npm run lighthouse (LH_PAGES=/a,/b measures those pages instead of the five). Exits 1 when a page misses a target or Lighthouse could not run.
 * Builds dist/ only when it was never built: run `npm run build` first to measure the current
 * sources.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, isStale } from "./build.mjs";
import { SERVER_NODE_FLAGS } from "./serverFlags.mjs";

const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(",")
  : ["/", "/webhosting", "/login", "/sitebuilder/templates", "/domains/search/results/mybakery"];
/** Lowest passing score (0–100) per category. */
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const serverMain = join(root, "dist", "server", "main.js");
const reportDir = join(root, "test-results", "lighthouse");
const started = Date.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Audits Lighthouse leaves out of a category's score. */
const UNSCORED = new Set(["notApplicable", "manual", "informative"]);

/**
 * The SEO score of a page that asks search engines not to index it (the account pages and
 * search results carry robots noindex on purpose: no search should lead to a form, or to the
 * results of one visitor's query). Lighthouse's "is-crawlable" audit fails on exactly that, so the page is held to every other SEO audit, weighted as Lighthouse
 * weighs them, and must fail "is-crawlable": the block is in place. A page that lost its
 * noindex would not be in this set and would be scored as usual.
 */
function seoScoreOfUnindexedPage(lhr) {
  if (lhr.audits["is-crawlable"]?.score !== 0) return 0;
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0 && !UNSCORED.has(lhr.audits[ref.id]?.scoreDisplayMode));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / weight;
}

/** One line for one row of an audit's details: the element, the resource or the message it names. */
function itemLine(item) {
  switch (item?.type) {
    case "network-tree":
      return `longest chain: ${longestChain(item.chains).join(" → ")} (${Math.round(item.longestChain?.duration ?? 0)} ms)`;
    case "checklist":
      return `not met: ${Object.values(item.items ?? {})
        .filter((check) => !check.value)
        .map((check) => check.label)
        .join("; ")}`;
    case "text":
      return String(item.value);
    case "node":
      return itemLine({ node: item });
  }
  const node = item.node ?? item.element;
  const parts = [];
  if (node?.type === "node") parts.push(node.selector ?? "", (node.snippet ?? "").slice(0, 160));
  if (item.source?.url) parts.push(`${item.source.url}:${item.source.line ?? ""}`);
  else if (typeof item.url === "string") parts.push(item.url);
  for (const key of ["description", "label", "text", "message", "line", "directive", "reason", "href", "failureTitle"]) {
    if (typeof item[key] === "string" && item[key]) parts.push(`${key}: ${item[key].slice(0, 200)}`);
  }
  if (node?.explanation) parts.push(node.explanation.split("\n").slice(0, 3).join(" "));
  if (typeof item.wastedBytes === "number") parts.push(`${Math.round(item.wastedBytes / 1024)} KiB to save`);
  if (typeof item.wastedMs === "number") parts.push(`${Math.round(item.wastedMs)} ms to save`);
  return parts.filter(Boolean).join(" | ") || JSON.stringify(item).slice(0, 200);
}

/** The first rows of an audit's details, one line each (insights nest theirs in list sections). */
function detailLines(details, limit = 5) {
  const items = (details?.items ?? []).flatMap((item) => (item.type === "list-section" ? (item.value?.items ?? [item.value]) : [item]));
  const lines = items.slice(0, limit).map(itemLine);
  if (items.length > limit) lines.push(`… and ${items.length - limit} more`);
  return lines;
}

/** The URLs of the longest request chain of a network-tree (Lighthouse marks it isLongest). */
function longestChain(chains) {
  const next = Object.values(chains ?? {}).find((c) => c.isLongest);
  return next ? [new URL(next.url).pathname, ...longestChain(next.children)] : [];
}

/** The audits of a category that pull its score down: weighted ones below 1, and failing insights. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (audit.score === null || ["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) return false;
      // Performance: its metrics carry the score; an insight or diagnostic counts only when it fails.
      return categoryId === "performance" && ref.weight === 0 ? audit.score < 0.5 : audit.score < 1;
    })
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      display: audit.displayValue ?? "",
      details: audit.details,
    }));
}

let chrome;
/** One Lighthouse run in a Chromium of its own, as Lighthouse's CLI does. */
async function audit(url) {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });
  try {
    return await lighthouse(url, { port: chrome.port, output: "html", logLevel: "error", onlyCategories: Object.keys(TARGETS) });
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

// dist/ as it is; built only when it was never built (CI's browser tests have built it already).
if (!existsSync(serverMain) || !existsSync(join(root, "dist", "client", "manifest.json"))) await ensureBuilt();
else if (isStale()) process.stderr.write("note: dist/ is older than the sources; measuring it as it is (npm run build first to measure the current sources)\n");

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "braveweb-lighthouse-"));
// Only what a process needs to run: every setting of server/platform/config/config.ts at its default.
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? tmpdir() };
Object.assign(env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  // A free admin port: the default 9464 may be held by a server already running here.
  ADMIN_PORT: "0",
  DATA_DIR: dataDir,
  SHUTDOWN_GRACE_MS: "0",
  // The site's public origin is the one Lighthouse loads (absolute links, the Origin check), as in production.
  PUBLIC_URL: base,
  LOG_LEVEL: "warn",
});

const serverLog = [];
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on("line", (line) => {
    if (line.trim() && serverLog.length < 200) serverLog.push(line.slice(0, 500));
  });
}
let childExit;
const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve((childExit = { code, signal }))));

async function stopAll() {
  if (chrome) {
    chrome.kill();
    chrome = undefined;
  }
  if (!childExit) {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.once("SIGINT", () => {
  void stopAll().finally(() => process.exit(130));
});

let exitCode = 0;
try {
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
  /** Pages that ask not to be indexed (account pages, search results): see seoScoreOfUnindexedPage. */
  const noindex = new Set();
  for (const path of PAGES) {
    const res = await fetch(base + path, { headers: { accept: "text/html", "accept-encoding": "br, gzip" } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    if (/<meta name="robots" content="noindex/.test(html)) noindex.add(path);
  }

  mkdirSync(reportDir, { recursive: true });

  // One audit first, its result thrown away: the first Chromium of a run starts from cold disk
  // caches, and in CI right after the browser suite, whose Chromiums and servers are still
  // exiting. That run measured the home page at 92, 94 and 95 where a second round on the same
  // build gave 95 to 98 (Lighthouse's variability guidance: warm up, then take the median).
  await audit(base + PAGES[0]);

  const rows = [];
  const failures = [];
  let versions = "";
  for (const path of PAGES) {
    const pageStarted = Date.now();
    let result = await audit(base + path);
    // A trace Chromium failed to record (NO_NAVSTART, NO_FCP…) says nothing of the page: once more.
    if (result?.lhr?.runtimeError) {
      process.stderr.write(`${path}: ${result.lhr.runtimeError.code}, running Lighthouse again\n`);
      result = await audit(base + path);
    }
    // Performance swings by a few points from run to run on a shared machine (Lighthouse's
    // variability guidance: judge the median of several runs), so a miss is measured twice more.
    const performanceOf = (run) => run?.lhr?.categories?.performance?.score ?? 0;
    if (result?.lhr && !result.lhr.runtimeError && Math.round(performanceOf(result) * 100) < TARGETS.performance) {
      const runs = [result];
      for (let i = 0; i < 2; i++) {
        const again = await audit(base + path);
        if (again?.lhr && !again.lhr.runtimeError) runs.push(again);
      }
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      result = runs[Math.floor(runs.length / 2)];
      process.stderr.write(
        `${path}: performance ${runs.map((run) => Math.round(performanceOf(run) * 100)).join(", ")} in ${runs.length} runs; the median counts\n`,
      );
    }
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      exitCode = 1;
      failures.push(`${path}: Lighthouse could not run: ${lhr?.runtimeError?.code ?? "no result"} ${lhr?.runtimeError?.message ?? ""}`);
      rows.push({ page: path, performance: "-", accessibility: "-", "best-practices": "-", seo: "-", seconds: 0 });
      continue;
    }
    versions ||= `Lighthouse ${lhr.lighthouseVersion}, ${/(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "Chromium"}`;
    const slug = path === "/" ? "home" : path.slice(1).replace(/[^a-z0-9]+/gi, "-");
    writeFileSync(join(reportDir, `${slug}.report.html`), result.report);
    const row = { page: path };
    for (const [id, target] of Object.entries(TARGETS)) {
      const deliberate = id === "seo" && noindex.has(path);
      const score = Math.round((deliberate ? seoScoreOfUnindexedPage(lhr) : (lhr.categories[id]?.score ?? 0)) * 100);
      row[id] = deliberate ? `${score} (noindex)` : score;
      if (score >= target) continue;
      exitCode = 1;
      const lines = [`${path}: ${lhr.categories[id].title} ${score} < ${target}`];
      for (const failing of failingAudits(lhr, id)) {
        lines.push(
          `  - ${failing.id} (score ${failing.score}${failing.weight ? `, weight ${failing.weight}` : ""}): ${failing.title}${failing.display ? ` — ${failing.display}` : ""}`,
        );
        for (const detail of detailLines(failing.details)) lines.push(`      ${detail}`);
      }
      failures.push(lines.join("\n"));
    }
    row.seconds = Math.round((Date.now() - pageStarted) / 100) / 10;
    rows.push(row);
    for (const warning of lhr.runWarnings ?? []) process.stderr.write(`${path}: Lighthouse warning: ${warning}\n`);
  }

  console.log(
    `${versions || "Lighthouse"} (mobile preset) against ${base}; targets: ${Object.entries(TARGETS)
      .map(([id, t]) => `${id} ≥ ${t}`)
      .join(", ")}`,
  );
  console.table(rows);
  if (failures.length) {
    console.log("Below target:");
    for (const failure of failures) console.log(failure);
  } else {
    console.log(`all ${PAGES.length} pages meet the targets`);
  }
  console.log(`HTML reports in ${reportDir}; ${Math.round((Date.now() - started) / 1000)} s in all`);
} catch (error) {
  exitCode = 1;
  console.error(error);
  if (serverLog.length) console.error(`server log:\n${serverLog.join("\n")}`);
} finally {
  await stopAll();
}
process.exitCode = exitCode;
