import { defineConfig } from "vitest/config";

/**
 * Chromium journeys: each file starts its own site and Chromium (tests/fixtures/browserSuite.ts),
 * so two files run side by side. On the two-core CI machine that took the suite from 930 s to
 * 644 s, all 155 passing: much of a journey is waiting on the network and the islands' idle
 * loading, not CPU. The time limits bound a hang, not a speed.
 */
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    globalSetup: ["tests/fixtures/checkBrowserPrograms.ts", "tests/fixtures/buildOnce.ts"],
    environment: "node",
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
