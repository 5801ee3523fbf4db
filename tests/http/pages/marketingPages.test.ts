import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { formatPrice } from "../../../content/prices.ts";
import { DOMAIN_PRICE_LIST } from "../../../legacy/domains/priceList.ts";
import { hostingTiers } from "../../../content/hosting.ts";
import { aboutContent } from "../../../content/pages/about.ts";
import { servicePageContent } from "../../../content/pages/servicePages.ts";
import { accolades } from "../../../content/proof.ts";
import { pageRoutes, routeByName } from "../../../content/routes.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

async function html(url: string): Promise<string> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** Visible text of a page's <main>, whitespace collapsed. */
function mainText(body: string): string {
  const main = byTag(parseHtml(body), "main")[0]!;
  return text(main).replace(/\s+/g, " ");
}

const servicePages = pageRoutes.filter((r) => r.page === "service" || r.page === "sitebuilder");

describe("sign-up calls to action", () => {
  it.each(servicePages.map((r) => [r.path, r.serviceCode] as const))("%s sends from=%s", async (path, code) => {
    const body = await html(path);
    const main = byTag(parseHtml(body), "main")[0]!;
    const inMain = collectLinks(main);
    const signups = inMain.filter((href) => href.startsWith("/register"));
    // A page whose hero is the domain search (content searchHero) signs up at its end only.
    const route = servicePages.find((r) => r.path === path)!;
    expect(signups.length).toBeGreaterThanOrEqual(servicePageContent(route.name).searchHero ? 1 : 2);
    for (const href of signups) expect(href).toBe(code ? `/register?from=${code}` : "/register");
  });

  it.each(["/sitebuilder?brand=siteblocks", "/siteblocks?from=siteblocks"])("%s sends from=siteblocks", async (url) => {
    const main = byTag(parseHtml(await html(url)), "main")[0]!;
    const signups = collectLinks(main).filter((href) => href.startsWith("/register"));
    expect(signups.length).toBeGreaterThanOrEqual(2);
    for (const href of signups) expect(href).toBe("/register?from=siteblocks");
  });

  it("/about ends with the final call to action, after the team, linking to /register", async () => {
    const main = byTag(parseHtml(await html("/about")), "main")[0]!;
    const sections = byTag(descendants(main), "section");
    const final = sections.find((s) => attr(s, "class") === "final-cta");
    expect(final).toBeDefined();
    // The page's last block: after the team, nothing but the footer below it.
    expect(sections.indexOf(final!)).toBeGreaterThan(sections.findIndex((s) => attr(s, "class") === "team"));
    expect(main.childNodes.filter((n) => "tagName" in n).at(-1)).toBe(final);
    expect(text(byTag(descendants(final!), "h2")[0]!)).toBe(aboutContent.finalCta.heading);
    const links = byTag(descendants(final!), "a");
    expect(links.map((a) => [attr(a, "href"), text(a)])).toEqual([["/register", aboutContent.finalCta.label]]);
  });

  it("home's calls to action carry no service code", async () => {
    const main = byTag(parseHtml(await html("/")), "main")[0]!;
    const signups = collectLinks(main).filter((href) => href.startsWith("/register"));
    expect(signups).toEqual(["/register", "/register"]);
  });
});

function collectLinks(root: ReturnType<typeof byTag>[number]): string[] {
  const out: string[] = [];
  const visit = (node: typeof root) => {
    if (node.tagName === "a") out.push(attr(node, "href") ?? "");
    for (const child of node.childNodes) if ("tagName" in child) visit(child);
  };
  visit(root);
  return out;
}

