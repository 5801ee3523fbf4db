import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { AssetManifest } from "../../../content/pageShapes.ts";
import { clientManifestPath } from "../config/paths.ts";

const manifestShape = z.object({
  loader: z.string().startsWith("/assets/"),
  styles: z.string().startsWith("/assets/"),
  fonts: z.array(z.string().startsWith("/assets/")),
  files: z.record(z.string(), z.string().startsWith("/assets/")),
  shareCards: z.record(z.string(), z.string().startsWith("/assets/")),
  builtAt: z.iso.datetime(),
  appIcons: z.array(z.object({ size: z.number().int().positive(), url: z.string().startsWith("/assets/") })),
});

/** The hashed names written by scripts/build.mjs; without them no page can link its assets. */
export function readAssetManifest(path = clientManifestPath): AssetManifest {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(`The client bundle is not built (${path} is missing): run \`npm run build\`.`);
  }
  return manifestShape.parse(JSON.parse(text));
}

/**
 * A name for the build these assets came from, when BUILD_ID does not give one: a short hash of
 * the manifest, whose hashed names and build time differ from one build to the next.
 */
export function buildIdOf(assets: AssetManifest): string {
  return createHash("sha256").update(JSON.stringify(assets)).digest("base64url").slice(0, 10);
}
