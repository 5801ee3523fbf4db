import fc from "fast-check";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../../content/routes.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/**
 * A page carrying a template_id is its pattern (rendered once with a mark where the id goes)
 * joined with the id (server/platform/render/pageRenderer.ts). That holds only while no view reads the
 * id, only carries it on. This walks every page route on both mounts and holds the page the
 * site sends for an id, a real theme's and random ones of a valid shape, to the page rendered
 * with that id itself, by a site whose page cache is off (no cache, no pattern).
 */
let patterned: LiveServer;
let direct: LiveServer;
beforeAll(async () => {
  [patterned, direct] = await Promise.all([liveServer({ PAGE_CACHE_ENTRIES: "5000" }), liveServer({ PAGE_CACHE_ENTRIES: "0" })]);
});
afterAll(() => Promise.all([patterned?.app.close(), direct?.app.close()]));

/** What a current browser sends on a navigation: Fetch Metadata (the account pages are then shared). */
const BROWSER = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

async function page(site: LiveServer, path: string): Promise<{ status: number; body: string; cacheControl: unknown }> {
  const res = await request(site.url(path), { headers: BROWSER });
  return { status: res.statusCode, body: await res.body.text(), cacheControl: res.headers["cache-control"] };
}

/** Every GET page route on both mounts, its parameters filled with a value the route answers. */
const sample: Record<string, string> = { ":id": "101", ":query": "mybakery" };
const paths = pageRoutes.flatMap((route) => {
  const path = route.path.replace(/:\w+/g, (param) => sample[param] ?? "x");
  return ["", "/preview/build-1"].map((prefix) => `${prefix}${path}`);
});

const withId = (path: string, id: string) => `${path}${path.includes("?") ? "&" : "?"}template_id=${id}`;

describe("a page carrying a template_id", () => {
  it("is, on every route and mount, the page rendered with that id: for the themes' own ids and for random ones", async () => {
    const theirs = ["101", "102", "1", "9"];
    let shared = 0;
    for (const path of paths) {
      const ids = [...theirs, ...fc.sample(fc.integer({ min: 1, max: 999_999_999 }).map(String), { numRuns: 3, seed: path.length })];
      for (const id of ids) {
        const ours = await page(patterned, withId(path, id));
        const truth = await page(direct, withId(path, id));
        expect(ours.status, `${path} ${id}`).toBe(truth.status);
        expect(ours.body, `${path} ${id}`).toBe(truth.body);
        if (/\bpublic\b/.test(String(ours.cacheControl))) {
          shared++;
          // The id reached the page: the pattern had a place for it.
          if (ours.status === 200) expect(ours.body, `${path} ${id}`).toContain(`template_id=${id}`);
        }
      }
    }
    // The marketing, account and domain pages at least, on both mounts.
    expect(shared).toBeGreaterThanOrEqual(40 * 8);
  });

  it("holds a visitor's own text as sent, whatever it looks like: the mark is nothing a visitor can write", async () => {
    // The mark this site once used, in every place a visitor writes: a path parameter and carried query values.
    const looksLikeAMark = ["tplMark7q3z", "tplMark", "mark"];
    let checked = 0;
    for (const route of pageRoutes) {
      for (const text of looksLikeAMark) {
        const path = route.path.replace(/:\w+/g, (param) => (param === ":query" ? `my${text}` : (sample[param] ?? "x")));
        const address = withId(`${path}?redirect_to=/${text}&from=${text}`, "55");
        const ours = await page(patterned, address);
        const truth = await page(direct, address);
        expect(ours.status, address).toBe(truth.status);
        expect(ours.body, address).toBe(truth.body);
        checked++;
      }
    }
    expect(checked).toBe(pageRoutes.length * looksLikeAMark.length);
    // A results page named with the old mark keeps its own name in its canonical address.
    const { body } = await page(patterned, "/domains/search/results/mytplMark7q3z?template_id=42");
    expect(body).toMatch(/rel="canonical" href="[^"]*\/mytplMark7q3z"/);
  });

  it("never shows the mark, whatever the id", async () => {
    for (const path of ["/", "/login", "/sitebuilder/templates"]) {
      const { body } = await page(patterned, withId(path, "4242"));
      expect(body).not.toMatch(/tpl[0-9a-f]{32}/);
    }
  });
});