describe("docs/product.md §9 figures where a visitor looks for them", () => {
  it.each([
    ["/sslcertificates", ["$49.00", "$10,000"]],
    ["/countersitestats", ["5 years"]],
    ["/onlinestore", ["14 day", "40 payment options"]],
    ["/sitebuilder", ["150,000", "must upgrade to a paid plan to publish"]],
    ["/webhosting", ["99.9%", "30 day money-back guarantee", "15 million"]],
    ["/", ["15 million", "99.9%", "10% off the second domain when you buy 2", "20% off each domain beyond 2 when you buy 3 or more"]],
    ["/domains", ["10%", "20%"]],
  ] as const)("%s states %j", async (path, figures) => {
    const body = mainText(await html(path));
    for (const figure of figures) expect(body).toContain(figure);
  });

  it("/domains states the price of every extension the domain API has on sale, the first year and then yearly", async () => {
    const body = mainText(await html("/domains"));
    for (const item of DOMAIN_PRICE_LIST)
      expect(body).toContain(`${item.tld} ${formatPrice(item.price_discounted)} first year, then ${formatPrice(item.price)}/yr`);
  });

  it("web hosting lists the tiers with the specification's prices, the sale and the limits", async () => {
    const body = mainText(await html("/webhosting"));
    for (const figure of ["Basic", "$4.79", "Advanced", "$7.79", "Corporate", "$10.19", "$16.99", "Save 40%", "On sale", "New"]) expect(body).toContain(figure);
    for (const limit of ["Starter", "150", "600 GB", "250 MB", "Unlimited", "3 GB", "99"]) expect(body).toContain(limit);
    const orders = byTag(parseHtml(await html("/webhosting")), "a")
      .map((a) => attr(a, "href") ?? "")
      .filter((href) => href.includes("/order?plan="));
    expect(orders).toEqual([
      "https://10001.hosting.braveweb.example/order?plan=serviceplan_25gb",
      "https://10001.hosting.braveweb.example/order?plan=serviceplan_200gb",
      "https://10001.hosting.braveweb.example/order?plan=serviceplan_600gb",
    ]);
  });
});

/** The rows of one table body: each row's header and cells, hidden words included, whitespace collapsed. */
function rowsOf(tbody: Element): string[][] {
  return byTag(descendants(tbody), "tr").map((tr) =>
    tr.childNodes.filter((n): n is Element => "tagName" in n).map((cell) => text(cell).replace(/\s+/g, " ").trim()),
  );
}

describe("web hosting compares every plan in one table, folded under the plan cards", () => {
  it("one table in a closed disclosure: a caption, Starter free then each plan's price, every docs/product.md §9 limit, then the features", async () => {
    const section = byTag(parseHtml(await html("/webhosting")), "section").find((s) => attr(s, "id") === "plans")!;
    const tables = byTag(descendants(section), "table");
    expect(tables).toHaveLength(1);
    const details = byTag(descendants(section), "details").find((d) => descendants(d).includes(tables[0]!))!;
    expect(details, "the table is inside a <details>").toBeDefined();
    expect(attr(details, "open"), "closed by default").toBeUndefined();
    expect(text(byTag(descendants(details), "summary")[0]!)).toBe("Compare every plan in detail");

    const table = tables[0]!;
    expect(text(byTag(descendants(table), "caption")[0]!)).toBe("Compare every plan, from the free Starter account up");
    const head = byTag(descendants(table), "thead")[0]!;
    const columns = byTag(descendants(head), "th");
    expect(columns.map((th) => attr(th, "scope"))).toEqual(["col", "col", "col", "col"]);
    expect(rowsOf(head)).toEqual([["", "Starter Free", "Basic from $4.79/mo", "Advanced from $7.79/mo", "Corporate from $10.19/mo"]]);

    const [limits, features, ...rest] = byTag(descendants(table), "tbody");
    expect(rest).toEqual([]);
    for (const [group, name] of [
      [limits!, "Limits"],
      [features!, "Included"],
    ] as const) {
      // The group's label is the first row's one cell across the table, not a second level of headers (WCAG H43).
      const label = byTag(descendants(group), "tr")[0]!;
      expect(byTag(descendants(label), "th")).toEqual([]);
      expect(byTag(descendants(label), "td").map((td) => [text(td), attr(td, "colspan")])).toEqual([[name, "5"]]);
    }
    // docs/product.md §9 tier limits, written out here rather than read from content/hosting.ts.
    expect(rowsOf(limits!)).toEqual([
      ["Limits"],
      ["Websites", "1", "1", "10", "20"],
      ["Pages per site", "10", "20", "99", "150"],
      ["Email accounts", "1", "3", "10", "20"],
      ["Web storage", "50 MB", "500 MB", "10 GB", "20 GB"],
      ["Email storage", "250 MB", "500 MB", "1 GB", "2 GB"],
      ["FTP accounts", "1", "3", "10", "Unlimited"],
      ["Monthly bandwidth", "3 GB", "25 GB", "100 GB", "600 GB"],
      ["MySQL databases", "None", "1", "10", "20"],
    ]);
    const yes = "✓Included";
    const no = "—Not included";
    // Starter: what docs/product.md §1 says a free account does with the builder, a dash where nothing is said.
    expect(rowsOf(features!)).toEqual([
      ["Included"],
      ["Drag-and-drop site builder", "Build, not publish", yes, yes, yes],
      ["Free SSL on every site", no, yes, yes, yes],
      ["Email accounts at your domain", no, yes, yes, yes],
      ["AI content writerNew", no, no, yes, yes],
      ["MySQL databases", no, yes, yes, yes],
      ["Daily backups", no, no, yes, yes],
      ["Staging copy of your site", no, no, no, yes],
      ["Priority phone support", no, no, no, yes],
    ]);
    for (const body of [limits!, features!])
      for (const row of byTag(descendants(body), "tr").slice(1)) expect(attr(byTag(descendants(row), "th")[0]!, "scope")).toBe("row");
  });

  it("its heading of what every plan includes is not the old one that left a lone word on a line", async () => {
    const headings = byTag(parseHtml(await html("/webhosting")), "h2").map((h) => text(h).trim());
    expect(headings).toContain("Email, databases and files in every plan");
    expect(headings).not.toContain("Everything a growing site asks for");
  });
});

