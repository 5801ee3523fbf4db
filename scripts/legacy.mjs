/** `npm run legacy`: build whatever is missing or older than its sources, then run the legacy stand-in as its own service. */
import { ensureBuilt } from "./build.mjs";

await ensureBuilt();
await import("../dist/legacy/main.js");
