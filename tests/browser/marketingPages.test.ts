import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostingTiers, tierHighlights } from "../../content/hosting.ts";
import type { PanelDefinition } from "../../content/marketing.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { homeContent } from "../../content/pages/home.ts";
import { servicePageContent } from "../../content/pages/servicePages.ts";
import { accolades } from "../../content/proof.ts";
import { concretePath, pageRoutes, type PageRoute } from "../../content/routes.ts";
import { DESKTOP, MOBILE } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/**
 * How long a marketing page may be on a phone: nine screens of 375 × 740, with every title of the
 * content docs/product.md §2 gives the page still on it. Nine is what we ask of a visitor's thumb: far enough
 * to read every section once, short enough that the final call to action and the footer come
 * while the page still holds their attention. On a phone every other panel shows its drawing
 * (client/styles/marketing.css, the phones block): a readable drawing in every panel made the
 * longest pages nearly ten screens.
 */
const PHONE_SCREENS = 9;
const PHONE_LIMIT = PHONE_SCREENS * 740;

const MARKETING_PAGES = new Set(["home", "service", "sitebuilder", "about"]);
const marketingRoutes = pageRoutes.filter((route) => MARKETING_PAGES.has(route.page));

const panelTitles = (panels: readonly PanelDefinition[]) =>
  panels.flatMap((panel) => [panel.heading, ...(panel.embed?.type === "card-container" ? panel.embed.boxes.map((box) => box.title) : [])]);

