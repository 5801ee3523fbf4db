import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/platform/config/paths.ts";
import { USERNAME_FORBIDDEN } from "../../content/accountContract.ts";
import { openApiDocument } from "../../server/features/accounts/openapiDocument.ts";

/**
 * docs/security.md, "Linear input": no regular expression in the product takes more than
 * linear time on any input. Lint rules missed a quadratic one on the access line; recheck
 * decides each expression instead, with its automaton checker only: that one proves (the same
 * verdict every run), where the fuzz checker samples and once called a linear pattern
 * vulnerable. Every regular expression literal and every `RegExp(…)` of the product's code is
 * found with the TypeScript parser and judged. One the automaton cannot decide (lookaround,
 * back-references) fails unless a "Proven linear:" comment beside it says why it is; so does
 * a pattern built at run time, which cannot be judged where it is written (the account
 * fields' are all stated in the OpenAPI document, whose every pattern is judged below).
 */
const PRODUCT = ["server", "legacy", "client", "content", "views", "scripts"];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const JUSTIFIED = "Proven linear:";

interface Found {
  where: string;
  source: string;
  flags: string;
  /** A "Proven linear:" comment stands beside it. */
  justified?: boolean;
}

function productFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", ...PRODUCT], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  return listed.split("\0").filter((file) => SOURCE.test(file));
}

/** Every expression of one file: literals as written, `RegExp(…)` with literal arguments, and the dynamic ones apart. */
function expressionsOf(file: string): { literal: Found[]; dynamic: string[] } {
  const text = readFileSync(join(projectRoot, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith("ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literal: Found[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const constant = (node: ts.Expression | undefined) =>
    node === undefined ? "" : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf("/");
      literal.push({ where: where(node), source: node.text.slice(1, slash), flags: node.text.slice(slash + 1), justified: justified(text, node) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const [sourceArg, flagsArg] = node.arguments ?? [];
      const source = constant(sourceArg);
      const flags = constant(flagsArg);
      if (source !== undefined && flags !== undefined) literal.push({ where: where(node), source, flags, justified: justified(text, node) });
      else if (!justified(text, node)) dynamic.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { literal, dynamic };
}

/** Whether a comment within the three lines above the expression (or on its line) says where it is proven linear. */
function justified(text: string, node: ts.Node): boolean {
  const start = node.getStart();
  const lineStart = text.lastIndexOf("\n", start) + 1;
  let from = lineStart;
  for (let i = 0; i < 3 && from > 0; i++) from = text.lastIndexOf("\n", from - 2) + 1;
  const lineEnd = text.indexOf("\n", start);
  return text.slice(from, lineEnd === -1 ? undefined : lineEnd).includes(JUSTIFIED);
}

/** Every `pattern` the OpenAPI document states, at any depth, with where it sits. */
function documentPatterns(value: unknown, path: string, into: Found[]): Found[] {
  if (Array.isArray(value)) value.forEach((item, i) => documentPatterns(item, `${path}/${i}`, into));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key === "pattern" && typeof item === "string") into.push({ where: `openapi.json${path}/pattern`, source: item, flags: "u" });
      else documentPatterns(item, `${path}/${key}`, into);
    }
  }
  return into;
}

/**
 * recheck's verdict on each expression, one at a time (the same answer on a busy machine): a
 * line for each that is "vulnerable", or "unknown" without a justification beside it.
 */
async function verdicts(found: Found[]): Promise<string[]> {
  const lines: string[] = [];
  for (const { where, source, flags, justified: saysWhy } of found) {
    const diagnostics = await check(source, flags, { checker: "automaton", timeout: 60_000 });
    if (diagnostics.status === "vulnerable")
      lines.push(`${where}: /${source}/${flags} is vulnerable (${diagnostics.complexity.summary}, attack ${diagnostics.attack.pattern.slice(0, 80)})`);
    else if (diagnostics.status === "unknown" && !saysWhy)
      lines.push(`${where}: /${source}/${flags} is undecided (${diagnostics.error.kind}) and not justified`);
  }
  return lines;
}

describe("every regular expression of the product", () => {
  const files = productFiles();
  const all = files.map(expressionsOf);
  const literal = all.flatMap((file) => file.literal);

  it("is found where it is written", () => {
    expect(files.length).toBeGreaterThan(200);
    // The count is a floor against a walk that silently finds nothing; it grows with the code.
    expect(literal.length).toBeGreaterThan(100);
  });

  it("is linear in its input, as recheck judges it", async () => {
    expect(await verdicts(literal)).toEqual([]);
  });

  it("built at run time says beside it where it is proven linear", () => {
    expect(all.flatMap((file) => file.dynamic)).toEqual([]);
  });

  it("stated in the OpenAPI document is linear (the account fields' patterns, built at run time)", async () => {
    const document = openApiDocument({ publicUrl: null, siteUrl: "http://localhost:3000", secureCookies: false });
    const patterns = documentPatterns(document, "", []);
    expect(patterns.length).toBeGreaterThanOrEqual(3);
    // The username's check on the server: the document states a portable form of it (content/accountContract.ts).
    patterns.push({ where: "content/accountContract.ts USERNAME_FORBIDDEN", source: USERNAME_FORBIDDEN, flags: "u" });
    expect(await verdicts(patterns)).toEqual([]);
  });

  it("would be caught: the access line's former scrubber and the share cards' former tag pattern", async () => {
    const former = [
      { where: "former logger", source: String.raw`\b([a-z][\w+.-]*:\/\/)[^\s/?#]*@`, flags: "gi" },
      { where: "former share cards", source: String.raw`<image ([^>]*?)\/>`, flags: "g" },
      { where: "a lookbehind", source: String.raw`(?<!\/)\/+$`, flags: "" },
    ];
    expect((await verdicts(former)).map((line) => / is (\w+)/.exec(line)?.[1])).toEqual(["vulnerable", "vulnerable", "undecided"]);
    const dynamic = expressionsOf("tests/unit/linearPatterns.test.ts").dynamic;
    expect(dynamic).toHaveLength(1); // the one below, written without a justification
    void (() => new RegExp(String(Date.now())));
  });
});
