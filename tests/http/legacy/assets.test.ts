import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInSaleExtensions } from "../../../content/domainSale.ts";
import { LAYOUTS } from "../../../legacy/assets/layouts/registry.ts";
import { themePalette } from "../../../legacy/assets/palette.ts";
import { THEMES } from "../../../legacy/assets/themeCatalog.ts";
import { attr, byTag, parseHtml, text } from "../../fixtures/html.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";

const ASSETS_URL = "https://site.test/asset-host";
/** README: these preview URLs are plain http, and this one is empty. */
const HTTP_IDS = [105, 112, 119];
const NO_PREVIEW_IDS = [123];

interface ThemeEntry {
  id: number;
  name: string;
  createdAt: string;
  item: { preview_url: string };
  previewUrl: string;
}

interface Availability {
  query: string;
  results: Array<{ domain: string; tld: string; available: boolean; price: number; price_discounted: number }>;
}

let s: LegacyServer;
let themes: ThemeEntry[];
beforeAll(async () => {
  s = await legacyServer({ assetsUrl: ASSETS_URL });
  themes = JSON.parse((await s.get("/asset-host/themes.json")).text) as ThemeEntry[];
});
afterAll(() => s.close());

async function json<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await s.get(path);
  return { status: res.status, body: JSON.parse(res.text) as T, headers: res.headers };
}

/** Sample pages are framed by the site under a strict CSP: no script, no inline style at all. */
function expectFramableStaticPage(res: { text: string; headers: Headers }): ReturnType<typeof parseHtml> {
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("x-frame-options")).toBeNull();
  expect(res.headers.get("content-security-policy") ?? "").not.toContain("frame-ancestors");
  expect(res.text).not.toMatch(/<script/i);
  expect(res.text).not.toMatch(/style=/i);
  const elements = parseHtml(res.text);
  expect(byTag(elements, "script")).toHaveLength(0);
  expect(byTag(elements, "style")).toHaveLength(0);
  for (const el of elements) expect(el.attrs.some((a) => a.name.startsWith("on"))).toBe(false);
  expect(attr(byTag(elements, "html")[0]!, "lang")).toBe("en");
  expect(byTag(elements, "h1")).toHaveLength(1);
  return elements;
}

/** Where the page's stylesheet link points, resolved against the page's own address. */
function stylesheetPath(elements: ReturnType<typeof parseHtml>, pagePath: string): string {
  const links = byTag(elements, "link").filter((l) => attr(l, "rel") === "stylesheet");
  expect(links).toHaveLength(1);
  return new URL(attr(links[0]!, "href")!, `http://proxy.test${pagePath}`).pathname;
}

