import { execFileSync } from "node:child_process";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/platform/config/paths.ts";

/**
 * A file's name says what it holds, once (docs/architecture.md, "Layout"): two files of product
 * code with one name in different folders make every stack trace, search and import ambiguous.
 */
describe("file names", () => {
  it("are unique across the product's code: server, client, views and content", () => {
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "server", "client", "views", "content"], { cwd: projectRoot, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(?:tsx?|css)$/.test(file));
    expect(files.length).toBeGreaterThan(200);
    const byName = new Map<string, string[]>();
    for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    expect([...byName.values()].filter((same) => same.length > 1)).toEqual([]);
  });
});
