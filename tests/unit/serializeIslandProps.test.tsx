import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "../../views/islands/Island.tsx";
import { serializeIslandProps } from "../../views/islands/serializeIslandProps.ts";
import { attr, byTag, parseHtml, text } from "../fixtures/html.ts";

const hostile = [
  "</script><script>alert(1)</script>",
  "</SCRIPT ><img src=x onerror=alert(1)>",
  "<!--<script>",
  "a\u2028b\u2029c",
  "&lt;&amp;\"'`",
  "<script>",
];

describe("island props", () => {
  it.each(hostile)("keep %j inert and intact", (value) => {
    const json = serializeIslandProps({ value, nested: [value] });
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ value, nested: [value] });
  });

  it("survive a browser's HTML parser inside the island markup", () => {
    const html = renderToStaticMarkup(
      <Island name="cookie-banner" load="idle" props={{ delayMs: 1, storageKey: hostile.join("|") }}>
        <p>child</p>
      </Island>,
    );
    const elements = parseHtml(`<!DOCTYPE html><html><body>${html}</body></html>`);
    const scripts = byTag(elements, "script");
    expect(scripts).toHaveLength(1);
    expect(attr(scripts[0]!, "type")).toBe("application/json");
    expect(JSON.parse(text(scripts[0]!))).toEqual({ delayMs: 1, storageKey: hostile.join("|") });
    // Nothing escaped the script element: no injected elements, the child is still there.
    expect(byTag(elements, "img")).toHaveLength(0);
    expect(byTag(elements, "p").map(text)).toEqual(["child"]);
  });
});
