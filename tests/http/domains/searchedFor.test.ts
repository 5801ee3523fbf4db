import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTag, parseHtml, text } from "../../fixtures/html.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

/** The results page's <main>, as text with its spaces collapsed. */
async function mainOf(path: string): Promise<string> {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  return text(byTag(parseHtml(res.body), "main")[0]!).replace(/\s+/g, " ");
}

describe("a domain search says what it searched", () => {
  it("names an extension we do not sell, instead of answering for another one as if it were the one typed", async () => {
    expect(await mainOf("/domains/search/results/mybakery.xyz")).toContain("We don’t offer .xyz domains, so here is “mybakery” with the extensions we sell.");
  });

  it("says nothing of the kind for an extension we sell, or none typed", async () => {
    for (const path of ["/domains/search/results/mybakery.net", "/domains/search/results/mybakery"]) {
      expect(await mainOf(path)).not.toContain("We don’t offer");
    }
  });
});
