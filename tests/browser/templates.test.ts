import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();
const GALLERY = "/sitebuilder/templates";
/** The preview bar's most on a phone: two rows of 44 px targets (Back, the name, CREATE SITE; then the sizes) and their padding. */
const PHONE_BAR = 120;

/** How a picture reads: how many colours it has, and what share of its pixels carry a hue (not white, grey or black). */
interface Colours {
  distinct: number;
  coloured: number;
}

/**
 * Decodes a PNG screenshot in a blank page (no CSP, an untainted canvas) and counts its
 * colours, quantised to 4 bits a channel so anti-aliasing alone cannot make a picture look rich.
 */
async function colours(browser: Browser, png: Buffer): Promise<Colours> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (base64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        seen.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
        if (Math.max(r, g, b) - Math.min(r, g, b) > 6) coloured += 1;
      }
      return { distinct: seen.size, coloured: coloured / (data.length / 4) };
    }, png.toString("base64"));
  } finally {
    await page.close();
  }
}

/** The words a page shows, in order: tags dropped, whitespace collapsed. */
function shownText(markup: string): string {
  const start = markup.indexOf("<body");
  const end = markup.indexOf("</body>");
  return markup
    .slice(start, end)
    .split("<")
    .map((piece) => piece.slice(piece.indexOf(">") + 1))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

async function cardsOf(page: Page): Promise<Locator> {
  await page.goto(suite.server.url(GALLERY));
  const cards = page.locator(".theme-card");
  await cards.first().waitFor();
  return cards;
}

/** Waits until every thumbnail of the gallery has loaded (lazy ones are scrolled to), and says whether each drew. */
async function loadAll(cards: Locator): Promise<number[]> {
  const count = await cards.count();
  const widths: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const img = cards.nth(i).locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
    widths.push(await img.evaluate((el: HTMLImageElement) => el.naturalWidth));
  }
  return widths;
}

describe("template gallery thumbnails", () => {
  it("are pictures of the sample sites: every one draws, in colour, with the sample's own words", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const cards = await cardsOf(page);
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(24);
    expect((await loadAll(cards)).every((width) => width > 0)).toBe(true);

    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const name = (await card.locator(".theme-card__name").textContent())!.trim();
      const img = card.locator("img");
      await img.scrollIntoViewIfNeeded();
      const seen = await colours(suite.browser, await img.screenshot());
      expect(seen.distinct, `${name}: colours in the thumbnail`).toBeGreaterThanOrEqual(40);
      expect(seen.coloured, `${name}: share of coloured pixels`).toBeGreaterThanOrEqual(0.1);

      // The thumbnail holds the sample site's page, word for word.
      const src = (await img.getAttribute("src"))!;
      const previewHref = (await card.locator(".theme-card__name a").getAttribute("href"))!;
      const id = previewHref.split("/").pop()!;
      const svg = await (await fetch(new URL(src, suite.server.url("/")))).text();
      const sample = await (await fetch(suite.server.url(`/asset-host/sample/${id}`))).text();
      expect(svg, name).toContain("<foreignObject");
      expect(shownText(svg), name).toBe(shownText(sample));
      expect(shownText(sample), name).toContain(name.replaceAll("&", "&amp;"));
    }
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
    // Every one of the gallery's pictures is loaded, drawn and read: minutes on a busy machine.
  }, 240_000);

  it("open the preview when clicked, picture or name, with JavaScript (the dialog) and without (the preview page)", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const cards = await cardsOf(page);
    const third = cards.nth(2);
    const name = (await third.locator(".theme-card__name").textContent())!.trim();
    await third.locator("img").click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    await expect(dialog.locator("h2").textContent()).resolves.toBe(name);
    await dialog.getByRole("button", { name: "Back to templates" }).click();
    await expect(dialog.count()).resolves.toBe(0);
    await third.getByRole("link", { name, exact: true }).click();
    await dialog.waitFor();
    await expect(dialog.locator("h2").textContent()).resolves.toBe(name);
    await context.close();

    const noScript = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const plainCards = await cardsOf(plain);
    await plainCards.nth(2).locator("img").click();
    await plain.waitForURL(/\/sitebuilder\/templates\/preview\/\d+$/);
    await expect(plain.locator("h1").textContent()).resolves.toContain(name);
    await noScript.close();
  });
});