describe("GET /asset-host/themes.json", () => {
  it("lists at least 24 themes in the docs/product.md §3 shape, plus the gallery's category, kind and phone picture, with distinct ids and names", async () => {
    const res = await s.get("/asset-host/themes.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(themes.length).toBeGreaterThanOrEqual(24);
    for (const theme of themes) {
      expect(Object.keys(theme).sort()).toEqual(["category", "createdAt", "id", "item", "kind", "name", "phoneScreenshot", "previewUrl"]);
      const extra = theme as unknown as { category: unknown; kind: unknown; phoneScreenshot: unknown };
      expect(["Business", "Store", "Restaurant", "Portfolio", "Blog", "Events", "Community"]).toContain(extra.category);
      expect(typeof extra.kind).toBe("string");
      expect(extra.phoneScreenshot).toBe(true);
      expect(Object.keys(theme.item)).toEqual(["preview_url"]);
      expect(Number.isInteger(theme.id) && theme.id > 0).toBe(true);
      expect(typeof theme.name).toBe("string");
      expect(theme.name.trim().length).toBeGreaterThan(2);
      expect(new Date(theme.createdAt).toISOString()).toBe(theme.createdAt);
      expect(typeof theme.previewUrl).toBe("string");
      expect(theme.item.preview_url).toBe(theme.previewUrl);
    }
    expect(new Set(themes.map((t) => t.id)).size).toBe(themes.length);
    expect(new Set(themes.map((t) => t.name.toLowerCase())).size).toBe(themes.length);
  });

  it("points each preview at its sample site under assetsUrl; three over plain http, one empty", () => {
    const ids = themes.map((t) => t.id);
    for (const id of [...HTTP_IDS, ...NO_PREVIEW_IDS]) expect(ids).toContain(id);
    for (const theme of themes) {
      const expected = NO_PREVIEW_IDS.includes(theme.id)
        ? ""
        : HTTP_IDS.includes(theme.id)
          ? `http://site.test/asset-host/sample/${theme.id}`
          : `${ASSETS_URL}/sample/${theme.id}`;
      expect(theme.previewUrl, `theme ${theme.id}`).toBe(expected);
    }
  });

  it("has a sample page behind every preview URL it gives", async () => {
    for (const theme of themes.filter((t) => t.previewUrl !== "")) {
      const path = new URL(theme.previewUrl).pathname;
      expect((await s.get(path)).status, path).toBe(200);
    }
  });

  it("defaults to root-relative preview URLs, and drops a trailing slash of assetsUrl", async () => {
    const plain = await legacyServer();
    const slashed = await legacyServer({ assetsUrl: "http://localhost:3000/asset-host/" });
    try {
      const fromPlain = JSON.parse((await plain.get("/asset-host/themes.json")).text) as ThemeEntry[];
      expect(fromPlain.find((t) => t.id === 101)!.previewUrl).toBe("/asset-host/sample/101");
      const fromSlashed = JSON.parse((await slashed.get("/asset-host/themes.json")).text) as ThemeEntry[];
      expect(fromSlashed.find((t) => t.id === 101)!.item.preview_url).toBe("http://localhost:3000/asset-host/sample/101");
      expect(fromSlashed.find((t) => t.id === 105)!.previewUrl).toBe("http://localhost:3000/asset-host/sample/105");
    } finally {
      await plain.close();
      await slashed.close();
    }
  });

  it.each(["ftp://files.test/asset-host", "not a url", "//site.test/asset-host", "https://site.test/asset-host?v=1"])(
    "refuses to start with assetsUrl %j",
    async (assetsUrl) => {
      await expect(legacyServer({ assetsUrl })).rejects.toThrow(/assetsUrl/);
    },
  );
});

describe("GET /asset-host/screenshots/:id.svg", () => {
  it("draws a 640×480 SVG for every theme, named in its title, escaped", async () => {
    for (const theme of themes) {
      const res = await s.get(`/asset-host/screenshots/${theme.id}.svg`);
      expect(res.status, `theme ${theme.id}`).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(86_400);
      expect(res.text.startsWith("<svg ")).toBe(true);
      const svg = parseHtml(res.text).find((el) => el.tagName === "svg")!;
      expect(attr(svg, "xmlns")).toBe("http://www.w3.org/2000/svg");
      // Drawn at 640×480, the sample page laid out at twice that: a desktop window.
      expect([attr(svg, "width"), attr(svg, "height"), attr(svg, "viewBox") ?? attr(svg, "viewbox")]).toEqual(["640", "480", "0 0 1280 960"]);
      const titles = parseHtml(res.text)
        .filter((el) => el.tagName === "title")
        .map(text);
      expect(titles).toContain(`${theme.name} theme`);
      // XML has no lenient parser in browsers' <img>: a bare "&" or "<" would break the image.
      expect(res.text.replace(/<!\[CDATA\[[^\]]*\]\]>/g, "")).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
    const ampersand = await s.get("/asset-host/screenshots/103.svg");
    expect(ampersand.text).toContain("Juniper &amp; Vale");
  });

  it("differs from theme to theme even without the name: colours and layout come from the id", async () => {
    const arts = new Set<string>();
    const colourSets = new Set<string>();
    const layouts = new Set<string>();
    for (const theme of themes) {
      const svg = (await s.get(`/asset-host/screenshots/${theme.id}.svg`)).text;
      const escapedName = theme.name.replaceAll("&", "&amp;");
      const withoutName = svg.replaceAll(escapedName, "");
      expect(withoutName).not.toContain(escapedName);
      arts.add(withoutName);
      colourSets.add([...new Set(svg.match(/#[0-9a-f]{6}\b/g) ?? [])].sort().join(" "));
      layouts.add(withoutName.replace(/#[0-9a-f]{6}\b/g, "#colour"));
    }
    expect(arts.size).toBe(themes.length);
    expect(colourSets.size).toBe(themes.length);
    // Shapes too: each theme is drawn in one of the layouts (see "theme layouts" below).
    expect(layouts.size).toBeGreaterThanOrEqual(9);
  });

  it.each(["999.svg", "0101.svg", "101.png", "abc.svg", "101"])("answers 404 for %s", async (file) => {
    const res = await s.get(`/asset-host/screenshots/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type") ?? "").not.toMatch(/svg/);
  });
});

describe("sample sites", () => {
  it("serves every theme's sample page: framable, no script, no inline style, styled by sample.css", async () => {
    for (const theme of themes) {
      const path = `/asset-host/sample/${theme.id}`;
      const res = await s.get(path);
      expect(res.status, path).toBe(200);
      const elements = expectFramableStaticPage(res);
      // The one heading of the page: the site's name, or its tagline when the name sits in the header.
      const { tagline } = THEMES.find((t) => t.id === theme.id)!;
      expect([theme.name, tagline]).toContain(text(byTag(elements, "h1")[0]!));
      expect(attr(byTag(elements, "body")[0]!, "class")!.split(" ")).toContain(`palette-${theme.id}`);
      expect(stylesheetPath(elements, path)).toBe("/asset-host/sample.css");
    }
  });

  // A buyer expects pictures in a sample site, not circles and rectangles standing for them:
  // every layout shows at least one of our drawings (drawings.ts), each a <use> of a symbol the
  // page carries once.
  it("shows pictures as drawings on every sample site, each symbol carried once", async () => {
    for (const theme of themes) {
      const page = (await s.get(`/asset-host/sample/${theme.id}`)).text;
      const drawn = parseHtml(page).filter((el) => attr(el, "role") === "img" && (attr(el, "class") ?? "").split(" ").includes("drawn"));
      expect(drawn.length, `sample ${theme.id}`).toBeGreaterThan(0);
      const symbols = [...page.matchAll(/<symbol id="(d-[a-z]+)"/g)].map((m) => m[1]);
      expect(new Set(symbols).size, `sample ${theme.id}`).toBe(symbols.length);
    }
  });

  // A list draws its pictures in turn (a mug, a plant…), so a label naming the item beside it
  // ("Product photo: Hammered copper kettle" on a mug) would tell a screen reader what is not there.
  it("describes every drawn picture as what it shows, never as the item it sits beside", async () => {
    for (const theme of themes) {
      const res = await s.get(`/asset-host/sample/${theme.id}`);
      const labels = parseHtml(res.text)
        .filter((el) => attr(el, "role") === "img" && (attr(el, "class") ?? "").split(" ").includes("drawn"))
        .map((el) => attr(el, "aria-label")!);
      const items = THEMES.find((t) => t.id === theme.id)!.items.map((item) => item.title);
      for (const label of labels) {
        expect(label, `sample ${theme.id}`).toMatch(/^(Drawing: |Cover art of )/);
        for (const title of items) expect(label, `sample ${theme.id}`).not.toContain(title);
      }
    }
  });

  it("serves the default sample site as the fallback", async () => {
    const res = await s.get("/asset-host/sample");
    expect(res.status).toBe(200);
    const elements = expectFramableStaticPage(res);
    expect(text(byTag(elements, "h1")[0]!)).toBe("Your new website");
    expect(attr(byTag(elements, "body")[0]!, "class")!.split(" ")).toContain("palette-default");
    expect(stylesheetPath(elements, "/asset-host/sample")).toBe("/asset-host/sample.css");
  });

  it("has one palette class per theme in sample.css", async () => {
    const res = await s.get("/asset-host/sample.css");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const rules = [...res.text.matchAll(/^\.palette-([a-z0-9]+) \{([^}]*)\}/gm)];
    const byPalette = new Map(rules.map((m) => [m[1]!, m[2]!]));
    expect(byPalette.has("default")).toBe(true);
    for (const theme of themes) expect(byPalette.get(String(theme.id)), `palette-${theme.id}`).toMatch(/--accent: #[0-9a-f]{6}/);
    expect(new Set(themes.map((t) => byPalette.get(String(t.id)))).size).toBe(themes.length);
  });

  it.each(["999", "abc", "0101"])("answers a 404 page for sample %s", async (id) => {
    const res = await s.get(`/asset-host/sample/${id}`);
    expect(res.status).toBe(404);
    const elements = expectFramableStaticPage(res);
    expect(text(byTag(elements, "h1")[0]!)).toBe("No sample site here");
  });
});

describe("theme layouts", () => {
  /** The layout a sample page is drawn in, from its <body> class. */
  async function pageLayout(id: number): Promise<string> {
    const res = await s.get(`/asset-host/sample/${id}`);
    expect(res.status, `sample ${id}`).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const classes = attr(byTag(parseHtml(res.text), "body")[0]!, "class")!.split(" ");
    const layout = classes.find((c) => c.startsWith("layout-"))?.slice("layout-".length);
    expect(Object.keys(LAYOUTS), `layout class of sample ${id}`).toContain(layout);
    return layout!;
  }

  it("spreads at least 8 layouts over the catalog, every one of them used, neighbours never alike", async () => {
    const layouts = await Promise.all(themes.map((theme) => pageLayout(theme.id)));
    expect(new Set(layouts).size).toBeGreaterThanOrEqual(8);
    expect(new Set(layouts)).toEqual(new Set(Object.keys(LAYOUTS)));
    for (let i = 1; i < layouts.length; i++) expect(layouts[i], `themes ${themes[i - 1]!.id} and ${themes[i]!.id}`).not.toBe(layouts[i - 1]);
    // The gallery is a grid: themes a row apart (up to 4 columns) differ too.
    for (let i = 0; i < layouts.length; i++) for (let j = i + 1; j <= i + 4 && j < layouts.length; j++) expect(layouts[j]).not.toBe(layouts[i]);
    expect(layouts).toEqual(THEMES.map((theme) => theme.layout));
  });

  it("never gives two themes of one layout look-alike colours: their accent hues are 30° or more apart", () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    for (const a of THEMES)
      for (const b of THEMES) {
        if (a.id >= b.id || a.layout !== b.layout) continue;
        const apart = Math.abs(hue(themePalette(a.id).accent) - hue(themePalette(b.id).accent));
        expect(Math.min(apart, 360 - apart), `${a.id} and ${b.id} (${a.layout})`).toBeGreaterThanOrEqual(30);
      }
  });

  it("draws each thumbnail from its sample page: the same markup, in the same body classes", async () => {
    for (const theme of THEMES) {
      const svg = (await s.get(`/asset-host/screenshots/${theme.id}.svg`)).text;
      const page = (await s.get(`/asset-host/sample/${theme.id}`)).text;
      const inner = (markup: string) => markup.slice(markup.indexOf("<body"), markup.indexOf("</body>")).replace(/>\s+</g, "><").replace(/\s+/g, " ").trim();
      expect(inner(svg), `theme ${theme.id}`).toBe(inner(page));
      expect(svg, `theme ${theme.id}`).toContain(`.layout-${theme.layout} `);
    }
  });

  it("fills each sample page with the theme's own words, escaped, in the layout's markup", async () => {
    for (const theme of THEMES) {
      const res = await s.get(`/asset-host/sample/${theme.id}`);
      const elements = parseHtml(res.text);
      const body = text(byTag(elements, "body")[0]!);
      expect(body, `sample ${theme.id}`).toContain(theme.tagline);
      for (const item of theme.items) expect(body, `sample ${theme.id}`).toContain(item.title);
      expect(res.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
    const juniper = await s.get("/asset-host/sample/103");
    expect(juniper.text).toContain("Juniper &amp; Vale");
  });

  it("has the rules of every layout and both font feels in sample.css", async () => {
    const css = (await s.get("/asset-host/sample.css")).text;
    for (const name of Object.keys(LAYOUTS)) expect(css, name).toContain(`.layout-${name} `);
    expect(css).toMatch(/\.font-serif \{ --display: [^}]*serif; \}/);
    expect(css).toMatch(/\.font-sans \{ --display: [^}]*sans-serif; \}/);
    expect(css).not.toMatch(/@import|url\(/);
  });
});

describe("GET /domains/sale-extensions", () => {
  it("lists the prices in cents, starting with the site's built-in sale list", async () => {
    const res = await json<Array<{ tld: string; price: number; price_discounted: number }>>("/domains/sale-extensions");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.slice(0, builtInSaleExtensions.length)).toEqual(builtInSaleExtensions);
    expect(res.body.map((item) => item.tld)).toEqual([".com", ".net", ".org", ".co", ".online", ".store", ".info", ".biz"]);
    for (const item of res.body) {
      expect(Object.keys(item).sort()).toEqual(["price", "price_discounted", "tld"]);
      expect(Number.isInteger(item.price) && Number.isInteger(item.price_discounted)).toBe(true);
      expect(item.price_discounted).toBeLessThan(item.price);
    }
  });
});

describe("GET /domains/availability", () => {
  let priceList: Array<{ tld: string; price: number; price_discounted: number }>;
  beforeAll(async () => {
    priceList = (await json<typeof priceList>("/domains/sale-extensions")).body;
  });

  const search = (query: string) => json<Availability>(`/domains/availability?query=${encodeURIComponent(query)}`);
  const takenTlds = (body: Availability) => body.results.filter((r) => !r.available).map((r) => r.tld);

  it("answers a free name under every extension of the price list, with its prices", async () => {
    const res = await search("bluebird-bakes");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      query: "bluebird-bakes",
      results: priceList.map(({ tld, price, price_discounted }) => ({ domain: `bluebird-bakes${tld}`, tld, available: true, price, price_discounted })),
    });
  });

  it('has "bakery" taken under .com and .net only', async () => {
    const res = await search("bakery");
    expect(res.status).toBe(200);
    expect(takenTlds(res.body)).toEqual([".com", ".net"]);
    expect(res.body.results.find((r) => r.tld === ".org")).toEqual({ domain: "bakery.org", tld: ".org", available: true, price: 1699, price_discounted: 1099 });
  });

  it.each(["braveweb", "test", "example", "google"])("has %j taken everywhere", async (name) => {
    const res = await search(name);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(priceList.length);
    expect(takenTlds(res.body)).toEqual(priceList.map((p) => p.tld));
  });

  it("searches the label of a name typed with an extension, trimmed and lowercased", async () => {
    const res = await search("  Bakery.COM ");
    expect(res.status).toBe(200);
    expect(res.body.query).toBe("bakery");
    expect(res.body.results.map((r) => r.domain)).toEqual(priceList.map((p) => `bakery${p.tld}`));
    expect(takenTlds(res.body)).toEqual([".com", ".net"]);
    expect((await search("braveweb.xyz")).body.query).toBe("braveweb");
  });

  it("takes other names by the documented hash rule: FNV-1a of the domain divisible by 5", async () => {
    const fnv1a = (value: string) => {
      let hash = 0x811c9dc5;
      for (const ch of value) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
      return hash;
    };
    let taken = 0;
    for (const name of ["lakeside", "maplewood", "riverside", "harbor-cafe", "a", "x-1", "z".repeat(63)]) {
      const res = await search(name);
      expect(res.status, name).toBe(200);
      for (const r of res.body.results) expect(r.available, r.domain).toBe(fnv1a(r.domain) % 5 !== 0);
      taken += takenTlds(res.body).length;
    }
    expect(taken).toBeGreaterThan(0);
    expect(takenTlds((await search("lakeside")).body)).toEqual([".com", ".net", ".org", ".online"]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["a path", "../"],
    ["markup", "<script>"],
    ["64 characters", "a".repeat(64)],
    ["unicode", "bäckerei"],
    ["a leading hyphen", "-bakery"],
    ["a trailing hyphen", "bakery-"],
    ["an underscore", "my_bakery"],
    ["two extensions", "bakery.co.uk"],
    ["a bad extension", "bakery.c0m"],
    ["only an extension", ".com"],
  ])("refuses %s with 400 INVALID_QUERY", async (_label, query) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(["error", "message"]);
    expect(res.body).toMatchObject({ error: "INVALID_QUERY" });
    expect((res.body as unknown as { message: string }).message.length).toBeGreaterThan(5);
  });

  it("refuses a missing or repeated query parameter", async () => {
    for (const path of ["/domains/availability", "/domains/availability?query=a&query=b"]) {
      const res = await json<{ error: string }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe("INVALID_QUERY");
    }
  });

  it("answers unknown domain API paths with a JSON 404", async () => {
    const res = await json<{ error: string }>("/domains/whois?query=bakery");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("NOT_FOUND");
  });
});
