import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attr, byTag, descendants, parseHtml, text } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * Sign-up reached from "Use theme" (docs/product.md §2, Themes, the carried template_id): the page names
 * the theme, shows its picture and offers to change it, for the id it carries; without an id,
 * or with one the catalog does not have, it is the generic sign-up. The form still carries the
 * id on to the member API (docs/product.md §7).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

async function signup(url: string) {
  const res = await t.app.inject({ url, headers: { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } });
  const elements = parseHtml(res.body);
  const chosen = byTag(elements, "div").find((d) => attr(d, "class") === "chosen-theme");
  const heading = text(byTag(elements, "h1")[0]!).trim();
  const form = byTag(elements, "form").find((f) => attr(f, "method") === "post");
  return { res, chosen, heading, form };
}

describe("sign-up from Use theme", () => {
  it("names the carried theme, shows its picture and links back to the gallery with the rest of the carried query", async () => {
    const { res, chosen, heading, form } = await signup("/register?from=bravesites&template_id=101");
    expect(res.statusCode).toBe(200);
    expect(heading).toBe("Create your free account");
    expect(chosen).toBeDefined();
    expect(text(chosen!).replace(/\s+/g, " ").trim()).toMatch(/^You’re starting with Harbor Café/);
    const img = byTag(descendants(chosen!), "img")[0]!;
    expect(attr(img, "src")).toMatch(/\/screenshots\/101\.svg$/);
    const change = byTag(descendants(chosen!), "a")[0]!;
    expect(text(change).trim()).toBe("Change theme");
    expect(attr(change, "href")).toBe("/sitebuilder/templates?from=bravesites");
    // The id still goes on with the form (docs/product.md §7).
    expect(attr(form!, "action")).toContain("template_id=101");
  });

  it("is right for each id, however many are asked for in turn (never one theme's page for another)", async () => {
    for (const [id, name] of [
      ["101", "Harbor Café"],
      ["102", "Northwind Studio"],
      ["101", "Harbor Café"],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const { chosen } = await signup(`/register?from=bravesites&template_id=${id}`);
        expect(text(chosen!), id).toContain(name);
      }
    }
  });

  it("is the generic sign-up without an id, or with one the catalog does not have", async () => {
    for (const url of ["/register", "/register?from=bravesites", "/register?from=bravesites&template_id=999999", "/register?template_id=1"]) {
      const { res, chosen, heading, form } = await signup(url);
      expect(res.statusCode, url).toBe(200);
      expect(chosen, url).toBeUndefined();
      expect(heading, url).toBe("Create your free account");
      expect(res.body, url).not.toContain("starting with");
      expect(form, url).toBeDefined();
    }
  });
});
