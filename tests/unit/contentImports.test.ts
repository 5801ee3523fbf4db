import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

/**
 * docs/decisions.md, "Layout: who may import whom": content/ holds typed data and pure rules and may import nothing of
 * another folder (the drawings' registry once made content/art/ import
 * views/illustrations/). Packages are allowed only where listed: zod, for the shared schemas.
 */
const root = resolve(import.meta.dirname, "../..");
const contentDir = join(root, "content");
const PACKAGES = new Set(["zod"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** The imports of one content/ file (its path and text) that leave content/, and how many stay inside. */
function outsideImports(file: string, text: string): { outside: string[]; inside: number } {
  const outside: string[] = [];
  let inside = 0;
  const where = relative(root, file);
  // Imports, re-exports, dynamic imports and requires, as written.
  for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!spec.startsWith(".")) {
      if (!PACKAGES.has(spec)) outside.push(`${where} imports the package ${spec}`);
    } else if (resolve(dirname(file), spec).startsWith(contentDir + sep)) inside++;
    else outside.push(`${where} imports ${spec}`);
  }
  return { outside, inside };
}

it("no file under content/ imports from another folder of the site or an unlisted package", () => {
  const files = sourceFiles(contentDir);
  expect(files.length).toBeGreaterThan(20);
  const results = files.map((file) => outsideImports(file, readFileSync(file, "utf8")));
  expect(results.flatMap((r) => r.outside)).toEqual([]);
  // The walk read real imports (content/ files import each other), so it could have found one.
  expect(results.reduce((n, r) => n + r.inside, 0)).toBeGreaterThan(10);
});

it("the check sees an upward import such as the old drawings' registry had, a dynamic one and a package", () => {
  const text = [
    'import { hostingDrawings } from "../../views/illustrations/hosting.tsx";',
    'import type { HostingArtName } from "./hosting.ts";',
    'const app = await import("../../server/app.ts");',
    'import React from "react";',
  ].join("\n");
  const { outside, inside } = outsideImports(join(contentDir, "art", "example.ts"), text);
  expect(outside).toEqual([
    "content/art/example.ts imports ../../views/illustrations/hosting.tsx",
    "content/art/example.ts imports ../../server/app.ts",
    "content/art/example.ts imports the package react",
  ]);
  expect(inside).toBe(1);
});