describe("a service page's shape is its content's", () => {
  it.each(servicePages.map((r) => [r.path, r.name] as const))(
    "%s: a section per panel; the tier table and Product data where it sells the plans",
    async (path, name) => {
      const content = servicePageContent(name);
      const doc = parseHtml(await html(path));
      const main = byTag(doc, "main")[0]!;
      const sections = byTag(descendants(main), "section").map((section) => attr(section, "id"));
      const panels = content.panels.map((panel) => panel.name);
      expect(sections.filter((id) => id !== undefined && panels.includes(id))).toEqual(panels);
      expect(sections.includes("plans"), "tier table").toBe(content.hostingPlans === true);
      const types = byTag(doc, "script")
        .filter((script) => attr(script, "type") === "application/ld+json")
        .map((script) => (JSON.parse(text(script)) as { "@type": string })["@type"]);
      expect(types.includes("Product"), "Product data").toBe(content.hostingPlans === true);
    },
  );
});

describe("home", () => {
  it("has the hero to /sitebuilder, a cycle of 3 images, the promo to /login and the domain promo", async () => {
    const elements = parseHtml(await html("/?from=hosting"));
    const hrefs = byTag(elements, "a").map((a) => attr(a, "href"));
    expect(hrefs).toContain("/sitebuilder");
    expect(byTag(elements, "div").filter((d) => attr(d, "class")?.startsWith("hero-cycle__frame"))).toHaveLength(3);
    const promo = byTag(elements, "aside").find((a) => attr(a, "class") === "promo-banner")!;
    expect(collectLinks(promo)).toEqual(["/login?from=hosting"]);
    expect(byTag(elements, "li").filter((li) => /^\.(?:com|net|org)/.test(text(li)))).toHaveLength(3);
  });
});

