import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../content/routes.ts";
import { renderShareCards, type ShareCardImage } from "../../views/social/renderShareCards.tsx";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, TOKEN_COLORS } from "../../views/social/ShareCard.tsx";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's first chunk, which must be IHDR (PNG spec §5.2, §11.2.2). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("share cards", () => {
  let cards: ShareCardImage[];
  beforeAll(async () => {
    // Real rendering: satori lays the cards out, resvg draws them.
    cards = await renderShareCards();
  });

  it("draws one card for every page of the route table", () => {
    expect(cards.map((c) => c.route).sort()).toEqual(pageRoutes.map((r) => r.name).sort());
  });

  it("draws every card at the Open Graph size, 1200 × 630", () => {
    expect([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]).toEqual([1200, 630]);
    for (const card of cards) expect(pngSize(card.png), card.route).toEqual({ width: 1200, height: 630 });
  });

  it("gives each page its own card", () => {
    const png = (route: string) => cards.find((c) => c.route === route)?.png;
    const home = png("home");
    const login = png("login");
    expect(cards.map((c) => c.route)).toEqual(expect.arrayContaining(["home", "login"]));
    expect(pngSize(home!)).toEqual({ width: 1200, height: 630 });
    expect(home!.equals(login!)).toBe(false);
    expect(new Set(cards.map((c) => c.png.toString("base64"))).size).toBe(cards.length);
  });

  it("paints with the colors of the site's design tokens", () => {
    // The card copies them (satori and resvg know no custom properties); base.css is the source.
    const css = readFileSync(new URL("../../client/styles/base.css", import.meta.url), "utf8");
    for (const [name, color] of Object.entries(TOKEN_COLORS)) {
      expect(css, name).toMatch(new RegExp(`${name}:\\s*${color};`, "i"));
    }
  });
});
