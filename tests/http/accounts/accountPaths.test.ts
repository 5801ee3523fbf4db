import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { recordingProxy, type RecordingProxy } from "../../fixtures/recordingProxy.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * One account action, two ways in: the form post a browser without JavaScript sends and the
 * JSON API the dialogs and integrators call (docs/decisions.md, 5, 6 and 21). Every flow, with and
 * without a checkout of the visitor's own cart in the address, must leave the same trace
 * through both: the cookies set, the funnel's counters on the admin /metrics, what the member
 * API was asked (through a recording proxy in front of the real legacy app), and its orders.
 */
let legacy: LegacyServer;
let proxy: RecordingProxy;
let site: LiveServer;
beforeAll(async () => {
  legacy = await legacyServer();
  proxy = await recordingProxy(legacy.url);
  site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: proxy.url });
});
afterAll(async () => {
  await site?.app.close();
  await proxy?.close();
  await legacy?.close();
});

const MEMBER_API_PATHS = new Set(["/global/login.php", "/signup/signup.php", "/global/lostpassword.php"]);

type Action = "login" | "register" | "lostpassword";
interface Case {
  name: string;
  action: Action;
  fields: (n: number) => Record<string, string>;
  /** Run before the attempt: a member of its own for each wrong password (the site pauses a username's strangers after a few). */
  prepare?: (n: number) => Promise<void>;
  /** The member API says SUCCESS to it. */
  succeeds: boolean;
}

const signUp = (n: number, username: string) => ({
  full_name: "Path Tester",
  email: `paths${n}@example.com`,
  username,
  password: "open-sesame-22",
  password_validation: "open-sesame-22",
});

const CASES: Case[] = [
  { name: "login, right password", action: "login", fields: () => ({ userid: "demo", password: "demo-pass-2026" }), succeeds: true },
  {
    name: "login, wrong password",
    action: "login",
    fields: (n) => ({ userid: `wrongpass${n}`, password: "not-the-password" }),
    prepare: async (n) => {
      const signup = await legacy.post("/signup/signup.php", { ...signUp(n, `wrongpass${n}`), tosagree: "1" });
      expect(signup.body.status).toBe("SUCCESS");
    },
    succeeds: false,
  },
  { name: "sign-up, new username", action: "register", fields: (n) => signUp(n, `pathtester${n}`), succeeds: true },
  { name: "sign-up, username taken", action: "register", fields: (n) => signUp(n, "demo"), succeeds: false },
  { name: "lost password", action: "lostpassword", fields: () => ({ email: "demo@braveweb.example" }), succeeds: true },
];

let serial = 0;

type Counts = Record<string, number>;

async function funnel(): Promise<Counts> {
  const text = await (await fetch(site.adminUrl("/metrics"))).text();
  const counts: Counts = {};
  for (const [, step, path, value] of text.matchAll(/^funnel_steps_total\{step="(\w+)",path="(\w+)"\} (\d+)$/gm)) counts[`${step}/${path}`] = Number(value);
  return counts;
}

/** The steps counted between two scrapes, by step; and the paths they were counted under. */
function stepsBetween(before: Counts, after: Counts): { steps: Counts; paths: string[] } {
  const steps: Counts = {};
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(after)) {
    const moved = value - (before[key] ?? 0);
    if (moved === 0) continue;
    const [step = "", path = ""] = key.split("/");
    steps[step] = (steps[step] ?? 0) + moved;
    paths.add(path);
  }
  return { steps, paths: [...paths] };
}

function setCookieNames(res: HttpAnswer): string[] {
  const raw = res.headers["set-cookie"];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return [...new Set(lines.map((line) => line.split("=", 1)[0]!.trim()))].sort();
}

const orderCount = () => (legacy.db.prepare("SELECT count(*) AS n FROM orders").get() as { n: number }).n;
const cartExists = (hash: string) => legacy.db.prepare("SELECT 1 FROM carts WHERE cart_hash = ?").get(hash) !== undefined;

