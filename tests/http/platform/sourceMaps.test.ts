import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAssetManifest } from "../../../server/platform/render/assetManifest.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/**
 * The production build's source maps (the build the tests run on, made by scripts/build.mjs):
 * they map minified code to file names and lines, and never carry the sources themselves,
 * which anyone could read from the public /assets/ path.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const dist = join(root, "dist");

function mapsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? mapsUnder(path) : entry.name.endsWith(".map") ? [path] : [];
  });
}

interface SourceMap {
  version: number;
  sources: string[];
  mappings: string;
  sourcesContent?: unknown;
}

let site: LiveServer;
beforeAll(async () => {
  site = await liveServer();
});
afterAll(() => site.app.close());

describe("source maps of the production build", () => {
  it("every map written, the client's and the server's, has mappings and no sourcesContent", () => {
    const maps = mapsUnder(dist);
    // The loader, the stylesheet, each island's chunk, the server and the legacy service.
    expect(maps.length).toBeGreaterThanOrEqual(5);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(file, "utf8")) as SourceMap;
      expect(map.mappings.length, relative(dist, file)).toBeGreaterThan(0);
      expect(map.sources.length, relative(dist, file)).toBeGreaterThan(0);
      expect(map, relative(dist, file)).not.toHaveProperty("sourcesContent");
    }
  });

  it("the map a browser is pointed to, in every encoding served, holds no line of the source", async () => {
    const loader = readAssetManifest().loader;
    const script = await fetch(site.url(loader));
    expect(script.status).toBe(200);
    const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await script.text())?.[1];
    expect(link).toMatch(/\.map$/);
    const mapUrl = new URL(link!, site.url(loader));
    // A comment line of client/loader.ts: in the map only if the source is.
    const sourceLine = readFileSync(join(root, "client/loader.ts"), "utf8")
      .split("\n")
      .find((line) => line.trim().startsWith("*") && line.trim().length > 30)!
      .trim();
    for (const encoding of ["identity", "gzip", "br"]) {
      const res = await fetch(mapUrl, { headers: { "accept-encoding": encoding } });
      expect(res.status, encoding).toBe(200);
      const body = await res.text();
      const map = JSON.parse(body) as SourceMap;
      expect(map.sources, encoding).toContain("../../../client/loader.ts");
      expect(body, encoding).not.toContain("sourcesContent");
      expect(body, encoding).not.toContain(sourceLine);
    }
  });
});
