/**
 * The balancer's cache, measured: the shipped deploy/haproxy/haproxy.cfg before two replicas
 * (`node dist/server/main.js` on one redis-server, tests/fixtures/edgeStack.ts), twice at once
 * on the same replicas: as shipped, and the same file without its cache-use rule. autocannon
 * asks each in turn for ten shared pages (as a browser: Fetch Metadata, br/gzip) for
 * BENCH_SECONDS (default 10) on BENCH_CONNECTIONS (default 32) keep-alive connections, and the
 * bench prints both req/s, their ratio and how many requests reached the replicas.
 * Run: npm run bench:edge. Builds dist/ only when a source is newer than the last build.
 */
import autocannon from "autocannon";
import { concretePath, pageRoutes } from "../content/routes.ts";
import { ensureBuilt } from "../scripts/build.mjs";
import { edgeStack } from "../tests/fixtures/edgeStack.ts";
import { waitFor } from "./serverProcess.ts";

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 32);
/** The site's default EDGE_MAX_AGE: the cache keeps each page for the whole run. */
const EDGE_MAX_AGE = 300;
const BROWSER = {
  "sec-fetch-site": "none",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "accept-encoding": "br, gzip",
  accept: "text/html,application/xhtml+xml",
  "user-agent": "bench-edge",
};

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Ten shared pages of the route table: no parameter to fill, the same for every visitor. */
const PAGES = pageRoutes
  .filter((route) => !route.perVisitor && !route.path.includes(":") && route.name !== "domains-cart")
  .map((route) => concretePath(route))
  .slice(0, 10);

await ensureBuilt();
const stack = await edgeStack({ edgeMaxAge: EDGE_MAX_AGE, buildId: "bench-edge", baseline: true });
try {
  const run = async (name: string, url: string) => {
    await waitFor(`${url}/`);
    const before = stack.reached().length;
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: PAGES.map((path) => ({ method: "GET" as const, path, headers: BROWSER })),
    });
    // Let the replicas' last access lines arrive.
    await new Promise((r) => setTimeout(r, 500));
    const reached = stack.reached().length - before;
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
        `${result.requests.total} requests, ${reached} reached the replicas, ${failed} failed`,
    );
    return { rate: result.requests.average, failed };
  };
  console.log(`${PAGES.length} shared pages, ${CONNECTIONS} connections, ${SECONDS} s each, two replicas behind HAProxy ${EDGE_MAX_AGE} s cache`);
  const without = await run("HAProxy without cache", stack.baselineUrl!);
  const withCache = await run("HAProxy with cache", stack.url);
  console.log(`ratio (with cache / without): ${(withCache.rate / without.rate).toFixed(2)}x`);
  if (without.failed + withCache.failed > 0) process.exitCode = 1;
} finally {
  await stack.stop();
}
