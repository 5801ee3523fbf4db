import * as z from "zod";
import { builtInSaleExtensions, type DomainSaleItem } from "../../content/domains.ts";
import type { DomainResult } from "../../content/pageShapes.ts";
import type { CallerRequest } from "./callerRequest.ts";
import { cachedValue, fetchJson, type FetchObserver } from "./jsonFetch.ts";

const saleShape = z.array(
  z.object({ tld: z.string().regex(/^\.[a-z0-9-]{2,24}$/), price: z.number().int().nonnegative(), price_discounted: z.number().int().nonnegative() }),
);

const availabilityShape = z.object({
  results: z.array(
    z.object({
      domain: z.string(),
      tld: z.string(),
      available: z.boolean(),
      price: z.number().int().nonnegative(),
      price_discounted: z.number().int().nonnegative(),
    }),
  ),
});

const AVAILABILITY_TTL_MS = 30_000;
/**
 * How long a name's last answer stands in when reading it again fails: a results page with
 * an answer a few minutes old beats a 503 page, and a cart add is checked by the API anyway.
 */
const AVAILABILITY_STALE_MS = 5 * 60_000;
/** Names whose availability is kept; the oldest goes first. */
const AVAILABILITY_NAMES = 1_000;

type AvailabilityRead = { ok: true; answer: { results: DomainResult[]; version: number } } | { ok: false; error: unknown };

/** The domain API (SPEC §2 domain search): availability per extension and the sale list. */
export function createDomainApi({
  baseUrl,
  timeoutMs,
  observe,
  now = Date.now,
}: {
  baseUrl: string;
  timeoutMs: number;
  observe?: (endpoint: string) => FetchObserver;
  now?: () => number;
}) {
  const recent = new Map<string, { results: DomainResult[]; version: number }>();
  const reading = new Map<string, Promise<AvailabilityRead>>();
  async function readAvailability(name: string, caller: CallerRequest): Promise<AvailabilityRead> {
    try {
      const raw = await fetchJson(`${baseUrl}/domains/availability?query=${encodeURIComponent(name)}`, timeoutMs, caller, observe?.("availability"));
      const answer = { results: availabilityShape.parse(raw).results, version: now() };
      recent.delete(name);
      recent.set(name, answer);
      if (recent.size > AVAILABILITY_NAMES) recent.delete(recent.keys().next().value as string);
      return { ok: true, answer };
    } catch (error) {
      return { ok: false, error };
    }
  }
  const sale = cachedValue(
    async (caller) => saleShape.parse(await fetchJson(`${baseUrl}/domains/sale-extensions`, timeoutMs, caller, observe?.("sale-extensions"))),
    10 * 60_000,
  );
  return {
    /** The sale list, or the built-in one when the API cannot be read (logged). */
    async saleExtensions(caller: CallerRequest): Promise<{ items: readonly DomainSaleItem[]; version: number }> {
      try {
        const { data, version } = await sale(caller, "sale extensions refresh failed");
        return { items: data, version };
      } catch (error) {
        caller.log.warn({ err: error }, "sale extensions unavailable; showing the built-in list");
        return { items: builtInSaleExtensions, version: 0 };
      }
    },
    /**
     * Availability of a normalized name under every extension, read at most once per 30 s per
     * name (a registry's answer does not change faster than a visitor reads it), with when it
     * was read as its version. One read per name at a time, however many ask: under a load,
     * every results page of a name whose answer had just expired used to ask for its own, and
     * the ones that did not come back within the timeout became 503 pages. When the read fails
     * the last answer stands in for up to 5 minutes (logged); null when there is none (logged).
     */
    async availability(name: string, caller: CallerRequest): Promise<{ results: DomainResult[]; version: number } | null> {
      const kept = recent.get(name);
      if (kept && now() - kept.version < AVAILABILITY_TTL_MS) return kept;
      let pending = reading.get(name);
      if (!pending) {
        pending = readAvailability(name, caller).finally(() => reading.delete(name));
        reading.set(name, pending);
      }
      const read = await pending;
      if (read.ok) return read.answer;
      if (kept && now() - kept.version < AVAILABILITY_STALE_MS) {
        caller.log.warn(
          { err: read.error, domainApi: { name, answerAgeMs: now() - kept.version } },
          "domain availability refresh failed; showing the last answer",
        );
        return kept;
      }
      caller.log.error({ err: read.error }, "domain availability unavailable");
      return null;
    },
  };
}

export type DomainApi = ReturnType<typeof createDomainApi>;
