import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { variables } from "../../server/config.ts";
import { projectRoot } from "../../server/paths.ts";

describe("README", () => {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");

  it("documents every configuration variable with its real default", () => {
    for (const [name, spec] of Object.entries(variables)) {
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(spec.default === undefined ? "(unset)" : `\`${spec.default}\``);
    }
  });

  it("gives the two set-up commands", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });
});
