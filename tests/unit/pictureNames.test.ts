import { describe, expect, it } from "vitest";
import { homeContent } from "../../content/pages/home.ts";
import { servicePageContentOf, servicePageNames } from "../../content/pages/servicePages.ts";
import { screenByName } from "../../views/screens/registry.tsx";

/** Every picture a page names, with the page that names it. */
function namedPictures(): Array<{ page: string; name: string }> {
  const named: Array<{ page: string; name: string }> = [
    ...homeContent.heroImages.map((image) => ({ page: "home", name: image.name })),
    ...homeContent.panels.flatMap((panel) => (panel.assetName ? [{ page: "home", name: panel.assetName }] : [])),
  ];
  for (const page of servicePageNames) {
    const content = servicePageContentOf(page);
    if (!content) continue;
    named.push({ page, name: content.heroAsset });
    for (const panel of content.panels) if (panel.assetName) named.push({ page, name: panel.assetName });
  }
  return named;
}

describe("pictures by name (views/screens/)", () => {
  it("gives every name a page uses its product screen", () => {
    const missing = namedPictures().filter(({ name }) => !(name in screenByName));
    expect(missing).toEqual([]);
  });

  it("keeps no screen that no page shows", () => {
    const used = new Set(namedPictures().map(({ name }) => name));
    // Share cards draw a page's picture too (views/social/renderShareCards.tsx): their names are pages' names.
    const unused = Object.keys(screenByName).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
