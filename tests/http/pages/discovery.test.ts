import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostingTiers } from "../../../content/hosting.ts";
import { concretePath, indexableRoutes, pageRoutes, routeHref, type PageRoute } from "../../../content/routes.ts";
import { social } from "../../../content/site.ts";
import { attr, byTag, descendants, parseHtml, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * What search engines and link previews see: canonical addresses, robots rules,
 * Open Graph and Twitter cards with their images, structured data, the XML sitemap,
 * security.txt and the web manifest, all on PUBLIC_URL.
 */
const SITE = "https://www.braveweb.example";
let site: TestApp;
beforeAll(async () => {
  site = await testApp({ PUBLIC_URL: SITE });
});
afterAll(() => site.app.close());

async function head(path: string): Promise<Element[]> {
  const res = await site.app.inject({ url: path });
  expect(res.statusCode, path).toBeLessThan(500);
  const [document] = parseHtml(res.body);
  const headElement = descendants(document!).find((e) => e.tagName === "head");
  return descendants(headElement!);
}

const linkHref = (elements: Element[], rel: string) =>
  byTag(elements, "link")
    .find((l) => attr(l, "rel") === rel)
    ?.attrs.find((a) => a.name === "href")?.value;
const metaNamed = (elements: Element[], key: string) =>
  byTag(elements, "meta")
    .find((m) => attr(m, "property") === key || attr(m, "name") === key)
    ?.attrs.find((a) => a.name === "content")?.value;

function jsonLd(elements: Element[]): Array<Record<string, unknown>> {
  return byTag(elements, "script")
    .filter((s) => attr(s, "type") === "application/ld+json")
    .map((s) => JSON.parse(s.childNodes.map((c) => ("value" in c ? c.value : "")).join("")) as Record<string, unknown>);
}

/** The canonical address of a route: PUBLIC_URL and its concrete path, nothing else. */
const canonicalOf = (route: PageRoute) => `${SITE}${concretePath(route) === "/" ? "/" : concretePath(route)}`;

describe("every page of the route table", () => {
  it.each(pageRoutes.map((r) => [r.name, r] as const))(
    "%s: canonical without query or preview prefix, Open Graph, Twitter card and a 1200×630 PNG",
    async (_name, route) => {
      const path = concretePath(route);
      const plain = await head(`${path}?from=hosting&brand=siteblocks&template_id=4`);
      const preview = await head(`/preview/build-7${path === "/" ? "" : path}?from=hosting`);
      expect(linkHref(plain, "canonical")).toBe(canonicalOf(route));
      expect(linkHref(preview, "canonical")).toBe(canonicalOf(route));
      expect(metaNamed(preview, "robots")).toBe("noindex, nofollow");
      expect(metaNamed(plain, "robots")).toBe(route.noindex ? "noindex" : undefined);

      expect(metaNamed(plain, "og:title")).toBe(route.title);
      expect(metaNamed(plain, "og:description")).toBe(route.description);
      expect(metaNamed(plain, "og:url")).toBe(canonicalOf(route));
      expect(metaNamed(plain, "og:type")).toBe("website");
      expect(metaNamed(plain, "og:site_name")).toBe("Braveweb");
      expect(metaNamed(plain, "og:image:width")).toBe("1200");
      expect(metaNamed(plain, "og:image:height")).toBe("630");
      expect(metaNamed(plain, "og:image:alt")).toContain(route.heading);
      expect(metaNamed(plain, "twitter:card")).toBe("summary_large_image");
      expect(metaNamed(plain, "twitter:image")).toBe(metaNamed(plain, "og:image"));

      const image = metaNamed(plain, "og:image")!;
      expect(image.startsWith(`${SITE}/assets/`)).toBe(true);
      const png = await site.app.inject({ url: image.slice(SITE.length) });
      expect(png.statusCode).toBe(200);
      expect(png.headers["content-type"]).toBe("image/png");
      expect(png.headers["cache-control"]).toContain("immutable");
      expect(png.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    },
  );

  it("gives each page a card of its own", async () => {
    const images = new Set<string>();
    for (const route of pageRoutes) images.add(metaNamed(await head(concretePath(route)), "og:image")!);
    expect(images.size).toBe(pageRoutes.length);
  });

  it("marks the account pages, the cart and pages made from a visitor's input noindex", () => {
    const noindex = pageRoutes.filter((r) => r.noindex).map((r) => r.name);
    expect(noindex).toEqual(
      expect.arrayContaining(["login", "register", "lostpassword", "security-update", "domains-cart", "domains-search-results", "template-preview"]),
    );
    expect(noindex).toHaveLength(7);
  });

  it("keeps the 404 page out of the index, without a canonical address", async () => {
    const elements = await head("/no-such-page");
    expect(metaNamed(elements, "robots")).toBe("noindex");
    expect(linkHref(elements, "canonical")).toBeUndefined();
  });
});

describe("structured data", () => {
  it("on the home page: the Organization with its logo, support and footer profiles, and the WebSite with a domain search action", async () => {
    const data = jsonLd(await head("/"));
    expect(data.map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
    const [org, web] = data as [
      { name: string; url: string; sameAs: string[]; logo: string; contactPoint: { contactType: string } },
      { potentialAction: { target: { urlTemplate: string }; "query-input": string } },
    ];
    expect(org.name).toBe("Braveweb");
    expect(org.url).toBe(`${SITE}/`);
    expect(org.sameAs).toEqual(social.map((s) => s.href));
    expect(org.contactPoint.contactType).toBe("customer support");
    const logo = await site.app.inject({ url: String(org.logo).slice(SITE.length) });
    expect(logo.headers["content-type"]).toBe("image/png");
    const template = web.potentialAction.target.urlTemplate;
    expect(template).toBe(`${SITE}/domains/search/results/{search_term_string}`);
    expect(web.potentialAction["query-input"]).toBe("required name=search_term_string");
    // The action's target is a results page that answers.
    const results = await site.app.inject({ url: template.slice(SITE.length).replace("{search_term_string}", "mybakery") });
    expect(results.statusCode).toBe(200);
  });

  it("on /webhosting: a Product with one USD Offer per plan at the plan's cents, and the slashed price as a strikethrough", async () => {
    const data = jsonLd(await head("/webhosting"));
    expect(data.map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList"]);
    const offers = (data[0] as { offers: Array<{ name: string; price: string; priceCurrency: string; priceSpecification: Array<Record<string, unknown>> }> })
      .offers;
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(hostingTiers.map((t) => [`${t.name} hosting`, (t.minPrice / 100).toFixed(2), "USD"]));
    for (const [index, tier] of hostingTiers.entries()) {
      const slashed = offers[index]!.priceSpecification.find((p) => p.priceType === "https://schema.org/StrikethroughPrice");
      expect(slashed?.price).toBe(tier.slashedPrice ? (tier.slashedPrice / 100).toFixed(2) : undefined);
    }
    expect(hostingTiers.some((t) => t.slashedPrice)).toBe(true);
  });

  it("a BreadcrumbList on every page below the home page, from Home to the page", async () => {
    for (const route of pageRoutes.filter((r) => r.name !== "home")) {
      const data = jsonLd(await head(concretePath(route)));
      const trail = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: Array<Record<string, unknown>> } | undefined;
      const items = trail?.itemListElement ?? [];
      expect(items.length, route.name).toBeGreaterThanOrEqual(2);
      expect(items[0]).toMatchObject({ position: 1, name: "Home", item: `${SITE}/` });
      expect(items.at(-1)).toMatchObject({ position: items.length, name: route.label, item: canonicalOf(route) });
    }
    const terms = jsonLd(await head("/terms/domains")).find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string }> };
    expect(terms.itemListElement.map((i) => i.name)).toEqual(["Home", "Terms of Service", "Domain Name Terms"]);
  });

  it("cannot be broken out of by </script> in what a visitor typed", async () => {
    const res = await site.app.inject({ url: `/domains/search/results/${encodeURIComponent("</script><script>alert(1)</script>")}` });
    const scripts = res.body.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const inner = script.slice('<script type="application/ld+json">'.length, -"</script>".length);
      expect(inner).not.toMatch(/<\/?script/i);
      expect(() => JSON.parse(inner)).not.toThrow();
    }
    expect(res.body).not.toContain("<script>alert(1)</script>");
  });
});

