import { defineConfig } from "vitest/config";

process.env.NODE_ENV = "production";

/**
 * `npm run test:load`: what measures time, concurrency or load (tests/load), one file at a
 * time so that no other file's work is counted in a figure. Each asserts counts, orderings
 * and bounds with room for a slow machine; CI runs it on its own after `npm test`.
 */
export default defineConfig({
  test: {
    include: ["tests/load/**/*.test.ts"],
    globalSetup: ["tests/fixtures/checkPrograms.ts", "tests/fixtures/buildOnce.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
