import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_DOC_PATH, settingsTable, withSettingsTable } from "../../scripts/settingsTable.ts";

describe("docs/configuration.md", () => {
  const doc = readFileSync(CONFIGURATION_DOC_PATH, "utf8");

  it("holds the settings table as `npm run docs:settings` generates it from server/platform/config/config.ts", () => {
    // Equal strings: the table between the markers is exactly the generated one, and nothing else changed.
    expect(withSettingsTable(doc)).toBe(doc);
    expect(doc).toContain(settingsTable());
    // A row changed by hand in the doc alone is caught.
    const row = settingsTable().split("\n")[2]!;
    const edited = doc.replace(row, row.replace(/\|[^|]+\|$/, "| changed by hand |"));
    expect(edited).not.toBe(doc);
    expect(withSettingsTable(edited)).toBe(doc);
  });
});