describe("the builder's page", () => {
  it("shows real sample sites of the gallery, the gallery's own pictures, each opening its preview, at 1280 and 375 px, with and without JavaScript", async () => {
    const gallery = await suite.browser.newContext(DESKTOP);
    const cards = await cardsOf(await gallery.newPage());
    const galleryShots = await cards.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    await gallery.close();

    for (const [viewport, shown] of [
      [DESKTOP, 6],
      [MOBILE, 4],
    ] as const) {
      for (const javaScriptEnabled of [true, false]) {
        const context = await suite.browser.newContext({ ...viewport, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(suite.server.url("/sitebuilder"));
        const samples = page.locator(".theme-showcase__item");
        await expect(samples.count()).resolves.toBe(6);
        const visible = samples.filter({ visible: true });
        await expect(visible.count()).resolves.toBe(shown);
        const pictures = visible.locator("img");
        for (let i = 0; i < shown; i += 1) {
          const img = pictures.nth(i);
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
          expect(galleryShots).toContain(await img.getAttribute("src"));
        }
        const first = visible.first();
        // The name as shown, without the words only a screen reader hears.
        const name = (await first.locator(".theme-showcase__name").evaluate((el) => el.firstChild?.textContent ?? "")).trim();
        await first.locator("img").click();
        await page.waitForURL(/\/sitebuilder\/templates\/preview\/\d+/);
        await expect(page.locator("h1").textContent()).resolves.toContain(name);
        await context.close();
      }
    }
  });
});

/** The preview dialog's measures: the bar's height, the frame's shown size and the pressed viewport. */
async function measurePreview(page: Page): Promise<{ bar: number; frameHeight: number; frameWidth: number; pressed: string | null; closeButtons: number }> {
  const dialog = page.locator("dialog[open]");
  await dialog.waitFor();
  await page.frameLocator("dialog[open] iframe").locator("h1").waitFor();
  const bar = (await dialog.locator(".theme-preview__bar").boundingBox())!;
  const frame = (await dialog.locator("iframe").boundingBox())!;
  return {
    bar: bar.height,
    frameHeight: frame.height,
    frameWidth: frame.width,
    pressed: await dialog.locator('[aria-pressed="true"]').getAttribute("data-viewport"),
    closeButtons: await dialog.getByRole("button", { name: "Close", exact: true }).count(),
  };
}

describe("template preview dialog", () => {
  it("on a phone opens in the phone view, under a two-row bar, the sample filling the screen; Back is the one way out", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const cards = await cardsOf(page);
    await cards.first().getByRole("link", { name: "Preview theme" }).click();
    const shown = await measurePreview(page);
    expect(shown.pressed).toBe("phone_portrait");
    // Two rows of 44 px targets: Back, the name and CREATE SITE, then the sizes.
    expect(shown.bar).toBeLessThanOrEqual(PHONE_BAR);
    expect(shown.frameHeight).toBeGreaterThanOrEqual(0.7 * 740);
    expect(shown.frameWidth).toBeGreaterThanOrEqual(360);
    expect(shown.closeButtons).toBe(0);
    // The desktop view on a phone is zoomed out to fit, and still fills the screen's height, not a strip.
    await page.locator("dialog[open]").getByRole("button", { name: "Desktop" }).click();
    await expect.poll(async () => (await measurePreview(page)).pressed).toBe("desktop");
    expect((await measurePreview(page)).frameHeight).toBeGreaterThanOrEqual(0.7 * 740);
    await page.locator("dialog[open]").getByRole("button", { name: "Back to templates" }).click();
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await context.close();
  });

  it("on a desktop opens in the desktop view, the sample filling the window under the bar", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const cards = await cardsOf(page);
    await cards.first().getByRole("link", { name: "Preview theme" }).click();
    const shown = await measurePreview(page);
    expect(shown.pressed).toBe("desktop");
    expect(shown.bar).toBeLessThanOrEqual(64);
    expect(shown.frameHeight).toBeGreaterThanOrEqual(0.7 * 800);
    expect(shown.closeButtons).toBe(0);
    await context.close();
  });
});

