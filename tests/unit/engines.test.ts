import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines: { node: string } };
interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dev?: boolean;
}
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };

/**
 * `engines` is a promise to whoever installs the site: every Node it names must be one that
 * every installed package accepts, or `npm ci` warns EBADENGINE and a later release of the
 * package may really break there. The lock records each package's own range, so the promise
 * is checked against all of them at once (a new dependency that wants a newer Node fails here).
 */
describe("the Node versions package.json promises", () => {
  const ours = manifest.engines.node;

  it("is a range every locked package accepts (production and development alike)", () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // Platform builds (oxc, esbuild, resvg…) are installed only where their os/cpu match.
      if (!path || (entry.optional && (entry.os || entry.cpu))) continue;
      const theirs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (theirs && !semver.subset(ours, theirs)) refusing.push(`${path.replace(/^.*node_modules\//, "")} wants ${theirs}`);
    }
    expect(refusing).toEqual([]);
  });

  it("includes the Node running these tests, and the Node of the image", () => {
    expect(semver.satisfies(process.version, ours)).toBe(true);
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    for (const major of images) expect(semver.intersects(`${major}.x`, ours), `node:${major}`).toBe(true);
  });

  it("is the one README tells a newcomer", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain(`\`engines\`: \`${ours}\``);
  });
});
