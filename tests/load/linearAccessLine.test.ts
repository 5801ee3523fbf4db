import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAddresses, startProcess, type ServerProcess } from "../fixtures/serverProcess.ts";

/**
 * docs/security.md, "Linear input": whatever runs after the answer (the access line scrubs the
 * URL and the Host header of every request, shed, refused and 400 ones too) costs what the
 * request's size costs. Measured as the server's own CPU time (Linux's /proc/<pid>/stat), side
 * by side: the same 16 KB URL and 14 KB Host ending in "@" (which made the former scrubber
 * retry from every character: 1.19 s of CPU for ten requests) and ending in "b".
 */

const TICKS_PER_SECOND = 100;
const ROUNDS = 4;
const PER_ROUND = 5;

let site: ServerProcess;
let origin: URL;
beforeAll(async () => {
  // As the image runs it (Dockerfile): React's development build would be most of a not-found answer's cost.
  site = startProcess("server/main.js", { LOG_LEVEL: "info", NODE_ENV: "production" });
  origin = new URL((await siteAddresses(site)).url);
});
afterAll(() => site.stop());

/** The process's user and system CPU time so far, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line; 12 and 13 after the command's ")".
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** One request as a raw client sends it, whatever its URL or Host: the status it got. */
function send(path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.hostname, port: origin.port, path, headers: { host }, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** CPU seconds the server spent on `count` requests, and the statuses they got. */
async function spent(count: number, path: string, host: string): Promise<{ seconds: number; statuses: Set<number> }> {
  const pid = site.child.pid!;
  const before = cpuSeconds(pid);
  const statuses = new Set<number>();
  for (let i = 0; i < count; i++) statuses.add(await send(path, host));
  // The access line is written after the answer: let the event loop finish it before reading.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { seconds: cpuSeconds(pid) - before, statuses };
}

/** Rounds taking turns, so a busy moment of the machine falls on both sides alike. */
async function sideBySide(atSign: { path: string; host: string }, letter: { path: string; host: string }) {
  const totals = { atSign: 0, letter: 0, statuses: new Set<string>() };
  // A round of each first, not counted: the first requests of a kind pay for compiling its code.
  await spent(PER_ROUND, atSign.path, atSign.host);
  await spent(PER_ROUND, letter.path, letter.host);
  for (let round = 0; round < ROUNDS; round++) {
    // Each side goes first every other round.
    const atSignFirst = round % 2 === 0;
    const first = await spent(PER_ROUND, atSignFirst ? atSign.path : letter.path, atSignFirst ? atSign.host : letter.host);
    const second = await spent(PER_ROUND, atSignFirst ? letter.path : atSign.path, atSignFirst ? letter.host : atSign.host);
    const [a, b] = atSignFirst ? [first, second] : [second, first];
    totals.atSign += a.seconds;
    totals.letter += b.seconds;
    for (const status of a.statuses) totals.statuses.add(`@ ${status}`);
    for (const status of b.statuses) totals.statuses.add(`b ${status}`);
  }
  return totals;
}

describe("the access line's cost is linear in the request", () => {
  const long = "a.".repeat(7_000);

  it("a 14 KB URL ending in an at-sign costs what one ending in a letter does", async () => {
    const host = origin.host;
    const totals = await sideBySide({ path: `/${long}@`, host }, { path: `/${long}b`, host });
    console.log(`URL: ${totals.atSign.toFixed(2)} s of CPU ending in @, ${totals.letter.toFixed(2)} s ending in b`);
    // Both reached the site and were answered alike (the not-found page), so both were logged.
    expect([...totals.statuses].sort()).toEqual(["@ 404", "b 404"]);
    // Within noise: the former scrubber made the at-sign side over twenty times the other.
    expect(totals.atSign).toBeLessThanOrEqual(totals.letter * 1.5 + 0.1);
  });

  it("a 14 KB Host ending in an at-sign costs what one ending in a letter does", async () => {
    const totals = await sideBySide({ path: "/about", host: `${long}@` }, { path: "/about", host: `${long}b` });
    console.log(`Host: ${totals.atSign.toFixed(2)} s of CPU ending in @, ${totals.letter.toFixed(2)} s ending in b`);
    expect(totals.statuses.size).toBe(2);
    expect([...totals.statuses].map((status) => status.slice(2))).toEqual([...totals.statuses].map((status) => status.slice(2)).reverse());
    expect(totals.atSign).toBeLessThanOrEqual(totals.letter * 1.5 + 0.1);
  });
});