describe("/sitemap.xml", () => {
  it("is a valid sitemap listing exactly the indexable routes, with the build's date, and robots.txt names it", async () => {
    const res = await site.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(res.body) as {
      urlset: { "@_xmlns": string; url: Array<{ loc: string; lastmod: string }> };
    };
    // The protocol: this namespace, at most 50,000 absolute URLs of under 2,048 characters, W3C dates.
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = doc.urlset.url;
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE}/`)).toBe(true);
      expect(url.loc.length).toBeLessThan(2048);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(urls.map((u) => u.loc).sort()).toEqual(indexableRoutes.map((r) => canonicalOf(r)).sort());
    expect(urls.map((u) => u.loc)).not.toContain(`${SITE}${routeHref("login")}`);
    expect(indexableRoutes.every((r) => !r.path.includes(":"))).toBe(true);

    const robots = await site.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /preview/");
  });
});

describe("/.well-known/security.txt", () => {
  it("follows RFC 9116: Contact, a future Expires under a year away, Policy, Preferred-Languages and Canonical", async () => {
    const res = await site.app.inject({ url: "/.well-known/security.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = Object.fromEntries(
      res.body
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
    );
    expect(fields.Contact).toBe("mailto:security@braveweb.example");
    expect(fields.Policy).toBe("https://help.braveweb.example/security");
    expect(fields["Preferred-Languages"]).toBe("en");
    expect(fields.Canonical).toBe(`${SITE}/.well-known/security.txt`);
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
    expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("takes its contact from the configuration", async () => {
    const other = await testApp({ PUBLIC_URL: SITE, SECURITY_CONTACT: "https://www.braveweb.example/report", SECURITY_TXT_DAYS: "30" });
    const res = await other.app.inject({ url: "/.well-known/security.txt" });
    expect(res.body).toContain("Contact: https://www.braveweb.example/report\n");
    const expires = Date.parse(/Expires: (\S+)/.exec(res.body)![1]!);
    expect(expires).toBeLessThan(Date.now() + 31 * 24 * 3600 * 1000);
    await other.app.close();
  });
});

describe("the web manifest", () => {
  it("is linked from every page and names the site, its theme color and PNG icons that answer", async () => {
    const elements = await head("/about");
    expect(linkHref(elements, "manifest")).toBe("/manifest.webmanifest");
    const res = await site.app.inject({ url: "/manifest.webmanifest" });
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(res.body) as {
      name: string;
      theme_color: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ name: "Braveweb", start_url: "/", theme_color: "#0b5cad" });
    expect(metaNamed(elements, "theme-color")).toBe(manifest.theme_color);
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    expect(pngs.map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of pngs) {
      const png = await site.app.inject({ url: icon.src });
      const size = Number(icon.sizes.split("x")[0]);
      expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});

describe("an unset PUBLIC_URL", () => {
  it("is named in one warning at start in production, since every address above would then be the local one", async () => {
    const local = await testApp({ PORT: "3000", NODE_ENV: "production" });
    const warnings = local.logs.filter((l) => l.level === "warn" && String(l.msg).startsWith("PUBLIC_URL is not set"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.publicUrl).toBe("http://localhost:3000");
    const res = await local.app.inject({ url: "/about" });
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
    await local.app.close();
    expect(site.logs.some((l) => String(l.msg).startsWith("PUBLIC_URL is not set"))).toBe(false);
  });

  it("is not worth a warning on a local run (NODE_ENV not production): localhost is what it serves", async () => {
    const local = await testApp({ PORT: "3000" });
    expect(local.logs.filter((l) => String(l.msg).includes("PUBLIC_URL"))).toEqual([]);
    await local.app.close();
  });
});
