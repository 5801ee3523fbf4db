import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, parseHtml } from "../../fixtures/html.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(async () => {
  await t.app.close();
});

/** Every address of this site a page links to or posts to, without its fragment, with the method that reaches it. */
function internalTargets(html: string): string[] {
  const elements = parseHtml(html);
  const hrefs = byTag(elements, "a").map((a) => `GET ${attr(a, "href") ?? ""}`);
  const actions = byTag(elements, "form").map((form) => `${(attr(form, "method") ?? "get").toUpperCase()} ${attr(form, "action") ?? ""}`);
  return [...hrefs, ...actions]
    .map((entry) => entry.split("#")[0]!)
    .filter((entry) => {
      const target = entry.slice(entry.indexOf(" ") + 1);
      return target.startsWith("/") && !target.startsWith("//");
    });
}

const PREFIX = "/preview/build-42";
const pages = pageRoutes.flatMap((route) => [concretePath(route), `${PREFIX}${concretePath(route) === "/" ? "" : concretePath(route)}`]);

describe("every internal link and form action", () => {
  const checked = new Map<string, number>();

  it.each(pages)("on %s answers neither 404 nor 5xx", async (page) => {
    const res = await t.app.inject({ url: page });
    expect(res.statusCode, page).toBeLessThan(400);
    const targets = internalTargets(res.body);
    expect(targets.length, `${page} links somewhere`).toBeGreaterThan(0);
    for (const entry of targets) {
      const [method, target] = entry.split(" ") as ["GET" | "POST", string];
      // A post-only address (the members area's logout) is asked as its form would: posted, empty.
      const ask = method === "POST" ? { method, url: target, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" } : { url: target };
      if (!checked.has(entry)) checked.set(entry, (await t.app.inject(ask)).statusCode);
      const status = checked.get(entry)!;
      expect(status === 404 || status >= 500, `${page} → ${target} answered ${status}`).toBe(false);
      // Inside a preview, every link of the site keeps the prefix (docs/decisions.md, 1).
      if (page.startsWith(PREFIX) && !target.startsWith("/assets/") && !target.startsWith("/members") && !target.startsWith("/asset-host")) {
        expect(target.startsWith(PREFIX), `${page} → ${target} leaves the preview`).toBe(true);
      }
    }
  });

  it("followed a real number of distinct targets", () => {
    expect(checked.size).toBeGreaterThan(60);
  });
});
