import { describe, expect, it } from "vitest";
import { isPreviewViewport, previewAddress } from "../../content/themes.ts";

const FALLBACK = "/asset-host/sample";

describe("preview addresses (docs/product.md §2)", () => {
  it.each([
    ["http://themes.example/sample/7", "https://themes.example/sample/7"],
    ["https://themes.example/sample/7", "https://themes.example/sample/7"],
    ["http://localhost:3000/asset-host/sample/7", "http://localhost:3000/asset-host/sample/7"],
    ["http://127.0.0.1:4000/sample/7", "http://127.0.0.1:4000/sample/7"],
    ["http://[::1]:4000/sample/7", "http://[::1]:4000/sample/7"],
  ])("%s becomes %s", (raw, expected) => {
    expect(previewAddress(raw, FALLBACK)).toBe(expected);
  });

  it.each([undefined, null, "", "not a url", "javascript:alert(1)", "ftp://themes.example/x"])("%j falls back to the default sample site", (raw) => {
    expect(previewAddress(raw, FALLBACK)).toBe(FALLBACK);
  });

  it("knows the three viewports", () => {
    expect(["phone_portrait", "tablet_portrait", "desktop"].every(isPreviewViewport)).toBe(true);
    expect(isPreviewViewport("watch")).toBe(false);
  });
});
