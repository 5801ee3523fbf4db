import type { KnipConfig } from "knip";

/**
 * Unused files, exports, types and dependencies. The vitest plugin adds vitest.config.ts,
 * vitest.browser.config.ts and their globalSetup (tests/fixtures/buildOnce.ts); the eslint
 * plugin adds eslint.config.js; the entries below are the rest.
 */
const config: KnipConfig = {
  entry: [
    // What scripts/build.mjs bundles (esbuild entryPoints) and what the scripts start.
    "server/main.ts",
    "legacy/main.ts",
    "client/loader.ts",
    // The island chunks client/loader.ts imports by name through its dynamic import map.
    "client/islands/*.{ts,tsx}",
    "scripts/*.mjs",
    // Scripts run with tsx (package.json: docs:settings).
    "scripts/*.ts",
    "bench/*.ts",
    "tests/**/*.test.{ts,tsx}",
    // The integrator's program: tests/http/accounts/integrator.test.ts typechecks it with tsc and loads it by path.
    "tests/integrator/*.ts",
  ],
  project: [
    "server/**/*.{ts,tsx}",
    "views/**/*.{ts,tsx}",
    "client/**/*.{ts,tsx}",
    "content/**/*.ts",
    "legacy/**/*.ts",
    "tests/**/*.{ts,tsx}",
    "bench/**/*.ts",
    "scripts/**/*.{mjs,mts,ts}",
    "*.{js,ts}",
  ],
  ignoreDependencies: [
    // Referenced where knip does not look: tests/fixtures/axe.ts reads axe-core/axe.min.js
    // through createRequire(…).resolve. (The Inter font package is seen: the members area
    // resolves its font the same way, in legacy/pages/membersStylesheet.ts.)
    "axe-core",
    // The same for the conformance gate's checkers: tests/fixtures/conformance.ts resolves
    // vnu-jar's vnu.jar (run by java) and html_codesniffer's HTMLCS.js (injected into the page).
    "vnu-jar",
    "html_codesniffer",
    // scripts/build.mjs names it in esbuild's alias map: the browser bundle's react and react-dom.
    "preact",
    // tests/unit/kubernetes.test.ts requires each kind's model by a path built from the
    // manifest's apiVersion and kind, and type-checks against its types in a program of its own.
    "kubernetes-models",
    // Programs the tests run from node_modules/.bin, as an integrator would (tests/fixtures/openApi.ts).
    "@redocly/cli",
    "@stoplight/spectral-cli",
    "openapi-typescript",
    // Not a package: the integrator's generated types, which the integrator test writes to a
    // temporary folder and maps this name to (tests/integrator/tsconfig.json).
    "braveweb-account-api",
  ],
  // coreutils, on every machine the tests run on: tests/load/processStop.test.ts makes a pipe nobody reads.
  ignoreBinaries: ["mkfifo"],
};

export default config;
