import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOf } from "../../server/platform/config/config.ts";
import { projectRoot } from "../../server/platform/config/paths.ts";

/** The README is the front door; the settings table it links is checked in configurationDoc.test.ts. */
describe("README", () => {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");

  it("gives the two set-up commands", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });

  it("says on its first screen that npm start opens the admin port too, with its default, and the settings of both ports", () => {
    // An operator whose start stops on a port in use reads this before any doc.
    const firstScreen = readme.slice(0, readme.indexOf("\n## ", readme.indexOf("## Run it")));
    expect(firstScreen).toContain(`admin port ${defaultOf("ADMIN_PORT")} on ${defaultOf("ADMIN_HOST")}`);
    expect(firstScreen).toContain(`\`PORT\` changes the site's port (${defaultOf("PORT")})`);
    expect(firstScreen).toContain("`ADMIN_PORT` the admin");
  });

  it("links the settings table rather than holding a copy", () => {
    expect(readme).not.toContain("<!-- settings table");
    expect(readme).toContain("docs/configuration.md");
  });
});
