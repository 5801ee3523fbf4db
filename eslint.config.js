// @ts-check
/**
 * ESLint flat config. Besides the recommended rule sets, it enforces two things of
 * docs/decisions.md, "Layout: who may import whom": which folder may import which (import-x/no-restricted-paths),
 * and no import cycles, type-only ones included (import-x/no-cycle skips type-only imports, so
 * the local rule `layout/no-type-cycle` reports the cycles that only close through one).
 * And docs/decisions.md, 18: no regular expression may backtrack super-linearly, since one
 * visitor's value run through such a pattern blocks the event loop for everyone.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import ts from "typescript";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/** The folders of docs/decisions.md's "Layout: who may import whom" table that hold code of the site. */
const CODE = ["server", "views", "client", "content", "legacy"];
const RUNNERS = ["tests", "bench", "scripts"];
/** The feature folders of server/features/; each one's public module is <name>Feature.ts. */
const FEATURES = readdirSync(resolve(import.meta.dirname, "server/features"));
const others = (/** @type {string[]} */ allowed) => [...CODE, ...RUNNERS].filter((f) => !allowed.includes(f)).map((f) => `./${f}`);

/** docs/decisions.md, "Layout: who may import whom": `folder | may import`. Each zone names what its folder may not import. */
const layoutZones = [
  {
    target: "./content",
    from: others(["content"]),
    message: 'docs/decisions.md, "Layout: who may import whom": content/ holds "typed data and pure rules, no React and no I/O" and may import "nothing".',
  },
  {
    target: "./views",
    from: others(["views", "content"]),
    message: 'docs/decisions.md, "Layout: who may import whom": views/ (React components) may import content only.',
  },
  {
    target: "./client",
    from: others(["client", "views", "content"]),
    message:
      'docs/decisions.md, "Layout: who may import whom": client/ ("the browser entry: island loader, one chunk per island, dialogs, captcha loader") may import views and content only.',
  },
  {
    target: "./server",
    from: others(["server", "views", "content", "legacy"]),
    message: 'docs/decisions.md, "Layout: who may import whom": server/ may import views, content, legacy (only to start it embedded).',
  },
  {
    // Every file of server/ but server/platform/upstream/embeddedServices.ts, the one that starts legacy/ embedded.
    target: ["./server/*.{ts,tsx}", "./server/!(platform)/**", "./server/platform/!(upstream)/**", "./server/platform/upstream/!(embeddedServices).{ts,tsx}"],
    from: "./legacy",
    message:
      'docs/decisions.md, "Layout: who may import whom": server/ may import legacy only to start it embedded (decision 8: "the server starts legacy/ in-process"), which server/platform/upstream/embeddedServices.ts does; everything else talks to it over HTTP.',
  },
  {
    target: ["./server/platform", "./server/shared"],
    from: ["./server/features", "./server/app.ts", "./server/services.ts", "./server/main.ts"],
    message: "docs/architecture.md, Layout: the platform and the shared services serve every feature and import none.",
  },
  {
    target: "./server/platform",
    from: "./server/shared",
    message: "docs/architecture.md, Layout: the platform is beneath the shared services; it imports none of them.",
  },
  ...FEATURES.map((feature) => ({
    target: `./server/features/${feature}`,
    from: "./server/features",
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/${other}Feature.ts`)],
    message: `docs/architecture.md, Layout: a feature imports another only through that feature's public module, server/features/<name>/<name>Feature.ts.`,
  })),
  {
    target: "./legacy",
    from: others(["legacy", "content"]),
    message:
      'docs/decisions.md, "Layout: who may import whom": legacy/ may import "nothing of server/ or views/"; legacy/README.md: "it imports content/ only, never server/ or views/".',
  },
];

/**
 * The project's own import graph, type-only and dynamic imports included, read with the
 * TypeScript parser once per file and kept for the whole run. Only relative specifiers are
 * followed (the code imports its own files by relative path with their extension).
 * @typedef {{ target: string, typeOnly: boolean }} Edge
 * @type {Map<string, Edge[]>}
 */
const graph = new Map();

/** @param {string} from @param {string} specifier */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, base.replace(/\.js$/, ".ts"), base.replace(/\.jsx$/, ".tsx"), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.(?:ts|tsx|mts|js|mjs)$/.test(candidate) && existsSync(candidate)) {
      const rel = relative(root, candidate);
      return rel.startsWith("..") || /^(?:node_modules|dist)\//.test(rel) ? undefined : candidate;
    }
  }
  return undefined;
}

