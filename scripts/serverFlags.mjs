/**
 * Node's flags for the site's server process, wherever it starts: `npm start` (package.json),
 * the image (Dockerfile CMD) and every bench or script that spawns dist/server/main.js.
 * tests/unit/deployment.test.ts holds package.json and the Dockerfile to this list.
 *
 * --max-semi-space-size=32: a page render allocates a few hundred kilobytes that die at once;
 * with V8's default 16 MB semi-spaces the scavenger ran so often that garbage collection was
 * 14% of the main thread on a flood of page-cache misses (node --cpu-prof). With 32 MB the
 * miss path answered 15-20% more requests (autocannon, 32 connections, a fresh template_id per
 * request: 1,230-1,292 → 1,412-1,540 req/s), and the resident size under that flood stayed
 * where it was (about 350 MB either way).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