describe("the domain search form without JavaScript", () => {
  it("answers 303 to the results path", async () => {
    const res = await t.app.inject({ url: "/domains/lookup?domain=My-Bakery.com" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/domains/search/results/my-bakery.com");
    const results = await t.app.inject({ url: res.headers.location as string });
    expect(results.statusCode).toBe(200);
  });

  it.each([
    ["My Bakery", "mybakery"],
    ["my bakery.com", "mybakery.com"],
    ["  https://www.My Bakery.ORG/menu ", "mybakery.org"],
    ["café-lounge", "cafe-lounge"],
    ["not a domain!", "notadomain"],
    ["mybakery.c", "mybakeryc"],
  ])("%j searches %s instead of refusing it, and carries what was typed for the results to name", async (typed, path) => {
    const res = await t.app.inject({ url: `/domains/lookup?domain=${encodeURIComponent(typed)}` });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string, "http://site.test");
    expect(to.pathname).toBe(`/domains/search/results/${path}`);
    expect(to.searchParams.get("typed")).toBe(typed.trim());
  });

  it("carries the visitor's query to the results", async () => {
    const res = await t.app.inject({ url: "/domains/lookup?domain=bakery&from=hosting&brand=siteblocks&junk=1" });
    expect(res.headers.location).toBe("/domains/search/results/bakery?from=hosting&brand=siteblocks");
  });

  it("keeps the preview prefix", async () => {
    const res = await t.app.inject({ url: "/preview/b1/domains/lookup?domain=bakery" });
    expect(res.headers.location).toBe("/preview/b1/domains/search/results/bakery");
  });

  it.each([
    ["", messages["domain.ERROR_EMPTY"]],
    ["!!! ???", messages["domain.ERROR_INVALID"]],
    ["../..", messages["domain.ERROR_INVALID"]],
    ["x".repeat(64), messages["domain.ERROR_INVALID"]],
  ])("%j re-renders the search with a message and the typed text", async (typed, message) => {
    const res = await t.app.inject({ url: `/domains/lookup?domain=${encodeURIComponent(typed)}` });
    expect(res.statusCode).toBe(422);
    const elements = parseHtml(res.body);
    expect(byTag(elements, "p").some((p) => text(p) === message)).toBe(true);
    const input = byTag(elements, "input").find((i) => attr(i, "name") === "domain")!;
    expect(attr(input, "value") ?? "").toBe(typed);
    expect(attr(input, "aria-invalid")).toBe("true");
  });

  it("every page's search box is a GET form to /domains/lookup", async () => {
    for (const path of ["/", "/domains", "/domains/search"]) {
      const form = byTag(parseHtml(await html(path)), "form").find((f) => attr(f, "role") === "search")!;
      expect(attr(form, "method")).toBe("get");
      expect(attr(form, "action")).toBe("/domains/lookup");
    }
  });
});

describe("sitemap", () => {
  it("lists every public route of the table", async () => {
    const hrefs = byTag(parseHtml(await html("/sitemap")), "a").map((a) => attr(a, "href"));
    const publicRoutes = pageRoutes.filter((r) => r.sitemapGroup);
    expect(publicRoutes.length).toBeGreaterThan(20);
    for (const route of publicRoutes) expect(hrefs, route.name).toContain(route.path);
    expect(hrefs).toContain(routeByName("webhosting").path);
  });
});

describe("images", () => {
  it.each(["/", "/webhosting", "/about", "/sitebuilder", "/domains"])("%s: every image has a size and a text alternative", async (path) => {
    const elements = parseHtml(await html(path));
    for (const svg of byTag(elements, "svg")) {
      expect(attr(svg, "width"), "svg width").toMatch(/^\d+$/);
      expect(attr(svg, "height"), "svg height").toMatch(/^\d+$/);
      const labelled = attr(svg, "role") === "img" && (attr(svg, "aria-label") ?? "").length > 3;
      expect(labelled || attr(svg, "aria-hidden") === "true", "svg is labelled or decorative").toBe(true);
    }
    for (const img of byTag(elements, "img")) {
      expect(attr(img, "alt")?.trim().length ?? 0).toBeGreaterThan(3);
      expect(attr(img, "width")).toMatch(/^\d+$/);
      expect(attr(img, "height")).toMatch(/^\d+$/);
    }
  });
});

/** The marketing pages of the sitemap: home, /about, the service and builder pages. */
const marketingPages = pageRoutes.filter((r) => r.sitemapGroup && ["home", "about", "service", "sitebuilder"].includes(r.page));

/**
 * The words of a page's <main> (headings, paragraphs, lists, buttons), split into its final call
 * to action, its proof band (the figures set as proof) and the rest. Drawings and product screens
 * are left out: a picture beside the sentence that says it is that sentence's picture.
 */
function mainParts(body: string): { before: string; proof: string; finalCta: string } {
  const main = byTag(parseHtml(body), "main")[0]!;
  const words = (el: Element): string =>
    el.tagName === "svg" ? " " : el.childNodes.map((n) => ("tagName" in n ? words(n) : "value" in n ? n.value : "")).join("");
  const sections = byTag(descendants(main), "section");
  const final = sections.find((s) => attr(s, "class") === "final-cta");
  const band = sections.find((s) => (attr(s, "class") ?? "").split(" ").includes("proof-band"));
  const all = words(main).replace(/\s+/g, " ");
  const finalCta = final ? words(final).replace(/\s+/g, " ") : "";
  const proof = band ? words(band).replace(/\s+/g, " ") : "";
  return { before: all.replace(finalCta, " ").replace(proof, " "), proof, finalCta };
}

/** docs/product.md §9 claims, as a visitor reads them. */
const CLAIMS = {
  uptime: /99\.9\s?%/g,
  members: /15 million/gi,
  "money-back guarantee": /money-back/gi,
  "free stock photos": /150,000/g,
  "stats history": /5 years/gi,
  "premium SSL price": /\$49\.00/g,
  "SSL warranty": /\$10,000/g,
  "store free trial": /14[ -]day/gi,
  "payment options": /40 payment options/gi,
} as const;

describe("proof: each docs/product.md §9 claim is said once per page, where it sells", () => {
  // The rule: on any marketing page a claim appears at most once in the page's words, may be set
  // once as a figure in its proof band (docs/architecture.md, "Proof from the facts we have"), and
  // repeated once more in its final call to action (the closing promise beside the sign-up button).
  it.each(marketingPages.map((r) => [r.path] as const))("%s", async (path) => {
    const { before, proof, finalCta } = mainParts(await html(path));
    const repeated: string[] = [];
    for (const [claim, pattern] of Object.entries(CLAIMS)) {
      const inBody = before.match(pattern)?.length ?? 0;
      const inProof = proof.match(pattern)?.length ?? 0;
      const inFinal = finalCta.match(pattern)?.length ?? 0;
      if (inBody > 1 || inProof > 1 || inFinal > 1)
        repeated.push(`${claim}: ${inBody} in the body, ${inProof} as proof, ${inFinal} in the final call to action`);
    }
    expect(repeated).toEqual([]);
  });

  it("/webhosting still makes its three claims: uptime, members and the guarantee", async () => {
    const body = mainText(await html("/webhosting"));
    for (const pattern of [CLAIMS.uptime, CLAIMS.members, CLAIMS["money-back guarantee"]]) expect(body).toMatch(pattern);
  });

  it("/sslcertificates tells of the free certificate the hosting plans promise before it sells the premium one", async () => {
    expect(mainText(await html("/webhosting"))).toContain("free SSL on every site");
    expect(mainText(await html("/sslcertificates"))).toContain("Every hosting plan already puts a free SSL certificate on every site.");
  });

  it("a price says what it buys: every sentence with the premium SSL price names the certificate", async () => {
    const main = byTag(parseHtml(await html("/sslcertificates")), "main")[0]!;
    const blocks = descendants(main).filter((el) => ["h1", "h2", "h3", "p", "li"].includes(el.tagName) && text(el).includes("$49.00"));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks)
      expect(text(block)).toMatch(/\$49\.00 (?:for|per|buys) (?:(?:one|a|the|each) )?(?:premium )?(?:SSL )?certificate|certificate (?:is|costs) \$49\.00/i);
  });
});

