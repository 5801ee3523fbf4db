import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../content/prices.ts";
import { normalizeDomainQuery } from "../../content/domainName.ts";
import { MarketingPanel, panelLayout } from "../../views/blocks/MarketingPanel.tsx";

describe("formatPrice", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100, "$1.00"],
    [479, "$4.79"],
    [1019, "$10.19"],
    [169900, "$1,699.00"],
  ])("%i cents is %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN])("refuses %s", (cents) => {
    expect(() => formatPrice(cents)).toThrow();
  });
});

describe("panel layouts", () => {
  it.each([
    ["CONTENT_LEFT", "CONTENT_LEFT"],
    [0, "CONTENT_RIGHT"],
    [1, "CONTENT_LEFT"],
    [2, "CONTENT_CENTER"],
    ["CONTENT_ONLY", "CONTENT_ONLY"],
  ] as const)("%s is %s", (input, layout) => {
    expect(panelLayout(input)).toBe(layout);
  });

  it.each([3, "CONTENT_TOP", undefined, null])("an unknown layout (%s) throws the docs/product.md §8 error", (layout) => {
    expect(() => panelLayout(layout)).toThrow("Invalid layout type passed into marketing-block");
    expect(() => renderToStaticMarkup(<MarketingPanel panel={{ name: "x", heading: "X", body: [], layout: layout as never }} />)).toThrow(
      "Invalid layout type passed into marketing-block",
    );
  });
});

describe("domain search input", () => {
  it.each([
    ["  My-Bakery.COM ", { name: "my-bakery", extension: ".com" }],
    ["My Bakery", { name: "mybakery" }],
    ["my bakery.com", { name: "mybakery", extension: ".com" }],
    ["https://www.example.org/path?x=1", { name: "example", extension: ".org" }],
    ["bakery", { name: "bakery" }],
    ["bakery.", { name: "bakery" }],
    ["-bad-.com", { name: "bad", extension: ".com" }],
    ["under_score.com", { name: "underscore", extension: ".com" }],
    ["<script>.com", { name: "script", extension: ".com" }],
    ["shop.my.bakery.net", { name: "shopmybakery", extension: ".net" }],
    ["a.b.c.d", { name: "abcd" }],
    ["bäckerei.de", { name: "backerei", extension: ".de" }],
  ])("%j searches %j", (input, query) => {
    expect(normalizeDomainQuery(input)).toEqual({ ok: true, ...query });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    [undefined, "empty"],
    [42, "empty"],
    ["!!! ???", "invalid"],
    ["../..", "invalid"],
    ["\u0000", "invalid"],
    ["---.com", "invalid"],
    ["x".repeat(64) + ".com", "invalid"],
  ])("%j is %s", (input, reason) => {
    expect(normalizeDomainQuery(input)).toEqual({ ok: false, reason });
  });
});
