import { describe, expect, it } from "vitest";
import type { PanelDefinition, ServicePageContent } from "../../content/marketing.ts";
import { servicePageContent, servicePageNames } from "../../content/pages/servicePages.ts";
import { DOMAIN_SEARCH_HERO_ID } from "../../content/domainSale.ts";
import { domainsPage } from "../../content/pages/domains.ts";
import { membersFigure } from "../../content/proof.ts";
import { plansIntro } from "../../content/hosting.ts";
import { routeByName, type PageRouteName } from "../../content/routes.ts";

/** Every service page of the registry (siteblocks shows the builder's page, so it is the same). */
const pages: Partial<Record<PageRouteName, ServicePageContent>> = Object.fromEntries(
  servicePageNames.filter((name) => name !== "siteblocks").map((name) => [name, servicePageContent(name)]),
);

/** docs/product.md §9 figures (and docs/product.md §2 topics) each page must mention somewhere in its copy. */
const requiredText: Record<string, readonly string[]> = {
  webhosting: [
    "99.9% uptime",
    "30 day money-back guarantee",
    "email accounts",
    "mysql databases",
    "ftp accounts",
    "bandwidth",
    "site builder",
    "upgrade",
    "publish",
  ],
  emailhosting: ["webmail", "spam filtering", "mobile"],
  domains: ["10% off the second domain", "20% off each domain beyond", "buying 2", "buying 3 or more"],
  sslcertificates: ["$49.00", "$10,000 warranty"],
  mailinglists: ["subscribers", "campaigns", "open tracking", "sign-up forms"],
  blogs: ["themes", "comments", "schedul", "site builder"],
  onlinestore: ["14 day free trial", "over 40 payment options"],
};

const DOMAIN_SECTIONS = [
  "Low cost",
  "Fast and secure",
  "Privacy",
  "Domain forwarding",
  "Theft protection",
  "Settings",
  "Management",
  "Transfers",
  "Support",
] as const;

const isCentered = (p: PanelDefinition): boolean => p.layout === "CONTENT_CENTER" || p.layout === "CONTENT_ONLY" || p.layout === 2;

function pageText(page: ServicePageContent): string {
  return JSON.stringify(page).toLowerCase();
}

