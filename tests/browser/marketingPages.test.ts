import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostingTiers, tierHighlights } from "../../content/hosting.ts";
import type { PanelDefinition } from "../../content/marketing.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { homeContent } from "../../content/pages/home.ts";
import { servicePageContent } from "../../content/pages/servicePages.ts";
import { accolades } from "../../content/proof.ts";
import { concretePath, pageRoutes, routeByName, type PageRoute } from "../../content/routes.ts";
import { DESKTOP, MOBILE } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** How long a marketing page may be on a phone: nine screens of 375 × 740, so a visitor reaches its end. */
const PHONE_SCREENS = 9;
const PHONE_LIMIT = PHONE_SCREENS * 740;

const MARKETING_PAGES = new Set(["home", "service", "sitebuilder", "about"]);
const marketingRoutes = pageRoutes.filter((route) => MARKETING_PAGES.has(route.page));

const panelTitles = (panels: readonly PanelDefinition[]) =>
  panels.flatMap((panel) => [panel.heading, ...(panel.embed?.type === "card-container" ? panel.embed.boxes.map((box) => box.title) : [])]);

/** The titles a page's content gives it: panels and their cards, features, services, accolades, people. */
function titlesOf(route: PageRoute): string[] {
  if (route.page === "home") return [...panelTitles(homeContent.panels), ...homeContent.services.items.map((item) => routeByName(item.route).label)];
  if (route.page === "about")
    return [
      ...aboutContent.sections.map((s) => s.heading),
      ...aboutContent.accolades.items.map((a) => a.source),
      ...aboutContent.team.members.map((m) => m.name),
    ];
  const content = servicePageContent(route.name);
  return [...panelTitles(content.panels), ...content.features.items.map((item) => item.name)];
}

/** Each title that is neither on show nor folded in a closed disclosure whose summary shows. */
function missingTitles(page: Page, titles: string[]) {
  return page.evaluate((wanted) => {
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const elements = Array.from(document.querySelectorAll("main h2, main h3, main strong, main span, main a, main li"));
    return wanted.filter((title) => {
      const matches = elements.filter((el) => el.textContent?.trim() === title);
      return !matches.some((el) => {
        if (shown(el)) return true;
        const folded = el.closest("details:not([open])");
        const summary = folded?.querySelector(":scope > summary");
        return Boolean(summary && shown(summary));
      });
    });
  }, titles);
}

describe("phones: marketing pages end within nine screens with nothing left out", () => {
  it(`every marketing page at 375 × 740 is at most ${PHONE_LIMIT} px long and still shows every title of its content`, async () => {
    expect(marketingRoutes.length).toBeGreaterThan(15);
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of marketingRoutes) {
      const path = concretePath(route);
      await page.goto(suite.server.url(path));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > PHONE_LIMIT) problems.push(`${path} is ${height} px long (${(height / 740).toFixed(1)} screens)`);
      const titles = titlesOf(route);
      if (titles.length < 4) problems.push(`${path}: its content gave only ${titles.length} titles`);
      for (const title of await missingTitles(page, titles)) problems.push(`${path}: "${title}" is not on the page`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a phone the plan comparison is one tap away: the disclosure opens to every plan's card", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    const cards = page.locator(".plan-card");
    await expect.poll(() => cards.first().isVisible()).toBe(false);
    await page.getByText("Compare everything each plan includes").click();
    await expect.poll(() => cards.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)).toBe(4);
    await context.close();
  });
});

describe("plan cards list what each plan includes", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px each plan's card shows its key limits and features from the plan data`, async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.server.url("/webhosting"));
      for (const tier of hostingTiers) {
        const card = page.locator(".tier", { has: page.locator(".tier__name", { hasText: tier.name }) });
        const { limits, extras } = tierHighlights(tier.id);
        const rows = await card.locator(".tier__limit").allInnerTexts();
        expect(rows.map((row) => row.replace(/\s+/g, " ").trim())).toEqual(limits.map((l) => `${l.label} ${l.value}`));
        const listed = await card.locator(".tier__extra").allInnerTexts();
        expect(listed.map((t) => t.replace(/^✓\s*/, "").replace(/New$/, "").trim())).toEqual(extras.map((f) => f.name));
        // SPEC §9: Corporate alone is on sale, with its badge.
        expect(await card.locator(".tier__badge").allInnerTexts()).toEqual(tier.onSale ? ["On sale"] : []);
      }
      // The awkward sentence of the review is gone.
      expect(await page.locator("main").innerText()).not.toContain("how much of each your tier includes");
      await context.close();
    });
  }
});

describe("proof", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px the home page shows the members figure as a designed band with the four accolade marks`, async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.server.url("/"));
      const band = page.locator(".proof-band");
      await expect.poll(() => band.isVisible()).toBe(true);
      const look = await band.evaluate((el) => {
        const figure = el.querySelector(".proof-band__value");
        const body = getComputedStyle(document.body);
        return {
          text: el.textContent ?? "",
          background: getComputedStyle(el).backgroundColor,
          pageBackground: body.backgroundColor,
          figureSize: figure ? parseFloat(getComputedStyle(figure).fontSize) : 0,
          bodySize: parseFloat(body.fontSize),
          marks: Array.from(el.querySelectorAll(".accolade")).map((item) => {
            const svg = item.querySelector("svg.accolade-mark");
            const box = svg?.getBoundingClientRect();
            return {
              source: item.querySelector(".accolade__source")?.textContent,
              drawn: Boolean(svg && box && box.width >= 40 && svg.querySelectorAll("path, polygon, circle").length >= 3),
            };
          }),
        };
      });
      expect(look.text.replace(/\s+/g, " ")).toMatch(/Over ?15 million ?members/i);
      // A band of its own color, with the figure set well above the body text: not a line of copy.
      expect(look.background).not.toBe(look.pageBackground);
      expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
      expect(look.figureSize).toBeGreaterThanOrEqual(2.5 * look.bodySize);
      expect(look.marks).toEqual(accolades.map((a) => ({ source: a.source, drawn: true })));
      await context.close();
    });
  }

  it("/about shows the same accolade marks, not generic icons", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    const items = await page.locator(".accolades li").evaluateAll((els) =>
      els.map((el) => ({
        source: el.querySelector("strong")?.textContent,
        mark: Boolean(el.querySelector("svg.accolade-mark")),
        icon: Boolean(el.querySelector(".feature-icon")),
      })),
    );
    expect(items).toEqual(accolades.map((a) => ({ source: a.source, mark: true, icon: false })));
    await context.close();
  });
});
