import * as z from "zod";
import { builtInSaleExtensions, type DomainSaleItem } from "../../../content/domainSale.ts";
import type { DomainResult } from "../../../content/pageShapes.ts";
import type { LimitState } from "../../platform/security/rateLimits.ts";
import type { CallerRequest } from "../../platform/upstream/callerRequest.ts";
import { cachedValue, fetchJson, fetchJsonAnswer, type FetchObserver } from "../../platform/upstream/jsonFetch.ts";

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

/** A name's availability as the domain API answered it, with when it was read as its version. */
export interface Availability {
  results: DomainResult[];
  version: number;
  /** The API's Cache-Control, relayed with the answer by /api/domains/availability. */
  cacheControl?: string;
}

type AvailabilityRead = { ok: true; answer: Availability } | { ok: false; error: unknown };

/** A read refused because the client has spent its budget of domain API calls; `state` says until when. */
export interface OverBudget {
  overBudget: LimitState;
}

/**
 * Takes one call from the budget of the client behind `caller` (RATE_LIMIT_DOMAIN_API_CALLS,
 * server/platform/security/rateLimits.ts); `passed` when that client had none left.
 */
type CallBudget = (caller: CallerRequest) => Promise<{ passed: boolean; state: LimitState }>;

/** Whether an answer says it must not be kept (RFC 9111 §5.2.2.5): it is used once, then forgotten. */
const NO_STORE = /(?:^|,)\s*no-store\s*(?:,|$)/i;

/**
 * The answers kept per name, up to AVAILABILITY_NAMES of them: each is fresh for
 * AVAILABILITY_TTL_MS, and the last one stands in for a failed read a while longer.
 */
function keptAnswers(now: () => number) {
  const recent = new Map<string, Availability>();

  /** Keeps a name's answer for AVAILABILITY_TTL_MS, unless the API said no-store; the oldest name goes first. */
  function keep(name: string, answer: Availability): void {
    if (answer.cacheControl !== undefined && NO_STORE.test(answer.cacheControl)) return;
    recent.delete(name);
    recent.set(name, answer);
    if (recent.size > AVAILABILITY_NAMES) recent.delete(recent.keys().next().value as string);
  }

  /** A name's answer read within the last AVAILABILITY_TTL_MS, if one was kept. */
  function fresh(name: string): Availability | undefined {
    const kept = recent.get(name);
    return kept && now() - kept.version < AVAILABILITY_TTL_MS ? kept : undefined;
  }

  /** A name's last kept answer, however old. */
  function last(name: string): Availability | undefined {
    return recent.get(name);
  }

  /**
   * What a failed read of a name gives: `kept`, its answer from before the read, if it is
   * younger than AVAILABILITY_STALE_MS (logged), else null (logged).
   */
  function standIn(name: string, kept: Availability | undefined, error: unknown, caller: CallerRequest): Availability | null {
    if (kept && now() - kept.version < AVAILABILITY_STALE_MS) {
      caller.log.warn({ err: error, domainApi: { name, answerAgeMs: now() - kept.version } }, "domain availability refresh failed; showing the last answer");
      return kept;
    }
    caller.log.error({ err: error }, "domain availability unavailable");
    return null;
  }

  return { keep, fresh, last, standIn };
}

/** The domain API (docs/product.md §2 domain search): availability per extension and the sale list. */
export function createDomainApi({
  baseUrl,
  timeoutMs,
  observe,
  now = Date.now,
  budget,
}: {
  baseUrl: string;
  timeoutMs: number;
  observe?: (endpoint: string) => FetchObserver;
  now?: () => number;
  /** The per-client budget each call is taken from; without one, calls are not counted. */
  budget?: CallBudget;
}) {
  const { keep, fresh, last, standIn } = keptAnswers(now);
  const reading = new Map<string, Promise<AvailabilityRead>>();

  async function readAvailability(name: string, caller: CallerRequest): Promise<AvailabilityRead> {
    try {
      const { json, cacheControl } = await fetchJsonAnswer(
        `${baseUrl}/domains/availability?query=${encodeURIComponent(name)}`,
        timeoutMs,
        caller,
        observe?.("availability"),
      );
      const answer: Availability = { results: availabilityShape.parse(json).results, version: now(), cacheControl };
      keep(name, answer);
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
    /** A name's kept answer, if it is fresh: what /api/domains/availability answers without a call. */
    fresh,
    /**
     * Keeps an answer /api/domains/availability read for a normalized name (unless no-store), so
     * the results page and the suggestions find it too.
     */
    keep(name: string, results: DomainResult[], cacheControl: string | undefined): void {
      keep(name, { results, version: now(), cacheControl });
    },
    /** Takes one call from the budget of `caller`'s client, for a call made on its behalf elsewhere (the proxy). */
    spend: async (caller: CallerRequest) => (budget ? budget(caller) : null),
    /** Reads the API's availability answer shape: its results, or null when it is not one. */
    resultsOf(json: unknown): DomainResult[] | null {
      const parsed = availabilityShape.safeParse(json);
      return parsed.success ? parsed.data.results : null;
    },
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
     * was read as its version; an answer the API marks no-store is used once and not kept.
     * One read per name at a time, however many ask: under a load, every results page of a
     * name whose answer had just expired used to ask for its own, and the ones that did not
     * come back within the timeout became 503 pages. A read is taken from the budget of the
     * client that started it (a kept answer, or one already being read, costs nothing); past it, the
     * answer is `overBudget` and the API is not called. When the read fails the last answer
     * stands in for up to 5 minutes (logged); null when there is none (logged).
     */
    async availability(name: string, caller: CallerRequest): Promise<Availability | OverBudget | null> {
      const kept = last(name);
      const current = fresh(name);
      if (current) return current;
      let pending = reading.get(name);
      if (!pending && budget) {
        const spent = await budget(caller);
        if (spent.passed) return { overBudget: spent.state };
        // Another request may have started the read while the budget was counted: joined, not repeated.
        pending = reading.get(name);
      }
      if (!pending) {
        pending = readAvailability(name, caller).finally(() => reading.delete(name));
        reading.set(name, pending);
      }
      const read = await pending;
      if (read.ok) return read.answer;
      return standIn(name, kept, read.error, caller);
    },
  };
}

export type DomainApi = ReturnType<typeof createDomainApi>;

/** Whether an availability read was refused for the client's budget. */
export function isOverBudget(read: Availability | OverBudget | null): read is OverBudget {
  return read !== null && "overBudget" in read;
}
