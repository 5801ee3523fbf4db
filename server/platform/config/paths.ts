import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: the nearest folder above this module with a package.json. Works both
 * from the sources (server/platform/config/paths.ts) and from the bundle (dist/server/main.js).
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
const clientBuildDir = join(projectRoot, "dist", "client");
export const clientAssetsDir = join(clientBuildDir, "assets");
/** Where the client bundle's files are served (server/features/pages/pagesFeature.ts), by their hashed names. */
export const CLIENT_ASSETS_PREFIX = "/assets/";

/** Where browsers reach the stand-in asset host on this site's origin (without ASSET_URL); server/features/gallery/assetHostProxy.ts serves it. */
export const ASSET_HOST_PREFIX = "/asset-host";
export const clientManifestPath = join(clientBuildDir, "manifest.json");