describe("template preview page without JavaScript", () => {
  /** Which size the bar shows as chosen: the one drawn filled in. */
  async function highlighted(page: Page): Promise<string[]> {
    return page
      .locator(".theme-preview__viewport")
      .evaluateAll((links) =>
        links.filter((link) => getComputedStyle(link).backgroundColor !== "rgba(0, 0, 0, 0)").map((link) => (link as HTMLElement).dataset.viewport!),
      );
  }

  it("fits the screen when no size is asked for: the phone view on a phone, under a two-row bar; the desktop view wider", async () => {
    const phone = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await phone.newPage();
    await page.goto(suite.server.url("/sitebuilder/templates/preview/113"));
    await page.frameLocator("iframe").locator("h1").waitFor();
    await expect(highlighted(page)).resolves.toEqual(["phone_portrait"]);
    expect((await page.locator(".theme-preview__bar").boundingBox())!.height).toBeLessThanOrEqual(PHONE_BAR);
    const frame = (await page.locator("iframe").boundingBox())!;
    expect(frame.width).toBeGreaterThanOrEqual(360);
    expect(frame.height).toBeGreaterThanOrEqual(0.7 * 740);
    await expect(
      page
        .frameLocator("iframe")
        .locator("body")
        .evaluate((body) => body.clientWidth),
    ).resolves.toBeLessThanOrEqual(375);
    await phone.close();

    const desktop = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const wide = await desktop.newPage();
    await wide.goto(suite.server.url("/sitebuilder/templates/preview/113"));
    await wide.frameLocator("iframe").locator("h1").waitFor();
    await expect(highlighted(wide)).resolves.toEqual(["desktop"]);
    await expect(
      wide
        .frameLocator("iframe")
        .locator("body")
        .evaluate((body) => body.clientWidth),
    ).resolves.toBeGreaterThanOrEqual(1200);
    await desktop.close();
  });
});

