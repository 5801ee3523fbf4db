/**
 * Node's flags for the site's server process, wherever it starts: `npm start` (package.json),
 * the image (Dockerfile CMD) and every bench or script that spawns dist/server/main.js.
 * tests/unit/deployment.test.ts holds package.json and the Dockerfile to this list. They keep
 * the site's peak resident size (VmHWM) inside 200 MiB under `npm run bench:load`
 * (bench/README.md, "Memory", has the figures).
 *
 * --max-semi-space-size=16: V8 rounds a semi-space up to a power of two, so the 24 shipped
 * before was 32 in effect: a young generation of 64 MiB resident, the largest single item of
 * the site's peak. 16 (V8's own default on 64-bit, written out because a small
 * --max-old-space-size would otherwise shrink the young generation with it) halves it. It gives
 * back part of what the larger young generation had bought on a flood of page-cache misses
 * (node --cpu-prof: the scavenger had been 14% of the main thread there with 16).
 *
 * --max-old-space-size=96: left alone, V8 let the old space grow to 70-95 MiB under load
 * before a full collection, with about 35 MiB alive. A ceiling of 96 MiB makes it collect
 * sooner; it also sets the heap limit that load shedding's heap test reads (90% of it,
 * server/platform/operations/loadShedding.ts), so a replica sheds before it could run out.
 *
 * --no-allocation-site-pretenuring: a page render's objects (React's elements and chunks) are
 * alive whenever a scavenge falls inside a render, so V8 judged their allocation sites
 * long-lived and began making them in the old space, where they died: a full collection every
 * half second under a flood of misses, and a miss at 2.7 ms of CPU against the plain
 * renderer's 1.7. Without it: 2.0 ms, at the same peak (bench/README.md, "What the profile of a miss showed, and what changed").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=96", "--no-allocation-site-pretenuring"];
