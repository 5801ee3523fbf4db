/**
 * Node's flags for the site's server process, wherever it starts: `npm start` (package.json),
 * the image (Dockerfile CMD) and every bench or script that spawns dist/server/main.js.
 * tests/unit/deployment.test.ts holds package.json and the Dockerfile to this list.
 *
 * --max-semi-space-size=24: a page render allocates a few hundred kilobytes that die at once;
 * with V8's default 16 MB semi-spaces the scavenger ran so often that garbage collection was
 * 14% of the main thread on a flood of page-cache misses (node --cpu-prof). 32 MB made the
 * miss path answer 15-20% more (autocannon, 32 connections, a fresh template_id a request:
 * 1,230-1,292 → 1,412-1,540 req/s) but left 226 MiB resident after `npm run bench` (budget
 * 200 MB, 158 MiB without the flag); 24 MB keeps most of the gain (bench:abuse's miss path
 * 1.09-1.11× its yardstick) at 194 MiB after `npm run bench`, twice.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=24"];
