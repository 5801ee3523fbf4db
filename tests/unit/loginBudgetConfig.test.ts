import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/platform/config/config.ts";

describe("the login budgets' configuration", () => {
  it.each(["5/15m", "9/15m", "3/14m", "3/1m", "4/899s"])("refuses BOT_CHECK_AFTER_FAILURES=%s: strangers could reach the member API's lock", (value) => {
    expect(() => loadConfig({ BOT_CHECK_AFTER_FAILURES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ BOT_CHECK_AFTER_FAILURES: value })).toThrow(
      `Invalid configuration: BOT_CHECK_AFTER_FAILURES — expected a count from 1 to 4 and a window of at least 15 minutes, such as 3/15m.`,
    );
  });

  it("accepts a budget under the lock, and reads the device and site-wide budgets with their defaults", () => {
    expect(loadConfig({ BOT_CHECK_AFTER_FAILURES: "4/1h" }).limits.usernameFailures).toEqual({ max: 4, windowMs: 3_600_000 });
    const { limits } = loadConfig({});
    expect(limits.deviceFailures).toEqual({ max: 5, windowMs: 900_000 });
    expect(limits.globalLoginFailures).toEqual({ max: 100, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_GLOBAL_LOGIN_FAILURES: "500/5m" }).limits.globalLoginFailures).toEqual({ max: 500, windowMs: 300_000 });
  });
});
