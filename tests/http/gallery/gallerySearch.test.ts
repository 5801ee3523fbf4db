import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/** The gallery's search and category filter (docs/product.md §2, Themes), a plain GET form the server answers. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const GALLERY = "/sitebuilder/templates";

/** What a visitor without JavaScript sees: the cards not hidden, the count, the empty state. */
async function gallery(app: TestApp["app"], url: string) {
  const res = await app.inject({ url });
  const elements = parseHtml(res.body);
  const cards = byTag(elements, "li").filter((li) => attr(li, "class") === "theme-card");
  const shown = cards.filter((li) => attr(li, "hidden") === undefined);
  const count = byTag(elements, "p").find((p) => attr(p, "class") === "gallery-count");
  const empty = byTag(elements, "div").find((d) => attr(d, "class") === "gallery-empty");
  const names = (list: Element[]) => list.map((li) => text(byTag(descendants(li), "h2")[0]!).trim());
  const filters = byTag(elements, "a").filter((a) => attr(a, "class") === "gallery-filter");
  return { res, cards, shown: names(shown), count: count ? text(count).trim() : null, empty, filters, elements };
}

describe("the gallery's category filter and search, without JavaScript", () => {
  it("lists the catalog's categories with their counts, All first, as links that keep the search", async () => {
    const { filters, cards } = await gallery(t.app, `${GALLERY}?q=shop`);
    const labels = filters.map((a) => text(a).replace(/\s+/g, " ").trim());
    expect(labels[0]).toBe(`All ${cards.length}`);
    expect(labels).toContain("Store 3");
    expect(labels).toContain("Restaurant 2");
    const counts = labels.slice(1).map((label) => Number(label.split(" ").pop()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cards.length);
    expect(filters.map((a) => attr(a, "href"))).toContain(`${GALLERY}?q=shop&category=store`);
  });

  it("a category shows only its themes, with the right count, and marks its link as the current one", async () => {
    const { res, shown, count, filters, empty } = await gallery(t.app, `${GALLERY}?category=store`);
    expect(res.statusCode).toBe(200);
    expect(shown).toEqual(["Copper Kettle Goods", "Petal & Stem", "Trailhead Outfitters"]);
    expect(count).toBe("3 templates in Store");
    expect(filters.filter((a) => attr(a, "aria-current") === "page").map((a) => attr(a, "data-category"))).toEqual(["store"]);
    expect(attr(empty!, "hidden")).toBeDefined();
    // Same for everyone: kept by shared caches, like the plain gallery.
    expect(res.headers["cache-control"]).toMatch(/s-maxage/);
  });

  it("searches by name, by kind and by category, every word, in any case", async () => {
    expect((await gallery(t.app, `${GALLERY}?q=Harbor`)).shown).toEqual(["Harbor Café"]);
    expect((await gallery(t.app, `${GALLERY}?q=bakery`)).shown).toEqual(["Rise & Crumb Bakery"]);
    const { shown, count } = await gallery(t.app, `${GALLERY}?q=${encodeURIComponent("WEDDING")}`);
    expect(shown).toEqual(["Juniper & Vale"]);
    expect(count).toBe("1 template for “wedding”");
    expect((await gallery(t.app, `${GALLERY}?q=blog&category=blog`)).shown).toEqual(["Margin Notes", "Loose Threads Podcast", "Sunday Supper Club"]);
  });

  it("folds accents and case: cafe, café, CAFE and Café find Harbor Café", async () => {
    for (const q of ["cafe", "café", "CAFE", "Café", "CAFÉ", "harbor cafe", "cafe harbor"]) {
      expect((await gallery(t.app, `${GALLERY}?q=${encodeURIComponent(q)}`)).shown, q).toEqual(["Harbor Café"]);
    }
  });

  it("finds a theme by the words of its trade and its category, every word in any order", async () => {
    const store = (await gallery(t.app, `${GALLERY}?category=store`)).shown;
    expect(store).toHaveLength(3);
    expect((await gallery(t.app, `${GALLERY}?q=coffee`)).shown).toEqual(["Harbor Café"]);
    expect((await gallery(t.app, `${GALLERY}?q=espresso`)).shown).toEqual(["Harbor Café"]);
    expect((await gallery(t.app, `${GALLERY}?q=bread`)).shown).toEqual(["Rise & Crumb Bakery"]);
    // The search box's own example finds every Store theme, plural or not, in the category or not.
    for (const q of ["shop", "shops", "Store"]) expect((await gallery(t.app, `${GALLERY}?q=${q}`)).shown, q).toEqual(store);
    const { shown, count } = await gallery(t.app, `${GALLERY}?q=shop&category=store`);
    expect(shown).toEqual(store);
    expect(count).toBe("3 templates for “shop” in Store");
    expect((await gallery(t.app, `${GALLERY}?q=${encodeURIComponent("flowers shop")}`)).shown).toEqual(["Petal & Stem"]);
    expect((await gallery(t.app, `${GALLERY}?q=${encodeURIComponent("shop flowers")}`)).shown).toEqual(["Petal & Stem"]);
  });

  it("never ends on an empty page: a search that finds nothing names it and shows the nearest themes, with a way back to every template", async () => {
    const { res, shown, count, empty } = await gallery(t.app, `${GALLERY}?q=submarine`);
    expect(res.statusCode).toBe(200);
    expect(count).toBe("No template matches “submarine”; these are close:");
    expect(shown).toHaveLength(4);
    expect(attr(empty!, "hidden")).toBeUndefined();
    const back = byTag(descendants(empty!), "a")[0]!;
    expect(attr(back, "href")).toBe(GALLERY);
    expect(text(back)).toMatch(/Show all \d+ templates/);
    // A slip of the keys offers the theme it meant first.
    expect((await gallery(t.app, `${GALLERY}?q=cofee`)).shown).toContain("Harbor Café");
    expect((await gallery(t.app, `${GALLERY}?q=wedidng`)).shown).toContain("Juniper & Vale");
    // Nothing alike still offers themes, of the category asked for.
    const nonsense = await gallery(t.app, `${GALLERY}?q=xqzv&category=store`);
    expect(nonsense.count).toBe("No template matches “xqzv” in Store; these are close:");
    expect(nonsense.shown).toEqual(["Copper Kettle Goods", "Petal & Stem", "Trailhead Outfitters"]);
  });

  it("bounds and cleans what it is given: never a 500, an unknown category is no filter, the search is cut to 40 characters", async () => {
    const all = (await gallery(t.app, GALLERY)).cards.length;
    const cases = [
      `${GALLERY}?category=nope`,
      `${GALLERY}?category=${encodeURIComponent("../../etc")}`,
      `${GALLERY}?category[x]=1&q[]=a`,
      `${GALLERY}?q=${"a".repeat(10_000)}`,
      `${GALLERY}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `${GALLERY}?q=%E0%A4%A`,
    ];
    for (const url of cases) {
      const { res, cards } = await gallery(t.app, url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain("<script>alert");
      expect(cards, url).toHaveLength(all);
    }
    expect((await gallery(t.app, `${GALLERY}?category=nope`)).shown).toHaveLength(all);
    const long = await gallery(t.app, `${GALLERY}?q=${"a".repeat(10_000)}`);
    const input = byTag(long.elements, "input").find((i) => attr(i, "name") === "q")!;
    expect(attr(input, "value")).toBe("a".repeat(40));
    const script = await gallery(t.app, `${GALLERY}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(script.count).toBe("No template matches “script alert 1 script”; these are close:");
  });

  it("the search form is a GET to the gallery that keeps the category and the carried query", async () => {
    const { elements } = await gallery(t.app, `${GALLERY}?category=store&from=siteblocks`);
    const form = byTag(elements, "form").find((f) => attr(f, "role") === "search")!;
    expect([attr(form, "method"), attr(form, "action")]).toEqual(["get", GALLERY]);
    const fields = byTag(descendants(form), "input").map((i) => [attr(i, "name"), attr(i, "type"), attr(i, "value")]);
    expect(fields).toEqual([
      ["from", "hidden", "siteblocks"],
      ["category", "hidden", "store"],
      ["q", "search", ""],
    ]);
  });

  it("gives phones a phone-shaped picture, its size given, and the desktop one to wider screens", async () => {
    const { elements } = await gallery(t.app, GALLERY);
    const sources = byTag(elements, "source");
    expect(sources.length).toBeGreaterThanOrEqual(24);
    for (const source of sources) {
      expect(attr(source, "media")).toBe("(max-width: 767.98px)");
      expect(attr(source, "srcset")).toMatch(/^\/asset-host\/screenshots\/\d+-phone\.svg$/);
      expect([attr(source, "width"), attr(source, "height")]).toEqual(["390", "520"]);
    }
    const id = /\/(\d+)-phone\.svg$/.exec(attr(sources[0]!, "srcset")!)![1];
    const phone = await t.app.inject({ url: `/asset-host/screenshots/${id}-phone.svg` });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(phone.body).toMatch(/^<svg [^>]*width="390" height="520" viewBox="0 0 390 520"/);
  });
});

/** A card's label under its name: its category, then its trade ("Events · Wedding"). */
function labelOf(card: Element): string | null {
  const label = descendants(card).find((el) => attr(el, "class") === "theme-card__kind");
  return label ? text(label) : null;
}

describe("a card names the category chip it is under", () => {
  it("every card's label starts with its chip's words, then its trade unless that is the same word", async () => {
    const { cards, filters } = await gallery(t.app, GALLERY);
    const chips = new Map(filters.map((a) => [attr(a, "data-category"), text(a.childNodes[0] as Element).trim()]));
    const byName = new Map(cards.map((card) => [text(byTag(descendants(card), "h2")[0]!).trim(), labelOf(card)]));
    expect(byName.get("Juniper & Vale")).toBe("Events · Wedding");
    expect(byName.get("Rise & Crumb Bakery")).toBe("Restaurant · Bakery");
    // A trade that is its category's word is said once.
    expect(byName.get("Margin Notes")).toBe("Blog");
    for (const card of cards) {
      const chip = chips.get(attr(card, "data-category"));
      expect(chip, attr(card, "data-category")).toBeDefined();
      expect(labelOf(card)!.split(" · ")[0]).toBe(chip);
    }
  });

  it("a category's page shows its cards labelled with that category, and the search still finds a trade", async () => {
    const { elements, shown } = await gallery(t.app, `${GALLERY}?category=events`);
    const cards = byTag(elements, "li").filter((li) => attr(li, "class") === "theme-card" && attr(li, "hidden") === undefined);
    expect(cards.map(labelOf)).toEqual(shown.map(() => expect.stringMatching(/^Events · /)));
    expect(cards.length).toBeGreaterThan(0);
    expect((await gallery(t.app, `${GALLERY}?q=wedding&category=events`)).shown).toEqual(["Juniper & Vale"]);
  });
});

/** An asset host whose themes.json is the given list, answering nothing else. */
async function assetHostWith(themes: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === "/healthz") return res.writeHead(200).end("ok");
    if (req.url === "/assets/themes.json") return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(themes));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a catalog without categories, or with broken ones", () => {
  const entry = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
    id,
    name,
    createdAt: "2024-01-01T00:00:00.000Z",
    previewUrl: `https://themes.example/sample/${id}`,
    ...extra,
  });
  let host: Awaited<ReturnType<typeof assetHostWith>>;
  let plain: TestApp;
  beforeAll(async () => {
    host = await assetHostWith([
      entry(1, "Alder"),
      entry(2, "Birch", { category: 42, kind: ["x"] }),
      entry(3, "Cedar", { category: "<b>Store</b>", phoneScreenshot: "yes" }),
      entry(4, "Dogwood", { category: "x".repeat(500) }),
    ]);
    plain = await testApp({ ASSET_URL: host.url });
  });
  afterAll(async () => {
    await plain.app.close();
    await host.close();
  });

  it("shows every theme, with no category filter and the desktop picture only", async () => {
    const { res, shown, filters, count, elements } = await gallery(plain.app, GALLERY);
    expect(res.statusCode).toBe(200);
    expect(shown).toEqual(["Alder", "Birch", "Cedar", "Dogwood"]);
    expect(filters).toEqual([]);
    expect(count).toBe("4 templates");
    expect(byTag(elements, "source")).toEqual([]);
    // Asked for a category it does not have, it still shows them all; the search still works.
    expect((await gallery(plain.app, `${GALLERY}?category=store`)).shown).toHaveLength(4);
    expect((await gallery(plain.app, `${GALLERY}?q=cedar`)).shown).toEqual(["Cedar"]);
  });
});