/** Labels the specification gives in their own case (docs/product.md §2), and names that keep their capitals. */
const SPEC_LABELS = ["Browse Templates", "CREATE SITE", "Use theme", "Preview theme", "Account Login", "Register", "Search", "Help Center"];
const PROPER = new RegExp(
  `^(?:Braveweb|Help|Center|PayPal|Visa|Mastercard|I|[A-Z]{2,}|[A-Z][a-z]*[A-Z]\\w*|\\d.*|${hostingTiers.map((t) => t.name).join("|")})$`,
);
/** People's names (the /about team) and the accolades' sources are names, not titles. */
const NAMES = new Set<string>([...aboutContent.team.members.map((m) => m.name), ...accolades.map((a) => a.source)]);

describe("sentence case on the marketing pages", () => {
  // Buttons and headings in sentence case, except the labels the specification gives in another case.
  it.each(marketingPages.map((r) => [r.path] as const))("%s: buttons and headings in sentence case", async (path) => {
    const main = byTag(parseHtml(await html(path)), "main")[0]!;
    const titled = descendants(main)
      .filter((el) => ["h2", "h3"].includes(el.tagName) || /\b(?:button|service-card__name)\b/.test(attr(el, "class") ?? ""))
      .map((el) => text(el).replace(/\s+/g, " ").trim())
      .filter((label) => !SPEC_LABELS.includes(label) && !NAMES.has(label))
      .filter((label) => {
        const words = label
          .replace(/^\d+\.\s*/, "")
          .split(" ")
          .slice(1);
        return words.some((word) => /^[A-Z]/.test(word) && !PROPER.test(word.replace(/[^\w$]/g, "")));
      });
    expect(titled).toEqual([]);
  });
});

