import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOMAIN_PRICE_LIST } from "../../../legacy/domains/priceList.ts";
import { isTaken } from "../../../legacy/domains/takenDomains.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

/**
 * The results page as a visitor reads it: one loud button (the exact match's), the other rows'
 * buttons outlined, and a heading that counts the rows under it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

/** The exact match's card and the list's rows, each with its one button's classes and words. */
function resultsOf(html: string) {
  const elements = parseHtml(html);
  const button = (el: Element) => {
    const b = byTag(descendants(el), "button")[0];
    return b ? { classes: (attr(b, "class") ?? "").split(" "), text: text(b) } : null;
  };
  const exact = elements.find((el) => attr(el, "class")?.startsWith("domain-exact "))!;
  const rows = byTag(elements, "li").filter((li) => attr(li, "class")?.startsWith("domain-result "));
  const heading = byTag(elements, "h2").find((h) => attr(h, "id") === "domain-results-heading");
  return {
    exact: { id: attr(exact, "id"), button: button(exact) },
    rows: rows.map((row) => ({ id: attr(row, "id"), taken: attr(row, "class")!.includes("domain-result--taken"), button: button(row) })),
    heading: heading ? text(heading) : null,
  };
}

const PRIMARY = ["button"];
const SECONDARY = ["button", "button--small", "button--ghost"];

describe("the results page has one loud button", () => {
  it("the exact match's Add to cart is the filled primary button; every other row's is the outlined secondary one", async () => {
    const page = resultsOf((await t.app.inject({ url: "/domains/search/results/mybakery" })).body);
    expect(page.exact).toMatchObject({ id: "domain-mybakery-com", button: { classes: PRIMARY, text: "Add to cart mybakery.com" } });
    const free = page.rows.filter((row) => !row.taken);
    expect(free.length).toBe(DOMAIN_PRICE_LIST.length - 1);
    for (const row of free) {
      expect(row.button?.text, row.id).toMatch(/^Add to cart mybakery\./);
      expect(row.button?.classes, row.id).toEqual(SECONDARY);
    }
  });

  it("the names suggested beside a taken exact match are secondary too", async () => {
    const page = resultsOf((await t.app.inject({ url: "/domains/search/results/bakery" })).body);
    expect(page.exact.button).toBeNull();
    const buttons = page.rows.filter((row) => row.button).map((row) => row.button!.classes);
    expect(buttons.length).toBeGreaterThan(1);
    for (const classes of buttons) expect(classes).toEqual(SECONDARY);
  });

  it("an added row's Remove is the grey quiet button, unlike the blue Adds around it; the exact match's button stays primary", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/domains/search/results/mybakery");
    expect((await visitor.post("/domains/cart/add", { domain: "mybakery.net", back: "mybakery" })).statusCode).toBe(303);
    const page = resultsOf((await visitor.get("/domains/search/results/mybakery")).body);
    expect(page.exact.button?.classes).toEqual(PRIMARY);
    const net = page.rows.find((row) => row.id === "domain-mybakery-net")!;
    expect(net.button).toEqual({ classes: ["button", "button--small", "button--quiet"], text: "Remove mybakery.net" });
    for (const row of page.rows.filter((r) => r.button && r.id !== "domain-mybakery-net")) expect(row.button?.classes, row.id).toEqual(SECONDARY);
  });
});

describe("the list's heading counts the list", () => {
  it("counts the rows under it, not the exact match above them", async () => {
    const page = resultsOf((await t.app.inject({ url: "/domains/search/results/mybakery" })).body);
    const others = DOMAIN_PRICE_LIST.filter((item) => item.tld !== ".com");
    const free = others.filter((item) => !isTaken("mybakery", item.tld)).length;
    expect(page.rows).toHaveLength(others.length);
    expect(page.heading).toBe(
      free === others.length
        ? `${others.length} other extensions of “mybakery” are available`
        : `${free} of ${others.length} other extensions of “mybakery” are available`,
    );
  });

  it("says how many of the others are free when some are taken, and that every other one is taken when all are", async () => {
    // bakery.com and bakery.net are taken in the local registry: the card is .com, the list has .net taken.
    const bakery = resultsOf((await t.app.inject({ url: "/domains/search/results/bakery" })).body);
    const listed = bakery.rows.filter((row) => row.id?.startsWith("domain-bakery-"));
    expect(listed.filter((row) => row.taken).map((row) => row.id)).toEqual(["domain-bakery-net"]);
    expect(bakery.heading).toBe(`${listed.length - 1} of ${listed.length} other extensions of “bakery” are available`);
    const braveweb = resultsOf((await t.app.inject({ url: "/domains/search/results/braveweb" })).body);
    expect(braveweb.heading).toBe("Every other extension of “braveweb” is taken");
  });
});
