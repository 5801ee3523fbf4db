import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyProcess, type LegacyProcess } from "../fixtures/legacyProcess.ts";
import { outboxRowsWhen } from "../fixtures/outbox.ts";
import { siteAddresses, startProcess, type ServerProcess } from "../fixtures/serverProcess.ts";
import { ROOMY_LIMITS } from "../fixtures/testApp.ts";

/**
 * Whether the lost-password answer's time tells that an address has an account. npm test holds
 * what the answer says (tests/http/accounts/accountApi.test.ts, accountPages.test.ts,
 * tests/http/legacy/lostpassword.test.ts); this holds how long it takes, through the built site
 * and the stand-in as its own process, as `npm start` and `npm run legacy` run them. The
 * stand-in sends after it answers (legacy/mail/mailQueue.ts), so an address with an account costs
 * the answer nothing more than one without.
 */

const KNOWN = "demo@braveweb.example";
const UNKNOWN = "nobody-here@braveweb.example";
/** Requests measured, known and unknown alternately: each half meets the same moments of the machine's load (60 each: a median of 15 moved by a quarter on a busy machine). */
const MEASURED = 120;
/** Unmeasured first: the first requests of a process pay for its compiler and its connections. */
const WARM_UP = 6;

let legacy: LegacyProcess;
let site: ServerProcess;
let url: string;

beforeAll(async () => {
  legacy = await legacyProcess();
  // Roomy limits: the limits would refuse a run this long from one address (they have their own tests).
  site = startProcess("server/main.js", { ...ROOMY_LIMITS, UPSTREAM_URL: legacy.url });
  ({ url } = await siteAddresses(site));
});
afterAll(async () => {
  await site?.stop();
  await legacy?.close();
});

async function askForReset(email: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/lostpassword`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: "visited=1" },
    body: JSON.stringify({ email }),
  });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

describe("lost password through the site and the stand-in process", () => {
  it(`answers an address with an account and one without in the same time: medians over ${MEASURED} interleaved requests within 25%`, async () => {
    for (let i = 0; i < WARM_UP; i++) await askForReset(i % 2 === 0 ? KNOWN : UNKNOWN);
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < MEASURED; i++) {
      // K U U K K U U K…: each kind follows a known address (whose email is written just after
      // its answer, on the stand-in's thread) as often as the other does.
      const isKnown = i % 2 === Math.floor(i / 2) % 2;
      const answer = await askForReset(isKnown ? KNOWN : UNKNOWN);
      (isKnown ? known : unknown).push(answer.ms);
      answers.add(`${answer.status} ${answer.body}`);
    }
    expect([...answers]).toEqual([expect.stringMatching(/^200 \{"status":"SUCCESS"/)]);

    const ratio = Math.max(median(known), median(unknown)) / Math.min(median(known), median(unknown));
    const figures = `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`;
    console.info(`lost password medians: ${figures}, ratio ${ratio.toFixed(2)}`);
    expect(ratio, figures).toBeLessThanOrEqual(1.25);

    // The emails were sent all the same, after the answers: one per request for the known address.
    const rows = await outboxRowsWhen(legacy.dataDir, (sent) => sent.length >= WARM_UP / 2 + MEASURED / 2);
    expect(rows.every((row) => row.to_address === KNOWN)).toBe(true);
  });
});
