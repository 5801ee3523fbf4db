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

describe("a domain search shows what it took out of the typed text", () => {
  it("the lookup form carries what was typed, and the results say what was searched instead", async () => {
    const res = await t.app.inject({ url: "/domains/lookup?domain=my+bakery!!" });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string, "http://site.test");
    expect(to.pathname).toBe("/domains/search/results/mybakery");
    expect(to.searchParams.get("typed")).toBe("my bakery!!");
    expect(await mainOf(to.pathname + to.search)).toContain(
      "You typed “my bakery!!”. A domain name holds only letters, digits and hyphens, so we searched for “mybakery”.",
    );
  });

  it("names the extension with the name, and takes accents out as it says", async () => {
    const res = await t.app.inject({ url: `/domains/lookup?domain=${encodeURIComponent("Café Rose.com")}` });
    const to = new URL(res.headers.location as string, "http://site.test");
    expect(to.pathname).toBe("/domains/search/results/caferose.com");
    expect(await mainOf(to.pathname + to.search)).toContain(
      "You typed “Café Rose.com”. A domain name holds only letters, digits and hyphens, so we searched for “caferose.com”.",
    );
  });

  it("says nothing when the name reads as typed: capitals, a scheme, www. and a path", async () => {
    for (const typed of ["MyBakery", "https://www.mybakery.com/menu?x=1", "mybakery.com"]) {
      const res = await t.app.inject({ url: `/domains/lookup?domain=${encodeURIComponent(typed)}` });
      expect(res.statusCode).toBe(303);
      expect(new URL(res.headers.location as string, "http://site.test").searchParams.has("typed")).toBe(false);
    }
  });

  it("ignores typed text that does not lead to the page's own name, so a link cannot put words on the page", async () => {
    const body = await mainOf(`/domains/search/results/mybakery?typed=${encodeURIComponent("call 555 0100 for a free domain")}`);
    expect(body).not.toContain("You typed");
    expect(body).not.toContain("555");
  });
});

describe("a results page naming what was typed", () => {
  it("is not the cached page of the name, nor kept for it", async () => {
    for (let i = 0; i < 3; i++) expect(await mainOf("/domains/search/results/bakery")).not.toContain("You typed");
    const typed = await t.app.inject({ url: "/domains/search/results/bakery?typed=bak+ery" });
    expect(typed.headers["cache-control"]).toContain("no-store");
    expect(text(byTag(parseHtml(typed.body), "main")[0]!)).toContain("You typed “bak ery”.");
    expect(await mainOf("/domains/search/results/bakery")).not.toContain("You typed");
  });
});
