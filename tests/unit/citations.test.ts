import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/platform/config/paths.ts";

/**
 * The repository stands alone (docs/decisions.md, 24): every citation in a comment, a test or a
 * document resolves inside it. A product rule is cited as `docs/product.md §n`, a decision as
 * `docs/decisions.md, N`, a section of another document as `docs/<name>.md, "Heading"`, and a
 * file by its path from the root; each must name something that is there.
 */
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(?:ts|tsx|mts|js|mjs|cjs|css|md|ya?ml|cfg|json)$|(?:^|\/)Dockerfile$/.test(file) && !file.endsWith("package-lock.json"))
  .filter((file) => existsSync(join(projectRoot, file)));
const text = new Map(files.map((file) => [file, readFileSync(join(projectRoot, file), "utf8")]));

/** Each line of every file with what it matches, as "file:line: match". */
function occurrences(pattern: RegExp): Array<{ where: string; match: RegExpExecArray }> {
  const found: Array<{ where: string; match: RegExpExecArray }> = [];
  for (const [file, body] of text) {
    body.split("\n").forEach((line, index) => {
      for (const match of line.matchAll(pattern)) found.push({ where: `${file}:${index + 1}`, match });
    });
  }
  return found;
}

const headingsOf = (doc: string) =>
  new Set(
    (text.get(doc) ?? "")
      .split("\n")
      .filter((line) => line.startsWith("#"))
      .map((line) => line.replace(/^#+\s*/, "").trim()),
  );

describe("citations", () => {
  it("name nothing outside the repository: no specification or design notes but docs/", () => {
    const outside = occurrences(/\.\.\/shared\/[A-Z]|\bSPEC\b|\bDESIGN\b/g).map(({ where, match }) => `${where}: ${match[0]}`);
    expect(outside).toEqual([]);
  });

  it("of docs/product.md name one of its sections, §1 to §9", () => {
    const sections = [...headingsOf("docs/product.md")].flatMap((heading) => /^§(\d+)\b/.exec(heading)?.[1] ?? []);
    expect(sections).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const wrong = occurrences(/docs\/product\.md §\s?(\d+)/g).filter(({ match }) => !sections.includes(match[1]!));
    expect(wrong.map(({ where, match }) => `${where}: ${match[0]}`)).toEqual([]);
  });

  it("of docs/decisions.md name a decision it holds", () => {
    const numbers = new Set([...headingsOf("docs/decisions.md")].flatMap((heading) => /^(\d+)\./.exec(heading)?.[1] ?? []));
    const cited = occurrences(/docs\/decisions\.md,? (\d+(?:(?:, | and )\d+)*)/g).flatMap(({ where, match }) =>
      match[1]!.split(/, | and /).map((number) => ({ where, number })),
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ number }) => !numbers.has(number)).map(({ where, number }) => `${where}: decision ${number}`)).toEqual([]);
  });

  it('of a document\'s section, docs/<name>.md, "Heading", name a heading it has', () => {
    const cited = occurrences(/(?<![\w./-])((?:docs\/|bench\/|legacy\/)?[\w.-]+\.md),? "([^"]+)"/g).filter(({ match }) =>
      existsSync(join(projectRoot, match[1]!)),
    );
    expect(cited.length).toBeGreaterThan(10);
    const missing = cited.filter(({ match }) => {
      const headings = headingsOf(match[1]!);
      return ![...headings].some((heading) => heading === match[2] || heading.startsWith(`${match[2]}`));
    });
    expect(missing.map(({ where, match }) => `${where}: ${match[1]}, "${match[2]}"`)).toEqual([]);
  });

  it("of a file, by its path from the root, name a file that is there", () => {
    const cited = occurrences(
      /(?<![\w./-])((?:server|client|views|content|legacy|tests|scripts|bench|docs|deploy)\/[\w./-]*\w\.(?:tsx?|mjs|css|md|ya?ml|cfg|json))\b(?!\.\w)/g,
    );
    expect(cited.length).toBeGreaterThan(100);
    // A made-up file a test names as such (content/art/example.ts) is no citation.
    const missing = cited.filter(({ match }) => !/\/example\.\w+$/.test(match[1]!) && !existsSync(join(projectRoot, match[1]!)));
    expect(missing.map(({ where, match }) => `${where}: ${match[1]}`)).toEqual([]);
  });
});