/** What the member API was asked by one post, with the values that differ by visitor left out. */
function memberApiCalls(from: number, ownCart: string) {
  return proxy.calls
    .slice(from)
    .filter((call) => MEMBER_API_PATHS.has(call.path))
    .map((call) => ({
      path: call.path,
      fields: Object.keys(call.fields).sort(),
      migrate_user: call.fields.migrate_user,
      cart: call.fields.cart_hash === undefined ? undefined : call.fields.cart_hash === "" ? "none" : call.fields.cart_hash === ownCart ? "own" : "another",
      cookies: (call.cookie ?? "")
        .split(";")
        .map((pair) => pair.split("=", 1)[0]!.trim())
        .sort(),
    }));
}

/** A browser that has been on the site (it holds a cookie) and has put a domain in its own cart. */
async function visitorWithCart() {
  const visitor = httpClient(site.url("/"));
  visitor.cookies.set("gdpr_seen", "1");
  expect((await visitor.get("/domains/search/results/bluebird-bakes", NAVIGATE)).status).toBe(200);
  expect((await visitor.postForm("/domains/cart/add", { domain: "bluebird-bakes.com" }, SAME_ORIGIN_POST)).status).toBe(303);
  const cart = visitor.cookies.get("bw_cart")!;
  expect(cart).toMatch(/^[a-f0-9]{32}$/);
  return { visitor, cart };
}

type Way = "form" | "json";

/** One post of the case's flow, by one way in, and everything it left behind. */
async function attempt(flow: Case, way: Way, checkout: boolean) {
  const n = ++serial;
  const { visitor, cart } = await visitorWithCart();
  const query = checkout ? `?migrate_user=1&cart_hash=${cart}` : "";
  await flow.prepare?.(n);
  const fields = flow.fields(n);
  if (way === "form") expect((await visitor.get(`/${flow.action}${query}`, NAVIGATE)).status).toBe(200);

  const funnelBefore = await funnel();
  const ordersBefore = orderCount();
  const callsBefore = proxy.calls.length;
  const res =
    way === "form"
      ? await visitor.postForm(`/${flow.action}${query}`, fields, SAME_ORIGIN_POST)
      : await visitor.post(`/api/v1/${flow.action}${query}`, fields, { "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" });
  const counted = stepsBetween(funnelBefore, await funnel());
  return {
    status: res.status,
    setCookies: setCookieNames(res),
    steps: counted.steps,
    paths: counted.paths,
    memberApi: memberApiCalls(callsBefore, cart),
    ordersMade: orderCount() - ordersBefore,
    cartKept: cartExists(cart),
    cartCookieKept: visitor.cookies.get("bw_cart") === cart,
  };
}

describe.each([
  ["with a checkout of the visitor's own cart in the address", true],
  ["without a checkout in the address", false],
])("every account flow, %s, leaves the same trace through the form post and the JSON API", (_label, checkout) => {
  it.each(CASES)("$name", async (flow) => {
    const form = await attempt(flow, "form", checkout);
    const json = await attempt(flow, "json", checkout);

    // What each way renders is its own (a page or a redirect; JSON with the contract's status).
    if (flow.succeeds) {
      expect(json.status).toBe(200);
      expect(form.status).toBe(flow.action === "lostpassword" ? 200 : 303);
    } else {
      expect(json.status).toBeGreaterThanOrEqual(400);
      expect(form.status).toBe(json.status);
    }

    // Everything else is the flow's, whichever way it came.
    const trace = ({ status: _status, paths: _paths, ...rest }: typeof form) => rest;
    expect(trace(json)).toEqual(trace(form));
    expect(form.paths.every((path) => path === "page")).toBe(true);
    expect(json.paths.every((path) => path === "script")).toBe(true);

    // Only a login or sign-up that succeeds, asked to check out, hands the cart over: once.
    const handsOver = checkout && flow.succeeds && flow.action !== "lostpassword";
    expect(form.ordersMade).toBe(handsOver ? 1 : 0);
    expect(form.cartKept).toBe(!handsOver);
    expect(form.cartCookieKept).toBe(!handsOver);
    expect(form.steps.order_made ?? 0).toBe(handsOver ? 1 : 0);
    expect(form.setCookies.includes("bw_cart")).toBe(handsOver);
    expect(form.memberApi).toHaveLength(1);
    const named = checkout && flow.action !== "lostpassword";
    expect(form.memberApi[0]!.cart).toBe(flow.action === "lostpassword" ? undefined : named ? "own" : "none");
  });
});