describe.each(Object.entries(pages) as [PageRouteName, ServicePageContent][])("service page content: %s", (name, page) => {
  it("has panels with unique kebab-case names (how many is the page's own: the page renders each, tests/http/pages/marketingPages.test.ts)", () => {
    expect(page.panels.length).toBeGreaterThan(0);
    const names = page.panels.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("points every smooth-scroll call to action at a panel on the same page (or its search hero)", () => {
    const names = new Set([...page.panels.map((p) => p.name), ...(page.searchHero ? [DOMAIN_SEARCH_HERO_ID] : [])]);
    for (const panel of page.panels) {
      if (panel.clickHandler) {
        expect(panel.clickHandler.type).toBe("smoothScroll");
        expect(names.has(panel.clickHandler.target), `${panel.name} -> ${panel.clickHandler.target}`).toBe(true);
        expect(panel.clickHandler.target).not.toBe(panel.name);
      }
    }
  });

  it("gives every side-by-side panel an svg illustration with alt text", () => {
    for (const panel of page.panels.filter((p) => !isCentered(p))) {
      expect(panel.assetName, panel.name).toBeTruthy();
      expect(panel.assetType, panel.name).toBe("svg");
      expect(panel.assetAlt?.trim().length ?? 0, panel.name).toBeGreaterThan(10);
    }
  });

  it("fills every panel with a heading and 1 to 3 paragraphs, and labels every call to action", () => {
    for (const panel of page.panels) {
      expect(panel.heading.trim(), panel.name).not.toBe("");
      expect(panel.body.length, panel.name).toBeGreaterThanOrEqual(1);
      expect(panel.body.length, panel.name).toBeLessThanOrEqual(3);
      for (const paragraph of panel.body) expect(paragraph.trim(), panel.name).not.toBe("");
      if (panel.hasCTA) expect(panel.ctaLabel?.trim(), panel.name).toBeTruthy();
    }
  });

  it("uses a legacy numeric layout code in at least one panel and varies layouts", () => {
    expect(page.panels.some((p) => typeof p.layout === "number")).toBe(true);
    expect(new Set(page.panels.map((p) => p.layout)).size).toBeGreaterThanOrEqual(3);
  });

  it("has a hero, a lead that does not repeat the heading, a feature grid and a final call to action", () => {
    const route = routeByName(name);
    expect(page.lead.trim()).not.toBe("");
    expect(page.lead.toLowerCase()).not.toContain(route.heading.toLowerCase());
    expect(page.heroAlt.trim()).not.toBe("");
    expect(page.heroCta.trim()).not.toBe("");
    expect(page.features.heading.trim()).not.toBe("");
    expect(page.features.items.length).toBeGreaterThanOrEqual(6);
    expect(page.features.items.length).toBeLessThanOrEqual(13);
    const itemNames = page.features.items.map((i) => i.name);
    expect(new Set(itemNames).size).toBe(itemNames.length);
    for (const item of page.features.items) expect(item.description.trim(), item.name).not.toBe("");
    expect(page.finalCta.heading.trim()).not.toBe("");
    expect(page.finalCta.body.trim()).not.toBe("");
    expect(page.finalCta.label.trim()).not.toBe("");
  });

  it("contains the figures and topics the specification requires", () => {
    // A page with hosting plans says what their intro says (content/hosting.ts) above the cards.
    const text = pageText(page) + (page.hostingPlans ? plansIntro.toLowerCase() : "");
    for (const phrase of requiredText[name] ?? []) expect(text, phrase).toContain(phrase.toLowerCase());
  });

  it("contains no placeholder copy", () => {
    expect(pageText(page)).not.toMatch(/lorem|ipsum|coming soon|todo|tbd/);
  });
});

describe("service page content across pages", () => {
  it("web hosting sets its uptime as proof, and the home page's band says the members figure (content/proof.ts)", () => {
    expect(pages.webhosting?.proof?.facts).toContain("uptime");
    expect(`${membersFigure.lead} ${membersFigure.value} ${membersFigure.label}`.toLowerCase()).toContain("over 15 million members");
  });

  const all = Object.values(pages);

  it("uses a card-container embed with three boxes somewhere, and none with fewer than two", () => {
    const cards = all.flatMap((p) => p.panels).flatMap((p) => (p.embed?.type === "card-container" ? [p.embed] : []));
    expect(cards.some((c) => c.boxes.length === 3)).toBe(true);
    for (const c of cards) expect(c.boxes.length).toBeGreaterThanOrEqual(2);
  });

  it("uses a smooth-scroll call to action somewhere", () => {
    expect(all.some((p) => p.panels.some((panel) => panel.clickHandler?.type === "smoothScroll"))).toBe(true);
  });

  it("uses accent, force-dark, half-bottom and flush-bottom classes", () => {
    const classes = new Set(all.flatMap((p) => p.panels).flatMap((p) => p.classes ?? []));
    for (const c of ["accent", "force-dark", "half-bottom", "flush-bottom"] as const) expect(classes.has(c), c).toBe(true);
  });
});

describe("domains page", () => {
  it("has a panel or feature item for each of the nine sections of the specification", () => {
    const names = [...domainsPage.features.items.map((i) => i.name), ...domainsPage.panels.map((p) => p.heading)].map((n) => n.toLowerCase());
    for (const section of DOMAIN_SECTIONS) expect(names, section).toContain(section.toLowerCase());
  });

  it("embeds the domain availability checker (docs/product.md §2): as its hero, or in a panel", () => {
    expect(domainsPage.searchHero === true || domainsPage.panels.some((p) => p.embed?.type === "domain-availability-checker")).toBe(true);
  });
});
