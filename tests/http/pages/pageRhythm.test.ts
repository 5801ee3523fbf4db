import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * A rhythm per page (docs/architecture.md, "A rhythm per page"): the sections of a marketing
 * page are of shared kinds, no two neighbours of one kind, and no block says the same words on
 * two pages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const marketing = pageRoutes.filter((r) => r.page === "service" || r.page === "sitebuilder" || r.page === "home");
// siteblocks is the builder's page under the partner's brand (docs/product.md §2): the same words by design.
const distinctPages = marketing.filter((r) => r.name !== "siteblocks");

const classes = (el: Element) => new Set((attr(el, "class") ?? "").split(/\s+/));
const has = (el: Element, name: string) => descendants(el).some((d) => classes(d).has(name));

/** The kind of a section of <main>, read from what it is built of. */
function kindOf(section: Element): string {
  const c = classes(section);
  if (c.has("service-hero") || c.has("home-hero") || c.has("domain-hero")) return "hero";
  if (c.has("panel--showcase")) return "showcase";
  if (c.has("panel")) {
    if (has(section, "panel__inner--media")) return "split";
    if (has(section, "steps")) return "steps";
    if (has(section, "card-container")) return "cards";
    if (has(section, "domain-search-form") || byTag(descendants(section), "form").length) return "search";
    return "statement";
  }
  const named: Record<string, string> = {
    "hosting-plans": "comparison",
    "theme-showcase": "gallery",
    "proof-band": "proof",
    "feature-grid": "features",
    "final-cta": "call",
    "home-domains": "search",
    "service-grid": "services",
  };
  for (const [name, kind] of Object.entries(named)) if (c.has(name)) return kind;
  return `unknown (${attr(section, "class") ?? "no class"})`;
}

async function sectionsOf(path: string): Promise<Element[]> {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  const main = byTag(parseHtml(res.body), "main")[0]!;
  // The sections that are the page's own blocks: those not inside another section.
  const all = byTag(descendants(main), "section");
  const inner = new Set(all.flatMap((s) => byTag(descendants(s), "section").filter((d) => d !== s)));
  return all.filter((s) => !inner.has(s));
}

describe("the sections of each marketing page", () => {
  it.each(marketing.map((r) => [r.path] as const))("%s: every one of a known kind, no two neighbours alike", async (path) => {
    const kinds = (await sectionsOf(path)).map(kindOf);
    expect(kinds.filter((k) => k.startsWith("unknown"))).toEqual([]);
    const neighbours = kinds.flatMap((k, i) => (i > 0 && k === kinds[i - 1] ? [`${i - 1}–${i}: ${k}`] : []));
    expect(neighbours, kinds.join(" | ")).toEqual([]);
    expect(new Set(kinds).size, kinds.join(" | ")).toBeGreaterThanOrEqual(5);
  });

  it("draws on at least six kinds across the site, showcases and numbered steps among them", async () => {
    const kinds = new Set<string>();
    for (const route of marketing) for (const s of await sectionsOf(route.path)) kinds.add(kindOf(s));
    expect(kinds.size).toBeGreaterThanOrEqual(6);
    for (const kind of ["split", "showcase", "steps", "cards", "features"]) expect([...kinds]).toContain(kind);
  });

  it("repeats no heading and no paragraph on two pages", async () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const route of distinctPages) {
      const own = new Set<string>();
      for (const section of await sectionsOf(route.path)) {
        for (const el of descendants(section).filter((d) => ["h2", "h3", "p"].includes(d.tagName))) {
          const words = text(el).replace(/\s+/g, " ").trim().toLowerCase();
          // Short labels (a price, a button's words) may recur; a sentence may not.
          if (words.split(" ").length < 4 || own.has(words)) continue;
          own.add(words);
          const first = seen.get(words);
          if (first) repeated.push(`"${words}" on ${first} and ${route.path}`);
          else seen.set(words, route.path);
        }
      }
    }
    expect(repeated).toEqual([]);
  });

  it("names no step block by its count: the three step blocks each say what they are for", async () => {
    for (const route of distinctPages) {
      for (const section of await sectionsOf(route.path)) {
        const heading = byTag(descendants(section), "h2")[0];
        if (heading) expect(text(heading), route.path).not.toMatch(/\bin (?:three|four|3|4) steps\b/i);
      }
    }
  });
});
