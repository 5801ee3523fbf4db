import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/platform/config/config.ts";
import { LIMITS, LIMIT_NAMES, defaultLimit } from "../../server/platform/security/limitsTable.ts";
import { createRateLimits } from "../../server/platform/security/rateLimits.ts";

/** docs/decisions.md, 17: one row per limit, whose name is the limit's only name. */
describe("the limits table", () => {
  it("has a row for every limit the configuration reads, and nothing else", () => {
    expect(Object.keys(loadConfig({}).limits).sort()).toEqual([...LIMIT_NAMES].sort());
    expect(Object.keys(createRateLimits(loadConfig({}), null)).sort()).toEqual([...LIMIT_NAMES].sort());
  });

  it("names the setting each limit really reads: setting a row's variable changes that limit alone", () => {
    // 2 in 20 minutes fits every rule, the username's (at most 4, at least 15 minutes) included.
    const set = { max: 2, windowMs: 20 * 60_000 };
    for (const name of LIMIT_NAMES) {
      const limits = loadConfig({ [LIMITS[name].setting]: "2/20m" }).limits;
      expect(limits[name], name).toEqual(set);
      for (const other of LIMIT_NAMES) if (other !== name) expect(limits[other], `${name} → ${other}`).toEqual(defaultLimit(other));
    }
  });

  it("gives each counter and budget its row's name, for the headers, the metrics and the logs", async () => {
    const limits = createRateLimits(loadConfig({}), null, { now: () => 0 });
    for (const name of LIMIT_NAMES) {
      const limit = limits[name];
      const state = "hit" in limit ? (await limit.hit("k")).state : (await limit.reserve("k")).state;
      expect(state.name).toBe(name);
    }
  });
});
