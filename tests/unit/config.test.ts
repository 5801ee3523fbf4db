import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, variables } from "../../server/config.ts";

describe("configuration", () => {
  it("runs on the embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      logLevel: "info",
      trustProxy: false,
      cookieBannerDelayMs: 10_000,
      turnstileSiteKey: undefined,
    });
  });

  it("reads values from the environment", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", TRUST_PROXY: "true", PAGE_CACHE_ENTRIES: "0" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toBe(true);
    expect(config.pageCacheEntries).toBe(0);
  });

  it.each([
    ["PORT", "abc", "Invalid configuration: PORT=\"abc\" — expected an integer from 0 to 65535."],
    ["PORT", "70000", "Invalid configuration: PORT=\"70000\" — expected an integer from 0 to 65535."],
    ["LOG_LEVEL", "loud", "Invalid configuration: LOG_LEVEL=\"loud\" — expected one of fatal, error, warn, info, debug, trace, silent."],
    ["TRUST_PROXY", "yes", "Invalid configuration: TRUST_PROXY=\"yes\" — expected true or false."],
    ["RENDER_TIMEOUT_MS", "5", "Invalid configuration: RENDER_TIMEOUT_MS=\"5\" — expected an integer from 100 to 60000."],
  ])("refuses %s=%s with one line naming the variable", (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it("documents every variable with a meaning and the shape it expects", () => {
    for (const [name, spec] of Object.entries(variables)) {
      expect(spec.meaning.length, name).toBeGreaterThan(10);
      expect(spec.expects.length, name).toBeGreaterThan(3);
    }
  });
});
