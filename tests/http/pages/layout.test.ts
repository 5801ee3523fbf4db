import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { primaryNav, toolGroups } from "../../../content/navigation.ts";
import { concretePath, pageRoutes, routeByName, type Section } from "../../../content/routes.ts";
import { attr, byTag, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

async function page(url: string): Promise<Element[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBeLessThan(500);
  return parseHtml(res.body);
}

function linkTo(elements: Element[], label: string): Element | undefined {
  return byTag(elements, "a").find((a) => text(a).trim() === label);
}

function inHeader(elements: Element[], label: string): Element | undefined {
  const header = byTag(elements, "header")[0];
  return header ? collect(header).find((el) => el.tagName === "a" && text(el).trim() === label) : undefined;
}

/** The visible name of each highlighted section's header link. */
const SECTION_LINK: Record<Section, string> = {
  home: "Braveweb home",
  webhosting: "Web Hosting",
  sitebuilder: "Site Builder",
  mailinglists: "Mailing Lists",
  domains: "Domains",
};

const TOOLS: ReadonlySet<string> = new Set(toolGroups.flatMap((group) => group.routes));

describe("highlighted section", () => {
  const fullLayout = pageRoutes.filter((r) => r.layout === "full" && !r.brandable);
  it.each(fullLayout.map((r) => [concretePath(r), r.name, r.section] as const))(
    "%s highlights its section or its tool, nothing else",
    async (path, name, section) => {
      const elements = await page(path);
      const header = byTag(elements, "header")[0]!;
      const current = collect(header).filter((el) => el.tagName === "a" && attr(el, "aria-current"));
      const summary = collect(header).find((el) => el.tagName === "summary")!;
      const marked = (attr(summary, "class") ?? "").split(" ").includes("is-current");
      if (section) {
        expect(current.map((a) => text(a).trim())).toEqual([SECTION_LINK[section]]);
      } else if (TOOLS.has(name)) {
        // A page under More tools: its own link in the dropdown is the page, and More tools is marked.
        const own = current.map((a) => collect(a).find((el) => attr(el, "class") === "nav-dropdown__name"));
        expect(own.map((el) => el && text(el))).toEqual([routeByName(name).label]);
        expect(current.map((a) => attr(a, "aria-current"))).toEqual(["page"]);
      } else {
        expect(current).toEqual([]);
      }
      expect(marked).toBe(TOOLS.has(name));
    },
  );

  it("More tools lists the paid services first, then the free web tools, each once, with its icon and its line", async () => {
    const elements = await page("/");
    const menu = byTag(elements, "div").find((el) => attr(el, "class") === "nav-dropdown__menu")!;
    const groups = collect(menu).filter((el) => attr(el, "class") === "nav-dropdown__group");
    expect(groups.map((group) => text(collect(group).find((el) => el.tagName === "p")!))).toEqual(["Services", "Free web tools"]);
    const names = (group: Element) =>
      collect(group)
        .filter((el) => attr(el, "class") === "nav-dropdown__name")
        .map(text);
    expect(names(groups[0]!)).toEqual(["Email Hosting", "Online Store", "SSL Certificates"]);
    expect(names(groups[1]!)).toEqual([
      "Blogs",
      "Contact Forms",
      "Online Calendars",
      "Counters & Site Stats",
      "Message Forums",
      "Password Protect",
      "Guestbooks",
      "Photo Albums",
    ]);
    for (const link of groups.flatMap((group) => collect(group).filter((el) => el.tagName === "a"))) {
      expect(collect(link).some((el) => el.tagName === "svg")).toBe(true);
      const line = collect(link).find((el) => attr(el, "class") === "nav-dropdown__line");
      expect(text(line!).length).toBeGreaterThan(20);
    }
    // Every service page docs/product.md §2 lists is one click from the bar: a section or a tool.
    const services = pageRoutes.filter((r) => r.page === "service").map((r) => r.name);
    const reachable = new Set<string>([...primaryNav, ...TOOLS]);
    expect(services.filter((name) => !reachable.has(name))).toEqual([]);
  });

  it("highlights Site Builder on the templates gallery, as a section rather than the page", async () => {
    const elements = await page("/sitebuilder/templates");
    const link = linkTo(elements, "Site Builder");
    expect(attr(link!, "aria-current")).toBe("true");
    const own = await page("/sitebuilder");
    expect(attr(linkTo(own, "Site Builder")!, "aria-current")).toBe("page");
  });
});

function collect(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    out.push(el);
    for (const child of el.childNodes) if ("tagName" in child) visit(child);
  };
  visit(root);
  return out;
}

describe("account links carry the query", () => {
  it("Account Login and Register keep the carried parameters", async () => {
    const elements = await page(
      "/webhosting?from=hosting&cart_hash=0123456789abcdef0123456789abcdef&template_id=7&type=domain&redirect_to=%2Fx&brand=braveweb&utm_source=ad",
    );
    const expected = "from=hosting&cart_hash=0123456789abcdef0123456789abcdef&template_id=7&type=domain&redirect_to=%2Fx&brand=braveweb";
    expect(attr(linkTo(elements, "Account Login")!, "href")).toBe(`/login?${expected}`);
    expect(attr(linkTo(elements, "Register")!, "href")).toBe(`/register?${expected}`);
  });

  it("without a query they are plain", async () => {
    const elements = await page("/about");
    expect(attr(linkTo(elements, "Account Login")!, "href")).toBe("/login");
    expect(attr(linkTo(elements, "Register")!, "href")).toBe("/register");
  });

  it("the Templates link goes to the gallery for siteblocks", async () => {
    expect(attr(linkTo(await page("/"), "Templates")!, "href")).toBe("/sitebuilder/templates?from=siteblocks");
  });
});