describe("every final call to action says what a visitor weighs before signing up", () => {
  it.each(marketingPages.map((r) => [r.path] as const))("%s", async (path) => {
    const elements = parseHtml(await html(path));
    const list = elements.find((el) => attr(el, "class") === "final-cta__assurances");
    expect(list, `${path} has no promises under its final button`).toBeDefined();
    expect(byTag(descendants(list!), "li").map((li) => text(li))).toEqual(["Free to start", "30-day money-back on hosting", "99.9% uptime"]);
  });
});

describe("a panel's points are ticked, the ticks hidden from screen readers", () => {
  it.each(marketingPages.map((r) => [r.path] as const))("%s", async (path) => {
    const lists = parseHtml(await html(path)).filter((el) => attr(el, "class") === "panel__bullets");
    for (const item of lists.flatMap((list) => byTag(descendants(list), "li"))) {
      const tick = byTag(descendants(item), "svg")[0];
      expect(tick, text(item)).toBeDefined();
      expect(attr(tick!, "aria-hidden"), text(item)).toBe("true");
    }
  });
});

describe("the home hero says, under its buttons, how many have signed up and the refund window", () => {
  it("/", async () => {
    const elements = parseHtml(await html("/"));
    const hero = elements.find((el) => attr(el, "class") === "home-hero__content");
    const inHero = descendants(hero!);
    const list = inHero.find((el) => attr(el, "class") === "home-hero__proof");
    expect(byTag(descendants(list!), "li").map((li) => text(li))).toEqual(["15 million+ members", "30-day money-back on hosting"]);
    // After the buttons, in reading order.
    const actions = inHero.find((el) => attr(el, "class") === "home-hero__actions");
    expect(inHero.indexOf(list!)).toBeGreaterThan(inHero.indexOf(actions!));
  });
});

describe("a product that comes with the hosting plans names their lowest price under its hero button", () => {
  it.each([
    ["/emailhosting", "Included with every hosting plan, from $4.79/mo"],
    ["/sitebuilder", "Free to build; publish with a hosting plan from $4.79/mo"],
  ] as const)("%s", async (path, words) => {
    const elements = parseHtml(await html(path));
    const price = elements.find((el) => attr(el, "class") === "service-hero__price");
    expect(price && text(price)).toBe(words);
    // docs/product.md §9: the Basic plan's minimum, 479 cents a month, is the lowest.
    expect(Math.min(...hostingTiers.map((tier) => tier.minPrice))).toBe(479);
  });
});
