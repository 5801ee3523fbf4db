/**
 * docs/configuration.md's table of settings, generated from the settings table (server/platform/config/config.ts),
 * the one place each variable, its default, its meaning and its rule are written (docs/decisions.md,
 * 22). `npm run docs:settings` writes it between the two markers below, leaving the
 * doc's own words around them; tests/unit/configurationDoc.test.ts fails when the doc's copy
 * differs from what this makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { variables } from "../server/platform/config/config.ts";
import { projectRoot } from "../server/platform/config/paths.ts";

export const SETTINGS_START = "<!-- settings table: generated from server/platform/config/config.ts by `npm run docs:settings`; edit the table there -->";
export const SETTINGS_END = "<!-- end of the settings table -->";

/** A cell's text as Markdown shows it: a pipe would end the cell. */
const cell = (text: string) => text.replaceAll("|", "\\|");

/** The Markdown table: variable, default ("(unset)" for none), meaning and the rule a value must follow. */
export function settingsTable(): string {
  const rows = Object.entries(variables).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.default === undefined ? "(unset)" : `\`${cell(spec.default)}\``} | ${cell(spec.meaning)}. Expects ${cell(spec.expects)}. |`,
  );
  return ["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
}

/** The doc with the generated table between its markers (which must each be there once). */
export function withSettingsTable(doc: string): string {
  const start = doc.indexOf(SETTINGS_START);
  const end = doc.indexOf(SETTINGS_END);
  if (start < 0 || end < start || doc.indexOf(SETTINGS_START, start + 1) >= 0) {
    throw new Error(`docs/configuration.md needs the settings table's markers, once each, in order:\n${SETTINGS_START}\n${SETTINGS_END}`);
  }
  return `${doc.slice(0, start + SETTINGS_START.length)}\n\n${settingsTable()}\n\n${doc.slice(end)}`;
}

export const CONFIGURATION_DOC_PATH = join(projectRoot, "docs", "configuration.md");

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const doc = readFileSync(CONFIGURATION_DOC_PATH, "utf8");
  const next = withSettingsTable(doc);
  if (next === doc) console.log("docs/configuration.md: the settings table is current");
  else {
    writeFileSync(CONFIGURATION_DOC_PATH, next);
    console.log("docs/configuration.md: the settings table rewritten from server/platform/config/config.ts");
  }
}