describe("Use theme", () => {
  it("reaches sign-up naming the theme, its picture drawn, with a way back to the gallery: with and without JavaScript, at 375 and 1280 px", async () => {
    for (const [options, javaScriptEnabled] of [
      [MOBILE, true],
      [DESKTOP, true],
      [DESKTOP, false],
    ] as const) {
      const context = await suite.browser.newContext({ ...options, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(suite.server.url(GALLERY));
      await page.getByRole("link", { name: "Use theme Harbor Café" }).click();
      // With JavaScript the sign-up dialog opens over the gallery; without it, the sign-up page.
      if (javaScriptEnabled) await page.locator("dialog[open]").waitFor();
      else {
        await page.waitForURL(/\/register\?/);
        expect(new URL(page.url()).searchParams.get("template_id")).toBe("101");
      }
      const chosen = page.locator(".chosen-theme");
      await expect(chosen.innerText()).resolves.toMatch(/You’re starting with\s+Harbor Café/);
      const img = chosen.locator("img");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(chosen.isVisible()).resolves.toBe(true);
      await chosen.getByRole("link", { name: "Change theme" }).click();
      if (javaScriptEnabled) await page.locator("dialog[open]").waitFor({ state: "detached" });
      else await page.waitForURL((url) => url.pathname === GALLERY && url.searchParams.get("from") === "bravesites");
      expect(new URL(page.url()).pathname).toBe(GALLERY);
      await context.close();
    }
  });
});

describe("the gallery's search and categories", () => {
  /** The names of the cards a visitor sees, and the count the page says. */
  async function seen(page: Page): Promise<{ names: string[]; count: string }> {
    const names = await page.locator(".theme-card:visible .theme-card__name").allTextContents();
    return { names: names.map((n) => n.trim()), count: (await page.locator(".gallery-count").textContent())!.trim() };
  }

  it("without JavaScript: a category, a search and the empty state are pages of their own, by the GET form", async () => {
    const context = await suite.browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url(GALLERY));
    await page
      .getByRole("navigation", { name: "Template categories" })
      .getByRole("link", { name: /^Store/ })
      .click();
    await page.waitForURL(/category=store/);
    await expect(seen(page)).resolves.toEqual({ names: ["Copper Kettle Goods", "Petal & Stem", "Trailhead Outfitters"], count: "3 templates in Store" });
    await page.getByRole("searchbox").fill("petal");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=petal/);
    expect(new URL(page.url()).searchParams.get("category")).toBe("store");
    await expect(seen(page)).resolves.toEqual({ names: ["Petal & Stem"], count: "1 template for “petal” in Store" });
    await page.getByRole("searchbox").fill("submarine");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=submarine/);
    await expect(seen(page)).resolves.toEqual({
      names: ["Copper Kettle Goods", "Petal & Stem", "Trailhead Outfitters"],
      count: "No template matches “submarine” in Store; these are close:",
    });
    await page.getByRole("link", { name: /Show all \d+ templates/ }).click();
    await page.waitForURL((url) => url.search === "");
    expect((await seen(page)).names.length).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  it("with JavaScript the search box shows what the server shows for the same words: accents, trades, any order, the nearest themes", async () => {
    const queries = ["cafe", "CAFÉ", "coffee", "shop", "flowers shop", "bread", "cofee", "xqzv"];
    const plain = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const served = new Map<string, { names: string[]; count: string }>();
    const noJs = await plain.newPage();
    for (const q of queries) {
      await noJs.goto(suite.server.url(`${GALLERY}?q=${encodeURIComponent(q)}`));
      served.set(q, await seen(noJs));
    }
    await plain.close();
    expect(served.get("cafe")!.names).toEqual(["Harbor Café"]);
    expect(served.get("coffee")!.names).toEqual(["Harbor Café"]);
    expect(served.get("shop")!.names).toEqual(["Copper Kettle Goods", "Petal & Stem", "Trailhead Outfitters"]);
    expect(served.get("xqzv")!.count).toBe("No template matches “xqzv”; these are close:");
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url(GALLERY));
    const box = page.getByRole("searchbox");
    await box.focus();
    await islandReady(page, "theme-gallery");
    for (const q of queries) {
      await box.fill("");
      await box.pressSequentially(q);
      const expected = served.get(q)!;
      await expect.poll(async () => (await seen(page)).count, { message: q }).toBe(expected.count);
      expect((await seen(page)).names, q).toEqual(expected.names);
      await expect(page.locator(".gallery-empty").isVisible(), q).resolves.toBe(expected.count.startsWith("No template"));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with JavaScript refines the cards in place: no navigation, the count and the address follow", async () => {
    const context = await suite.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url(GALLERY));
    const all = (await seen(page)).names.length;
    // A mark on this document: a reload or a navigation would lose it (replaceState keeps it).
    await page.evaluate(() => Object.assign(window, { galleryVisit: "first" }));
    const box = page.getByRole("searchbox");
    await box.focus();
    await islandReady(page, "theme-gallery");
    await box.pressSequentially("bakery");
    await expect.poll(async () => (await seen(page)).count).toBe("1 template for “bakery”");
    expect((await seen(page)).names).toEqual(["Rise & Crumb Bakery"]);
    expect(new URL(page.url()).search).toBe("?q=bakery");
    await box.fill("");
    await page
      .getByRole("navigation", { name: "Template categories" })
      .getByRole("link", { name: /^Restaurant/ })
      .click();
    await expect.poll(async () => (await seen(page)).count).toBe("2 templates in Restaurant");
    expect((await seen(page)).names).toEqual(["Harbor Café", "Rise & Crumb Bakery"]);
    expect(new URL(page.url()).search).toBe("?category=restaurant");
    await expect(page.locator('.gallery-filter[aria-current="page"]').getAttribute("data-category")).resolves.toBe("restaurant");
    // Each card shown names the chip it is under, then its trade when that is another word.
    await expect(page.locator(".theme-card:not([hidden]) .theme-card__kind").allTextContents()).resolves.toEqual(["Restaurant", "Restaurant · Bakery"]);
    await box.fill("zzz");
    await expect.poll(() => page.locator(".gallery-empty").isVisible()).toBe(true);
    await page.getByRole("link", { name: /Show all \d+ templates/ }).click();
    await expect.poll(async () => (await seen(page)).names.length).toBe(all);
    expect(new URL(page.url()).search).toBe("");
    await expect(box.inputValue()).resolves.toBe("");
    await expect(page.evaluate(() => (window as unknown as { galleryVisit?: string }).galleryVisit)).resolves.toBe("first");
    // The address it wrote gives the same gallery when loaded.
    await page.goto(suite.server.url(`${GALLERY}?category=restaurant`));
    expect((await seen(page)).names).toEqual(["Harbor Café", "Rise & Crumb Bakery"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone loads the phone-shaped pictures, at their own size (no shift), and the desktop ones on a desktop", async () => {
    for (const [viewport, shape] of [
      [MOBILE, /\/screenshots\/\d+-phone\.svg$/],
      [DESKTOP, /\/screenshots\/\d+\.svg$/],
    ] as const) {
      const context = await suite.browser.newContext(viewport);
      const page = await context.newPage();
      await page.goto(suite.server.url(GALLERY));
      const img = page.locator(".theme-card img").first();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(shape);
      const box = (await img.boundingBox())!;
      const ratio = viewport === MOBILE ? 520 / 390 : 480 / 640;
      expect(Math.abs(box.height / box.width - ratio)).toBeLessThan(0.01);
      await context.close();
    }
  });

  it("on a phone with JavaScript draws the first row's pictures during the load and each later one as its card comes into view, in the place kept for it", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/screenshots/")) fetched.push(request.url());
    });
    await page.goto(suite.server.url(GALLERY), { waitUntil: "load" });
    const cards = page.locator(".theme-card");
    const count = await cards.count();
    // Each picture's frame, laid out (a card far from view is sized by its estimate until then).
    const heights = () => page.locator(".theme-card__frame").evaluateAll((all) => all.map((frame) => Math.round(frame.getBoundingClientRect().height)));
    const before = await heights();
    // Whatever the browser wanted to fetch at this scroll position, it has.
    await page.waitForLoadState("networkidle");
    expect(fetched).toHaveLength(2);
    expect(await page.locator(".theme-card[data-later]").count()).toBe(count - 2);
    // The visitor scrolls down the gallery: each card's picture is drawn once it is in view.
    for (let i = 0; i < count; i += 2) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(new Set(fetched).size).toBe(count);
    expect(await heights()).toEqual(before);
    await context.close();
  });

  it("at 375 px the preview bar shows the theme's whole name, on the page and in the dialog, in a bar of two short rows", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    /** Whether the name's box holds all of its text, and how the bar measures. */
    const whole = (scope: string) =>
      page.locator(`${scope} .theme-preview__title`).evaluate((el) => ({
        text: el.textContent,
        fits: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
        ellipsis: getComputedStyle(el).textOverflow === "ellipsis",
      }));
    for (const [id, name] of [
      [105, "Copper Kettle Goods"],
      [110, "Silver Lantern Photography"],
      [122, "Museum of Small Things"],
    ] as const) {
      await page.goto(suite.server.url(`/sitebuilder/templates/preview/${id}`));
      await expect(whole(".theme-preview")).resolves.toEqual({ text: `Template preview: ${name}`, fits: true, ellipsis: false });
      // The visible part of the heading is the name alone, wrapped rather than cut.
      const shown = await page.locator(".theme-preview__title").evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.lastChild!);
        const box = range.getBoundingClientRect();
        const own = el.getBoundingClientRect();
        return box.right <= own.right + 1 && box.left >= own.left - 1;
      });
      expect(shown, name).toBe(true);
      expect((await page.locator(".theme-preview__bar").boundingBox())!.height, name).toBeLessThanOrEqual(PHONE_BAR);
    }
    await page.goto(suite.server.url(GALLERY));
    const card = page.locator(".theme-card").filter({ hasText: "Silver Lantern Photography" });
    await card.getByRole("link", { name: /Preview theme/ }).click();
    await page.locator("dialog[open]").waitFor();
    await expect(whole("dialog[open]")).resolves.toEqual({ text: "Silver Lantern Photography", fits: true, ellipsis: false });
    expect((await page.locator("dialog[open] .theme-preview__bar").boundingBox())!.height).toBeLessThanOrEqual(PHONE_BAR);
    await context.close();
  });
});

