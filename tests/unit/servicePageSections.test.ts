import { describe, expect, it } from "vitest";
import type { ServicePageContent } from "../../content/marketing.ts";
import { contactformsPage } from "../../content/pages/contactforms.ts";
import { countersitestatsPage } from "../../content/pages/countersitestats.ts";
import { guestbooksPage } from "../../content/pages/guestbooks.ts";
import { messageforumsPage } from "../../content/pages/messageforums.ts";
import { onlinecalendarsPage } from "../../content/pages/onlinecalendars.ts";
import { passwordprotectPage } from "../../content/pages/passwordprotect.ts";
import { photoalbumsPage } from "../../content/pages/photoalbums.ts";
import { sitebuilderPage } from "../../content/pages/sitebuilder.ts";

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

describe("required sections (docs/product.md §1, §2, §9)", () => {
  it("contact forms: a panel for style, attachments, storage, validation and drag and drop", () => {
    const labels = panelLabels(contactformsPage);
    for (const section of ["style", "attachments", "storage", "validation", "drag and drop"]) {
      expect(
        labels.some((l) => l.includes(section)),
        section,
      ).toBe(true);
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
      expect(
        labels.some((l) => pattern.test(l)),
        section,
      ).toBe(true);
    }
  });

  it("counters and stats: stats history up to 5 years", () => {
    expect(pageText(countersitestatsPage)).toContain("5 years");
  });

  it("password protect: install, management, stats, authentication panels and the feature garden", () => {
    const names = passwordprotectPage.panels.map((p) => p.name);
    for (const section of ["install", "management", "stats", "authentication"]) expect(names).toContain(section);
    // The specification's "feature garden" is the features section; its name is the spec's, not a heading for visitors.
    expect(passwordprotectPage.features.items.length).toBeGreaterThanOrEqual(6);
    expect(norm(passwordprotectPage.features.heading)).not.toContain("garden");
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
    expect(text).toContain("Free accounts can build and edit sites, but must upgrade to a paid plan to publish them live.");
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
