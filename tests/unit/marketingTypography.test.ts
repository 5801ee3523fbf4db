import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";

/*
 * Visible marketing copy uses typographic quotes and apostrophes (’ “ ”), never the straight
 * ones: mixed, they read as two hands at work. The walk covers every string the marketing
 * content exports (content/pages/, the legal pages in our words, the proof and the hosting
 * plans); code-like strings (addresses, paths, names without a space) are not copy and are
 * skipped. The messages are quoted from the specification and kept as they are.
 */
const COPY_MODULES = [
  ...readdirSync(new URL("../../content/pages/", import.meta.url)).map((file) => `../../content/pages/${file}`),
  ...readdirSync(new URL("../../content/legal/", import.meta.url)).map((file) => `../../content/legal/${file}`),
  "../../content/proof.ts",
  "../../content/hosting.ts",
];

function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

/** A sentence or a label a visitor reads: words with a space between, not an address, a path or code. */
const isCopy = (s: string) => /\p{L} \p{L}/u.test(s) && !/:\/\/|^\/|[{}<>=]/.test(s);

describe("marketing copy typography", () => {
  it.each(COPY_MODULES)("%s has no straight quotes or apostrophes in visible copy", async (path) => {
    const copy = strings(await import(path)).filter(isCopy);
    expect(copy.filter((s) => /['"]/.test(s))).toEqual([]);
  });

  // The form hints are our own words (docs/product.md §5 gives only the error texts), so they follow the rule too.
  it("the account forms' hints have no straight quotes or apostrophes", () => {
    const hints = Object.entries(messages).filter(([key]) => key.startsWith("hint."));
    expect(hints.length).toBeGreaterThan(5);
    expect(hints.filter(([, text]) => /['"]/.test(String(text)))).toEqual([]);
  });

  it("the walk reaches the copy: hundreds of strings", async () => {
    const all = await Promise.all(COPY_MODULES.map(async (path) => strings(await import(path)).filter(isCopy)));
    expect(all.flat().length).toBeGreaterThan(300);
  });

  it("the walk finds a straight apostrophe when there is one", () => {
    expect(
      strings({ a: ["It's here"], b: { c: "https://x.example/'" } })
        .filter(isCopy)
        .filter((s) => /['"]/.test(s)),
    ).toEqual(["It's here"]);
  });
});