/** Each control of the open preview's bar: its size, and whether a word of it shows (not only an icon, not only words for screen readers). */
async function previewControls(page: Page, scope: string): Promise<{ name: string; width: number; height: number; worded: boolean }[]> {
  return page.locator(`${scope} .theme-preview__bar`).evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>("a, button")].map((control) => {
      const box = control.getBoundingClientRect();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      let worded = false;
      for (let node = walker.nextNode(); node && !worded; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden, [aria-hidden='true']")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const shown = range.getBoundingClientRect();
        worded = shown.width > 8 && shown.height > 8;
      }
      return { name: control.textContent.trim(), width: box.width, height: box.height, worded };
    }),
  );
}

function tooSmall(controls: Awaited<ReturnType<typeof previewControls>>): string[] {
  return controls
    .filter((c) => c.width < 44 || c.height < 44 || !c.worded)
    .map((c) => `${c.name} ${Math.round(c.width)}×${Math.round(c.height)}${c.worded ? "" : " (no word shown)"}`);
}

describe("the preview with JavaScript is a page of its own too", () => {
  it("opening pushes the preview's address; the browser's Back closes it on the gallery as it was; Forward reopens; the dialog's Back leaves no entry", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url(`${GALLERY}?category=business`));
    const card = page.locator(".theme-card:visible").nth(4);
    const link = card.getByRole("link", { name: /^Preview theme/ });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const entries = await page.evaluate(() => history.length);
    const href = new URL((await link.getAttribute("href"))!, page.url()).href;
    await link.click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    await page.waitForURL(href);
    // Focus is in the dialog, which is named by the theme.
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).resolves.toBe(true);
    await expect(dialog.getAttribute("aria-labelledby").then((id) => page.locator(`#${id}`).textContent())).resolves.toBe(
      (await card.locator(".theme-card__name").textContent())!.trim(),
    );
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(new URL(page.url()).searchParams.get("category")).toBe("business");
    await expect(page.locator(".theme-card:visible").count()).resolves.toBe(8);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    // Focus is back on the card's Preview link, though a tap focused nothing.
    await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.goForward();
    await dialog.waitFor();
    expect(page.url()).toBe(href);
    // The sizes switch in place; the address says which.
    await dialog.getByRole("button", { name: "Desktop" }).click();
    await expect(dialog.locator("iframe").getAttribute("width")).resolves.toBe("1280");
    expect(new URL(page.url()).searchParams.get("viewport")).toBe("desktop");
    await dialog.getByRole("button", { name: "Back to templates" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    // Open, Back, Forward and close: the history holds the gallery and the preview it can return to, nothing more.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries + 1);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("at 375 px a shared preview address loads the preview page, every control 44×44 px with its word showing, and the dialog's too", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.server.url("/sitebuilder/templates/preview/110"));
    await page.frameLocator("iframe").locator("h1").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toContain("Silver Lantern Photography");
    expect(tooSmall(await previewControls(page, ".theme-preview"))).toEqual([]);
    await page.getByRole("link", { name: "Tablet" }).click();
    await page.waitForURL(/viewport=tablet_portrait$/);
    await expect(page.locator("iframe").getAttribute("width")).resolves.toBe("768");
    await page.getByRole("link", { name: "Back to templates" }).click();
    await page.waitForURL((url) => url.pathname === GALLERY);

    await page
      .locator(".theme-card")
      .first()
      .getByRole("link", { name: /^Preview theme/ })
      .click();
    await page.locator("dialog[open]").waitFor();
    expect(tooSmall(await previewControls(page, "dialog[open]"))).toEqual([]);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });
});

