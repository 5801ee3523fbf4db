import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS } from "../../../content/domainSuggestions.ts";
import { DOMAIN_SEARCH_PATH } from "../../../content/pageShapes.ts";
import { isTaken } from "../../../legacy/domains/takenDomains.ts";
import { attr, byTag, descendants, parseHtml, text } from "../../fixtures/html.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * Suggested names when the exact match is taken, read through the real stand-in domain API:
 * each one checked there and free, and a search never costs it more than one call for the name
 * and one per suggestion; a repeated search, none.
 */
describe("suggested names on a results page", () => {
  let legacy: LegacyServer;
  let t: TestApp;
  /** Every path and query the stand-in was asked for, in order, as a pass-through in front of it records them. */
  const asked: string[] = [];
  let recorder: Server;
  beforeAll(async () => {
    legacy = await legacyServer();
    const target = new URL(legacy.url);
    recorder = createServer((req, res) => {
      asked.push(req.url ?? "");
      const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((done) => recorder.listen(0, "127.0.0.1", done));
    t = await testApp({ DOMAIN_API_URL: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await t.app.close();
    await new Promise((done) => recorder.close(done));
    await legacy.close();
  });

  /** The names the stand-in was asked about, in order. */
  const availabilityCalls = () =>
    asked.filter((url) => url.startsWith("/domains/availability?")).map((url) => new URLSearchParams(url.slice(url.indexOf("?"))).get("query"));

  it("shows free names of our own making under the taken exact match's extension, within the call limit, and asks nothing again for a repeated search", async () => {
    const before = availabilityCalls().length;
    const res = await t.app.inject({ url: "/domains/search/results/bakery" });
    expect(res.statusCode).toBe(200);
    const calls = availabilityCalls().slice(before);
    expect(calls[0]).toBe("bakery");
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.length).toBeLessThanOrEqual(1 + MAX_SUGGESTIONS);

    const elements = parseHtml(res.body);
    const section = elements.find((e) => attr(e, "class") === "domain-suggestions");
    // The section of its own, naming free names made from the searched word.
    expect(section ? text(section) : "").toMatch(/bakery/);
    const rows = byTag(elements, "li").filter(
      (li) => attr(li, "class")?.startsWith("domain-result ") && text(li).includes(".com") && !text(li).startsWith("bakery."),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const domain = attr(row, "id")!
        .replace(/^domain-/, "")
        .replace(/-com$/, ".com");
      const label = domain.slice(0, -".com".length);
      expect(calls).toContain(label);
      expect(isTaken(label, ".com")).toBe(false);
      expect(text(row)).toContain("Add to cart");
    }

    const again = availabilityCalls().length;
    expect((await t.app.inject({ url: "/domains/search/results/bakery" })).statusCode).toBe(200);
    const api = await t.app.inject({ url: `${DOMAIN_SEARCH_PATH}?query=bakery` });
    expect(api.statusCode).toBe(200);
    expect(availabilityCalls().length).toBe(again);
    const answer = api.json<{ suggestions: Array<{ domain: string; available: boolean }> }>();
    expect(answer.suggestions.map((s) => s.domain)).toEqual(
      rows.map((row) => text(descendants(row).find((s) => attr(s, "class") === "domain-result__label")!)),
    );
    expect(answer.suggestions.every((s) => s.available)).toBe(true);
  });

  it("builds a taken name's suggestions from the whole name and real words, never from a fragment of it (google.com)", async () => {
    const api = await t.app.inject({ url: `${DOMAIN_SEARCH_PATH}?query=google.com` });
    expect(api.statusCode).toBe(200);
    const labels = api.json<{ suggestions: Array<{ domain: string }> }>().suggestions.map((s) => s.domain.replace(/\.com$/, ""));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toContain("google");
    expect(labels).not.toContain("getogle");
    expect(labels).not.toContain("oglehq");
    const page = await t.app.inject({ url: "/domains/search/results/google.com" });
    const shown = byTag(parseHtml(page.body), "span")
      .filter((e) => attr(e, "class") === "domain-result__label")
      .map(text);
    for (const label of labels) expect(shown).toContain(`${label}.com`);
  });

  it("suggests nothing, and asks about nothing more, when the exact match is free", async () => {
    expect(isTaken("quietharbor", ".com")).toBe(false);
    const before = availabilityCalls().length;
    const res = await t.app.inject({ url: "/domains/search/results/bakery.org" });
    expect(res.statusCode).toBe(200);
    expect(availabilityCalls().slice(before)).toEqual([]);
    expect(res.body).not.toContain("domain-suggestions");
    const fresh = await t.app.inject({ url: "/domains/search/results/quietharbor" });
    expect(fresh.statusCode).toBe(200);
    expect(availabilityCalls().slice(before)).toEqual(["quietharbor"]);
  });

  it("answers the island's search with a clear 400 for text with nothing searchable in it", async () => {
    const res = await t.app.inject({ url: `${DOMAIN_SEARCH_PATH}?query=%3C%2F%3E` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "INVALID_QUERY" });
  });
});
