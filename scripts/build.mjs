/**
 * Builds what the server needs to run: the client bundle (island loader, one chunk per
 * island, the stylesheet) and public/ files under content-hashed names, a manifest naming
 * them, and the server bundle. `npm start` calls ensureBuilt(), which rebuilds only when a
 * source is newer than the last build.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const clientOut = join(dist, "client");
const assetsOut = join(clientOut, "assets");
const stampFile = join(dist, ".build-stamp");

const SOURCE_DIRS = ["server", "views", "client", "content", "legacy", "public"];
const SOURCE_FILES = ["scripts/build.mjs", "package-lock.json", "tsconfig.json"];
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".map", ".txt"]);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function newestSourceMtime() {
  const files = [...SOURCE_DIRS.flatMap((d) => walk(join(root, d))), ...SOURCE_FILES.map((f) => join(root, f))];
  return Math.max(0, ...files.filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs));
}

export function isStale() {
  if (
    !existsSync(stampFile) ||
    !existsSync(join(clientOut, "manifest.json")) ||
    !existsSync(join(dist, "server", "main.js")) ||
    !existsSync(join(dist, "legacy", "main.js"))
  ) {
    return true;
  }
  return newestSourceMtime() > statSync(stampFile).mtimeMs;
}

function contentHash(buffer) {
  return createHash("sha256").update(buffer).digest("base64url").replace(/[-_]/g, "").slice(0, 10);
}

/** How code that runs in Node is bundled: ESM for Node 20, with node_modules left to Node. */
const NODE_BUNDLE = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  logLevel: "warning",
};

/** Writes .br and .gz beside each text asset so @fastify/static can send them as they are. */
function precompress(file) {
  if (!COMPRESSIBLE.has(extname(file))) return;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/**
 * Share card images (og:image), one 1200 × 630 PNG per page, drawn by
 * views/social/renderShareCards.tsx. That module is TypeScript and JSX, so it is bundled for
 * Node first (its packages stay external: satori and resvg load their own WASM and native code).
 */
async function buildShareCards() {
  const bundle = join(dist, "share-cards.mjs");
  await esbuild.build({ ...NODE_BUNDLE, entryPoints: ["views/social/renderShareCards.tsx"], outfile: bundle });
  try {
    // The query makes a second build in the same process load the new bundle, not the cached one.
    const { renderShareCards } = await import(`${pathToFileURL(bundle).href}?${Date.now()}`);
    const shareCards = {};
    mkdirSync(join(assetsOut, "og"), { recursive: true });
    for (const { route, png } of await renderShareCards()) {
      const target = join(assetsOut, "og", `${route}-${contentHash(png)}.png`);
      writeFileSync(target, png);
      shareCards[route] = "/" + relative(clientOut, target).split("\\").join("/");
    }
    return shareCards;
  } finally {
    rmSync(bundle, { force: true });
  }
}

/**
 * The site's icon as PNG at the sizes phones and the web manifest ask for (192 and 512 px),
 * drawn from public/favicon.svg by resvg, so there is one drawing of the mark.
 */
async function buildAppIcons() {
  const { Resvg } = await import("@resvg/resvg-js");
  const svg = readFileSync(join(root, "public", "favicon.svg"));
  mkdirSync(join(assetsOut, "icons"), { recursive: true });
  return [192, 512].map((size) => {
    const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
    const target = join(assetsOut, "icons", `icon-${size}-${contentHash(png)}.png`);
    writeFileSync(target, png);
    return { size, url: "/" + relative(clientOut, target).split("\\").join("/") };
  });
}

export async function buildClient() {
  rmSync(clientOut, { recursive: true, force: true });
  mkdirSync(assetsOut, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { loader: "client/loader.ts", site: "client/styles/site.css" },
    outdir: assetsOut,
    bundle: true,
    splitting: true,
    format: "esm",
    target: ["es2020", "chrome100", "firefox100", "safari15"],
    // Public class fields, which every browser named above runs (Safari since 14.1): web-vitals
    // has them, and lowered for es2020 they need esbuild's helpers in a chunk of their own, with
    // no source to map and one more request for the measurement (docs/architecture.md, "Field
    // Core Web Vitals"). No other client code has one: every other chunk is built byte for byte alike.
    supported: { "class-field": true },
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "media/[name]-[hash]",
    jsx: "automatic",
    // The server renders with React 19; the browser hydrates the same components with Preact
    // through preact/compat. react-dom's client alone is ~64 KiB gzipped, more than every
    // island's own code together; Preact is ~13 KiB with compat. The islands use only hooks,
    // context and hydrateRoot, which compat implements; tests/browser/hydration.test.ts holds
    // the hydrated markup to the server's, and every browser test runs on this build.
    alias: { react: "preact/compat", "react-dom": "preact/compat" },
    loader: { ".woff2": "file" },
    // React ships its development build unless told otherwise.
    define: { "process.env.NODE_ENV": '"production"' },
    minify: true,
    // Maps are public under /assets/: mappings to file names and lines, not the sources
    // themselves (comments and all), which a browser's devtools would show to anyone.
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });

  const outputs = Object.entries(result.metafile.outputs);
  const entryOutput = (entry) => {
    const found = outputs.find(([, meta]) => meta.entryPoint === entry);
    if (!found) throw new Error(`esbuild produced no output for ${entry}`);
    return "/" + relative(clientOut, join(root, found[0])).split("\\").join("/");
  };

  const files = {};
  for (const source of walk(join(root, "public"))) {
    const rel = relative(join(root, "public"), source).split("\\").join("/");
    const body = readFileSync(source);
    const ext = extname(source);
    const name = `${basename(source, ext)}-${contentHash(body)}${ext}`;
    const target = join(assetsOut, "files", dirname(rel), name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
    files[rel] = "/" + relative(clientOut, target).split("\\").join("/");
  }

  const shareCards = await buildShareCards();

  for (const file of walk(assetsOut)) precompress(file);

  // The Latin font is on every page's critical path: the head preloads it.
  const fonts = outputs
    .map(([path]) => "/" + relative(clientOut, join(root, path)).split("\\").join("/"))
    .filter((url) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(url));
  const appIcons = await buildAppIcons();
  const builtAt = new Date().toISOString();
  const manifest = { loader: entryOutput("client/loader.ts"), styles: entryOutput("client/styles/site.css"), fonts, files, shareCards, appIcons, builtAt };
  writeFileSync(join(clientOut, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

export async function buildServer() {
  await esbuild.build({
    ...NODE_BUNDLE,
    // The site, and the legacy stand-in as a service of its own (npm run legacy).
    entryPoints: { "server/main": "server/main.ts", "legacy/main": "legacy/main.ts" },
    outdir: dist,
    sourcemap: true,
    // Stack traces need the mappings only; the sources are beside the bundle where they run.
    sourcesContent: false,
  });
}

export async function build() {
  const started = Date.now();
  await buildClient();
  await buildServer();
  mkdirSync(dist, { recursive: true });
  writeFileSync(stampFile, new Date().toISOString());
  return Date.now() - started;
}

export async function ensureBuilt() {
  if (isStale()) {
    const ms = await build();
    process.stderr.write(`built client and server in ${ms} ms\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ms = await build();
  process.stderr.write(`built client and server in ${ms} ms\n`);
}