describe("the gallery on a phone", () => {
  it("at 375×740 is two columns, under 6000 px tall, the search box in sight or one tap away at the bottom; nothing scrolls sideways at 320 px", async () => {
    const context = await suite.browser.newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(suite.server.url(GALLERY));
    const cards = page.locator(".theme-card");
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y, "two cards share a row").toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    // Cards far below are laid out only as they near the screen: scroll to the end until the height settles.
    let height = 0;
    for (let settled = -1; settled !== height;) {
      settled = height;
      height = await page.evaluate(async () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.documentElement.scrollHeight;
      });
    }
    expect(height).toBeLessThan(6000);
    // At the foot of the page the search bar has gone up with the gallery: one tap brings it back, on screen, nothing over it.
    const box = page.getByRole("searchbox");
    const inSight = () =>
      box.evaluate((input) => {
        const r = input.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === input;
      });
    await expect(inSight()).resolves.toBe(false);
    await page.getByRole("link", { name: "Search templates" }).click();
    await expect.poll(inSight).toBe(true);
    await expect(box.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    // Back up in the gallery, the bar is stuck under the header, in sight.
    await page.locator(".theme-card").nth(20).scrollIntoViewIfNeeded();
    await expect.poll(inSight).toBe(true);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
    await context.close();
  });
});
