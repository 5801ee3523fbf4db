import { exactMatch, suggestNames } from "../../../content/domainSuggestions.ts";
import type { DomainResult } from "../../../content/pageShapes.ts";
import type { CallerRequest } from "../../platform/upstream/callerRequest.ts";
import { isOverBudget, type DomainApi, type OverBudget } from "./domainApiClient.ts";

export interface DomainSearchAnswer {
  results: DomainResult[];
  /** Names of our own making that are free under the exact match's extension; empty unless the exact match is taken. */
  suggestions: DomainResult[];
  /** When each answer it is made of was read: a page showing it stays the same until one is read again. */
  version: string;
  /** Some suggestions were left out for the client's budget: this answer is this client's, not to be shared. */
  partial?: true;
}

/**
 * A search as the results page and the search island show it: the name's availability under
 * every extension and, when the exact match is taken, the suggested names that are free under
 * its extension. Every read goes through the domain API's availability cache (one read per name
 * per 30 s, one at a time), and a search asks about at most 1 + MAX_SUGGESTIONS names, so a
 * search costs the API at most that many calls, and a repeated one none. Each call is taken from
 * the client's budget of domain API calls: past it, the search is `overBudget` (its name could
 * not be asked about) or has fewer suggestions (some of them could not).
 */
export function createDomainSearch(domainApi: DomainApi) {
  return async function search(query: { name: string; extension?: string }, caller: CallerRequest): Promise<DomainSearchAnswer | OverBudget | null> {
    const answer = await domainApi.availability(query.name, caller);
    if (!answer || isOverBudget(answer)) return answer;
    const exact = exactMatch(answer.results, query.extension);
    if (!exact || exact.available) return { results: answer.results, suggestions: [], version: String(answer.version) };
    const reads = await Promise.all(suggestNames(query.name, exact.tld).map((name) => domainApi.availability(name, caller)));
    const checked = reads.map((read) => (isOverBudget(read) ? null : read));
    // A suggestion whose name could not be read, or not within the client's budget, is left out: the results still show.
    const suggestions = checked.flatMap((read) => read?.results.filter((r) => r.tld === exact.tld && r.available) ?? []);
    const version = [answer, ...checked].map((read) => read?.version ?? 0).join(".");
    return { results: answer.results, suggestions, version, ...(reads.some(isOverBudget) ? { partial: true as const } : {}) };
  };
}

export type DomainSearch = ReturnType<typeof createDomainSearch>;
