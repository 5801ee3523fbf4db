import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../../server/platform/logging/logger.ts";
import { createDomainApi, type Availability } from "../../../server/features/domains/domainApiClient.ts";
import { misbehavingDomainApi } from "../../fixtures/misbehavingDomainApi.ts";

/**
 * The availability of a name, as the results page reads it from the domain API (a real HTTP
 * server here, told how to misbehave): one read per name however many pages ask at once, and
 * the last answer rather than a 503 page when a read fails.
 */
describe("domain availability", () => {
  let api: Awaited<ReturnType<typeof misbehavingDomainApi>>;
  beforeAll(async () => {
    api = await misbehavingDomainApi();
  });
  afterAll(() => api.close());

  function caller() {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(
          ...chunk
            .toString()
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        );
        done();
      },
    });
    return { log: pino(loggerOptions("info"), sink), id: "req-under-test", lines };
  }

  function domainApi() {
    const clock = { now: 1_000_000 };
    return { clock, domains: createDomainApi({ baseUrl: api.url, timeoutMs: 500, now: () => clock.now }) };
  }

  it("is read once for sixteen pages asking at once, and again only after 30 s", async () => {
    api.behave("ok");
    const { clock, domains } = domainApi();
    const before = api.requests.length;
    const who = caller();
    const answers = await Promise.all(Array.from({ length: 16 }, () => domains.availability("bakery", who)));
    expect(api.requests.length - before).toBe(1);
    expect(new Set(answers.map((a) => (a as Availability | null)?.version))).toEqual(new Set([1_000_000]));
    expect(api.requests.at(-1)!.headers["x-request-id"]).toBe("req-under-test");

    clock.now += 29_000;
    await domains.availability("bakery", who);
    expect(api.requests.length - before).toBe(1);
    clock.now += 2_000;
    await Promise.all(Array.from({ length: 16 }, () => domains.availability("bakery", who)));
    expect(api.requests.length - before).toBe(2);
  });

  it("shows the last answer, with a warning, when reading it again fails within 5 minutes; nothing after that", async () => {
    api.behave("ok");
    const { clock, domains } = domainApi();
    const first = (await domains.availability("bakery", caller())) as Availability | null;
    expect(first?.results.map((r) => r.domain)).toEqual(["bakery.com"]);

    api.behave("html");
    clock.now += 60_000;
    const who = caller();
    expect(await domains.availability("bakery", who)).toEqual(first);
    expect(who.lines).toMatchObject([
      { level: "warn", msg: "domain availability refresh failed; showing the last answer", domainApi: { name: "bakery", answerAgeMs: 60_000 } },
    ]);

    clock.now += 5 * 60_000;
    const late = caller();
    expect(await domains.availability("bakery", late)).toBeNull();
    expect(late.lines).toMatchObject([{ level: "error", msg: "domain availability unavailable" }]);
  });

  it("has nothing to show for a name never read, when the read fails", async () => {
    api.behave("html");
    const { domains } = domainApi();
    const who = caller();
    expect(await domains.availability("never-read", who)).toBeNull();
    expect(who.lines).toMatchObject([{ level: "error", msg: "domain availability unavailable" }]);
  });
  it("uses an answer the API marks no-store once, and keeps nothing of a failed read", async () => {
    const { domains } = domainApi();
    const before = api.requests.length;
    api.behave("no-store");
    for (let i = 0; i < 3; i++) expect((await domains.availability("storeless", caller())) as Availability | null).toMatchObject({ cacheControl: "no-store" });
    expect(api.requests.length - before).toBe(3);
    expect(domains.fresh("storeless")).toBeUndefined();

    api.behave("html");
    expect(await domains.availability("brokenread", caller())).toBeNull();
    api.behave("ok");
    await domains.availability("brokenread", caller());
    await domains.availability("brokenread", caller());
    expect(api.requests.length - before).toBe(5);
    expect(domains.fresh("brokenread")?.cacheControl).toBe("public, max-age=30");
  });

  it("takes each read from the caller's budget, kept answers free; past it, overBudget and no call", async () => {
    let spent = 0;
    const state = { name: "domainApiCalls", limit: 2, windowSeconds: 60, remaining: 0, resetSeconds: 60 } as const;
    const domains = createDomainApi({
      baseUrl: api.url,
      timeoutMs: 500,
      budget: async () => ({ passed: ++spent > 2, state }),
    });
    api.behave("ok");
    const before = api.requests.length;
    await domains.availability("one", caller());
    await domains.availability("one", caller());
    await domains.availability("two", caller());
    expect(await domains.availability("three", caller())).toEqual({ overBudget: state });
    expect(api.requests.length - before).toBe(2);
    expect(await domains.availability("one", caller())).toMatchObject({ results: [{ domain: "bakery.com" }] });
  });
});