/** The titles a page's content gives it: panels and their cards, features, services, accolades, people. */
function titlesOf(route: PageRoute): string[] {
  if (route.page === "home") return [...panelTitles(homeContent.panels), ...homeContent.services.items.map((item) => item.name)];
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

/**
 * Every marketing page in one browser context of these options: `inPage` runs in each page and
 * names what is wrong there; the answer is each problem prefixed with its page's path.
 */
async function problemsOnEveryMarketingPage(options: BrowserContextOptions, inPage: () => string[]): Promise<string[]> {
  const context = await suite.browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  for (const route of marketingRoutes) {
    const path = concretePath(route);
    await page.goto(suite.server.url(path));
    for (const problem of await page.evaluate(inPage)) problems.push(`${path}: ${problem}`);
  }
  await context.close();
  return problems;
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

  it("on a phone the plan comparison is one tap away, and scrolls inside its own box with its row names held", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    const table = page.locator(".compare-table");
    await expect.poll(() => table.isVisible()).toBe(false);
    await page.getByText("Compare every plan in detail").click();
    await expect.poll(() => table.isVisible()).toBe(true);
    await expect(page.getByText("Swipe the table sideways to see every plan.").isVisible()).resolves.toBe(true);
    const box = page.locator(".plan-compare .table-scroll");
    const widths = await box.evaluate((el) => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      box: el.clientWidth,
      table: el.scrollWidth,
    }));
    expect(widths.page, "the page itself does not scroll sideways").toBeLessThanOrEqual(widths.screen);
    expect(widths.table, "the table is wider than its box").toBeGreaterThan(widths.box);
    await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const held = await page
      .locator(".compare-table th[scope=row]", { hasText: "Monthly bandwidth" })
      .evaluate((th, boxLeft) => Math.round(th.getBoundingClientRect().left - boxLeft), await box.evaluate((el) => el.getBoundingClientRect().left));
    expect(held, "the row name stays at the box's left edge").toBe(0);
    await expect(page.locator(".compare-table thead th", { hasText: "Corporate" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("at 1280 px the plan comparison opens to the whole table, no sideways scrolling", () => {
  it("a click on the summary shows every column within its box", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    await page.getByText("Compare every plan in detail").click();
    const box = page.locator(".plan-compare .table-scroll");
    await expect.poll(() => box.isVisible()).toBe(true);
    const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(page.getByText("Swipe the table sideways to see every plan.").isVisible()).resolves.toBe(false);
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
        // docs/product.md §9: Corporate alone is on sale, with its badge.
        expect(await card.locator(".tier__badge").allInnerTexts()).toEqual(tier.onSale ? ["On sale"] : []);
        // What the sale saves, from docs/product.md §9's two prices (1019 against 1699): 40%.
        expect(await card.locator(".tier__saving").allInnerTexts()).toEqual(tier.onSale ? ["Save 40%"] : []);
        // One loud button: the plan on sale's is filled, the others outlined.
        const filled = await card.locator("a.button").evaluate((a) => getComputedStyle(a).backgroundColor !== "rgba(0, 0, 0, 0)");
        expect(filled, tier.name).toBe(Boolean(tier.onSale));
      }
      // The awkward sentence of the review is gone.
      expect(await page.locator("main").innerText()).not.toContain("how much of each your tier includes");
      await context.close();
    });
  }
});

describe("hosting plans: buttons in line without blank space, and on a phone a pager over the swiped cards", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px no plan card holds a blank block over 40 px, before its button or anywhere else`, async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.server.url("/webhosting"));
      const cards = await page.locator(".tier").evaluateAll((els) =>
        els.map((card) => {
          const style = getComputedStyle(card);
          const bottom = card.getBoundingClientRect().bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom);
          const parts = Array.from(card.children)
            .filter((el) => getComputedStyle(el).position !== "absolute" && el.getClientRects().length > 0)
            .map((el) => ({ name: el.className || el.tagName, box: el.getBoundingClientRect() }));
          // Each space between one part's foot and the next part's top, and after the last part.
          const blanks = parts.map((part, i) => ({
            after: part.name,
            px: Math.round((i + 1 < parts.length ? parts[i + 1]!.box.top : bottom) - part.box.bottom),
          }));
          return {
            name: card.querySelector(".tier__name")?.textContent,
            widest: blanks.filter((b) => b.px > 40),
            button: card.querySelector(".button")!.getBoundingClientRect().top,
          };
        }),
      );
      expect(cards.map((c) => ({ name: c.name, widest: c.widest }))).toEqual(cards.map((c) => ({ name: c.name, widest: [] })));
      // The buttons still line up across the cards.
      expect(Math.max(...cards.map((c) => c.button)) - Math.min(...cards.map((c) => c.button))).toBeLessThanOrEqual(2);
      await context.close();
    });
  }

  it("at 375 px a pager names the three plans and marks the one in view; a tap on it brings the on-sale plan into view", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(suite.server.url("/webhosting"));
    const links = page.locator(".tier-pager a");
    const current = () => links.evaluateAll((els) => els.filter((el) => el.matches(":target-current")).map((el) => el.textContent));
    const inView = (id: string) =>
      page.locator(`#${id}`).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.top < window.innerHeight;
      });
    await expect(links.allTextContents()).resolves.toEqual(hostingTiers.map((tier) => (tier.onSale ? `${tier.name} (on sale)` : tier.name)));
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).resolves.toEqual(["#plan-basic", "#plan-advanced", "#plan-corporate"]);
    await expect.poll(current).toEqual(["Basic"]);
    const sale = hostingTiers.find((tier) => tier.onSale)!;
    await links.filter({ hasText: sale.name }).tap();
    await expect.poll(() => inView(`plan-${sale.id.toLowerCase()}`)).toBe(true);
    await expect.poll(current).toEqual([`${sale.name} (on sale)`]);
    // The pager stays on screen above the card it brought into view, clear of the header.
    const [pager, header] = await Promise.all([page.locator(".tier-pager").boundingBox(), page.locator(".site-header").boundingBox()]);
    expect(pager!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    await context.close();
  });
});

