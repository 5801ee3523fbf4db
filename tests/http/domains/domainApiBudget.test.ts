import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOMAIN_SEARCH_PATH } from "../../../content/pageShapes.ts";
import { isTaken } from "../../../legacy/domains/takenDomains.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/** Three taken names' searches: the name and its six suggestions each. */
const BUDGET = 21;

/**
 * What domain searches cost the domain API (the legacy stand-in's, a real process, behind a
 * pass-through that counts what it is asked), over real HTTP from several client addresses:
 * answers kept per name and shared by the results pages, their suggestions and
 * /api/domains/availability, and a budget of calls per client address past which the site
 * answers 429 instead of calling.
 */
describe("the domain API's calls per client", () => {
  let legacy: LegacyServer;
  let site: LiveServer;
  let recorder: Server;
  /** The names the API was asked about, in order. */
  const asked: string[] = [];
  beforeAll(async () => {
    legacy = await legacyServer();
    const target = new URL(legacy.url);
    recorder = createServer((req, res) => {
      const url = req.url ?? "";
      if (url.startsWith("/domains/availability?")) asked.push(new URLSearchParams(url.slice(url.indexOf("?"))).get("query") ?? "");
      const upstream = request({ host: target.hostname, port: target.port, path: url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((done) => recorder.listen(0, "127.0.0.1", done));
    site = await liveServer({
      DOMAIN_API_URL: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
      RATE_LIMIT_DOMAIN_API_CALLS: `${BUDGET}/1m`,
    });
  });
  afterAll(async () => {
    await site.app.close();
    await new Promise((done) => recorder.close(done));
    await legacy.close();
  });

  /** Names whose .com the stand-in says is taken, none of them seeded, starting with `prefix`. */
  function takenNames(prefix: string, count: number): string[] {
    const names: string[] = [];
    for (let i = 0; names.length < count; i++) if (isTaken(`${prefix}${i}`, ".com")) names.push(`${prefix}${i}`);
    return names;
  }

  it("ten searches of taken names: repeated names cost nothing again, and ten different ones at most the budget (70 calls before), then 429 pages without a call", async () => {
    // Repeated names: two names, five times each, cost their first search only.
    const repeating = httpClient(site.url(""), { from: "127.0.0.2" });
    const before = asked.length;
    const [first, second] = takenNames("oven", 2) as [string, string];
    for (let i = 0; i < 10; i++) expect((await repeating.get(`/domains/search/results/${i % 2 ? second : first}`)).status).toBe(200);
    expect(asked.length - before).toBeLessThanOrEqual(2 * 7);
    expect(asked.slice(before).filter((name) => name === first || name === second)).toEqual([first, second]);

    // Ten different taken names from one address: 1 + 6 calls each used to make 70.
    const client = httpClient(site.url(""), { from: "127.0.0.3" });
    const start = asked.length;
    const names = takenNames("crumb", 10);
    const pages = [];
    for (const name of names) {
      const page = await client.get(`/domains/search/results/${name}`);
      pages.push({ status: page.status, headers: page.headers, text: page.text, callsSoFar: asked.length - start });
    }
    expect(asked.length - start).toBeLessThanOrEqual(BUDGET);
    expect(pages[0]!.status).toBe(200);
    const refusedAt = pages.findIndex((page) => page.status === 429);
    expect(refusedAt).toBeGreaterThan(0);
    // Once refused, every later search is refused, and the API is asked nothing more.
    expect(pages.slice(refusedAt).map((page) => page.status)).toEqual(Array(names.length - refusedAt).fill(429));
    expect(pages.at(-1)!.callsSoFar).toBe(pages[refusedAt - 1]!.callsSoFar);
    const refused = pages[refusedAt]!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-limit"]).toBe(String(BUDGET));
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.text).toContain("Too many attempts");

    // A name already read costs nothing, even past the budget.
    const again = asked.length;
    expect((await client.get(`/domains/search/results/${names[0]}`)).status).toBe(200);
    expect(asked.length).toBe(again);

    // Another address has a budget of its own.
    const other = httpClient(site.url(""), { from: "127.0.0.4" });
    const fresh = takenNames("loaf", 1)[0]!;
    expect((await other.get(`/domains/search/results/${fresh}`)).status).toBe(200);
    expect(asked.slice(again)).toContain(fresh);
    for (const c of [repeating, client, other]) await c.close();
  });

  it("N availability requests for one name cost one call, whatever its spelling, and the results page reads the same answer", async () => {
    const client = httpClient(site.url(""), { from: "127.0.0.5" });
    const before = asked.length;
    const bodies = new Set<string>();
    for (const query of ["quietharbor", "quietharbor", "QuietHarbor", "quietharbor.com", " quietharbor ", "quietharbor", "quietharbor", "quietharbor"]) {
      const res = await client.get(`/api/domains/availability?query=${encodeURIComponent(query)}`);
      expect(res.status, query).toBe(200);
      bodies.add(res.text);
    }
    expect(asked.slice(before)).toEqual(["quietharbor"]);
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({
      query: "quietharbor",
      results: expect.arrayContaining([expect.objectContaining({ domain: "quietharbor.com" })]),
    });

    expect((await client.get("/domains/search/results/quietharbor")).status).toBe(200);
    expect((await client.get(`${DOMAIN_SEARCH_PATH}?query=quietharbor`)).status).toBe(200);
    expect(asked.slice(before).filter((name) => name === "quietharbor")).toEqual(["quietharbor"]);
    await client.close();
  });

  it("past the budget, the JSON endpoints answer 429 with Retry-After and RateLimit-*, the API is not called, and another address is unaffected", async () => {
    const client = httpClient(site.url(""), { from: "127.0.0.6" });
    const before = asked.length;
    for (let i = 0; i < BUDGET; i++) expect((await client.get(`/api/domains/availability?query=budget${i}`)).status).toBe(200);
    expect(asked.length - before).toBe(BUDGET);

    const over = await client.get("/api/domains/availability?query=budgetover");
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.headers["ratelimit-limit"]).toBe(String(BUDGET));
    expect(over.headers["ratelimit-remaining"]).toBe("0");
    expect(over.json()).toMatchObject({ error: "RATE_LIMITED" });
    const search = await client.get(`${DOMAIN_SEARCH_PATH}?query=budgetsearch`);
    expect(search.status).toBe(429);
    expect(Number(search.headers["retry-after"])).toBeGreaterThan(0);
    expect((await client.get("/api/domains/sale-extensions")).status).toBe(429);
    expect(asked.length - before).toBe(BUDGET);
    // What is kept still answers, at no cost.
    expect((await client.get("/api/domains/availability?query=budget0")).status).toBe(200);

    const other = httpClient(site.url(""), { from: "127.0.0.7" });
    expect((await other.get("/api/domains/availability?query=budgetover")).status).toBe(200);
    expect(asked.slice(before + BUDGET)).toEqual(["budgetover"]);
    for (const c of [client, other]) await c.close();
  });
});
