import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { README_PATH, settingsTable, withSettingsTable } from "../../scripts/settingsTable.ts";
import { defaultOf } from "../../server/platform/config/config.ts";

describe("README", () => {
  const readme = readFileSync(README_PATH, "utf8");

  it("holds the settings table as `npm run docs:settings` generates it from server/platform/config/config.ts", () => {
    // Equal strings: the table between the markers is exactly the generated one, and nothing else changed.
    expect(withSettingsTable(readme)).toBe(readme);
    expect(readme).toContain(settingsTable());
    // A row changed by hand in README alone is caught.
    const row = settingsTable().split("\n")[2]!;
    const edited = readme.replace(row, row.replace(/\|[^|]+\|$/, "| changed by hand |"));
    expect(edited).not.toBe(readme);
    expect(withSettingsTable(edited)).toBe(readme);
  });

  it("gives the two set-up commands", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });

  it("says on its first screen that npm start opens the admin port too, with its default, and the settings of both ports", () => {
    // An operator whose start stops on a port in use reads this before the settings table.
    const firstScreen = readme.slice(0, readme.indexOf("\n## ", readme.indexOf("## Run it")));
    expect(firstScreen).toContain(`admin port ${defaultOf("ADMIN_PORT")} on ${defaultOf("ADMIN_HOST")}`);
    expect(firstScreen).toContain(`\`PORT\` changes the site's port (${defaultOf("PORT")})`);
    expect(firstScreen).toContain("`ADMIN_PORT` the admin");
  });
});
