import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../../content/accountContract.ts";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { readAssetManifest } from "../../../server/platform/render/assetManifest.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { csrfTokenIn, httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * The speculation rules over real HTTP (docs/architecture.md, "Speculation rules"): every page
 * names the rule set in its `Speculation-Rules` header, from the renderer and from the front
 * cache alike, at both mounts; nothing else does; the rule set is served as browsers require;
 * and the prefetch a browser makes of a page gets the page everyone gets, nothing of its own.
 * Which links the rules pick is Chromium's to say: tests/browser/speculationRules.test.ts.
 */
const HEADER = '"/speculation-rules.json"';

/** What Chromium sends when it prefetches a link of one of our pages (checked in tests/browser/speculationRules.test.ts). */
const PREFETCH = { "sec-purpose": "prefetch", "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

const PREFIX = "/preview/build-42";
const atBothMounts = (path: string) => [path, `${PREFIX}${path === "/" ? "" : path}`];
const everyPage = pageRoutes.flatMap((route) => atBothMounts(concretePath(route)).map((path) => [path, route] as const));

let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

const accessLines = (url: string) => site.logs.filter((l) => l.msg === "request completed" && (l.req as { url?: string } | undefined)?.url === url);

/** The access line of the `count`-th request for a URL since `before` lines, once written (the log is written asynchronously). */
async function lineOf(url: string, before: number, count: number) {
  for (let waited = 0; accessLines(url).length < before + count && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  return accessLines(url).at(-1);
}

/**
 * A page navigated to twice, so that it is kept (server/platform/render/admittingCache.ts), then asked
 * for a third time with `headers`: that answer, and the access line it left.
 */
async function thirdAnswer(path: string, headers: Record<string, string>) {
  const visitor = httpClient(site.url("/"));
  const before = accessLines(path).length;
  await visitor.get(path, NAVIGATE);
  await visitor.get(path, NAVIGATE);
  const answer = await visitor.get(path, headers);
  return { answer, line: await lineOf(path, before, 3) };
}

const setCookies = (answer: HttpAnswer) => [answer.headers["set-cookie"] ?? []].flat();

describe("the Speculation-Rules header", () => {
  it.each(everyPage)("is on %s, from the renderer and again from the front cache", async (path) => {
    const visitor = httpClient(site.url("/"));
    for (const round of [1, 2]) {
      const answer = await visitor.get(path, { ...NAVIGATE, "accept-encoding": "br, gzip" });
      expect(answer.status, `${path} #${round}`).toBe(200);
      expect(answer.headers["speculation-rules"], `${path} #${round}`).toBe(HEADER);
    }
  });

  it("is among the headers the front cache keeps: a hit carries it", async () => {
    const { answer: hit, line } = await thirdAnswer("/emailhosting", NAVIGATE);
    expect(line).toMatchObject({ cache: "front" });
    expect(hit.headers["speculation-rules"]).toBe(HEADER);
  });

  it("is on a page made for one visitor and on the error pages, which are HTML pages too", async () => {
    const visitor = httpClient(site.url("/"));
    // A browser without Fetch Metadata gets a login page of its own, with a token.
    const own = await visitor.get("/login");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.headers["speculation-rules"]).toBe(HEADER);
    const missing = await visitor.get(`${PREFIX}/no-such-page`, NAVIGATE);
    expect(missing.status).toBe(404);
    expect(missing.headers["speculation-rules"]).toBe(HEADER);
  });

  it("is on no answer that is not an HTML page: JSON, files, redirects, the rule set itself", async () => {
    const visitor = httpClient(site.url("/"));
    const answers: Array<[string, HttpAnswer]> = [
      ["openapi", await visitor.get(ACCOUNT_API.openapi)],
      ["json api", await visitor.post(ACCOUNT_API.login, { userid: "", password: "" }, { "x-requested-with": "XMLHttpRequest" })],
      ["asset", await visitor.get(readAssetManifest().loader)],
      ["legacy redirect", await visitor.get("/help.php", NAVIGATE)],
      ["preview redirect", await visitor.get(`${PREFIX}/global/subscribe.php`, NAVIGATE)],
      ["form post 303", await visitor.postForm("/domains/cart/add", { domain: "specrules.com", back: "specrules" }, SAME_ORIGIN_POST)],
      ["robots", await visitor.get("/robots.txt")],
      ["rule set", await visitor.get("/speculation-rules.json")],
    ];
    for (const [what, answer] of answers) {
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.headers["speculation-rules"], what).toBeUndefined();
    }
    expect(answers.find(([what]) => what === "legacy redirect")![1].status).toBe(301);
  });
});

describe("the rule set", () => {
  it("is served as application/speculationrules+json, parses, and prefetches on moderate intent only", async () => {
    const answer = await httpClient(site.url("/")).get("/speculation-rules.json");
    expect(answer.status).toBe(200);
    // Browsers ignore a rule set of any other type.
    expect(answer.headers["content-type"]).toBe("application/speculationrules+json");
    const rules = answer.json<{ prefetch: Array<{ eagerness: string }>; prerender?: unknown }>();
    expect(rules.prerender).toBeUndefined();
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(["moderate"]);
  });

  it("is kept five minutes, then revalidated with its ETag", async () => {
    const visitor = httpClient(site.url("/"));
    const first = await visitor.get("/speculation-rules.json");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await visitor.get("/speculation-rules.json", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("is one file for both mounts: the preview mount answers no rule set of its own", async () => {
    expect((await httpClient(site.url("/")).get(`${PREFIX}/speculation-rules.json`, NAVIGATE)).status).toBe(404);
  });
});

describe("a prefetch (Sec-Purpose: prefetch)", () => {
  const shared = everyPage.filter(([, route]) => !route.perVisitor);

  it.each(shared)("of %s gets the page everyone gets, and no cookie", async (path) => {
    const navigation = await httpClient(site.url("/")).get(path, NAVIGATE);
    // A browser with no cookie yet: what it is sent by a prefetch, it keeps.
    const prefetch = await httpClient(site.url("/")).get(path, PREFETCH);
    expect(prefetch.status, path).toBe(200);
    expect(prefetch.headers.etag, path).toBe(navigation.headers.etag);
    expect(prefetch.headers["cache-control"], path).toMatch(/^max-age=0, public, s-maxage=/);
    expect(setCookies(prefetch), path).toEqual([]);
    // A form on it has no token of its own (docs/decisions.md, "Fetch Metadata: CSRF protection that keeps pages cacheable").
    expect(csrfTokenIn(prefetch.text), path).toBe("");
  });

  it("is answered by the front cache like the navigation it stands for", async () => {
    const { answer: prefetch, line } = await thirdAnswer("/guestbooks", PREFETCH);
    expect(line).toMatchObject({ cache: "front" });
    expect(prefetch.headers["speculation-rules"]).toBe(HEADER);
  });
});
