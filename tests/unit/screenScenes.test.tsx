import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SCENES, type SceneName } from "../../content/scenes.ts";
import { Illustration } from "../../views/blocks/Illustration.tsx";
import { Scene } from "../../views/screens/kit.tsx";

/** The ids a markup defines and the ids its paints and clips refer to. */
function references(markup: string) {
  const ids = Array.from(markup.matchAll(/\sid="([^"]+)"/g), (m) => m[1]);
  const used = Array.from(markup.matchAll(/url\(#([^)]+)\)/g), (m) => m[1]);
  return { ids, used };
}

describe("scenes inside product screens (views/screens/kit.tsx, Scene)", () => {
  it("draws every scene with its own gradients, even the same scene twice on one page", () => {
    for (const name of Object.keys(SCENES) as SceneName[]) {
      const markup = renderToStaticMarkup(
        <svg>
          <Scene name={name} x={0} y={0} w={120} h={90} />
          <Scene name={name} x={130} y={0} w={60} h={30} r={2} />
        </svg>,
      );
      const { ids, used } = references(markup);
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(
        used.filter((id) => !ids.includes(id)),
        name,
      ).toEqual([]);
    }
  });

  it("paints with attributes only: no class, no style, no reference to a sprite", () => {
    for (const name of Object.keys(SCENES) as SceneName[]) {
      const markup = renderToStaticMarkup(<Scene name={name} x={0} y={0} w={120} h={90} colours={{ accent: "#27457a" }} />);
      expect(markup, name).not.toMatch(/class=|style|<use|href=/);
    }
  });

  it("takes a product's colour as its accent", () => {
    const navy = renderToStaticMarkup(<Scene name="tee" x={0} y={0} w={120} h={90} colours={{ accent: "#27457a" }} />);
    const rust = renderToStaticMarkup(<Scene name="tee" x={0} y={0} w={120} h={90} colours={{ accent: "#b4532a" }} />);
    expect(navy).toContain('fill="#27457a"');
    expect(rust).toContain('fill="#b4532a"');
    expect(rust).not.toContain("#27457a");
  });

  it("keeps a page's screens free of clashing ids where pictures repeat (the builder's editor and panels)", () => {
    const markup = renderToStaticMarkup(
      <div>
        <Illustration name="sitebuilder-editor" alt="" />
        <Illustration name="sitebuilder-blocks" alt="" />
        <Illustration name="sitebuilder-themes" alt="" />
        <Illustration name="sitebuilder-stock-photos" alt="" />
      </div>,
    );
    const { ids, used } = references(markup);
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
    expect(used.filter((id) => !ids.includes(id))).toEqual([]);
  });
});
