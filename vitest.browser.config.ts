import { defineConfig } from "vitest/config";

/** Chromium journeys: one server for the run, files one after another (two cores). */
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    globalSetup: ["tests/fixtures/checkBrowserPrograms.ts", "tests/fixtures/buildOnce.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