describe("siteblocks variant", () => {
  it.each([
    "/sitebuilder?brand=siteblocks",
    "/sitebuilder?from=siteblocks",
    "/sitebuilder/templates?from=siteblocks",
    "/siteblocks?brand=siteblocks",
    "/siteblocks/templates?from=siteblocks",
  ])("%s shows the siteblocks header and logo", async (url) => {
    const elements = await page(url);
    const logo = byTag(elements, "a").find((a) => attr(a, "class")?.includes("logo"));
    expect(attr(logo!, "class")).toContain("logo--siteblocks");
    expect(text(logo!)).toContain("Siteblocks");
    expect(inHeader(elements, "Web Hosting")).toBeUndefined();
  });

  it.each(["/sitebuilder", "/sitebuilder?brand=other", "/about?brand=siteblocks", "/webhosting?from=siteblocks"])("%s keeps the usual header", async (url) => {
    const elements = await page(url);
    const logo = byTag(elements, "a").find((a) => attr(a, "class")?.split(" ").includes("logo"));
    expect(attr(logo!, "class")).toBe("logo");
    expect(attr(inHeader(elements, "Web Hosting")!, "href")).toBe("/webhosting");
  });
});

describe("layouts", () => {
  it.each(["/login", "/register", "/lostpassword"])("%s is bare: logo only, collapsed footer", async (url) => {
    const elements = await page(url);
    expect(byTag(elements, "nav").some((n) => attr(n, "aria-label") === "Main")).toBe(false);
    const footer = byTag(elements, "footer")[0]!;
    expect(attr(footer, "class")).toContain("site-footer--collapsed");
    expect(linkTo(elements, "Web Hosting")).toBeUndefined();
  });

  it("?nowrap drops header and footer", async () => {
    const elements = await page("/webhosting?nowrap=1");
    expect(byTag(elements, "header")).toHaveLength(0);
    expect(byTag(elements, "footer")).toHaveLength(0);
    expect(byTag(elements, "h1")).toHaveLength(1);
  });

  it.each(["/domains/search", "/domains/search/results/bakery"])("%s hides the footer", async (url) => {
    const elements = await page(url);
    expect(byTag(elements, "footer")).toHaveLength(0);
    expect(byTag(elements, "header")).toHaveLength(1);
  });

  it("the footer has its three columns, the description and this year's copyright", async () => {
    const elements = await page("/about");
    const headings = byTag(elements, "h2").map(text);
    expect(headings).toEqual(expect.arrayContaining(["Services", "Contact", "Company"]));
    const footerText = text(byTag(elements, "footer")[0]!);
    expect(footerText).toContain(`© ${new Date().getUTCFullYear()} Braveweb`);
    for (const label of [
      "Support Center",
      "Webmail",
      "Advertisers",
      "Report Abuse",
      "About Us",
      "Web Design",
      "Marketing & SEO",
      "Sitemap",
      "Terms of Service",
      "Privacy Policy",
    ]) {
      expect(footerText).toContain(label);
    }
  });

  it("the header lists the top bar of docs/product.md §2 in order", async () => {
    const elements = await page("/about");
    const nav = byTag(elements, "nav").find((n) => attr(n, "aria-label") === "Main")!;
    const labels = collect(nav)
      .filter((el) => el.tagName === "a" || el.tagName === "summary")
      .map((el) => text(el).trim())
      .filter((label) => label);
    expect(labels.slice(0, 5)).toEqual(["Web Hosting", "Site Builder", "Mailing Lists", "Domains", "More tools"]);
    // The links to other hosts say so: their text ends with the off-site words.
    const away = (label: string) => `${label} (opens another site)`;
    // My account is there too, hidden until the signed-in flag shows it (content/signedInFlag.ts).
    expect(labels.slice(-7)).toEqual([away("Features"), "Templates", away("Help Center"), away("Contact"), "Account Login", "Register", "My account"]);
  });

  it("the mobile toggle is a labelled button that opens the menu as a popover without JavaScript", async () => {
    const elements = await page("/");
    const toggle = byTag(elements, "button").find((b) => attr(b, "popovertarget") === "site-menu")!;
    expect(attr(toggle, "type")).toBe("button");
    expect(text(toggle).trim()).toBe("Menu");
    expect(
      byTag(elements, "nav")
        .find((n) => attr(n, "id") === "site-menu")
        ?.attrs.find((a) => a.name === "popover")?.value,
    ).toBe("auto");
  });

  it("the cookie banner is rendered hidden with its title, privacy link, Reject, Accept and close", async () => {
    const elements = await page("/");
    const banner = byTag(elements, "section").find((s) => attr(s, "class") === "cookie-banner")!;
    expect(attr(banner, "hidden")).toBe("");
    expect(text(banner)).toContain("Cookie Policy");
    expect(collect(banner).some((el) => el.tagName === "a" && attr(el, "href") === "/privacy-policy")).toBe(true);
    expect(
      collect(banner)
        .filter((el) => el.tagName === "button")
        .map((b) => attr(b, "data-action")),
    ).toEqual(["reject", "accept", "close"]);
  });
});
