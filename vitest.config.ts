import { defineConfig } from "vitest/config";

// The server renders with React's production build, as the image runs it (Dockerfile): the
// development build checks every element and records an owner stack for each, and costs the
// suite half its time. The server's own settings do not read this (tests pass theirs to
// loadConfig), nor do the server processes tests start (their environment is written out).
process.env.NODE_ENV = "production";

/**
 * `npm test`: behaviour only, the same answer however loaded the machine is (docs/testing.md).
 * What measures time, concurrency or load is in tests/load (`npm run test:load`).
 */
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/http/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/fixtures/checkPrograms.ts", "tests/fixtures/buildOnce.ts"],
    // One seed for every property, so a run's answer never depends on its luck (FC_SEED=random explores).
    setupFiles: ["tests/fixtures/propertySeed.ts"],
    environment: "node",
    // Files share their worker's module cache: the server's modules are loaded once per worker,
    // not once per file. Every file builds its own app, so no state is shared between files.
    isolate: false,
    // More files than cores: a file waiting on a server process or a timer leaves its core to another.
    maxWorkers: 3,
    // A bound for a test that hangs, not a measure: a loaded machine may take many times longer.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
