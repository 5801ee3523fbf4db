import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, headMeta, parseHtml } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const PREFIX = "/preview/build-2026.11_a";

/** Links to this site: root-relative hrefs and form actions, but not the hashed assets. */
function siteLinks(html: string): string[] {
  const elements = parseHtml(html);
  const hrefs = [...byTag(elements, "a").map((a) => attr(a, "href")), ...byTag(elements, "form").map((f) => attr(f, "action"))];
  // The members area (the header's My account and Log out) is the member API's, not a page of the site.
  return hrefs.filter((h): h is string => h !== undefined && h.startsWith("/") && !h.startsWith("/assets/") && !h.startsWith("/members"));
}

describe("preview prefix", () => {
  it.each(pageRoutes.map((r) => [concretePath(r), r] as const))("%s renders under the prefix with every site link prefixed", async (path, route) => {
    const res = await t.app.inject({ url: `${PREFIX}${path === "/" ? "" : path}?from=hosting` });
    expect(res.statusCode).toBe(200);
    const links = siteLinks(res.body);
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href.startsWith(`${PREFIX}/`) || href === PREFIX || href.startsWith(`${PREFIX}?`), href).toBe(true);
    expect(headMeta(parseHtml(res.body)).title).toBe(route.title);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("links outside a preview carry no prefix", async () => {
    const res = await t.app.inject({ url: "/about" });
    for (const href of siteLinks(res.body)) expect(href.startsWith("/preview/"), href).toBe(false);
    expect(res.body).not.toContain('name="robots"');
  });

  it("keeps the prefix on the 404 page", async () => {
    const res = await t.app.inject({ url: `${PREFIX}/nowhere` });
    expect(res.statusCode).toBe(404);
    for (const href of siteLinks(res.body)) expect(href.startsWith(PREFIX), href).toBe(true);
  });

  it("refuses a malformed build identifier", async () => {
    const res = await t.app.inject({ url: "/preview/%3Cscript%3E/about" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<script>");
  });
});