/** @param {string} file @returns {Edge[]} */
function edgesOf(file) {
  const known = graph.get(file);
  if (known) return known;
  /** @type {Edge[]} */
  const edges = [];
  graph.set(file, edges);
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return edges;
  }
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith("js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @param {ts.Expression | ts.TypeNode | undefined} specifier @param {boolean} typeOnly */
  const add = (specifier, typeOnly) => {
    const literal = specifier && ts.isLiteralTypeNode(specifier) ? specifier.literal : specifier;
    if (!literal || !ts.isStringLiteral(literal)) return;
    const target = resolveRelative(file, literal.text);
    if (target) edges.push({ target, typeOnly });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(node.moduleSpecifier, node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      return;
    }
    if (ts.isImportTypeNode(node)) add(node.argument, true);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/**
 * The shortest way from `start` back to `goal`, as a list of files; `valueOnly` follows
 * only imports that exist at run time.
 * @param {string} start @param {string} goal @param {boolean} valueOnly
 */
function pathBack(start, goal, valueOnly) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    for (const { target, typeOnly } of edgesOf(file)) {
      if (valueOnly && typeOnly) continue;
      if (target === goal) {
        const way = [goal];
        for (let at = /** @type {string | null} */ (file); at; at = cameFrom.get(at) ?? null) way.unshift(at);
        return way;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const noTypeCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles that close only through type-only imports (import-x/no-cycle reports the others)." },
    schema: [],
    messages: { cycle: "Import cycle through a type-only import: {{way}}. Move the shared type to the module both sides depend on." },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!/\.(?:ts|tsx)$/.test(file)) return {};
    /** @param {any} node @param {any} specifier @param {boolean} typeOnly */
    const check = (node, specifier, typeOnly) => {
      if (specifier?.type !== "Literal" || typeof specifier.value !== "string") return;
      const target = resolveRelative(file, specifier.value);
      if (!target || target === file) return;
      // A run-time import on a cycle of run-time imports is import-x/no-cycle's to report.
      if (!typeOnly && pathBack(target, file, true)) return;
      const way = pathBack(target, file, false);
      if (way) context.report({ node, messageId: "cycle", data: { way: [file, ...way].map((f) => relative(root, f)).join(" → ") } });
    };
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        const named = node.specifiers.filter((/** @type {any} */ s) => s.type === "ImportSpecifier");
        const typeOnly =
          node.importKind === "type" ||
          (named.length > 0 && named.length === node.specifiers.length && named.every((/** @type {any} */ s) => s.importKind === "type"));
        check(node, node.source, typeOnly);
      },
      /** @param {any} node */
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source, node.exportKind === "type");
      },
      /** @param {any} node */
      ExportAllDeclaration(node) {
        check(node, node.source, node.exportKind === "type");
      },
      /** @param {any} node */
      TSImportType(node) {
        check(node, node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument, true);
      },
      /** @param {any} node */
      ImportExpression(node) {
        check(node, node.source, false);
      },
    };
  },
};

/** Node's globals, for the plain-JavaScript scripts (TypeScript files get theirs from @types/node). */
const nodeGlobals = Object.fromEntries(
  [
    "process",
    "console",
    "Buffer",
    "URL",
    "URLSearchParams",
    "setTimeout",
    "clearTimeout",
    "setInterval",
    "clearInterval",
    "setImmediate",
    "fetch",
    "AbortController",
    "structuredClone",
    "TextEncoder",
    "TextDecoder",
  ].map((name) => [name, "readonly"]),
);

export default defineConfig(
  { ignores: ["dist/", "node_modules/", "coverage/", "test-results/", "data/"] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    // Every file of code: a pattern in a test or a script today is copied into the server tomorrow.
    // Before the project-wide rules below, which keep no-control-regex off (this set turns it on).
    files: ["**/*.{ts,tsx,mts,js,mjs,cjs}"],
    ...regexp.configs["flat/recommended"],
    rules: {
      ...regexp.configs["flat/recommended"].rules,
      // docs/decisions.md, 18: a pattern that can take quadratic (or worse) time on some input,
      // whether from backtracking at one start position or from being retried at every start
      // position, lets one request freeze the server (tests/http/platform/linearInput.test.ts).
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Fastify handlers and hooks are async by contract (a returned value ends the request),
      // with or without an await inside; requiring one there would only add noise.
      "@typescript-eslint/require-await": "off",
      // Control characters are matched on purpose: to refuse them in redirects, usernames and
      // carried parameters, and to escape them in the sanitizer.
      "no-control-regex": "off",
      // "_name" and a rest sibling are how a value is dropped on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx,mts}"],
    plugins: { "import-x": importX, layout: { rules: { "no-type-cycle": noTypeCycle } } },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layoutZones }],
      "layout/no-type-cycle": "error",
    },
  },
  {
    // The shape of product code (docs/architecture.md, "The shape of code"): a function a reader
    // holds in their head at once. Tests, benchmarks and scripts read top to bottom and are free.
    files: ["{server,client,views,content}/**/*.{ts,tsx}"],
    rules: {
      complexity: ["error", 15],
      "max-params": ["error", 4],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Plain JavaScript (this file, scripts/*.mjs) is outside tsconfig.json: no type-aware rules.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: nodeGlobals },
  },
  {
    // Tests reach into answers they have just checked and hand mocks around: the rules about
    // unknown shapes and unbound methods do not fit them. Everything else applies.
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
