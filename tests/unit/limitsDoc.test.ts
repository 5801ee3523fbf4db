import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOf } from "../../server/platform/config/config.ts";
import { projectRoot } from "../../server/platform/config/paths.ts";
import { LIMITS, LIMIT_NAMES, defaultLimit, isLimitName } from "../../server/platform/security/limitsTable.ts";

/**
 * The limits as docs/security.md, "Abuse protection", tells them to a reader, and the header
 * examples of the docs and the code: a limit's default is one fact (its setting's row), so the
 * words that repeat it for readers are held to it, and a changed default fails here until they follow.
 */
const read = (path: string) => readFileSync(join(projectRoot, path), "utf8");

/** The table's rows: the limit's name, its setting, and the default in words. */
function tableRows(): Array<{ name: string; setting: string; words: string }> {
  const lines = read("docs/security.md").split("\n");
  const head = lines.findIndex((line) => line.startsWith("| limit | its name, its setting | default |"));
  expect(head, "the limits table of docs/security.md").toBeGreaterThan(0);
  const rows = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith("|")) break;
    const cells = line.split("|").map((cell) => cell.trim());
    const [name, setting] = [...cells[2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    rows.push({ name: name!, setting: setting!, words: cells[3]! });
  }
  return rows;
}

const UNIT_MS = { minute: 60_000, hour: 3_600_000 } as const;

/** "20 a minute", "5 an hour", "100 in any minute", "10 in any 15 minutes": a count and a window. */
function limitInWords(words: string): { max: number; windowMs: number } {
  const match = /^(\d+) (?:an? (minute|hour)|in any (?:(\d+) )?(minute|hour)s?)\b/.exec(words);
  if (!match) throw new Error(`not a limit in words: ${words}`);
  const [, count, unit, many, anyUnit] = match;
  return { max: Number(count), windowMs: Number(many ?? 1) * UNIT_MS[(unit ?? anyUnit) as keyof typeof UNIT_MS] };
}

/** Every file of a folder, its subfolders' too, with one of the extensions. */
function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(join(projectRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => extensions.some((extension) => path.endsWith(extension)))
    .map((path) => join(folder, path));
}

describe("the limits as the docs tell them", () => {
  it("has a row in docs/security.md for every limit of the limits table, with the setting it reads", () => {
    const rows = tableRows();
    expect(rows.map((row) => row.name).sort()).toEqual([...LIMIT_NAMES].sort());
    for (const row of rows) if (isLimitName(row.name)) expect(row.setting, row.name).toBe(LIMITS[row.name].setting);
  });

  it("says each limit's default as its setting's row gives it", () => {
    for (const { name, setting, words } of tableRows()) {
      const { max, windowMs } = defaultOf(setting as "RATE_LIMIT_ACCOUNT");
      expect(limitInWords(words), `${name}: "${words}"`).toEqual({ max, windowMs });
    }
  });

  it("gives the defaults in every RateLimit header example of docs/ and server/", () => {
    const files = [...filesUnder("docs", [".md"]), ...filesUnder("server", [".ts"])];
    let examples = 0;
    for (const file of files) {
      for (const [example, name, q, w] of read(file).matchAll(/"(\w+)";q=(\d+);w=(\d+)/g)) {
        expect(isLimitName(name), `${file}: ${example}`).toBe(true);
        const { max, windowMs } = defaultLimit(name as "accountPosts");
        expect({ q: Number(q), w: Number(w) }, `${file}: ${example}`).toEqual({ q: max, w: windowMs / 1000 });
        examples++;
      }
    }
    // The examples of docs/security.md, docs/api.md and server/platform/security/rateLimits.ts.
    expect(examples).toBeGreaterThanOrEqual(3);
  });
});
