import { existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingPrograms, programPath, PROGRAMS } from "../fixtures/programs.ts";

/** A PATH of one folder holding links to these programs only (as found on this machine's PATH). */
function pathWith(...names: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), "braveweb-path-"));
  const here = process.env.PATH!.split(":");
  for (const name of names) {
    const dir = here.find((d) => existsSync(join(d, name)));
    symlinkSync(join(dir!, name), join(folder, name));
  }
  return folder;
}

describe("the programs the suites need", () => {
  it("are all on this machine (the globalSetup would have stopped the run otherwise)", () => {
    expect(missingPrograms("test")).toEqual([]);
  });

  it("names each missing one with the package that installs it", () => {
    expect(missingPrograms("test", { PATH: pathWith("haproxy", "promtool") })).toEqual([
      "redis-server is not installed: apt-get install -y redis-server (or set REDIS_SERVER_PATH to its binary)",
    ]);
    expect(missingPrograms("test", { PATH: pathWith() })).toHaveLength(3);
    // A variable naming another binary is looked at, not PATH.
    expect(missingPrograms("test", { PATH: pathWith("haproxy", "promtool", "redis-server"), REDIS_SERVER_PATH: "/nonexistent/redis-server" })).toEqual([
      "redis-server is not installed (REDIS_SERVER_PATH=/nonexistent/redis-server): apt-get install -y redis-server (or set REDIS_SERVER_PATH to its binary)",
    ]);
  });

  it("lists Chromium for the browser suite only", () => {
    const env = { PATH: process.env.PATH, CHROMIUM_PATH: "/nonexistent/chromium" };
    expect(missingPrograms("test", env)).toEqual([]);
    expect(missingPrograms("test:browser", env)).toEqual([
      "chromium is not installed (CHROMIUM_PATH=/nonexistent/chromium): apt-get install -y chromium (or set CHROMIUM_PATH to its binary)",
    ]);
    expect(programPath("chromium", {})).toBe(PROGRAMS.chromium.fallback);
  });

  it("lists Java, which runs the Nu Html Checker, for the browser suite only", () => {
    const env = { PATH: process.env.PATH, JAVA_PATH: "/nonexistent/java" };
    expect(missingPrograms("test", env)).toEqual([]);
    expect(missingPrograms("test:browser", env)).toEqual([
      "java is not installed (JAVA_PATH=/nonexistent/java): apt-get install -y default-jre-headless (or set JAVA_PATH to its binary)",
    ]);
  });
});
