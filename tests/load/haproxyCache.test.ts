import { get as httpGet } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../content/routes.ts";
import { NAVIGATE } from "../fixtures/browserHeaders.ts";
import { edgeStack, type EdgeStack } from "../fixtures/edgeStack.ts";

/**
 * The shipped deploy/haproxy/haproxy.cfg with its cache, in front of two real replicas on one
 * real redis-server (tests/fixtures/edgeStack.ts): what reaches the replicas, what is never
 * shared between visitors, a replica killed under load and a deploy of a new build.
 */
const EDGE_MAX_AGE = 5;
const BROWSER = { ...NAVIGATE, "accept-encoding": "br, gzip" };

/** Ten shared pages of the route table: no parameter to fill, the same for every visitor. */
const SHARED_PAGES = pageRoutes
  .filter((route) => !route.perVisitor && !route.path.includes(":") && route.name !== "domains-cart")
  .map((route) => concretePath(route))
  .slice(0, 10);

let stack: EdgeStack;
beforeAll(async () => {
  stack = await edgeStack({ edgeMaxAge: EDGE_MAX_AGE, buildId: "build-1" });
}, 40_000);
afterAll(() => stack?.stop());

async function get(path: string, headers: Record<string, string> = BROWSER) {
  const res = await fetch(`${stack.url}${path}`, { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A GET sent with exactly these headers (fetch would add an Accept-Encoding of its own): status, encoding, Age, body. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; age: string | undefined; body: Buffer }>((resolve, reject) => {
    httpGet(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          age: res.headers.age,
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The replicas' access lines once no more arrive (their logs are written asynchronously). */
async function settled<T extends unknown[]>(read: () => T): Promise<T> {
  let last = read();
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const now = read();
    if (now.length === last.length) return now;
    last = now;
  }
}

/** A cart on the domain API holding `domain`, as the site made it for a visitor: its hash, the visitor's bw_cart cookie. */
async function cartHolding(domain: string): Promise<string> {
  const res = await fetch(`${stack.legacyUrl}/domains/carts`, {
    method: "POST",
    headers: { accept: "application/json" },
    body: new URLSearchParams({ domain }),
  });
  const { cart_hash: hash } = (await res.json()) as { cart_hash: string };
  expect(hash).toMatch(/^[a-f0-9]{32}$/);
  return hash;
}

/** Runs `work` on `concurrency` loops until `count` calls have been made (or until `until`). */
async function load(concurrency: number, work: (i: number) => Promise<void>, { count = Infinity, until = Infinity }: { count?: number; until?: number }) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && Date.now() < until) await work(next++);
    }),
  );
  return next;
}

