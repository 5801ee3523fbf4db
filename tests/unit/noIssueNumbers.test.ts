import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/platform/config/paths.ts";

/**
 * docs/decisions.md, 22: comments say why, citing `docs/` (a decision by number, a product rule by section); an
 * issue number points at a tracker a maintainer cannot open from the repository.
 */
const ISSUE_NUMBER = /\bissues? #?\d/i;

describe("the repository's text", () => {
  it("cites no issue number, in code, tests, styles, configuration or prose", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: projectRoot, encoding: "utf8" }).split("\0").filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(projectRoot, file), "utf8");
      } catch {
        continue; // listed but not on disk (deleted in the work tree)
      }
      if (text.includes("\0")) continue; // a binary file
      text.split("\n").forEach((line, index) => {
        if (ISSUE_NUMBER.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("would find one", () => {
    // Numbers put in at run time, so this file's own text cites none.
    const n = 21;
    for (const line of [`// as issue ${n} showed`, `/* Issue ${n}, build 7 */`, `see issues #${n} and #${n + 1}`])
      expect(ISSUE_NUMBER.test(line), line).toBe(true);
    for (const line of ["docs/decisions.md, 18", "docs/product.md §9", "an issue with 3 parts"]) expect(ISSUE_NUMBER.test(line), line).toBe(false);
  });
});
