import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/http/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/fixtures/checkPrograms.ts", "tests/fixtures/buildOnce.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
