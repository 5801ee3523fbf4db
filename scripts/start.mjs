/** `npm start`: build whatever is missing or older than its sources, then run the server. */
import { ensureBuilt } from "./build.mjs";

await ensureBuilt();
await import("../dist/server/main.js");
