import { describe, expect, it } from "vitest";
import type { PanelDefinition, PanelLayout, ServicePageContent } from "../../content/marketing.ts";
import { LAYOUT_CODES } from "../../content/marketing.ts";
import { contactformsPage } from "../../content/pages/contactforms.ts";
import { countersitestatsPage } from "../../content/pages/countersitestats.ts";
import { guestbooksPage } from "../../content/pages/guestbooks.ts";
import { messageforumsPage } from "../../content/pages/messageforums.ts";
import { onlinecalendarsPage } from "../../content/pages/onlinecalendars.ts";
import { passwordprotectPage } from "../../content/pages/passwordprotect.ts";
import { photoalbumsPage } from "../../content/pages/photoalbums.ts";
import { sitebuilderPage } from "../../content/pages/sitebuilder.ts";
import { routeByName } from "../../content/routes.ts";

const PAGES: Record<string, ServicePageContent> = {
  contactforms: contactformsPage,
  onlinecalendars: onlinecalendarsPage,
  countersitestats: countersitestatsPage,
  messageforums: messageforumsPage,
  passwordprotect: passwordprotectPage,
  guestbooks: guestbooksPage,
  photoalbums: photoalbumsPage,
  sitebuilder: sitebuilderPage,
};
const ENTRIES = Object.entries(PAGES);

const CODE_TO_LAYOUT = new Map<unknown, PanelLayout>(
  Object.entries(LAYOUT_CODES).map(([layout, code]) => [code, layout as PanelLayout]),
);
const layoutOf = (panel: PanelDefinition): PanelLayout =>
  typeof panel.layout === "number" ? (CODE_TO_LAYOUT.get(panel.layout) as PanelLayout) : panel.layout;

/** Lowercase, with hyphens, slashes and underscores read as spaces: "heat-map" and "Heat map" match alike. */
const norm = (s: string) => s.toLowerCase().replace(/[-_/]+/g, " ");

/** Every string in a page, for claims that may sit anywhere in the copy. */
function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}
const pageText = (page: ServicePageContent) => allText(page).join("\n");

const panelLabels = (page: ServicePageContent) => page.panels.map((p) => norm(`${p.name} ${p.heading}`));
const featureLabels = (page: ServicePageContent) => page.features.items.map((f) => norm(f.name));