describe("proof", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px the home page shows the members figure as a designed band with the four accolades as wordmarks`, async () => {
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
          // Each name set as a wordmark: larger than the body's words, whole on its line, in a setting of its own.
          marks: Array.from(el.querySelectorAll(".accolade__source")).map((item) => {
            const style = getComputedStyle(item);
            const box = item.getBoundingClientRect();
            return {
              source: item.textContent,
              set: parseFloat(style.fontSize) > parseFloat(getComputedStyle(document.body).fontSize) && box.right <= el.getBoundingClientRect().right,
              setting: `${style.fontFamily}|${style.fontStyle}|${style.fontWeight}|${style.textTransform}`,
            };
          }),
        };
      });
      expect(look.text.replace(/\s+/g, " ")).toMatch(/Over ?15 million ?members/i);
      // A band of its own color, with the figure set well above the body text: not a line of copy.
      expect(look.background).not.toBe(look.pageBackground);
      expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
      expect(look.figureSize).toBeGreaterThanOrEqual(2.5 * look.bodySize);
      expect(look.marks.map(({ source, set }) => ({ source, set }))).toEqual(accolades.map((a) => ({ source: a.source, set: true })));
      expect(new Set(look.marks.map((m) => m.setting)).size).toBe(accolades.length);
      await context.close();
    });
  }

  it("/about shows the same accolades as wordmarks, with what each source is, and no generic icons", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    const items = await page.locator(".accolades li").evaluateAll((els) =>
      els.map((el) => ({
        source: el.querySelector("strong")?.textContent,
        wordmark: Boolean(el.querySelector("strong.wordmark")),
        note: Boolean(el.querySelector(".accolade__note")?.textContent),
        icon: Boolean(el.querySelector("svg, .feature-icon")),
      })),
    );
    expect(items).toEqual(accolades.map((a) => ({ source: a.source, wordmark: true, note: true, icon: false })));
    await context.close();
  });
});

/** The pages of the outside review's layout findings, and every marketing page for the checks that walk them all. */
const REVIEWED = ["/", "/webhosting", "/about", "/sitebuilder"];

describe("accolades: each wordmark whole and apart", () => {
  for (const options of [DESKTOP, MOBILE]) {
    for (const path of ["/", "/about", "/webhosting"]) {
      it(`at ${options.viewport?.width} px ${path} shows each source's name whole, inside the screen, overlapping no other`, async () => {
        const context = await suite.browser.newContext(options);
        const page = await context.newPage();
        await page.goto(suite.server.url(path));
        const items = await page.locator("main .accolade__source").evaluateAll((els) => {
          const boxes = els.map((el) => el.getBoundingClientRect());
          return els.map((el, i) => {
            const r = boxes[i]!;
            const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3;
            const apart = boxes.every((o, j) => j === i || o.right <= r.left || o.left >= r.right || o.bottom <= r.top || o.top >= r.bottom);
            return { source: el.textContent, whole: r.left >= 0 && r.right <= window.innerWidth && r.height <= lineHeight * 2.1 && apart };
          });
        });
        expect(items).toEqual(accolades.map((a) => ({ source: a.source, whole: true })));
        await context.close();
      });
    }
  }
});