describe("the shipped HAProxy config with its cache, before two replicas", () => {
  it("has ten shared pages to ask for", () => {
    expect(SHARED_PAGES).toHaveLength(10);
  });

  it("lets 2,000 requests over ten shared pages reach the replicas at most once per page per s-maxage", async () => {
    const before = stack.reached().length;
    const start = Date.now();
    const statuses: number[] = [];
    // Ten visitors at once, one per page, over about 8 s (two of the cache's windows). Per page
    // the requests come one after another: HAProxy 2.6's cache does not hold concurrent misses
    // of one page until the first is stored (no request collapsing), each of those goes on.
    await Promise.all(
      SHARED_PAGES.map(async (page) => {
        for (let i = 0; i < 2000 / SHARED_PAGES.length; i++) {
          statuses.push((await get(page)).status);
          await new Promise((r) => setTimeout(r, 40));
        }
      }),
    );
    const seconds = (Date.now() - start) / 1000;
    expect(statuses).toHaveLength(2000);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const reached = await settled(() => stack.reached().slice(before));
    // Each page's copy expires EDGE_MAX_AGE seconds after it was stored, counted in whole
    // seconds by HAProxy (so it lives more than EDGE_MAX_AGE - 1): one fetch per window.
    const windows = Math.ceil(seconds / (EDGE_MAX_AGE - 1));
    for (const page of SHARED_PAGES) {
      const times = reached.filter((r) => r.url === page).length;
      expect(times, `${page} reached the replicas ${times} times in ${seconds.toFixed(1)} s`).toBeGreaterThanOrEqual(1);
      expect(times, `${page} reached the replicas ${times} times in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(windows);
    }
    expect(reached.length).toBeLessThanOrEqual(SHARED_PAGES.length * windows);
    console.info(`2000 requests in ${seconds.toFixed(1)} s (at most ${windows} fetches a page): ${reached.length} reached the replicas`);
    // A page from the cache says how long it has been kept; the site's own headers come with it.
    // Asked twice: its copy may have just expired, and the first request then stores it anew.
    await get(SHARED_PAGES[0]!);
    const cached = await get(SHARED_PAGES[0]!);
    expect(cached.headers.get("age")).toMatch(/^\d+$/);
    expect(cached.headers.get("cache-control")).toBe(
      `max-age=0, public, s-maxage=${EDGE_MAX_AGE}, stale-while-revalidate=${EDGE_MAX_AGE}, stale-if-error=86400`,
    );
    expect(cached.headers.get("set-cookie")).toBeNull();
    expect(cached.headers.get("etag")).toMatch(/^"build-1-/);
  });

  it("caches with nothing in its environment but the replicas' addresses: EDGE_MAX_AGE has a default", async () => {
    expect(Object.keys(stack.balancerEnv).sort()).toEqual(["PATH", "SITE_SERVER_1", "SITE_SERVER_2"]);
    const page = SHARED_PAGES[2]!;
    const before = stack.reached().filter((r) => r.url === page).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(page));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // Five requests within a second or two: one, or two if its copy expired meanwhile, reach a replica.
    expect(answers.filter((a) => a.headers.get("age") !== null).length).toBeGreaterThanOrEqual(3);
    expect((await settled(() => stack.reached().filter((r) => r.url === page))).length - before).toBeLessThanOrEqual(2);
  });

  it("keys its copies on a normalized Accept-Encoding: a request gets only an encoding it named", async () => {
    const page = SHARED_PAGES[3]!;
    // What each request names → the encoding of the answer it must get (the site's own choice: br, else gzip, else none).
    const asked: Array<[string | undefined, string | undefined]> = [
      ["br, gzip", "br"],
      [undefined, undefined],
      ["gzip", "gzip"],
      ["identity", undefined],
      ["gzip, deflate, br;q=0", "gzip"],
      ["*", "gzip"],
      ["deflate", undefined],
      ["BR", "br"],
      ["gzip;q=0.5, br;q=0.8", "br"],
      ["br;q=0, gzip;q=0.0", undefined],
    ];
    // Twice over: the second round is served from the copies the first one stored.
    for (const round of [1, 2]) {
      for (const [acceptEncoding, expected] of asked) {
        const res = await rawGet(page, acceptEncoding === undefined ? NAVIGATE : { ...NAVIGATE, "accept-encoding": acceptEncoding });
        expect(res.status).toBe(200);
        expect(res.encoding, `round ${round}, Accept-Encoding: ${acceptEncoding ?? "(none)"}`).toBe(expected);
        if (expected === undefined) expect(res.body.subarray(0, 15).toString()).toBe("<!DOCTYPE html>");
      }
    }
  });

  it("never serves a visitor's cart page to another visitor, nor another's page to a visitor with a cart", async () => {
    // Kept for everyone: the page of a visitor without a cart.
    for (let i = 0; i < 3; i++) expect((await get("/domains/cart")).text).not.toContain("bluebird-bakes.com");
    const owner = { ...BROWSER, cookie: `bw_cart=${await cartHolding("bluebird-bakes.com")}` };
    for (let i = 0; i < 5; i++) {
      const own = await get("/domains/cart", owner);
      expect(own.status).toBe(200);
      expect(own.text).toContain("bluebird-bakes.com");
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(own.headers.get("age")).toBeNull();
      const other = await get("/domains/cart");
      expect(other.status).toBe(200);
      expect(other.text).not.toContain("bluebird-bakes.com");
      expect(other.headers.get("set-cookie")).toBeNull();
    }
  });

  it("sends a visitor with an https site's cart cookie (__Host-bw_cart) to a replica, never the kept page", async () => {
    // Kept for everyone: the page of a visitor without a cart.
    await get("/domains/cart");
    expect((await get("/domains/cart")).headers.get("age")).toMatch(/^\d+$/);
    const owner = { ...BROWSER, cookie: `__Host-bw_cart=${await cartHolding("bluebird-bakes.net")}` };
    for (let i = 0; i < 3; i++) expect((await get("/domains/cart", owner)).headers.get("age")).toBeNull();
  });

  it("never caches a form's error page: each one is made by a replica", async () => {
    const path = "/domains/lookup?domain=%21%21";
    const before = stack.reached().filter((r) => r.url === path).length;
    for (let i = 0; i < 5; i++) {
      const res = await get(path);
      expect(res.status).toBe(422);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("age")).toBeNull();
    }
    expect((await settled(() => stack.reached().filter((r) => r.url === path))).length - before).toBe(5);
  });

  it("answers every request while a replica is killed (SIGKILL) in a 10 s load", async () => {
    // Shared pages, and a visitor's cart page, which always reaches a replica.
    const cartCookie = `bw_cart=${await cartHolding("greenleaf.com")}`;
    const failures: string[] = [];
    let reachedBefore = 0;
    const start = Date.now();
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      reachedBefore = stack.replicas[0]!.reached.length;
      stack.replicas[0]!.process.kill("SIGKILL");
    })();
    const made = await load(
      8,
      async (i) => {
        const path = i % 2 === 0 ? "/domains/cart" : SHARED_PAGES[i % SHARED_PAGES.length]!;
        const headers = i % 2 === 0 ? { ...BROWSER, cookie: cartCookie } : BROWSER;
        try {
          const res = await get(path, headers);
          if (res.status !== 200) failures.push(`${path}: ${res.status}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      },
      { until: start + 10_000 },
    );
    await killer;
    expect(failures).toEqual([]);
    expect(reachedBefore).toBeGreaterThan(0);
    // The survivor carried on: the load went on reaching it after the kill.
    expect(made).toBeGreaterThan(200);
    expect((await stack.serverStates()).site1).toMatch(/^DOWN/);
  }, 20_000);

  it("serves a new build's pages within s-maxage of its deploy (the ETag names the build)", async () => {
    const page = SHARED_PAGES[1]!;
    // The deploy: the killed replica comes back with build-2, then the other one is replaced.
    await stack.restart(0, "build-2");
    await stack.waitUntilUp("site1");
    await stack.restart(1, "build-2");
    await stack.waitUntilUp("site1", "site2");
    const deployed = Date.now();
    let etag = "";
    while (Date.now() - deployed < (EDGE_MAX_AGE + 1) * 1000) {
      etag = (await get(page)).headers.get("etag") ?? "";
      if (etag.startsWith('"build-2-')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(etag).toMatch(/^"build-2-/);
  }, 40_000);
});