describe.each(ENTRIES)("service page content: %s", (routeName, page) => {
  it("has 4 to 8 panels with unique kebab-case names", () => {
    expect(page.panels.length).toBeGreaterThanOrEqual(4);
    expect(page.panels.length).toBeLessThanOrEqual(8);
    const names = page.panels.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("points every smooth-scroll call to action at a panel on the same page", () => {
    const names = new Set(page.panels.map((p) => p.name));
    for (const panel of page.panels) {
      if (panel.clickHandler) {
        expect(panel.clickHandler.type).toBe("smoothScroll");
        expect(names.has(panel.clickHandler.target), `${panel.name} -> ${panel.clickHandler.target}`).toBe(true);
        expect(panel.clickHandler.target).not.toBe(panel.name);
      }
    }
  });

  it("gives every side-by-side panel an svg illustration with alt text", () => {
    for (const panel of page.panels) {
      const layout = layoutOf(panel);
      expect(["CONTENT_LEFT", "CONTENT_RIGHT", "CONTENT_CENTER", "CONTENT_ONLY"]).toContain(layout);
      if (layout === "CONTENT_LEFT" || layout === "CONTENT_RIGHT") {
        expect(panel.assetName, panel.name).toBeTruthy();
        expect(panel.assetType, panel.name).toBe("svg");
        expect(panel.assetAlt?.trim().length ?? 0, panel.name).toBeGreaterThan(10);
      }
      if (panel.assetName) expect(panel.assetType, panel.name).toBe("svg");
    }
  });

  it("varies its layouts and uses a legacy numeric code at least once", () => {
    expect(new Set(page.panels.map(layoutOf)).size).toBeGreaterThanOrEqual(3);
    expect(page.panels.some((p) => typeof p.layout === "number")).toBe(true);
    expect(page.panels.some((p) => (p.classes ?? []).length > 0)).toBe(true);
  });

  it("has well-formed panels and calls to action", () => {
    for (const panel of page.panels) {
      expect(panel.heading.trim(), panel.name).not.toBe("");
      expect(panel.body.length, panel.name).toBeGreaterThanOrEqual(1);
      expect(panel.body.length, panel.name).toBeLessThanOrEqual(3);
      for (const paragraph of panel.body) expect(paragraph.trim().length, panel.name).toBeGreaterThan(20);
      if (panel.hasCTA) expect(panel.ctaLabel?.trim(), panel.name).toBeTruthy();
      if (panel.embed?.type === "card-container") expect(panel.embed.boxes).toHaveLength(3);
    }
    expect(page.panels.some((p) => p.hasCTA)).toBe(true);
  });

  it("has a hero, a lead that does not repeat the heading, a feature grid and a final call to action", () => {
    const route = routeByName(routeName);
    expect(page.lead.trim()).not.toBe("");
    expect(norm(page.lead)).not.toContain(norm(route.heading));
    expect(page.heroAlt.trim()).not.toBe("");
    expect(page.heroCta.trim()).not.toBe("");
    expect(page.features.heading.trim()).not.toBe("");
    expect(page.features.items.length).toBeGreaterThanOrEqual(6);
    expect(page.features.items.length).toBeLessThanOrEqual(13);
    const featureNames = page.features.items.map((f) => f.name);
    expect(new Set(featureNames).size).toBe(featureNames.length);
    for (const item of page.features.items) {
      // One sentence: a single terminal punctuation mark, at the end.
      expect(item.description, item.name).toMatch(/^[^.!?]+[.!?]$/);
    }
    expect(page.finalCta.heading.trim()).not.toBe("");
    expect(page.finalCta.body.trim()).not.toBe("");
    expect(page.finalCta.label.trim()).not.toBe("");
  });

  it("has finished, American-English copy", () => {
    const text = pageText(page);
    expect(text).not.toMatch(/lorem|ipsum|coming soon|todo|tbd/i);
    expect(text).not.toMatch(/\b(colour|organis|customis|favourite|centre|licence)/i);
  });
});

describe("required sections (SPEC §1, §2, §9)", () => {
  it("contact forms: a panel for style, attachments, storage, validation and drag and drop", () => {
    const labels = panelLabels(contactformsPage);
    for (const section of ["style", "attachments", "storage", "validation", "drag and drop"]) {
      expect(labels.some((l) => l.includes(section)), section).toBe(true);
    }
  });

  it("counters and stats: each of the nine sections as a panel or a feature item", () => {
    const labels = [...panelLabels(countersitestatsPage), ...featureLabels(countersitestatsPage)];
    const sections: Record<string, RegExp> = {
      stats: /\bstats\b/,
      "private/public": /private.*public|public.*private/,
      history: /history/,
      referrer: /referrer/,
      "heat map": /heat ?map/,
      traffic: /traffic/,
      counters: /counter/,
      "IP tracking": /\bip tracking\b/,
      "easy set-up": /easy set ?up/,
    };
    for (const [section, pattern] of Object.entries(sections)) {
      expect(labels.some((l) => pattern.test(l)), section).toBe(true);
    }
  });

  it("counters and stats: stats history up to 5 years", () => {
    expect(pageText(countersitestatsPage)).toContain("5 years");
  });

  it("password protect: install, management, stats, authentication panels and the feature garden", () => {
    const names = passwordprotectPage.panels.map((p) => p.name);
    for (const section of ["install", "management", "stats", "authentication"]) expect(names).toContain(section);
    expect(norm(passwordprotectPage.features.heading)).toContain("feature garden");
    expect(passwordprotectPage.finalCta.label.trim()).not.toBe("");
  });

  it("site builder: the 13 feature blocks in order", () => {
    const expected: RegExp[] = [
      /^ai\b/,
      /drag and drop/,
      /themes?/,
      /responsive/,
      /domains?/,
      /photo gallery/,
      /ecommerce/,
      /preview and share/,
      /edit style/,
      /blog/,
      /real time stats/,
      /\bseo\b/,
      /customer support/,
    ];
    const labels = featureLabels(sitebuilderPage);
    expect(labels).toHaveLength(13);
    expected.forEach((pattern, i) => expect(labels[i], `feature ${i + 1}`).toMatch(pattern));
  });

  it("site builder: 150,000 free stock photos and free accounts must upgrade to publish", () => {
    const text = pageText(sitebuilderPage);
    expect(text).toContain("150,000");
    expect(text).toMatch(/free stock photos/i);
    expect(text).toContain(
      "Free accounts can build and edit sites, but must upgrade to a paid plan to publish them live.",
    );
  });

  it("site builder: never names a brand, it is also shown for siteblocks", () => {
    expect(pageText(sitebuilderPage)).not.toMatch(/braveweb|siteblocks/i);
  });

  it("uses a smooth-scroll call to action and a three-box card container somewhere", () => {
    const panels = ENTRIES.flatMap(([, page]) => page.panels);
    expect(panels.some((p) => p.clickHandler?.type === "smoothScroll")).toBe(true);
    expect(panels.some((p) => p.embed?.type === "card-container" && p.embed.boxes.length === 3)).toBe(true);
  });
});