describe("dark bands use their width", () => {
  it("at 1280 px every dark band of every marketing page has content in its right half", async () => {
    const problems = await problemsOnEveryMarketingPage(DESKTOP, () =>
      // A page's proof band of figures is on white (not a dark band); the home page's is dark.
      Array.from(document.querySelectorAll("main .panel--force-dark, main .proof-band:not(.proof-band--facts)"))
        .filter((band) => {
          const inner = band.querySelector(".container")!.getBoundingClientRect();
          const middle = inner.left + inner.width / 2;
          const leaves = Array.from(band.querySelectorAll("svg, p, li, h2, h3, dl, a"));
          return !leaves.some((el) => {
            const r = el.getBoundingClientRect();
            return r.left >= middle - 1 && r.width >= 80 && r.height >= 20;
          });
        })
        .map((band) => `the dark band ${band.id || band.className} leaves its right half empty`),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("grids and lists keep the page's measure", () => {
  it("at 1280 px every grid of cards outside a split panel spans its section's frame, and bullets read at the size of the words beside them", async () => {
    const problems = await problemsOnEveryMarketingPage(DESKTOP, () => {
      const found: string[] = [];
      for (const grid of Array.from(document.querySelectorAll<HTMLElement>("main .card-container, main .feature-grid__list, main .service-grid__list"))) {
        // Beside a picture, a grid shares the row with it by design.
        if (grid.closest(".panel__inner")?.querySelector(".panel__media")) continue;
        const frame = grid.closest(".container")!;
        const style = getComputedStyle(frame);
        const width = frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const own = grid.getBoundingClientRect().width;
        if (own < width - 1) found.push(`${grid.className.split(" ")[0]} is ${Math.round(own)} px of ${Math.round(width)}`);
      }
      for (const item of Array.from(document.querySelectorAll<HTMLElement>("main .panel__bullets li"))) {
        const text = item.closest(".panel__content")?.querySelector(".panel__text");
        if (text && getComputedStyle(item).fontSize !== getComputedStyle(text).fontSize) {
          found.push(`a bullet at ${getComputedStyle(item).fontSize} beside words at ${getComputedStyle(text).fontSize}`);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("/about is laid out across the page", () => {
  it("at 1280 px its story and facts sit in two columns", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    const layout = await page.evaluate(() => {
      const container = document.querySelector("main .about")!.getBoundingClientRect();
      const blocks = Array.from(document.querySelectorAll("main .about > *:not(.team)")).map((el) => el.getBoundingClientRect());
      return { middle: container.left + container.width / 2, right: container.right, lefts: blocks.map((b) => b.left), rights: blocks.map((b) => b.right) };
    });
    // Something starts in the right half, and the text reaches within 10% of the container's right edge.
    expect(Math.max(...layout.lefts)).toBeGreaterThanOrEqual(layout.middle - 1);
    expect(Math.max(...layout.rights)).toBeGreaterThan(layout.right - (layout.right - layout.middle) * 0.2);
    await context.close();
  });

  it("at 375 px it is one column", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/about"));
    const lefts = await page.locator("main .about > *").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await context.close();
  });
});

describe("home: the domain search column", () => {
  it("at 1280 px starts level with the sale card beside it, not centred against it", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.url("/"));
    const tops = await page.evaluate(() => {
      const inner = document.querySelector(".home-domains__inner")!;
      return Array.from(inner.children).map((el) => Math.round(el.getBoundingClientRect().top));
    });
    expect(tops.length).toBe(2);
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThanOrEqual(4);
    await context.close();
  });
});

describe("cards in a row start their titles at the same height", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px on every marketing page`, async () => {
      const problems = await problemsOnEveryMarketingPage(options, () => {
        const out: string[] = [];
        for (const grid of Array.from(document.querySelectorAll("main .feature-grid__list, main .service-grid__list, main .card-container"))) {
          const byRow = new Map<number, Array<{ title: string; top: number }>>();
          for (const item of Array.from(grid.children)) {
            const title = item.querySelector(".feature-grid__name, .service-card__name, .card-container__title");
            if (!title || title.getClientRects().length === 0) continue;
            // A bento's tile two rows tall (views/blocks/balancedGrid.ts) is no card of a row.
            if (getComputedStyle(item).gridRowStart === "span 2") continue;
            const row = Math.round(item.getBoundingClientRect().top);
            byRow.set(row, [...(byRow.get(row) ?? []), { title: title.textContent ?? "", top: title.getBoundingClientRect().top }]);
          }
          for (const titles of byRow.values()) {
            const tops = titles.map((t) => t.top);
            if (Math.max(...tops) - Math.min(...tops) > 2) out.push(titles.map((t) => `${t.title}@${Math.round(t.top)}`).join(", "));
          }
        }
        return out;
      });
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe("section illustrations on a phone", () => {
  // A sensible minimum: 280 px, three quarters of a 375 px phone, where a drawing's details still read.
  it("at 375 px every panel and hero drawing shown is at least 280 px wide, and one left out leaves no gap", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of REVIEWED) {
      await page.goto(suite.server.url(path));
      const small = await page.evaluate(() => {
        // The picture is the media's own <svg>; a phone inside a product screen is an <svg> of its own.
        return Array.from(document.querySelectorAll("main .panel__media > svg, main .service-hero__media > svg"))
          .filter((svg) => svg.getClientRects().length > 0)
          .map((svg) => ({ label: svg.getAttribute("aria-label")?.slice(0, 40), width: Math.round(svg.getBoundingClientRect().width), min: 280 }))
          .filter((d) => d.width < d.min);
      });
      for (const d of small) problems.push(`${path}: "${d.label}" is ${d.width} px wide (under ${d.min})`);
      // A panel whose drawing a phone leaves out keeps no room for it: its words follow its heading.
      const gaps = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main .panel__media"))
          .filter((media) => media.getClientRects().length === 0)
          .map((media) => {
            const heading = media.closest(".panel")!.querySelector(".panel__heading")!;
            const next = heading.nextElementSibling!;
            return { heading: heading.textContent, gap: Math.round(next.getBoundingClientRect().top - heading.getBoundingClientRect().bottom) };
          })
          .filter((d) => d.gap > 16),
      );
      for (const d of gaps) problems.push(`${path}: ${d.gap} px between "${d.heading}" and its words`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});

describe("headings never break a line at a hyphen", () => {
  for (const options of [DESKTOP, MOBILE]) {
    it(`at ${options.viewport?.width} px on every marketing page`, async () => {
      const problems = await problemsOnEveryMarketingPage(options, () => {
        const out: string[] = [];
        for (const heading of Array.from(document.querySelectorAll("main h1, main h2, main h3"))) {
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const value = node.nodeValue ?? "";
            for (let i = value.indexOf("-"); i >= 0 && i < value.length - 1; i = value.indexOf("-", i + 1)) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const hyphen = range.getBoundingClientRect();
              range.setStart(node, i + 1);
              range.setEnd(node, i + 2);
              const next = range.getBoundingClientRect();
              if (next.top > hyphen.top + hyphen.height / 2) out.push(`"${heading.textContent ?? ""}"`);
            }
          }
        }
        return out;
      });
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe("the hero", () => {
  /** Which hero frames the browser renders (a frame still skipped is not visible to checkVisibility). */
  const rendered = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll(".hero-cycle__frame > svg")).map((svg) => svg.checkVisibility()));

  it("lays out only the first screen during the load, and each of the others when its turn comes", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url("/"), { waitUntil: "load" });
    expect(await rendered(page)).toEqual([true, false, false]);
    // Seek the frames' animations to 5 s and then 10 s: frame 2's turn, then frame 3's.
    for (const [at, expected] of [
      [5_000, [true, true, false]],
      [10_000, [true, true, true]],
    ] as const) {
      await page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          if ((animation.effect as KeyframeEffect | null)?.target?.closest(".hero-cycle")) {
            animation.pause();
            animation.currentTime = time;
          }
        }
      }, at);
      expect(await rendered(page)).toEqual(expected);
    }
    // Every frame keeps the first one's place: nothing below the hero moves when a screen appears.
    const heights = await page.evaluate(() =>
      Array.from(document.querySelectorAll(".hero-cycle__frame")).map((f) => Math.round(f.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);
    await context.close();
  });

  it("holds the first screen still for a visitor who asks for reduced motion", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(suite.server.url("/"), { waitUntil: "load" });
    expect(await rendered(page)).toEqual([true, false, false]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".hero-cycle__frame--1")!).opacity)).toBe("1");
    await context.close();
  });
});
